import { speechHttpFailure } from '#app/integrations/speech/speech-http-failure.ts'
import { type AudioFormat, type SpeechProvider, SpeechProviderError, type Voice } from '#app/ports/speech.ts'
import { getEnv } from '#app/utils/env.server.ts'
import type { OpenAIClient } from './client.server.ts'
import { openAISdk } from './sdk.server.ts'

/** Our ids of OpenAI voices: this prefix and the OpenAI voice name. */
export const OPENAI_VOICE_PREFIX = 'oa-'
/** Speech takes a few seconds per line; a long line on a busy day, more. */
const SPEECH_TIMEOUT_MS = 120_000

/** The built-in voices offered, with a Spanish word or two about how each sounds. */
const OPENAI_VOICES = [
	{ voice: 'alloy', name: 'Alloy', gender: 'female', trait: 'neutra y equilibrada' },
	{ voice: 'ash', name: 'Ash', gender: 'male', trait: 'cercana y clara' },
	{ voice: 'coral', name: 'Coral', gender: 'female', trait: 'cálida y expresiva' },
	{ voice: 'echo', name: 'Echo', gender: 'male', trait: 'serena y firme' },
	{ voice: 'fable', name: 'Fable', gender: 'male', trait: 'narrativa y expresiva' },
	{ voice: 'nova', name: 'Nova', gender: 'female', trait: 'enérgica y luminosa' },
	{ voice: 'onyx', name: 'Onyx', gender: 'male', trait: 'grave y profunda' },
	{ voice: 'sage', name: 'Sage', gender: 'female', trait: 'tranquila y reflexiva' },
	{ voice: 'shimmer', name: 'Shimmer', gender: 'female', trait: 'suave y brillante' },
] as const satisfies ReadonlyArray<{ voice: string; name: string; gender: Voice['labels']['gender']; trait: string }>

const LANGUAGES: Voice['labels']['language'][] = ['castellano', 'latino', 'english']

/**
 * The OpenAI voices as our Voice list. They are multilingual (the accent follows the text), so each one is listed
 * under each of our languages, with the same id.
 */
export function openAiVoices(): Voice[] {
	return LANGUAGES.flatMap((language) =>
		OPENAI_VOICES.map(({ voice, name, gender, trait }) => ({
			voice_id: `${OPENAI_VOICE_PREFIX}${voice}`,
			name: `${name} (OpenAI)`,
			description: `Voz multilingüe de OpenAI, ${trait}`,
			category: 'other' as const,
			labels: { language, accent: 'Multilingüe', gender },
		})),
	)
}

export type OpenAiSpeechOptions = {
	/** Defaults to OPENAI_TTS_MODEL. */
	model?: string
}

/**
 * OpenAI's Speech API (audio.speech) as a SpeechProvider: voice `oa-<name>` speaks with OpenAI voice `<name>`, as
 * MP3. One request per call and `maxRetries: 0` whatever client is passed: synthesiseLines does the retrying.
 * Failures become SpeechProviderError (see openAiSpeechFailure). The model is part of `id`, so a new model does not
 * serve lines cached from the previous one.
 */
export function openAiSpeechProvider(
	client: OpenAIClient,
	{ model = getEnv().OPENAI_TTS_MODEL }: OpenAiSpeechOptions = {},
): SpeechProvider {
	return speechApiProvider(client, {
		id: `openai:${model}`,
		model,
		vendor: { name: 'OpenAI', keyVariable: 'OPENAI_API_KEY' },
		voiceOf(voiceId) {
			const voice = voiceId.slice(OPENAI_VOICE_PREFIX.length)
			const known = voiceId.startsWith(OPENAI_VOICE_PREFIX) && OPENAI_VOICES.some((entry) => entry.voice === voice)
			if (!known) throw new SpeechProviderError(`La voz «${voiceId}» no es una voz de OpenAI.`, { kind: 'invalid' })
			return voice
		},
	})
}

/** Who answers a Speech API call, for the messages of its failures. */
type SpeechVendor = { name: string; keyVariable: string }

/**
 * A SpeechProvider over any server that speaks OpenAI's Speech API (OpenAI itself, or an OpenAI-compatible speech
 * server: speech-server.server.ts): `voiceOf` turns our voice id into the server's voice name, or throws an `invalid`
 * SpeechProviderError for a voice that is not the server's. It asks for MP3 and takes WAV too (some servers answer
 * WAV whatever they are asked); anything else is the server's failure.
 */
export function speechApiProvider(
	client: OpenAIClient,
	{ id, model, vendor, voiceOf }: { id: string; model: string; vendor: SpeechVendor; voiceOf: (voiceId: string) => string },
): SpeechProvider {
	return {
		id,
		async synthesise({ voiceId, text, signal }) {
			signal?.throwIfAborted()
			const voice = voiceOf(voiceId)
			try {
				const response = await client.audio.speech.create(
					{ model, voice, input: text, response_format: 'mp3' },
					{ signal, maxRetries: 0, timeout: SPEECH_TIMEOUT_MS },
				)
				const audio = Buffer.from(await response.arrayBuffer())
				return { audio, format: speechFormatOf(audio, vendor) }
			} catch (error) {
				if (signal?.aborted) throw signal.reason
				throw openAiSpeechFailure(error, vendor)
			}
		},
	}
}

/** MP3 (an ID3 tag or a frame sync) or WAV (RIFF), from the first bytes; anything else is the server's failure. */
function speechFormatOf(audio: Buffer, vendor: SpeechVendor): AudioFormat {
	if (audio.subarray(0, 4).toString('latin1') === 'RIFF') return 'wav'
	const mp3 = audio.subarray(0, 3).toString('latin1') === 'ID3' || (audio[0] === 0xff && ((audio[1] ?? 0) & 0xe0) === 0xe0)
	if (mp3) return 'mp3'
	throw new SpeechProviderError(`${vendor.name} devolvió un audio que no es MP3 ni WAV.`, { kind: 'server' })
}

/**
 * The SpeechProviderError for what the SDK threw:
 * - 429 with code `insufficient_quota` (no credit or a spending limit reached), or 402 → credits_exhausted
 * - other 429 → rate_limited, with retry-after-ms or Retry-After (seconds or an HTTP date)
 * - 408, 5xx, a timeout or no response at all (network) → server
 * - other 4xx (a bad key, an unknown model, a text too long) → invalid
 */
function openAiSpeechFailure(error: unknown, { name, keyVariable }: SpeechVendor): SpeechProviderError {
	if (error instanceof SpeechProviderError) return error
	const vendor = { vendor: name, keyVariable, cause: error }
	const { APIConnectionError, APIError, APIUserAbortError } = openAISdk()
	if (error instanceof APIUserAbortError || !(error instanceof APIError) || error instanceof APIConnectionError) {
		const reason = error instanceof Error ? error.message : String(error)
		return speechHttpFailure({ ...vendor, status: undefined, outOfCredits: false, message: reason })
	}
	return speechHttpFailure({
		...vendor,
		status: error.status ?? 0,
		outOfCredits: error.code === 'insufficient_quota' || error.type === 'insufficient_quota',
		headers: error.headers,
		message: error.message,
	})
}
