import type { ActionFunctionArgs } from '@remix-run/node'
import { requireApiUserId } from '#app/modules/api/api-auth.server.ts'
import { videoFromApi } from '#app/modules/api/api-episode-work.server.ts'
import { generationAnswer, mediaOutcome, readWait } from '#app/modules/api/api-generation-answer.server.ts'
import { requireApiMethod } from '#app/modules/api/api-methods.server.ts'

/** POST /api/episodes/{id}/video: the episode's MP4 (as POST /api/episodes/generate-video). */
export async function action({ request, params }: ActionFunctionArgs) {
	await requireApiMethod(request, ['POST'])
	const userId = await requireApiUserId(request)
	const wait = await readWait(request)
	const { episodeId } = await videoFromApi(request, userId, params.episodeId ?? '')
	return generationAnswer(request, episodeId, mediaOutcome('videoStatus'), { wait, failedCode: 'API_VIDEO_FAILED' })
}

export const loader = ({ request }: ActionFunctionArgs) => requireApiMethod(request, ['POST'])
