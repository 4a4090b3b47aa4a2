import { parseWithZod } from '@conform-to/zod/v4'
import type { ActionFunctionArgs } from '@remix-run/node'
import { requireOwnEpisode } from '#app/modules/episodes/own-episode.server.ts'
import { startYoutubeUpload, youtubeUploadView } from '#app/modules/youtube/upload-episode.server.ts'
import { youtubeUploadSchema } from '#app/modules/youtube/youtube-upload-schema.ts'
import { requireUserId } from '#app/utils/auth.server.ts'
import { postOnly } from '#app/utils/post-only.server.ts'

/**
 * POST /api/youtube/upload-video/{id} (a form; title defaults to the episode's, privacy to private): the upload is
 * queued (202 `{ status }`), or it is already there (200 `{ status, videoUrl }`), or what is missing is said
 * (409 `{ error, missing }`, codes of locales/*\/errors.json). Another user's episode is a 404 `{ error, code: 'EPISODE_NOT_FOUND' }`.
 */
export async function action({ request, params }: ActionFunctionArgs) {
	const userId = await requireUserId(request)
	const episode = await requireOwnEpisode(userId, params.episodeId, { request, select: { id: true } })
	const view = await youtubeUploadView(userId, episode.id)
	if (view.status === 'uploaded') return Response.json({ status: view.status, videoUrl: view.videoUrl })
	const form = await request.formData()
	if (!form.has('title')) form.set('title', view.defaults.title)
	if (!form.has('description')) form.set('description', view.defaults.description)
	const submission = parseWithZod(form, { schema: youtubeUploadSchema })
	if (submission.status !== 'success') return Response.json({ error: 'INVALID_FORM', fields: submission.error }, { status: 400 })
	const started = await startYoutubeUpload(userId, episode.id, submission.value)
	if (!started.ok) return Response.json({ error: started.missing[0], missing: started.missing }, { status: 409 })
	const { status, videoUrl } = await youtubeUploadView(userId, episode.id)
	return Response.json({ status, videoUrl }, { status: 202 })
}

export const loader = postOnly
