import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireApiUserId } from '#app/modules/api/api-auth.server.ts'
import { requireApiMethod } from '#app/modules/api/api-methods.server.ts'
import { requireOwnEpisode } from '#app/modules/episodes/own-episode.server.ts'

/** GET /api/episodes/{id}/video/status → `{ videoStatus, videoUrl }` (idle | processing | ready | failed). */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const userId = await requireApiUserId(request)
	const episode = await requireOwnEpisode(userId, params.episodeId, {
		request,
		select: { videoStatus: true, videoUrl: true },
	})
	const videoUrl = episode.videoStatus === 'ready' ? episode.videoUrl : null
	return Response.json({ videoStatus: episode.videoStatus, videoUrl }, { headers: { 'Cache-Control': 'no-store' } })
}

export const action = ({ request }: LoaderFunctionArgs) => requireApiMethod(request, ['GET'])
