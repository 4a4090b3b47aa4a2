import type { ActionFunctionArgs } from '@remix-run/node'

/** The preview is made on a POST only; a GET (a media player asking for the answer again) is told so. */
export function loader() {
	throw new Response('Usa el botón Escuchar de /voice-cloning para oír la vista previa.', {
		status: 405,
		headers: { Allow: 'POST' },
	})
}

import { VoiceLimitError } from '#app/modules/voices/cloning/cloned-voices.server.ts'
import { PreviewRateError, PreviewRefusedError, previewClonedVoice } from '#app/modules/voices/cloning/voice-preview.server.ts'
import { SpeechProviderError } from '#app/ports/speech.ts'
import { requireUserId } from '#app/utils/auth.server.ts'
import { parsePlainForm } from '#app/utils/multipart-form.server.ts'

/**
 * POST text → the user's cloned voice saying it (MP3). Without JavaScript the browser plays the answer itself; with
 * it, the page plays it in place. Only the owner's completed voices (404 otherwise).
 */
export async function action({ request, params }: ActionFunctionArgs) {
	const userId = await requireUserId(request)
	const formData = await parsePlainForm(request)
	const text = formData.get('text')
	try {
		const mp3 = await previewClonedVoice(userId, params.voiceId, typeof text === 'string' ? text : '')
		return new Response(new Uint8Array(mp3), {
			headers: { 'Content-Type': 'audio/mpeg', 'Content-Length': String(mp3.length), 'Cache-Control': 'no-store' },
		})
	} catch (error) {
		if (error instanceof PreviewRefusedError) throw new Response(error.message, { status: 400 })
		if (error instanceof VoiceLimitError) throw new Response('Tu plan no incluye la clonación de voz.', { status: 403 })
		if (error instanceof PreviewRateError) throw new Response(error.message, { status: 429, headers: { 'Retry-After': '600' } })
		if (error instanceof SpeechProviderError) {
			console.warn('[voices] preview failed', error.message)
			throw new Response('Error al generar preview', { status: 502 })
		}
		throw error
	}
}
