import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { VoiceLimitError } from '#app/modules/voices/cloning/cloned-voices.server.ts'
import {
	keepPreview,
	keptPreview,
	PreviewRateError,
	PreviewRefusedError,
	previewClonedVoice,
} from '#app/modules/voices/cloning/voice-preview.server.ts'
import { SpeechProviderError } from '#app/ports/speech.ts'
import { requireUserId } from '#app/utils/auth.server.ts'
import { mediaResponse } from '#app/utils/media-response.server.ts'
import { parsePlainForm } from '#app/utils/multipart-form.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'

/** GET: the voice's last preview made by the form without JavaScript (see the action), for the page's player. */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const userId = await requireUserId(request)
	const stored = await keptPreview(userId, params.voiceId)
	if (!stored) throw new Response('Aún no hay vista previa de esta voz.', { status: 404 })
	const source = { size: stored.size, etag: `"${stored.size}-${stored.modifiedAt.getTime()}"`, read: stored.stream }
	return mediaResponse(request, source, { contentType: 'audio/mpeg', cacheControl: 'private, no-cache' })
}

type PreviewProblem = 'refused' | 'notInPlan' | 'rate' | 'failed'

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
	try {
		const mp3 = await previewClonedVoice(userId, params.voiceId, typeof text === 'string' ? text : '')
		if (onPage) {
			await keepPreview(userId, params.voiceId!, mp3)
			return redirect(`/voice-cloning?preview=${params.voiceId}#voz-${params.voiceId}`, 303)
		}
		return new Response(new Uint8Array(mp3), {
			headers: { 'Content-Type': 'audio/mpeg', 'Content-Length': String(mp3.length), 'Cache-Control': 'no-store' },
		})
	} catch (error) {
		const problem = previewProblem(error)
		if (!onPage) throw new Response(PROBLEM_ANSWERS[problem].text, PROBLEM_ANSWERS[problem].init)
		return redirectWithToast('/voice-cloning', {
			type: 'error',
			title: 'voices:preview.error',
			description: `voices:preview.problems.${problem}`,
		})
	}
}

function previewProblem(error: unknown): PreviewProblem {
	if (error instanceof PreviewRefusedError) return 'refused'
	if (error instanceof VoiceLimitError) return 'notInPlan'
	if (error instanceof PreviewRateError) return 'rate'
	if (error instanceof SpeechProviderError) {
		console.warn('[voices] preview failed', error.message)
		return 'failed'
	}
	throw error
}

/** What the JavaScript island is answered (it shows its own message; the status says why). */
const PROBLEM_ANSWERS: Record<PreviewProblem, { text: string; init: ResponseInit }> = {
	refused: { text: 'No hay texto que leer, o la voz aún no está lista.', init: { status: 400 } },
	notInPlan: { text: 'Tu plan no incluye la clonación de voz.', init: { status: 403 } },
	rate: { text: 'Demasiadas vistas previas: espera unos minutos.', init: { status: 429, headers: { 'Retry-After': '600' } } },
	failed: { text: 'Error al generar preview', init: { status: 502 } },
}
