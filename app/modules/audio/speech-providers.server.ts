import { localSpeechProvider, type SpeechProvider } from './speech-provider.ts'

/**
 * The provider that speaks a voice. Only the local voices exist so far; cloud catalogues (ElevenLabs, OpenAI)
 * plug in here, chosen by the voice id.
 */
export function speechProviderFor(_voiceId: string): SpeechProvider {
	return localSpeechProvider
}
