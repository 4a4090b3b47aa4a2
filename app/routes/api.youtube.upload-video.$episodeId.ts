import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { requireApiUserId } from '#app/modules/api/api-auth.server.ts'
import { readApiBody } from '#app/modules/api/api-body.server.ts'
import { requireApiMethod } from '#app/modules/api/api-methods.server.ts'
import { youtubeUploadRefusal } from '#app/modules/api/api-youtube.server.ts'
import { requireOwnEpisode } from '#app/modules/episodes/own-episode.server.ts'
import { startYoutubeUpload, youtubeUploadView } from '#app/modules/youtube/upload-episode.server.ts'
import { youtubeUploadSchemaWith } from '#app/modules/youtube/youtube-upload-schema.ts'

/**
 * POST /api/youtube/upload-video/{id}, with no body or `{ title, description, privacy }` (the episode's title and
 * description, private, unless said): the upload is a job, so this answers 202 `{ status, progress, statusUrl }` as
 * soon as it is queued (the episode's status URL follows it to `videoUrl`), or 200 `{ status, videoUrl }` once it is
 * on YouTube; or what is missing, first thing first (403 plan, 409 not connected / authorisation expired / not saved /
 * no video / no cover, 503 not configured). Another user's episode is a 404 `EPISODE_NOT_FOUND`.
 */
export async function action({ request, params }: ActionFunctionArgs) {
	await requireApiMethod(request, ['POST'])
	const userId = await requireApiUserId(request)
	const episode = await requireOwnEpisode(userId, params.episodeId, { request, select: { id: true } })
	const view = await youtubeUploadView(userId, episode.id)
	if (view.status === 'uploaded' && view.videoUrl) return Response.json({ status: view.status, videoUrl: view.videoUrl })
	const form = await readApiBody(request, youtubeUploadSchemaWith(view.defaults), 'episodes')
	const started = await startYoutubeUpload(userId, episode.id, form)
	if (!started.ok) return youtubeUploadRefusal(request, started.missing, view.error)
	const { status, progress } = await youtubeUploadView(userId, episode.id)
	const statusUrl = `/api/episodes/${episode.id}/status`
	return Response.json({ status, progress, statusUrl }, { status: 202, headers: { Location: statusUrl } })
}

export const loader = ({ request }: LoaderFunctionArgs) => requireApiMethod(request, ['POST'])
