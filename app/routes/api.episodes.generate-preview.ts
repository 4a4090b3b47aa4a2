import type { ActionFunctionArgs } from '@remix-run/node'
import { requireApiUserId } from '#app/modules/api/api-auth.server.ts'
import { readApiBody } from '#app/modules/api/api-body.server.ts'
import { previewFromApi } from '#app/modules/api/api-episode-work.server.ts'
import { generationAnswer, mediaOutcome, readWait } from '#app/modules/api/api-generation-answer.server.ts'
import { requireApiMethod } from '#app/modules/api/api-methods.server.ts'
import { generatePreviewBody } from '#app/modules/api/contract/generation-schemas.ts'

/**
 * POST /api/episodes/generate-preview: the preview step's audio sample of the episode's script (as edited). 202 with
 * the status document; `?wait=N` answers `previewUrl` when the sample is ready within N seconds.
 */
export async function action({ request }: ActionFunctionArgs) {
	await requireApiMethod(request, ['POST'])
	const userId = await requireApiUserId(request)
	const wait = await readWait(request)
	const { episodeId } = await previewFromApi(request, userId, await readApiBody(request, generatePreviewBody, 'episodes'))
	return generationAnswer(request, episodeId, mediaOutcome('previewStatus'), { wait, failedCode: 'API_PREVIEW_FAILED' })
}

export const loader = ({ request }: ActionFunctionArgs) => requireApiMethod(request, ['POST'])
