import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { expect, test } from 'vitest'
import { jsonChapters } from './feed-chapters.ts'
import { feedDescriptionHtml } from './feed-description.ts'
import { podcastGuid } from './podcast-guid.ts'
import { buildRssFeed, type FeedChannel, type FeedItem } from './rss-feed.ts'

/** Every character that has broken a feed somewhere: markup, entities, quotes, emoji, accents, a control character. */
const HOSTILE = `Ñandú & <Cía> "ÁÉÍÓÚ" 'ü' 🎙️🇪🇸 ]]> &amp; \u0007fin`
/** What an XML parser must read back: the same text without the control character XML cannot carry. */
const READ_BACK = HOSTILE.replace('\u0007', '')

const channel: FeedChannel = {
	title: HOSTILE,
	description: `${HOSTILE}\nsegunda línea`,
	link: 'https://ondacast.example/',
	feedUrl: 'https://ondacast.example/feeds/t0k3n.xml',
	guid: podcastGuid('https://ondacast.example/feeds/show-id'),
	language: 'es-ES',
	author: HOSTILE,
	ownerName: HOSTILE,
	ownerEmail: 'dueña+feed@ejemplo.es',
	category: 'Kids & Family',
	subcategory: 'Parenting',
	explicit: false,
	showType: 'serial',
	artworkUrl: 'https://ondacast.example/feeds/t0k3n/artwork-abc.png',
	copyright: `© 2026 ${HOSTILE}`,
	lastBuildDate: new Date('2026-11-24T10:00:00Z'),
}

const item: FeedItem = {
	guid: '6f1c2f9e-3f0a-4b8e-9a51-0d2f7c3b1a11',
	title: HOSTILE,
	descriptionHtml: `<p>${HOSTILE.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`,
	pubDate: new Date('2026-11-20T08:30:00Z'),
	enclosure: { url: 'https://ondacast.example/feeds/t0k3n/6f1c2f9e-3f0a-4b8e-9a51-0d2f7c3b1a11.mp3?a=1&b=2', length: 1234567 },
	durationSeconds: 1805.4,
	episode: 3,
	season: 2,
	episodeType: 'bonus',
	explicit: true,
	imageUrl: 'https://ondacast.example/feeds/t0k3n/6f1c2f9e-3f0a-4b8e-9a51-0d2f7c3b1a11.png',
	transcripts: [
		{ url: 'https://ondacast.example/feeds/t0k3n/x.vtt', type: 'text/vtt' },
		{ url: 'https://ondacast.example/feeds/t0k3n/x.srt', type: 'application/x-subrip' },
	],
	chaptersUrl: 'https://ondacast.example/feeds/t0k3n/x.json',
	persons: [
		{ name: HOSTILE, role: 'host' },
		{ name: 'Lucía Pérez', role: 'guest' },
	],
}

// htmlEntities: also the numeric character references (&#10;), which every XML parser reads and this one only on request
const parse = (xml: string) =>
	new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false, htmlEntities: true }).parse(xml)

test('a feed with &, <, quotes, emoji, accents and a control character in every field is valid XML that reads back the same', () => {
	const xml = buildRssFeed(channel, [item])
	expect(XMLValidator.validate(xml)).toBe(true)
	const { rss } = parse(xml)
	const c = rss.channel
	expect(c.title).toBe(READ_BACK)
	expect(c.description).toBe(`${READ_BACK}\nsegunda línea\n\nCreado con voces generadas por IA.`)
	expect(c['itunes:author']).toBe(READ_BACK)
	expect(c['itunes:owner']).toEqual({ 'itunes:name': READ_BACK, 'itunes:email': 'dueña+feed@ejemplo.es' })
	expect(c.copyright).toBe(`© 2026 ${READ_BACK}`)
	expect(c['itunes:category']).toEqual({ '@text': 'Kids & Family', 'itunes:category': { '@text': 'Parenting' } })
	const i = c.item
	expect(i.title).toBe(READ_BACK)
	// the HTML description is kept as HTML: its own escapes survive the XML's
	expect(i.description).toBe(
		`<p>${READ_BACK.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p><p>Creado con voces generadas por IA.</p>`,
	)
	expect(i['content:encoded']).toBe(i.description)
	expect(i.enclosure['@url']).toBe(item.enclosure.url)
	expect(i['podcast:person'].map((person: { '#text': string }) => person['#text'])).toEqual([READ_BACK, 'Lucía Pérez'])
})

test('the namespaces, the channel tags and the item tags that Apple Podcasts and Podcasting 2.0 apps read', () => {
	const xml = buildRssFeed(channel, [item])
	expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true)
	const { rss } = parse(xml)
	expect(rss).toMatchObject({
		'@xmlns:itunes': 'http://www.itunes.com/dtds/podcast-1.0.dtd',
		'@xmlns:podcast': 'https://podcastindex.org/namespace/1.0',
		'@xmlns:content': 'http://purl.org/rss/1.0/modules/content/',
		'@xmlns:atom': 'http://www.w3.org/2005/Atom',
	})
	expect(rss.channel).toMatchObject({
		link: 'https://ondacast.example/',
		language: 'es-ES',
		lastBuildDate: 'Tue, 24 Nov 2026 10:00:00 GMT',
		generator: 'Ondacast',
		'atom:link': { '@href': channel.feedUrl, '@rel': 'self', '@type': 'application/rss+xml' },
		image: { url: channel.artworkUrl, title: READ_BACK, link: channel.link },
		'itunes:image': { '@href': channel.artworkUrl },
		'itunes:explicit': 'false',
		'itunes:type': 'serial',
		'podcast:guid': channel.guid,
		'podcast:locked': { '#text': 'yes', '@owner': 'dueña+feed@ejemplo.es' },
		'podcast:txt': { '#text': 'Creado con voces generadas por IA.', '@purpose': 'ai-disclosure' },
	})
	expect(rss.channel.item).toMatchObject({
		guid: { '#text': item.guid, '@isPermaLink': 'false' },
		pubDate: 'Fri, 20 Nov 2026 08:30:00 GMT',
		enclosure: { '@length': '1234567', '@type': 'audio/mpeg' },
		'itunes:duration': '1805',
		'itunes:image': { '@href': item.imageUrl },
		'itunes:explicit': 'true',
		'itunes:episode': '3',
		'itunes:season': '2',
		'itunes:episodeType': 'bonus',
		'podcast:transcript': [
			{ '@url': item.transcripts[0]!.url, '@type': 'text/vtt', '@language': 'es-ES', '@rel': 'captions' },
			{ '@url': item.transcripts[1]!.url, '@type': 'application/x-subrip', '@language': 'es-ES', '@rel': 'captions' },
		],
		'podcast:chapters': { '@url': item.chaptersUrl, '@type': 'application/json+chapters' },
		'podcast:person': [
			{ '@role': 'host', '#text': READ_BACK },
			{ '@role': 'guest', '#text': 'Lucía Pérez' },
		],
		'podcast:txt': { '#text': 'Creado con voces generadas por IA.', '@purpose': 'ai-disclosure' },
	})
})

test('an English show says so in English; no owner e-mail leaves it out; an item without number, season or extras has none', () => {
	const xml = buildRssFeed({ ...channel, language: 'en', ownerEmail: '', subcategory: null, artworkUrl: null }, [
		{
			...item,
			episode: null,
			season: null,
			durationSeconds: null,
			imageUrl: null,
			transcripts: [],
			chaptersUrl: null,
			persons: [],
		},
	])
	expect(XMLValidator.validate(xml)).toBe(true)
	const c = parse(xml).rss.channel
	expect(c.description.endsWith('Created with AI-generated voices.')).toBe(true)
	expect(c['itunes:owner']).toEqual({ 'itunes:name': READ_BACK })
	expect(c['podcast:locked']).toBe('yes')
	expect(c['itunes:category']).toEqual({ '@text': 'Kids & Family' })
	expect(c.image).toBeUndefined()
	for (const tag of [
		'itunes:episode',
		'itunes:season',
		'itunes:duration',
		'itunes:image',
		'podcast:transcript',
		'podcast:chapters',
	])
		expect(c.item[tag]).toBeUndefined()
})

test('podcast:guid is the UUIDv5 of the feed address without its scheme, as the specification computes it', () => {
	// the examples of podcastindex.org/namespace/1.0 (guid tag), also checked with Python's uuid.uuid5
	expect(podcastGuid('https://mp3s.nashownotes.com/pc20rss.xml')).toBe('917393e3-1b1e-5cef-ace4-edaa54e1f810')
	expect(podcastGuid('http://podnews.net/rss/')).toBe('9b024349-ccf0-5f69-a609-6b82873eab3c')
})

test('the description in the feed: the summary and the chapters of the YouTube description, escaped, as HTML', () => {
	const description = [
		'Equipos & <remotos> | Ondas',
		'Cómo trabajan los equipos <remotos> & por qué funcionan. 🎧',
		'Escucha el episodio completo y suscríbete para no perderte el próximo.',
		'Capítulos:\n0:00 Introducción\n1:05 Rituales & <hábitos>\n1:02:30 Cierre',
		'#equipos #podcast\nCreado con Ondacast.',
	].join('\n\n')
	expect(feedDescriptionHtml(description)).toBe(
		'<p>Cómo trabajan los equipos &lt;remotos&gt; &amp; por qué funcionan. 🎧</p>\n' +
			'<p>Capítulos:</p>\n<ul><li>0:00 Introducción</li><li>1:05 Rituales &amp; &lt;hábitos&gt;</li><li>1:02:30 Cierre</li></ul>',
	)
	expect(feedDescriptionHtml('Solo un resumen, sin capítulos.')).toBe('<p>Solo un resumen, sin capítulos.</p>')
	expect(feedDescriptionHtml(null)).toBe('')
})

test('JSON chapters: version 1.2.0, each chapter where the MP3 says it starts, in seconds', () => {
	expect(
		jsonChapters([
			{ title: 'Introducción', startMs: 0, endMs: 4250 },
			{ title: 'Rituales & <hábitos>', startMs: 4250, endMs: 9500 },
		]),
	).toEqual({
		version: '1.2.0',
		chapters: [
			{ startTime: 0, title: 'Introducción' },
			{ startTime: 4.25, title: 'Rituales & <hábitos>' },
		],
	})
})
