import type { ActionFunctionArgs } from '@remix-run/node'
import { requireApiUserId } from '#app/modules/api/api-auth.server.ts'
import { readApiBody } from '#app/modules/api/api-body.server.ts'
import { correctionFromApi } from '#app/modules/api/api-episode-work.server.ts'
import { correctionOutcome, generationAnswer, readWait } from '#app/modules/api/api-generation-answer.server.ts'
import { requireApiMethod } from '#app/modules/api/api-methods.server.ts'
import { correctScriptBody } from '#app/modules/api/contract/generation-schemas.ts'

/**
 * PATCH /api/episodes/{id}/script `{ script }`: a complete episode's script corrected and its audio made again (ADR
 * 0051). 202 with the status document (its `correction`); `?wait=N` answers 200 once the new audio is the episode's,
 * or 422 with the correction's error (the previous audio stays).
 */
export async function action({ request, params }: ActionFunctionArgs) {
	await requireApiMethod(request, ['PATCH'])
	const userId = await requireApiUserId(request)
	const wait = await readWait(request)
	const { script } = await readApiBody(request, correctScriptBody, 'episodes')
	const { episodeId } = await correctionFromApi(request, userId, params.episodeId ?? '', script)
	return generationAnswer(request, episodeId, correctionOutcome, {
		wait,
		errorOf: (status) => status.correction.error,
	})
}

export const loader = ({ request }: ActionFunctionArgs) => requireApiMethod(request, ['PATCH'])
