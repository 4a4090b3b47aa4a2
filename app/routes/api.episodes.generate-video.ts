import type { ActionFunctionArgs } from '@remix-run/node'
import { requireApiUserId } from '#app/modules/api/api-auth.server.ts'
import { readApiBody } from '#app/modules/api/api-body.server.ts'
import { videoFromApi } from '#app/modules/api/api-episode-work.server.ts'
import { generationAnswer, mediaOutcome, readWait } from '#app/modules/api/api-generation-answer.server.ts'
import { requireApiMethod } from '#app/modules/api/api-methods.server.ts'
import { episodeIdBody } from '#app/modules/api/contract/generation-schemas.ts'

/**
 * POST /api/episodes/generate-video `{ episodeId }`: the episode's MP4 from its own audio and cover (plans with
 * video). 202 with the status document; `?wait=N` answers `videoUrl` when it is ready. The same as POST
 * /api/episodes/{id}/video.
 */
export async function action({ request }: ActionFunctionArgs) {
	await requireApiMethod(request, ['POST'])
	const userId = await requireApiUserId(request)
	const wait = await readWait(request)
	const { episodeId } = await readApiBody(request, episodeIdBody, 'episodes')
	await videoFromApi(request, userId, episodeId)
	return generationAnswer(request, episodeId, mediaOutcome('videoStatus'), { wait, failedCode: 'API_VIDEO_FAILED' })
}

export const loader = ({ request }: ActionFunctionArgs) => requireApiMethod(request, ['POST'])
