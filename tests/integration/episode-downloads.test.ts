import { expect, test } from 'vitest'
import { putFile } from '#app/integrations/storage/storage.server.ts'
import { episodeFileKey } from '#app/modules/episodes/episode-files.ts'
import { loader as mediaLoader } from '#app/routes/media.episodes.$episodeId.$file.tsx'
import { prisma } from '#app/utils/db.server.ts'
import { newEpisode } from '#tests/support/new-episode.ts'
import { cookieFor } from '#tests/support/session-cookie.ts'

async function owner() {
	const user = await prisma.user.create({ data: { email: `descargas-${crypto.randomUUID()}@ejemplo.es`, planId: 'creadores' } })
	return { id: user.id, cookie: await cookieFor(user.id) }
}

async function send(
	cookie: string,
	episodeId: string,
	file: string,
	{ query = '?download=1', method = 'GET', headers = {} } = {},
) {
	const request = new Request(`http://localhost/media/episodes/${episodeId}/${file}${query}`, {
		method,
		headers: { Cookie: cookie, ...headers },
	})
	const result = await mediaLoader({ request, params: { episodeId, file }, context: { cspNonce: '' } }).catch((thrown) => thrown)
	return result as Response
}

const get = async (...args: Parameters<typeof send>) => (await send(...args)).status

test('a download of the MP3 or MP4 from its first byte counts once; ranges, plays, covers and other users do not', async () => {
	const user = await owner()
	const episode = await prisma.episode.create({ data: newEpisode(user.id) })
	await putFile(episodeFileKey(episode.id, 'audio.mp3'), Buffer.alloc(4000, 1))
	await putFile(episodeFileKey(episode.id, 'video.mp4'), Buffer.alloc(4000, 2))
	await putFile(episodeFileKey(episode.id, 'cover.png'), Buffer.alloc(400, 3))

	const first = await send(user.cookie, episode.id, 'audio.mp3')
	expect(first.status).toBe(200)
	expect(await get(user.cookie, episode.id, 'video.mp4', { headers: { Range: 'bytes=0-999' } })).toBe(206)
	// the rest of that download, a play in the page, a HEAD, the cover, a cached copy: not downloads
	expect(await get(user.cookie, episode.id, 'video.mp4', { headers: { Range: 'bytes=1000-' } })).toBe(206)
	expect(await get(user.cookie, episode.id, 'audio.mp3', { query: '' })).toBe(200)
	expect(await get(user.cookie, episode.id, 'audio.mp3', { method: 'HEAD' })).toBe(200)
	expect(await get(user.cookie, episode.id, 'cover.png')).toBe(200)
	const etag = first.headers.get('ETag')!
	expect(await get(user.cookie, episode.id, 'audio.mp3', { headers: { 'If-None-Match': etag } })).toBe(304)
	// someone else's cookie: the same 404 as a missing episode, and nothing counted
	const stranger = await owner()
	expect(await get(stranger.cookie, episode.id, 'audio.mp3')).toBe(404)

	expect((await prisma.episode.findUniqueOrThrow({ where: { id: episode.id } })).downloads).toBe(2)
	const log = await prisma.episodeDownload.findMany({ where: { episodeId: episode.id }, orderBy: { downloadedAt: 'asc' } })
	expect(log.map((row) => row.file)).toEqual(['audio.mp3', 'video.mp4'])
})
