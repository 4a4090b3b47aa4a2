import { getElevenLabs } from '#app/integrations/elevenlabs/client.server.ts'
import {
	ELEVENLABS_VOICE_PREFIX,
	type ElevenLabsDictionaryLocator,
	elevenLabsSpeechProvider,
} from '#app/integrations/elevenlabs/speech.server.ts'
import { getOpenAI } from '#app/integrations/openai/client.server.ts'
import { OPENAI_VOICE_PREFIX, openAiSpeechProvider } from '#app/integrations/openai/speech.server.ts'
import {
	configuredSpeechServer,
	SPEECH_SERVER_VOICE_PREFIX,
	speechServerId,
} from '#app/integrations/openai/speech-server.server.ts'
import { localSpeechProvider } from '#app/integrations/speech/local-speech.server.ts'
import { CLONED_VOICE_PREFIX } from '#app/modules/voices/cloning/cloned-voice-id.ts'
import { clonedVoiceSpeechProvider } from '#app/modules/voices/cloning/cloned-voice-speech.server.ts'
import { neuralSpeechProvider } from '#app/modules/voices/neural-voice-speech.server.ts'
import { NEURAL_VOICE_PREFIX } from '#app/modules/voices/neural-voices.server.ts'
import { type SpeechProvider, SpeechProviderError } from '#app/ports/speech.ts'
import { type Env, getEnv } from '#app/utils/env.server.ts'

type ProviderEnv = Pick<
	Env,
	'ELEVENLABS_API_KEY' | 'ELEVENLABS_BASE_URL' | 'ELEVENLABS_MODEL' | 'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'OPENAI_TTS_MODEL'
> &
	Partial<Pick<Env, 'SPEECH_BASE_URL' | 'SPEECH_API_KEY' | 'SPEECH_MODEL' | 'SPEECH_VOICES'>>

/** The episode owner's pronunciation dictionary on ElevenLabs (elevenLabsPronunciations), for `el-…` voices. */
type ProviderOptions = { elevenLabsDictionary?: ElevenLabsDictionaryLocator | undefined }

/**
 * The provider that speaks a voice, chosen by its id alone, so no provider ever speaks another's voice: `el-…`
 * ElevenLabs, `oa-…` OpenAI, `srv-…` the OpenAI-compatible speech server (SPEECH_BASE_URL, whatever cloud keys are
 * set), `cv-…` a user's cloned voice (ElevenLabs or its local approximation), `nv-…` a neural voice of
 * VOICE_MODELS_DIR (in the worker), anything else the local engine. A voice whose service is not configured (it was
 * picked while it was, or the id was made up) is an `invalid` SpeechProviderError: trying again would not help, and
 * the message says what to set. There is no fallback from one provider to another: an episode sounds as its voices
 * were chosen, or fails with a message.
 */
export function speechProviderFor(
	voiceId: string,
	env: ProviderEnv = getEnv(),
	{ elevenLabsDictionary }: ProviderOptions = {},
): SpeechProvider {
	if (voiceId.startsWith(CLONED_VOICE_PREFIX)) return clonedVoiceSpeechProvider(env)
	if (voiceId.startsWith(ELEVENLABS_VOICE_PREFIX)) {
		const client = getElevenLabs(env)
		if (!client) throw notConfigured(voiceId, 'ElevenLabs', 'ELEVENLABS_API_KEY')
		return elevenLabsSpeechProvider(client, {
			modelId: env.ELEVENLABS_MODEL,
			...(elevenLabsDictionary && { pronunciationDictionary: elevenLabsDictionary }),
		})
	}
	if (voiceId.startsWith(OPENAI_VOICE_PREFIX)) {
		const client = getOpenAI(env)
		if (!client) throw notConfigured(voiceId, 'OpenAI', 'OPENAI_API_KEY')
		return openAiSpeechProvider(client, { model: env.OPENAI_TTS_MODEL })
	}
	if (voiceId.startsWith(SPEECH_SERVER_VOICE_PREFIX)) {
		const server = configuredSpeechServer(env)
		if (!server) throw notConfigured(voiceId, 'un servidor de voz', 'SPEECH_BASE_URL')
		return server
	}
	if (voiceId.startsWith(NEURAL_VOICE_PREFIX)) return neuralSpeechProvider
	return localSpeechProvider
}

function notConfigured(voiceId: string, vendor: string, variable: string) {
	return new SpeechProviderError(
		`La voz «${voiceId}» es de ${vendor}, pero ${variable} no está configurada: elige otra voz o pide que se configure la clave.`,
		{ kind: 'invalid' },
	)
}

/**
 * One provider for a whole episode whose two voices may come from different vendors: each line goes to the
 * provider of its own voice. Its id names the cloud models and, when one is set, the speech server's address and
 * model, so changing any of them does not reuse cached lines. The ElevenLabs dictionary is not part of the id: the
 * IPA entries a line contains are in its own cache key (synthesiseLines).
 */
export function episodeSpeechProvider(env: ProviderEnv = getEnv(), options: ProviderOptions = {}): SpeechProvider {
	const server = speechServerId(env)
	return {
		id: `by-voice:${env.ELEVENLABS_MODEL}:${env.OPENAI_TTS_MODEL}${server ? `:${server}` : ''}`,
		synthesise: async (input) => speechProviderFor(input.voiceId, env, options).synthesise(input),
	}
}
