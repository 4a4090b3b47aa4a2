import type { ActionFunctionArgs } from '@remix-run/node'
import { requireApiUserId } from '#app/modules/api/api-auth.server.ts'
import { readApiBody } from '#app/modules/api/api-body.server.ts'
import { regenerateFromApi } from '#app/modules/api/api-episode-work.server.ts'
import { generationAnswer, readWait, retakeOutcome, scriptOutcome } from '#app/modules/api/api-generation-answer.server.ts'
import { withIdempotency } from '#app/modules/api/api-idempotency.server.ts'
import { requireApiMethod } from '#app/modules/api/api-methods.server.ts'
import { createEpisodeFromApi } from '#app/modules/api/api-new-episode.server.ts'
import { generateScriptBody } from '#app/modules/api/contract/generation-schemas.ts'

/**
 * POST /api/episodes/generate-script: a new episode (the creation form's fields and rules, one quota unit) whose
 * script is being written, or with `episodeId` another take of its script. 202 with the status document at once;
 * `?wait=N` answers the script when it is ready within N seconds.
 */
export async function action({ request }: ActionFunctionArgs) {
	await requireApiMethod(request, ['POST'])
	const userId = await requireApiUserId(request)
	const wait = await readWait(request)
	return withIdempotency(request, userId, async () => {
		const body = await readApiBody(request, generateScriptBody, 'episodes')
		if (body.episodeId) {
			const { episodeId, take } = await regenerateFromApi(request, userId, body.episodeId)
			return generationAnswer(request, episodeId, retakeOutcome(take), { wait })
		}
		return generationAnswer(request, await createEpisodeFromApi(request, userId, body), scriptOutcome, { wait })
	})
}

export const loader = ({ request }: ActionFunctionArgs) => requireApiMethod(request, ['POST'])
