import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { notFound } from '#app/modules/errors/not-found.server.ts'
import { requireClonedVoice } from '#app/modules/voices/cloning/cloned-voices.server.ts'
import {
	keepPreview,
	keptPreview,
	previewAudioResponse,
	previewClonedVoice,
	previewProblemOf,
	previewRefusal,
} from '#app/modules/voices/cloning/voice-preview.server.ts'
import { requireUserId } from '#app/utils/auth.server.ts'
import { mediaResponse } from '#app/utils/media-response.server.ts'
import { parsePlainForm } from '#app/utils/multipart-form.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'

/** GET: the voice's last preview made by the form without JavaScript (see the action), for the page's player. */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const userId = await requireUserId(request)
	const stored = await keptPreview(await requireClonedVoice(userId, params.voiceId, { request }))
	if (!stored) throw await notFound(request, 'VOICE_PREVIEW_MISSING')
	const source = { size: stored.size, etag: `"${stored.size}-${stored.modifiedAt.getTime()}"`, read: stored.stream }
	return mediaResponse(request, source, { contentType: 'audio/mpeg', cacheControl: 'private, no-cache' })
}

/**
 * POST text → the user's cloned voice saying it. With JavaScript the page fetches the MP3 and plays it in place.
 * The form without JavaScript sends `page=1`: the preview is kept and the page drawn again with a player of it, and
 * a refusal comes back as the page's toast instead of a bare error. Only the owner's completed voices (404 otherwise).
 */
export async function action({ request, params }: ActionFunctionArgs) {
	const userId = await requireUserId(request)
	const formData = await parsePlainForm(request)
	const text = formData.get('text')
	const onPage = formData.get('page') === '1'
	const voice = await requireClonedVoice(userId, params.voiceId, { request })
	try {
		const mp3 = await previewClonedVoice(voice, typeof text === 'string' ? text : '')
		if (onPage) {
			await keepPreview(voice, mp3)
			return redirect(`/voice-cloning?preview=${params.voiceId}#voz-${params.voiceId}`, 303)
		}
		return previewAudioResponse(mp3)
	} catch (error) {
		const problem = previewProblemOf(error)
		if (!onPage) throw previewRefusal(problem)
		return redirectWithToast('/voice-cloning', {
			type: 'error',
			title: 'voices:preview.error',
			description: `voices:preview.problems.${problem}`,
		})
	}
}
