import type { LoaderFunctionArgs } from '@remix-run/node'
import { episodeError, episodeStatusSelect, statusSignature } from '#app/modules/episodes/episode-view.server.ts'
import { markEpisodeViewed } from '#app/modules/episodes/episode-viewed.server.ts'
import { requireOwnEpisode } from '#app/modules/episodes/own-episode.server.ts'
import { requireUserId } from '#app/utils/auth.server.ts'

/** The small status the episode page polls while a job runs (JSON, never cached; `{ error }` 404 for anyone else's). */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const userId = await requireUserId(request)
	const episode = await requireOwnEpisode(userId, params.episodeId, { request, select: episodeStatusSelect })
	await markEpisodeViewed(userId, params.episodeId!)
	const { step, progress, videoStatus, youtubeStatus, youtubeProgress } = episode
	return Response.json(
		{
			step,
			progress,
			error: episodeError(episode),
			videoStatus,
			youtubeStatus,
			youtubeProgress,
			signature: statusSignature(episode),
		},
		{ headers: { 'Cache-Control': 'no-store' } },
	)
}
