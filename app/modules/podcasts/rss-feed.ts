/**
 * A show's RSS 2.0 feed as podcast apps and directories read it: the Apple Podcasts tags (`itunes:`), the Podcasting
 * 2.0 tags (`podcast:`), `content:encoded` for the HTML description and `atom:link` to itself. A pure function of
 * what it is given (no clock, no storage): the same show and items give the same bytes, so a hash of them is the
 * feed's ETag. Every text and attribute is escaped, and characters XML 1.0 cannot carry at all are dropped, so no
 * title, name or description can break the document.
 */

export type FeedLanguage = 'es-ES' | 'es-419' | 'en'

export type FeedChannel = {
	title: string
	/** plain text */
	description: string
	/** the web page of the show (the site, while shows have no public page) */
	link: string
	/** where this feed is served (atom:link rel=self) */
	feedUrl: string
	/** podcast:guid (podcastGuid) */
	guid: string
	language: FeedLanguage
	author: string
	ownerName: string
	/** '' leaves itunes:email and podcast:locked's owner out */
	ownerEmail: string
	/** Apple Podcasts category and subcategory, by their English names */
	category: string
	subcategory: string | null
	explicit: boolean
	showType: 'episodic' | 'serial'
	/** square JPEG or PNG; null: no artwork yet */
	artworkUrl: string | null
	copyright: string
	lastBuildDate: Date
}

export type FeedPerson = { name: string; role: 'host' | 'guest' }

export type FeedItem = {
	/** stable, never a URL (isPermaLink=false) */
	guid: string
	title: string
	/** HTML (already HTML: its markup is kept, escaped for XML) */
	descriptionHtml: string
	pubDate: Date
	enclosure: { url: string; length: number }
	durationSeconds: number | null
	episode: number | null
	season: number | null
	episodeType: 'full' | 'trailer' | 'bonus'
	explicit: boolean
	imageUrl: string | null
	transcripts: Array<{ url: string; type: 'text/vtt' | 'application/x-subrip' }>
	chaptersUrl: string | null
	persons: FeedPerson[]
}

/** Apple Podcasts and the EU AI Act (art. 50) ask that synthetic voices be disclosed in the metadata, not only the audio. */
const AI_DISCLOSURE: Record<FeedLanguage, string> = {
	'es-ES': 'Creado con voces generadas por IA.',
	'es-419': 'Creado con voces generadas por IA.',
	en: 'Created with AI-generated voices.',
}

function aiDisclosure(language: FeedLanguage) {
	return AI_DISCLOSURE[language]
}

const NAMESPACES = {
	'xmlns:itunes': 'http://www.itunes.com/dtds/podcast-1.0.dtd',
	'xmlns:podcast': 'https://podcastindex.org/namespace/1.0',
	'xmlns:content': 'http://purl.org/rss/1.0/modules/content/',
	'xmlns:atom': 'http://www.w3.org/2005/Atom',
}

export function buildRssFeed(channel: FeedChannel, items: readonly FeedItem[]) {
	const disclosure = aiDisclosure(channel.language)
	const rss = element(
		'rss',
		{ version: '2.0', ...NAMESPACES },
		element(
			'channel',
			{},
			text('title', channel.title),
			text('link', channel.link),
			text('description', withSentence(channel.description, disclosure)),
			text('language', channel.language),
			text('copyright', channel.copyright),
			text('lastBuildDate', channel.lastBuildDate.toUTCString()),
			text('generator', 'Ondacast'),
			empty('atom:link', { href: channel.feedUrl, rel: 'self', type: 'application/rss+xml' }),
			channel.artworkUrl &&
				element('image', {}, text('url', channel.artworkUrl), text('title', channel.title), text('link', channel.link)),
			channel.artworkUrl && empty('itunes:image', { href: channel.artworkUrl }),
			element(
				'itunes:category',
				{ text: channel.category },
				channel.subcategory && empty('itunes:category', { text: channel.subcategory }),
			),
			text('itunes:explicit', String(channel.explicit)),
			text('itunes:author', channel.author),
			element(
				'itunes:owner',
				{},
				text('itunes:name', channel.ownerName),
				channel.ownerEmail && text('itunes:email', channel.ownerEmail),
			),
			text('itunes:type', channel.showType),
			text('podcast:guid', channel.guid),
			text('podcast:locked', 'yes', channel.ownerEmail ? { owner: channel.ownerEmail } : {}),
			text('podcast:txt', disclosure, { purpose: 'ai-disclosure' }),
			...items.map((item) => itemElement(item, channel.language, disclosure)),
		),
	)
	return `<?xml version="1.0" encoding="UTF-8"?>\n${rss}\n`
}

function itemElement(item: FeedItem, language: FeedLanguage, disclosure: string) {
	const html = `${item.descriptionHtml}<p>${xmlText(disclosure)}</p>`
	return element(
		'item',
		{},
		text('title', item.title),
		text('description', html),
		text('content:encoded', html),
		text('guid', item.guid, { isPermaLink: 'false' }),
		text('pubDate', item.pubDate.toUTCString()),
		empty('enclosure', { url: item.enclosure.url, length: String(item.enclosure.length), type: 'audio/mpeg' }),
		item.durationSeconds !== null && text('itunes:duration', String(Math.round(item.durationSeconds))),
		item.imageUrl && empty('itunes:image', { href: item.imageUrl }),
		text('itunes:explicit', String(item.explicit)),
		item.episode !== null && text('itunes:episode', String(item.episode)),
		item.season !== null && text('itunes:season', String(item.season)),
		text('itunes:episodeType', item.episodeType),
		...item.transcripts.map((transcript) =>
			empty('podcast:transcript', { url: transcript.url, type: transcript.type, language, rel: 'captions' }),
		),
		item.chaptersUrl && empty('podcast:chapters', { url: item.chaptersUrl, type: 'application/json+chapters' }),
		...item.persons.map((person) => text('podcast:person', person.name, { role: person.role })),
		text('podcast:txt', disclosure, { purpose: 'ai-disclosure' }),
	)
}

/** The description with the disclosure after it, unless it already ends with it. */
function withSentence(description: string, sentence: string) {
	const trimmed = description.trim()
	if (trimmed.endsWith(sentence)) return trimmed
	return trimmed ? `${trimmed}\n\n${sentence}` : sentence
}

type Attributes = Record<string, string>
type Child = string | false | null | undefined

/** An element of elements: one child a line, indented under it (text is escaped whole, so no text gets a tab). */
function element(name: string, attributes: Attributes, ...children: Child[]) {
	const kept = children.filter((child): child is string => typeof child === 'string' && child !== '')
	if (kept.length === 0) return empty(name, attributes)
	const body = kept.map((child) => child.replace(/^/gm, '\t')).join('\n')
	return `<${name}${attributeText(attributes)}>\n${body}\n</${name}>`
}

function empty(name: string, attributes: Attributes) {
	return `<${name}${attributeText(attributes)}/>`
}

function text(name: string, value: string, attributes: Attributes = {}) {
	return `<${name}${attributeText(attributes)}>${xmlText(value)}</${name}>`
}

function attributeText(attributes: Attributes) {
	return Object.entries(attributes)
		.map(([name, value]) => ` ${name}="${xmlText(value)}"`)
		.join('')
}

/**
 * Text for XML content or a quoted attribute: the five special characters as entities, line breaks and tabs as
 * character references (an attribute's would become spaces, and the indentation never reaches them), and what XML 1.0
 * cannot carry even as a reference (control characters, lone surrogates, U+FFFE/U+FFFF) removed.
 */
function xmlText(value: string) {
	return value
		.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
		.replace(/[&<>"'\n\r\t]/g, (character) => ESCAPES[character]!)
}

const ESCAPES: Record<string, string> = {
	'&': '&amp;',
	'<': '&lt;',
	'>': '&gt;',
	'"': '&quot;',
	"'": '&apos;',
	'\n': '&#10;',
	'\r': '&#13;',
	'\t': '&#9;',
}
