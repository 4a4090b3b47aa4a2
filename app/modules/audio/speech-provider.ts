import { LocalSpeechError, synthesiseLocal, UnknownLocalVoiceError } from '#app/integrations/speech/local-engine.server.ts'
import { type AudioFormat, type SpeechProvider, SpeechProviderError } from '#app/ports/speech.ts'

/**
 * eSpeak NG in this process: WAV, 16-bit mono 22,050 Hz. Its failures (an unknown voice, a text with nothing to
 * say) would fail the same way again, so they are all `invalid`. A run cannot be stopped once started; the signal
 * is checked before it starts and synthesiseLines stops waiting for it.
 */
export const localSpeechProvider: SpeechProvider = {
	id: 'local-espeak-ng',
	async synthesise({ voiceId, text, signal }) {
		signal?.throwIfAborted()
		try {
			return { audio: await synthesiseLocal({ voiceId, text }), format: 'wav' }
		} catch (error) {
			if (error instanceof UnknownLocalVoiceError || error instanceof LocalSpeechError) {
				throw new SpeechProviderError(error.message, { kind: 'invalid', cause: error })
			}
			throw error
		}
	},
}

/**
 * The format of audio bytes (a cached line, a provider's answer) from their first bytes: RIFF for WAV, an ID3 tag
 * or an MPEG frame sync for MP3. Throws for anything else rather than guess.
 */
export function audioFormatOf(audio: Buffer): AudioFormat {
	if (audio.subarray(0, 4).toString('latin1') === 'RIFF') return 'wav'
	if (audio.subarray(0, 3).toString('latin1') === 'ID3') return 'mp3'
	if (audio.length >= 2 && audio[0] === 0xff && (audio[1]! & 0xe0) === 0xe0) return 'mp3'
	throw new Error('Formato de audio desconocido: no es WAV ni MP3.')
}
