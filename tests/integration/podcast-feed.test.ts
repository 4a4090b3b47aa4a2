import { execFile } from 'node:child_process'
import fs from 'node:fs/promises'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { beforeAll, expect, test } from 'vitest'
import { runBinary, withTempDir } from '#app/integrations/ffmpeg/ffmpeg.server.ts'
import { putFile } from '#app/integrations/storage/storage.server.ts'
import { deleteAccount } from '#app/modules/account/delete-account.server.ts'
import { tagEpisodeMp3, withEpisodeArtwork } from '#app/modules/audio/episode-tags.server.ts'
import { saveEpisodeTimings } from '#app/modules/captions/episode-captions.server.ts'
import { deleteEpisode } from '#app/modules/episodes/delete-episode.server.ts'
import { downloadsBetween, FEED_DOWNLOAD_FILE } from '#app/modules/episodes/episode-downloads.server.ts'
import { episodeFileKey } from '#app/modules/episodes/episode-files.ts'
import { feedTokenFor, regenerateFeedToken } from '#app/modules/podcasts/podcast-feed-token.server.ts'
import { showFeed } from '#app/modules/podcasts/show-feed.server.ts'
import { loader as feedLoader } from '#app/routes/feeds.$feed.ts'
import { loader as fileLoader } from '#app/routes/feeds.$token.$file.ts'
import { prisma } from '#app/utils/db.server.ts'
import { squarePng, toneMp3 } from '#tests/fixtures/media.ts'
import { newEpisode } from '#tests/support/new-episode.ts'

const ORIGIN = 'http://localhost'
const SHOW_NAME = 'Ondas & <Cía> 🎙️ Ñandú'
const HOUR = 3600_000

/** A request to the feed routes as Remix hands it to them; a thrown 404 is the answer too. */
async function get(path: string, { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {}) {
	const url = new URL(path, ORIGIN)
	const request = new Request(url, { method, headers })
	const [, , first, file] = url.pathname.split('/').map(decodeURIComponent)
	const context = { cspNonce: '' }
	const answer =
		file === undefined
			? feedLoader({ request, params: { feed: first }, context })
			: fileLoader({ request, params: { token: first, file }, context })
	return answer.catch((thrown: unknown) => thrown as Response)
}

/** What gPodder (and the apps built on its parser) reads of the feed: Debian's podcastparser under the system Python. */
function podcastParser(url: string, xml: string) {
	const script = 'import json, sys, podcastparser; print(json.dumps(podcastparser.parse(sys.argv[1], sys.stdin.buffer)))'
	return new Promise<ParsedPodcast>((resolve, reject) => {
		const child = execFile('/usr/bin/python3', ['-c', script, url], (error, stdout, stderr) =>
			error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(JSON.parse(stdout) as ParsedPodcast),
		)
		child.stdin!.end(xml)
	})
}

type ParsedPodcast = {
	title: string
	description: string
	language: string
	cover_url: string
	explicit: boolean
	type: string
	itunes_owner: { name: string; email: string }
	itunes_categories: string[][]
	episodes: Array<{
		guid: string
		title: string
		description: string
		description_html: string
		published: number
		total_time: number
		number?: number
		season?: number
		type: string
		explicit: boolean
		episode_art_url?: string
		enclosures: Array<{ url: string; file_size: number; mime_type: string }>
	}>
}

/** What ffprobe (so ffmpeg-based players) reads as the MP3's chapters. */
function probeChapters(mp3: Buffer) {
	return withTempDir(async (dir) => {
		await fs.writeFile(`${dir}/episode.mp3`, mp3)
		const output = await runBinary('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_chapters', `${dir}/episode.mp3`])
		const { chapters } = JSON.parse(output.toString('utf8')) as {
			chapters: Array<{ start_time: string; tags: { title: string } }>
		}
		return chapters.map((chapter) => ({ startTime: Number(chapter.start_time), title: chapter.tags.title }))
	})
}

const xmlParser = new XMLParser({
	ignoreAttributes: false,
	attributeNamePrefix: '@',
	parseTagValue: false,
	isArray: (name) => name === 'item',
})

let mp3: Buffer
let cover: Buffer
beforeAll(async () => {
	const tone = await toneMp3(14, '64k')
	cover = await squarePng(300)
	// as the audio job leaves it: tagged with the chapters at their real offsets, then the cover as its artwork
	const tagged = await tagEpisodeMp3(tone, {
		title: 'Equipos & <remotos>',
		podcastName: SHOW_NAME,
		episodeNumber: 1,
		language: 'castellano',
		mark: { language: 'castellano', consents: [] },
		date: new Date(),
		chapters: [
			{ title: 'Introducción', startSeconds: 0 },
			{ title: 'Rituales & <hábitos> 🎧', startSeconds: 4.321 },
			{ title: 'Cierre', startSeconds: 10.5 },
		],
		durationSeconds: 14,
	})
	mp3 = await withEpisodeArtwork(tagged, cover)
})

/** A finished episode of the show with its audio, cover and captions in storage, published at `feedPublishAt`. */
async function episodeIn(show: { id: string; userId: string }, fields: Parameters<typeof newEpisode>[1]) {
	const episode = await prisma.episode.create({
		data: newEpisode(show.userId, { podcastId: show.id, podcastName: SHOW_NAME, audioUrl: '/media/audio.mp3', ...fields }),
	})
	await putFile(episodeFileKey(episode.id, 'audio.mp3'), mp3)
	await putFile(episodeFileKey(episode.id, 'cover.png'), cover)
	await saveEpisodeTimings(episode.id, [
		{ start: 0, end: 4.3, speaker: 'Álvaro', text: 'Hola & <bienvenidos> a Ondas.' },
		{ start: 4.3, end: 10.5, speaker: 'Lucía', text: 'Hablemos de rituales. 🎧' },
	])
	return episode
}

async function showOf(email: string) {
	const user = await prisma.user.create({ data: { email, planId: 'creadores' } })
	const show = await prisma.podcast.create({
		data: {
			userId: user.id,
			name: SHOW_NAME,
			description: 'Conversaciones sobre equipos & <culturas> 🌍, con acentos: áéíóú ñ.',
			author: 'Álvaro Núñez & Cía',
			ownerEmail: 'alvaro+ondas@ejemplo.es',
			category: 'Business',
			subcategory: 'Management',
			artworkSource: 'uploaded',
			artworkKey: `podcasts/${crypto.randomUUID()}/artwork.png`,
		},
	})
	await putFile(show.artworkKey!, cover)
	return { user, show, token: await feedTokenFor(show.id) }
}

test('a show feed: its two published episodes (not the scheduled or unpublished ones), valid for podcast apps, its files by the same token', async () => {
	const { user, show, token } = await showOf(`feed-${crypto.randomUUID()}@ejemplo.es`)
	const now = Date.now()
	const first = await episodeIn(show, {
		title: 'Equipos & <remotos> 🎧 — ¿qué funciona?',
		episodeNumber: 1,
		season: 1,
		presenterName: 'Álvaro',
		guestName: 'Lucía',
		feedPublishAt: new Date(now - 48 * HOUR),
		description: [
			'Equipos & <remotos> | Ondas',
			'Cómo trabajan los equipos <remotos> & por qué funcionan.',
			'Escucha el episodio completo y suscríbete para no perderte el próximo.',
			'Capítulos:\n0:00 Introducción\n0:04 Rituales & <hábitos> 🎧\n0:10 Cierre',
			'#equipos #podcast',
		].join('\n\n'),
	})
	const second = await episodeIn(show, {
		title: 'Título interno',
		feedTitle: 'Liderazgo «sin» jefes & <otros> mitos ✨',
		feedDescription: '<p>Un episodio <strong>especial</strong> &amp; distinto.</p>',
		episodeNumber: 2,
		season: 1,
		feedExplicit: true,
		isMonologue: true,
		presenterName: 'Álvaro',
		feedPublishAt: new Date(now - HOUR),
	})
	const scheduled = await episodeIn(show, { title: 'Programado', episodeNumber: 3, feedPublishAt: new Date(now + 24 * HOUR) })
	const unpublished = await episodeIn(show, { title: 'Sin publicar', episodeNumber: 4 })
	const otherShow = await showOf(`otro-${crypto.randomUUID()}@ejemplo.es`)
	const stranger = await episodeIn(otherShow.show, { title: 'De otro', feedPublishAt: new Date(now - HOUR) })

	const feed = await get(`/feeds/${token}.xml`)
	expect(feed.status).toBe(200)
	expect(feed.headers.get('Content-Type')).toBe('application/rss+xml; charset=utf-8')
	expect(feed.headers.get('Cache-Control')).toBe('public, max-age=300')
	const xml = await feed.text()
	expect(XMLValidator.validate(xml)).toBe(true)

	// what gPodder's parser (podcast apps) reads
	const parsed = await podcastParser(`${ORIGIN}/feeds/${token}.xml`, xml)
	expect(parsed).toMatchObject({
		title: SHOW_NAME,
		language: 'es-ES',
		type: 'episodic',
		explicit: false,
		itunes_owner: { name: 'Álvaro Núñez & Cía', email: 'alvaro+ondas@ejemplo.es' },
		itunes_categories: [['Business', 'Management']],
	})
	expect(parsed.description).toContain('equipos & <culturas> 🌍')
	expect(parsed.description).toContain('Creado con voces generadas por IA.')
	expect(parsed.cover_url).toMatch(new RegExp(`^${ORIGIN}/feeds/${token}/artwork-[a-z0-9]+\\.png$`))
	expect(parsed.episodes.map((episode) => episode.guid)).toEqual([second.feedGuid, first.feedGuid])
	const [latest, earlier] = parsed.episodes as [ParsedPodcast['episodes'][0], ParsedPodcast['episodes'][0]]
	expect(latest).toMatchObject({
		title: 'Liderazgo «sin» jefes & <otros> mitos ✨',
		number: 2,
		season: 1,
		explicit: true,
		type: 'full',
	})
	expect(latest.description_html).toBe(
		'<p>Un episodio <strong>especial</strong> &amp; distinto.</p><p>Creado con voces generadas por IA.</p>',
	)
	expect(earlier).toMatchObject({ title: 'Equipos & <remotos> 🎧 — ¿qué funciona?', number: 1, total_time: 300, explicit: false })
	expect(earlier.description_html).toContain('<p>Cómo trabajan los equipos &lt;remotos&gt; &amp; por qué funcionan.</p>')
	expect(earlier.description_html).toContain('<li>0:04 Rituales &amp; &lt;hábitos&gt; 🎧</li>')
	expect(earlier.published).toBe(Math.floor(first.feedPublishAt!.getTime() / 1000))
	for (const episode of parsed.episodes) {
		// the enclosure's length is the real file's
		expect(episode.enclosures).toEqual([
			{ url: `${ORIGIN}/feeds/${token}/${episode.guid}.mp3`, file_size: mp3.length, mime_type: 'audio/mpeg' },
		])
		expect(episode.episode_art_url).toBe(`${ORIGIN}/feeds/${token}/${episode.guid}.png`)
	}

	// the Podcasting 2.0 tags, which podcastparser does not read
	const channel = xmlParser.parse(xml).rss.channel
	expect(channel['podcast:locked']).toEqual({ '#text': 'yes', '@owner': 'alvaro+ondas@ejemplo.es' })
	expect(channel['podcast:guid']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
	const [latestItem, earlierItem] = channel.item
	expect(earlierItem['podcast:person']).toEqual([
		{ '#text': 'Álvaro', '@role': 'host' },
		{ '#text': 'Lucía', '@role': 'guest' },
	])
	expect(latestItem['podcast:person']).toEqual({ '#text': 'Álvaro', '@role': 'host' })

	// the JSON chapters are the MP3's own ID3 chapters, as ffprobe reads them
	const chaptersUrl: string = earlierItem['podcast:chapters']['@url']
	expect(earlierItem['podcast:chapters']['@type']).toBe('application/json+chapters')
	const chapters = await get(chaptersUrl)
	expect(chapters.headers.get('Content-Type')).toBe('application/json+chapters; charset=utf-8')
	const json = (await chapters.json()) as { version: string; chapters: Array<{ startTime: number; title: string }> }
	expect(json.version).toBe('1.2.0')
	expect(json.chapters).toEqual(await probeChapters(mp3))
	expect(json.chapters.map((chapter) => chapter.startTime)).toEqual([0, 4.321, 10.5])

	// the transcripts: WebVTT and SRT
	const [vtt, srt] = earlierItem['podcast:transcript'] as Array<{ '@url': string; '@type': string }>
	expect([vtt!['@type'], srt!['@type']]).toEqual(['text/vtt', 'application/x-subrip'])
	const vttAnswer = await get(vtt!['@url'])
	expect(vttAnswer.status).toBe(200)
	expect(vttAnswer.headers.get('Content-Type')).toBe('text/vtt; charset=utf-8')
	expect(await vttAnswer.text()).toMatch(/^WEBVTT\n[\s\S]*<v Álvaro>Hola &amp; &lt;bienvenidos&gt; a Ondas\./)
	const srtAnswer = await get(srt!['@url'])
	expect(srtAnswer.headers.get('Content-Type')).toBe('application/x-subrip; charset=utf-8')

	// the artwork, by ranges
	const artwork = await get(parsed.cover_url, { headers: { Range: 'bytes=0-7' } })
	expect(artwork.status).toBe(206)
	expect(artwork.headers.get('Content-Type')).toBe('image/png')
	expect(Buffer.from(await artwork.arrayBuffer())).toEqual(cover.subarray(0, 8))
	expect((await get(`/feeds/${token}/artwork`)).status).toBe(200)

	// only this show's published items have files here
	for (const guid of [scheduled.feedGuid, unpublished.feedGuid, stranger.feedGuid, 'no-es-un-guid', crypto.randomUUID()]) {
		expect((await get(`/feeds/${token}/${guid}.mp3`)).status).toBe(404)
	}
	expect((await get(`/feeds/${otherShow.token}/${stranger.feedGuid}.mp3`)).status).toBe(200)
	expect((await get(`/feeds/${token}/${first.feedGuid}.exe`)).status).toBe(404)

	// a client that has the feed gets a 304, by ETag or by date
	const etag = feed.headers.get('ETag')!
	const lastModified = feed.headers.get('Last-Modified')!
	expect((await get(`/feeds/${token}.xml`, { headers: { 'If-None-Match': etag } })).status).toBe(304)
	expect((await get(`/feeds/${token}.xml`, { headers: { 'If-Modified-Since': lastModified } })).status).toBe(304)
	const head = await get(`/feeds/${token}.xml`, { method: 'HEAD' })
	expect(head.status).toBe(200)
	expect(head.headers.get('ETag')).toBe(etag)
	expect(head.body).toBeNull()

	// the scheduled episode appears at its time, and so the feed is another document (another ETag) then
	const later = await showFeed(show, { origin: ORIGIN, token }, new Date(now + 25 * HOUR))
	expect(later.xml).toContain(scheduled.feedGuid)
	expect(later.xml).not.toBe(xml)
	expect(later.lastModified).toEqual(scheduled.feedPublishAt)
	expect(xml).not.toContain(scheduled.feedGuid)
	expect(xml).not.toContain(unpublished.feedGuid)

	// deleting an episode takes it out of the feed
	await deleteEpisode(user.id, second.id)
	const afterDelete = await (await get(`/feeds/${token}.xml`)).text()
	expect(afterDelete).not.toContain(second.feedGuid)
	expect(afterDelete).toContain(first.feedGuid)
	expect((await get(`/feeds/${token}/${second.feedGuid}.mp3`)).status).toBe(404)
})

test('the enclosure by ranges: a download counts once however it is cut in parts; a probe, a HEAD or a 304 never', async () => {
	const { user, show, token } = await showOf(`rangos-${crypto.randomUUID()}@ejemplo.es`)
	const episode = await episodeIn(show, { title: 'Rangos', feedPublishAt: new Date(Date.now() - HOUR) })
	const url = `/feeds/${token}/${episode.feedGuid}.mp3`
	const start = new Date()

	const opening = await get(url, { headers: { Range: 'bytes=0-1' } })
	expect(opening.status).toBe(206)
	expect(opening.headers.get('Content-Range')).toBe(`bytes 0-1/${mp3.length}`)
	expect(opening.headers.get('Cache-Control')).toBe('public, max-age=86400')
	expect(opening.headers.get('Last-Modified')).toBeTruthy()
	const rest = await get(url, { headers: { Range: 'bytes=2-' } })
	expect(rest.status).toBe(206)
	expect(Buffer.concat([Buffer.from(await opening.arrayBuffer()), Buffer.from(await rest.arrayBuffer())])).toEqual(mp3)
	expect((await get(url, { method: 'HEAD' })).status).toBe(200)
	expect((await get(url, { headers: { 'If-None-Match': opening.headers.get('ETag')! } })).status).toBe(304)
	expect((await get(url, { headers: { Range: `bytes=${mp3.length + 10}-` } })).status).toBe(416)

	const rows = await prisma.episodeDownload.findMany({ where: { episodeId: episode.id } })
	expect(rows.map((row) => row.file)).toEqual([FEED_DOWNLOAD_FILE])
	// Apple Podcasts: a probe of two bytes, then the whole file from the start — one more listener, counted once
	expect((await get(url, { headers: { Range: 'bytes=0-1' } })).status).toBe(206)
	expect((await get(url, { headers: { Range: 'bytes=0-' } })).status).toBe(206)
	expect(await prisma.episodeDownload.count({ where: { episodeId: episode.id } })).toBe(2)
	// the weekly report counts them with the owner's own downloads
	expect(await downloadsBetween(user.id, start, new Date(Date.now() + 1000))).toBe(2)
	// the owner's own download total is not a listener's
	expect((await prisma.episode.findUniqueOrThrow({ where: { id: episode.id } })).downloads).toBe(0)
})

test('a made-up or regenerated token is a 404 for the feed and its files; a deleted account takes its feed with it', async () => {
	const { user, show, token } = await showOf(`token-${crypto.randomUUID()}@ejemplo.es`)
	const episode = await episodeIn(show, { title: 'Token', feedPublishAt: new Date(Date.now() - HOUR) })
	expect((await get(`/feeds/${token}.xml`)).status).toBe(200)
	expect((await get(`/feeds/${token}`)).status).toBe(404)
	expect((await get(`/feeds/${token}0.xml`)).status).toBe(404)
	expect((await get('/feeds/.xml')).status).toBe(404)

	const renewed = await regenerateFeedToken(show.id)
	expect(renewed).not.toBe(token)
	expect((await get(`/feeds/${token}.xml`)).status).toBe(404)
	expect((await get(`/feeds/${token}/${episode.feedGuid}.mp3`)).status).toBe(404)
	expect((await get(`/feeds/${token}/artwork`)).status).toBe(404)
	const renewedFeed = await (await get(`/feeds/${renewed}.xml`)).text()
	expect(renewedFeed).toContain(`${ORIGIN}/feeds/${renewed}/${episode.feedGuid}.mp3`)
	// the show keeps its podcast:guid when its address changes
	const guidOf = (xml: string) => xmlParser.parse(xml).rss.channel['podcast:guid']
	expect(guidOf(renewedFeed)).toBe(guidOf((await showFeed(show, { origin: ORIGIN, token: 'antiguo' })).xml))

	// a show deleted on its own leaves its episodes without a show (SET NULL); the account takes everything
	const spare = await prisma.podcast.create({ data: { userId: user.id, name: 'Otra' } })
	const kept = await prisma.episode.create({ data: newEpisode(user.id, { podcastId: spare.id }) })
	await prisma.podcast.delete({ where: { id: spare.id } })
	expect((await prisma.episode.findUniqueOrThrow({ where: { id: kept.id } })).podcastId).toBeNull()
	await deleteAccount(user.id)
	expect((await get(`/feeds/${renewed}.xml`)).status).toBe(404)
	expect((await get(`/feeds/${renewed}/${episode.feedGuid}.mp3`)).status).toBe(404)
})
