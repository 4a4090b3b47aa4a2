import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { requireApiUserId } from '#app/modules/api/api-auth.server.ts'
import { readApiBody } from '#app/modules/api/api-body.server.ts'
import { coverFromApi } from '#app/modules/api/api-episode-work.server.ts'
import { apiEpisodeById } from '#app/modules/api/api-episodes.server.ts'
import { generationAnswer, mediaOutcome, readWait } from '#app/modules/api/api-generation-answer.server.ts'
import { requireApiMethod } from '#app/modules/api/api-methods.server.ts'
import { coverProvider, episodeIdBody } from '#app/modules/api/contract/generation-schemas.ts'
import { deleteEpisode } from '#app/modules/episodes/delete-episode.server.ts'
import { requireOwnEpisode } from '#app/modules/episodes/own-episode.server.ts'
import { renameSchema } from '#app/modules/library/library-schemas.ts'
import { renameEpisode } from '#app/modules/library/rename-episode.server.ts'

/**
 * POST /api/episodes/generate-{provider}-cover `{ episodeId }`: the cover of a complete episode — made after its audio
 * by itself, with the provider configured (OpenAI images, else the designed template), and made again when it
 * failed. 202 with the status document, or 200 when it is ready; `?wait=N` answers `coverUrl`.
 */
async function coverAction(request: Request) {
	await requireApiMethod(request, ['POST'])
	const userId = await requireApiUserId(request)
	const wait = await readWait(request)
	const { episodeId } = await readApiBody(request, episodeIdBody, 'episodes')
	await coverFromApi(request, userId, episodeId)
	return generationAnswer(request, episodeId, mediaOutcome('coverStatus'), { wait, failedCode: 'API_COVER_FAILED' })
}

/** GET /api/episodes/{id} → the episode as the list shows it. Another user's episode is a 404, as a missing one. */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const userId = await requireApiUserId(request)
	const episode = await requireOwnEpisode(userId, params.episodeId, { request, select: { id: true } })
	return Response.json(await apiEpisodeById(episode.id), { headers: { 'Cache-Control': 'private, no-cache' } })
}

/**
 * PATCH /api/episodes/{id} `{ title }` → the renamed episode (the library's rename and its rules); DELETE
 * /api/episodes/{id} → `{ deleted: true }`, its files with it (the library's delete: no quota comes back). The
 * cover and the video are made by the app, never set by a client: `{ coverUrl }` or `{ videoUrl }` is a 400.
 */
export async function action({ request, params }: ActionFunctionArgs) {
	// POST /api/episodes/generate-{provider}-cover shares this address's shape
	const cover = coverProvider(params.episodeId)
	if (cover) return coverAction(request)
	await requireApiMethod(request, ['PATCH', 'DELETE'])
	const userId = await requireApiUserId(request)
	const episode = await requireOwnEpisode(userId, params.episodeId, { request, select: { id: true } })
	if (request.method === 'DELETE') {
		await deleteEpisode(userId, episode.id)
		return Response.json({ deleted: true })
	}
	const { title } = await readApiBody(request, renameSchema.strict(), 'episodes')
	await renameEpisode(userId, episode.id, title)
	return Response.json(await apiEpisodeById(episode.id))
}
