import { getElevenLabs } from '#app/integrations/elevenlabs/client.server.ts'
import { ELEVENLABS_VOICE_PREFIX, elevenLabsSpeechProvider } from '#app/integrations/elevenlabs/speech.server.ts'
import { synthesiseWithSettings } from '#app/integrations/speech/local-engine.server.ts'
import { type SpeechProvider, SpeechProviderError } from '#app/ports/speech.ts'
import { prisma } from '#app/utils/db.server.ts'
import type { Env } from '#app/utils/env.server.ts'
import { clonedVoiceRowId } from './cloned-voice-id.ts'
import { storedApproximation } from './local-voice-settings.server.ts'

type CloneSpeechEnv = Pick<Env, 'ELEVENLABS_API_KEY' | 'ELEVENLABS_BASE_URL' | 'ELEVENLABS_MODEL'>

/**
 * Speech with a cloned voice (`cv-<id>`): an ElevenLabs clone speaks through the ElevenLabs speech path with its
 * provider voice id; a local approximation through eSpeak NG with its tuned settings. A voice that is not completed
 * (deleted, failed) is `invalid`. Who may use the voice is checked where it is chosen (the episode form, the
 * preview route), not here.
 */
export function clonedVoiceSpeechProvider(env: CloneSpeechEnv): SpeechProvider {
	return {
		id: `cloned:${env.ELEVENLABS_MODEL}`,
		async synthesise({ voiceId, text, signal }) {
			signal?.throwIfAborted()
			const rowId = clonedVoiceRowId(voiceId)
			const voice = rowId
				? await prisma.clonedVoice.findFirst({
						where: { id: rowId, status: 'completed' },
						select: { engine: true, elevenlabsVoiceId: true, localVoice: true },
					})
				: null
			if (voice?.engine === 'elevenlabs' && voice.elevenlabsVoiceId) {
				const client = getElevenLabs(env)
				if (!client) {
					throw new SpeechProviderError(
						`La voz «${voiceId}» se clonó con ElevenLabs, pero ELEVENLABS_API_KEY no está configurada.`,
						{ kind: 'invalid' },
					)
				}
				return elevenLabsSpeechProvider(client, { modelId: env.ELEVENLABS_MODEL }).synthesise({
					voiceId: `${ELEVENLABS_VOICE_PREFIX}${voice.elevenlabsVoiceId}`,
					text,
					signal,
				})
			}
			const approximation = voice?.engine === 'local' ? storedApproximation(voice.localVoice) : null
			if (!approximation)
				throw new SpeechProviderError(`La voz clonada «${voiceId}» no existe o no está lista.`, { kind: 'invalid' })
			try {
				return { audio: await synthesiseWithSettings(approximation.settings, text), format: 'wav' }
			} catch (error) {
				throw new SpeechProviderError((error as Error).message, { kind: 'invalid', cause: error })
			}
		},
	}
}
