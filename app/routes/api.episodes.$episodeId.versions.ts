import type { ActionFunctionArgs } from '@remix-run/node'
import { requireApiUserId } from '#app/modules/api/api-auth.server.ts'
import { readApiBody } from '#app/modules/api/api-body.server.ts'
import { versionFromApi } from '#app/modules/api/api-episode-version.server.ts'
import { generationAnswer, readWait, scriptOutcome } from '#app/modules/api/api-generation-answer.server.ts'
import { withIdempotency } from '#app/modules/api/api-idempotency.server.ts'
import { requireApiMethod } from '#app/modules/api/api-methods.server.ts'
import { createVersionBody } from '#app/modules/api/contract/generation-schemas.ts'

/**
 * POST /api/episodes/{id}/versions `{ language, presenterVoiceId, guestVoiceId? }`: a version of a finished episode
 * in another market (one quota unit), whose script is being adapted from the original's. 202 with the version's status
 * document at once; `?wait=N` answers its script when it is ready within N seconds.
 */
export async function action({ request, params }: ActionFunctionArgs) {
	await requireApiMethod(request, ['POST'])
	const userId = await requireApiUserId(request)
	const wait = await readWait(request)
	return withIdempotency(request, userId, async () => {
		const body = await readApiBody(request, createVersionBody, 'episodes')
		const versionId = await versionFromApi(request, userId, params.episodeId ?? '', body)
		return generationAnswer(request, versionId, scriptOutcome, { wait })
	})
}

export const loader = ({ request }: ActionFunctionArgs) => requireApiMethod(request, ['POST'])
