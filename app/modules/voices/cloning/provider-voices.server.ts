import { getElevenLabs } from '#app/integrations/elevenlabs/client.server.ts'
import { deleteProviderVoice } from '#app/integrations/elevenlabs/voice-cloning.server.ts'
import { SpeechProviderError } from '#app/ports/speech.ts'

/** The provider's copy of a cloned voice goes; without a key (it was cloned while one was set) that cannot be done. */
export async function deleteProviderVoiceOf(elevenlabsVoiceId: string) {
	const client = getElevenLabs()
	if (!client) {
		throw new SpeechProviderError('ELEVENLABS_API_KEY no está configurada: no se puede borrar la voz en ElevenLabs.', {
			kind: 'invalid',
		})
	}
	await deleteProviderVoice(client, elevenlabsVoiceId)
}
