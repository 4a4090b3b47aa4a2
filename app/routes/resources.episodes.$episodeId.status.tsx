import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireEpisodeStatus } from '#app/modules/episodes/episode-steps.server.ts'
import { episodeError } from '#app/modules/episodes/episode-view.server.ts'
import { markEpisodeViewed } from '#app/modules/episodes/episode-viewed.server.ts'
import { requireUserId } from '#app/utils/auth.server.ts'

/** The small status the episode page polls while a job runs (JSON, never cached). */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const userId = await requireUserId(request)
	const episode = await requireEpisodeStatus(userId, params.episodeId ?? '')
	await markEpisodeViewed(userId, params.episodeId ?? '')
	const { step, progress, videoStatus, youtubeStatus, youtubeProgress, signature } = episode
	return Response.json(
		{ step, progress, error: episodeError(episode), videoStatus, youtubeStatus, youtubeProgress, signature },
		{ headers: { 'Cache-Control': 'no-store' } },
	)
}
