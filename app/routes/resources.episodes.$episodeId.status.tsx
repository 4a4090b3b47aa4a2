import type { LoaderFunctionArgs } from '@remix-run/node'
import { episodeError } from '#app/modules/episodes/episode-lifecycle.server.ts'
import { requireEpisodeStatus } from '#app/modules/episodes/episode-steps.server.ts'
import { requireUserId } from '#app/utils/auth.server.ts'

/** The small status the episode page polls while a job runs (JSON, never cached). */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const episode = await requireEpisodeStatus(await requireUserId(request), params.episodeId ?? '')
	const { step, progress, videoStatus, signature } = episode
	return Response.json(
		{ step, progress, error: episodeError(episode), videoStatus, signature },
		{ headers: { 'Cache-Control': 'no-store' } },
	)
}
