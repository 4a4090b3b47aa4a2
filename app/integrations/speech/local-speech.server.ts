import { type SpeechProvider, SpeechProviderError } from '#app/ports/speech.ts'
import { LocalSpeechError, synthesiseLocal, UnknownLocalVoiceError } from './local-engine.server.ts'

/**
 * eSpeak NG in this process, as a speech provider: WAV, 16-bit mono 22,050 Hz. Its failures (an unknown voice, a
 * text with nothing to say) would fail the same way again, so they are all `invalid`. A run cannot be stopped once
 * started; the signal is checked before it starts and synthesiseLines stops waiting for it.
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
