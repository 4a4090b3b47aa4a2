import type { LoaderFunctionArgs } from '@remix-run/node'
import { errorTextIn } from '#app/modules/errors/error-text.server.ts'
import { notFound } from '#app/modules/errors/not-found.server.ts'
import { getVoiceSample, VoiceNotFoundError } from '#app/modules/voices/voice-sample.server.ts'
import { requireUserId } from '#app/utils/auth.server.ts'
import { getLanguage } from '#app/utils/i18n.server.ts'
import { mediaResponse } from '#app/utils/media-response.server.ts'

/** A voice introducing itself (MP3), for the voice pickers: signed-in users only, cached by the browser for a day. */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const userId = await requireUserId(request)
	try {
		const sample = await getVoiceSample(params.voiceId ?? '', userId)
		return mediaResponse(request, sample, { contentType: 'audio/mpeg', cacheControl: 'private, max-age=86400' })
	} catch (error) {
		if (error instanceof VoiceNotFoundError) throw await notFound(request, 'VOICE_NOT_FOUND')
		// the voice's engine or server did not answer: said plainly, and tried again later, never a 500
		console.error(`[web] La muestra de la voz ${params.voiceId} no se pudo generar:`, error)
		const text = errorTextIn(await getLanguage(request), { code: 'VOICE_PREVIEW_FAILED' })
		throw new Response(text, {
			status: 503,
			headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '30', 'Cache-Control': 'no-store' },
		})
	}
}
