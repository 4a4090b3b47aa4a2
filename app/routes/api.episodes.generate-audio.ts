import type { ActionFunctionArgs } from '@remix-run/node'
import { requireApiUserId } from '#app/modules/api/api-auth.server.ts'
import { readApiBody } from '#app/modules/api/api-body.server.ts'
import { audioFromApi } from '#app/modules/api/api-episode-work.server.ts'
import { audioOutcome, generationAnswer, readWait } from '#app/modules/api/api-generation-answer.server.ts'
import { withIdempotency } from '#app/modules/api/api-idempotency.server.ts'
import { requireApiMethod } from '#app/modules/api/api-methods.server.ts'
import { createEpisodeFromScript } from '#app/modules/api/api-new-episode.server.ts'
import { generateAudioBody } from '#app/modules/api/contract/generation-schemas.ts'

/**
 * POST /api/episodes/generate-audio: the episode's script (as edited in `script`) approved and made into audio, or
 * without `episodeId` a new episode from the script sent. 202 with the status document; `?wait=N` answers
 * `audioUrl` and `episode { id, duration }` when the MP3 is ready within N seconds.
 */
export async function action({ request }: ActionFunctionArgs) {
	await requireApiMethod(request, ['POST'])
	const userId = await requireApiUserId(request)
	const wait = await readWait(request)
	return withIdempotency(request, userId, async () => {
		const body = await readApiBody(request, generateAudioBody, 'episodes')
		const episodeId = body.episodeId
			? (await audioFromApi(request, userId, body.episodeId, body)).episodeId
			: await createEpisodeFromScript(request, userId, body)
		return generationAnswer(request, episodeId, audioOutcome, { wait })
	})
}

export const loader = ({ request }: ActionFunctionArgs) => requireApiMethod(request, ['POST'])
