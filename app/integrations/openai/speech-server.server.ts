import { type SpeechProvider, SpeechProviderError, type Voice } from '#app/ports/speech.ts'
import { DEFAULT_SPEECH_MODEL, type Env, getEnv } from '#app/utils/env.server.ts'
import { singleton } from '#app/utils/singleton.server.ts'
import type { SpeechServerVoiceEntry } from '#app/utils/speech-voices-env.ts'
import { createOpenAI, type OpenAIClient } from './client.server.ts'
import { speechApiProvider } from './speech.server.ts'

/**
 * Our ids of a speech server's voices: this prefix and the server's voice name. Its own prefix, so that the server's
 * `alloy` (openedai-speech offers OpenAI's names) is never OpenAI's `oa-alloy`, nor any eSpeak or cloned voice.
 */
export const SPEECH_SERVER_VOICE_PREFIX = 'srv-'

type SpeechServerEnv = Partial<Pick<Env, 'SPEECH_BASE_URL' | 'SPEECH_API_KEY' | 'SPEECH_MODEL' | 'SPEECH_VOICES'>>

/** What a keyless server is sent as the key: the SDK needs one, Kokoro-FastAPI and its peers ignore it. */
const NO_KEY = 'no-key'

/** A line on a CPU takes seconds; the request's own timeout (120 s) is set per call by speechApiProvider. */
const CLIENT_TIMEOUT_SECONDS = 120

/**
 * The client of the OpenAI-compatible speech server (SPEECH_BASE_URL, SPEECH_API_KEY), or null when none is
 * configured. A client of its own, never the writer's (getOpenAI / getChatClient): the two may be different
 * services with different keys. The same settings give the same client object.
 */
export function getSpeechServerClient(env: SpeechServerEnv = getEnv()): OpenAIClient | null {
	const { SPEECH_BASE_URL: baseURL, SPEECH_API_KEY: apiKey = NO_KEY } = env
	if (!baseURL) return null
	return singleton('speech-server-client', () => createOpenAI({ apiKey, baseURL, timeoutSeconds: CLIENT_TIMEOUT_SECONDS }), [
		apiKey,
		baseURL,
	])
}

/**
 * The server's voices as our Voice list, in SPEECH_VOICES' order: none without SPEECH_BASE_URL. A voice listed in
 * several languages has one id, as OpenAI's multilingual voices do.
 */
export function speechServerVoices(env: SpeechServerEnv = getEnv()): Voice[] {
	if (!env.SPEECH_BASE_URL) return []
	return (env.SPEECH_VOICES ?? []).map((entry) => ({
		voice_id: `${SPEECH_SERVER_VOICE_PREFIX}${entry.voice}`,
		name: entry.name,
		description: `Voz del servidor de voz (${entry.accent})`,
		category: 'other' as const,
		labels: { language: entry.language, accent: entry.accent, gender: entry.gender },
	}))
}

/**
 * The speech server as a SpeechProvider: voice `srv-<name>` speaks with the server's voice `<name>` when SPEECH_VOICES
 * lists it (any other is `invalid`, before a request). Its `id` names the server's address and model, so lines
 * cached from another server or model are not served for it. Failures name the server and SPEECH_API_KEY.
 */
export function speechServerProvider(
	client: OpenAIClient,
	{ baseURL, model, voices }: { baseURL: string; model: string; voices: readonly Pick<SpeechServerVoiceEntry, 'voice'>[] },
): SpeechProvider {
	return speechApiProvider(client, {
		id: speechServerIdentity(baseURL, model),
		model,
		vendor: { name: `El servidor de voz ${baseURL}`, keyVariable: 'SPEECH_API_KEY' },
		voiceOf(voiceId) {
			const voice = voiceId.slice(SPEECH_SERVER_VOICE_PREFIX.length)
			if (!voiceId.startsWith(SPEECH_SERVER_VOICE_PREFIX) || !voices.some((entry) => entry.voice === voice)) {
				throw new SpeechProviderError(`La voz «${voiceId}» no está en SPEECH_VOICES.`, { kind: 'invalid' })
			}
			return voice
		},
	})
}

/**
 * The configured server as a SpeechProvider (speechServerProvider), or null without SPEECH_BASE_URL.
 */
export function configuredSpeechServer(env: SpeechServerEnv = getEnv()): SpeechProvider | null {
	const client = getSpeechServerClient(env)
	if (!client || !env.SPEECH_BASE_URL) return null
	const model = env.SPEECH_MODEL ?? DEFAULT_SPEECH_MODEL
	return speechServerProvider(client, { baseURL: env.SPEECH_BASE_URL, model, voices: env.SPEECH_VOICES ?? [] })
}

/**
 * The configured server and model, as they name the provider (its `id`), or null without SPEECH_BASE_URL: part of
 * the episode's line cache key and of the voices' sample keys, so that another server or model speaks them again.
 */
export function speechServerId(env: SpeechServerEnv = getEnv()) {
	return env.SPEECH_BASE_URL ? speechServerIdentity(env.SPEECH_BASE_URL, env.SPEECH_MODEL ?? DEFAULT_SPEECH_MODEL) : null
}

function speechServerIdentity(baseURL: string, model: string) {
	return `speech-server:${baseURL.replace(/\/+$/, '')}:${model}`
}
