import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireApiUserId } from '#app/modules/api/api-auth.server.ts'
import { generationAnswer, readWait, workOutcome } from '#app/modules/api/api-generation-answer.server.ts'
import { requireApiMethod } from '#app/modules/api/api-methods.server.ts'
import { requireOwnEpisode } from '#app/modules/episodes/own-episode.server.ts'

/**
 * GET /api/episodes/{id}/status(?wait=N): where the episode is and what it has (the status document). 200 when
 * nothing is being made; 202 while a job works (with `?wait=N`, after waiting up to N seconds for it to end).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const userId = await requireApiUserId(request)
	const wait = await readWait(request)
	const episode = await requireOwnEpisode(userId, params.episodeId, { request, select: { id: true } })
	return generationAnswer(request, episode.id, workOutcome, { wait })
}

export const action = ({ request }: LoaderFunctionArgs) => requireApiMethod(request, ['GET'])
