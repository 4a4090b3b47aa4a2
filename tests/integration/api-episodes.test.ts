import { expect, test } from 'vitest'
import { issueApiToken } from '#app/modules/api/api-tokens.server.ts'
import { action as changeEpisode, loader as getEpisode } from '#app/routes/api.episodes.$episodeId.ts'
import { loader as listEpisodes } from '#app/routes/api.episodes.ts'
import { prisma } from '#app/utils/db.server.ts'
import { callAs } from '#tests/support/api-call.ts'

// The JSON API's episode calls: the library's list, one episode, rename and delete, each for its owner only.

async function owner() {
	const user = await prisma.user.create({ data: { email: `${crypto.randomUUID()}@ejemplo.es` } })
	const { token } = await issueApiToken(user.id, 'Prueba')
	return { id: user.id, token }
}

function episode(userId: string, title: string, createdAt = new Date()) {
	return prisma.episode.create({ data: { userId, title, podcastName: 'Ondas', createdAt }, select: { id: true } })
}

const call = callAs

test('GET /api/episodes: the owner’s episodes, newest first, searched without accents, 24 a page', async () => {
	const user = await owner()
	const other = await owner()
	for (let index = 0; index < 25; index++) await episode(user.id, `Episodio ${index}`, new Date(2026, 0, 1, 0, index))
	await episode(user.id, 'La canción del verano', new Date(2026, 5, 1))
	await episode(other.id, 'De otra persona')

	const first = await call(listEpisodes, '/api/episodes', user.token)
	expect(first.status).toBe(200)
	const titles = (first.body.episodes as { title: string }[]).map((item) => item.title)
	expect(titles).toHaveLength(24)
	expect(titles[0]).toBe('La canción del verano')
	expect(titles).not.toContain('De otra persona')
	expect(first.body).toMatchObject({ page: 1, hasMore: true })
	expect((first.body.episodes as { createdAt: string }[])[0]!.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/)

	const second = await call(listEpisodes, '/api/episodes?page=2', user.token)
	expect(second.body).toMatchObject({ page: 2, hasMore: false })
	expect(second.body.episodes).toHaveLength(2)

	const search = await call(listEpisodes, '/api/episodes?q=CANCION', user.token)
	expect((search.body.episodes as { title: string }[]).map((item) => item.title)).toEqual(['La canción del verano'])
})

test('one episode: read, renamed with the library’s rules, deleted; another user’s is a 404 as a missing one', async () => {
	const user = await owner()
	const stranger = await owner()
	const { id } = await episode(user.id, 'Primer título')
	const params = { episodeId: id }
	const path = `/api/episodes/${id}`

	expect(await call(getEpisode, path, user.token, { params })).toMatchObject({
		status: 200,
		body: { id, title: 'Primer título' },
	})
	for (const [handler, method] of [
		[getEpisode, 'GET'],
		[changeEpisode, 'PATCH'],
		[changeEpisode, 'DELETE'],
	] as const) {
		const refused = await call(handler, path, stranger.token, {
			method,
			params,
			body: method === 'PATCH' ? { title: 'Mío' } : undefined,
		})
		expect(refused, method).toMatchObject({ status: 404, body: { code: 'EPISODE_NOT_FOUND', error: 'Episodio no encontrado' } })
	}
	expect((await call(getEpisode, '/api/episodes/no-es-un-id', user.token, { params: { episodeId: 'no-es-un-id' } })).status).toBe(
		404,
	)

	const renamed = await call(changeEpisode, path, user.token, { method: 'PATCH', params, body: { title: '  Título nuevo  ' } })
	expect(renamed).toMatchObject({ status: 200, body: { id, title: 'Título nuevo' } })
	const empty = await call(changeEpisode, path, user.token, { method: 'PATCH', params, body: { title: '   ' } })
	expect(empty).toMatchObject({ status: 400, body: { code: 'API_BAD_REQUEST', fields: { title: [expect.any(String)] } } })
	const cover = await call(changeEpisode, path, user.token, {
		method: 'PATCH',
		params,
		body: { coverUrl: 'https://x.example/a.png' },
	})
	expect(cover.status).toBe(400)
	expect((await prisma.episode.findUniqueOrThrow({ where: { id } })).coverUrl).toBeNull()
	expect((await call(changeEpisode, path, user.token, { method: 'PUT', params, body: { title: 'x' } })).status).toBe(405)

	expect(await call(changeEpisode, path, user.token, { method: 'DELETE', params })).toMatchObject({
		status: 200,
		body: { deleted: true },
	})
	expect((await call(getEpisode, path, user.token, { params })).status).toBe(404)
})
