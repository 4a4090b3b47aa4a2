import type { ElevenLabsError } from '@elevenlabs/elevenlabs-js'
import { speechHttpFailure } from '#app/integrations/speech/speech-http-failure.ts'
import { type SpeechProvider, SpeechProviderError } from '#app/ports/speech.ts'
import { getEnv } from '#app/utils/env.server.ts'
import type { ElevenLabsApi } from './client.server.ts'
import { elevenLabsSdk } from './sdk.server.ts'

/** Our ids of ElevenLabs voices: this prefix and the voice's ElevenLabs id. */
export const ELEVENLABS_VOICE_PREFIX = 'el-'
/** MP3 at 44.1 kHz, 128 kbps: what our own MP3s use, and available on every ElevenLabs plan. */
const ELEVENLABS_OUTPUT_FORMAT = 'mp3_44100_128'

// ElevenLabs says why in `detail.status` (legacy) or `detail.code`: these mean the account has no characters left.
const CREDIT_CODES = new Set(['quota_exceeded', 'insufficient_quota', 'insufficient_credits', 'payment_required'])

/** An uploaded pronunciation dictionary's version (uploadPronunciationDictionary), sent with every line. */
export type ElevenLabsDictionaryLocator = { pronunciationDictionaryId: string; versionId: string }

export type ElevenLabsSpeechOptions = {
	/** Defaults to ELEVENLABS_MODEL. */
	modelId?: string
	/** The owner's pronunciation dictionary on ElevenLabs, when one was uploaded for this episode. */
	pronunciationDictionary?: ElevenLabsDictionaryLocator
}

/**
 * ElevenLabs text to speech as a SpeechProvider: voice `el-<id>` speaks with ElevenLabs voice `<id>`, as MP3. One
 * request per call, never retried here (see createElevenLabs); failures become SpeechProviderError (see
 * elevenLabsFailure). The model is part of `id`, so changing it does not serve lines cached from the previous one.
 */
export function elevenLabsSpeechProvider(
	client: ElevenLabsApi,
	{ modelId = getEnv().ELEVENLABS_MODEL, pronunciationDictionary }: ElevenLabsSpeechOptions = {},
): SpeechProvider {
	return {
		id: `elevenlabs:${modelId}`,
		async synthesise({ voiceId, text, signal }) {
			signal?.throwIfAborted()
			if (!voiceId.startsWith(ELEVENLABS_VOICE_PREFIX) || voiceId.length === ELEVENLABS_VOICE_PREFIX.length) {
				throw new SpeechProviderError(`La voz «${voiceId}» no es una voz de ElevenLabs.`, { kind: 'invalid' })
			}
			try {
				const stream = await client.textToSpeech.convert(
					voiceId.slice(ELEVENLABS_VOICE_PREFIX.length),
					{
						text,
						modelId,
						outputFormat: ELEVENLABS_OUTPUT_FORMAT,
						...(pronunciationDictionary && { pronunciationDictionaryLocators: [pronunciationDictionary] }),
					},
					{ abortSignal: signal, maxRetries: 0 },
				)
				// The body arrives as a stream; a connection lost halfway fails here and is handled like any other.
				return { audio: Buffer.from(await new Response(stream).arrayBuffer()), format: 'mp3' }
			} catch (error) {
				if (signal?.aborted) throw signal.reason
				throw elevenLabsFailure(error)
			}
		},
	}
}

/**
 * The SpeechProviderError for what the SDK threw:
 * - 402, or a credits code (`quota_exceeded`…) or message with any 401/429 → credits_exhausted
 * - other 429 → rate_limited, with the Retry-After header (seconds or an HTTP date)
 * - 408, 5xx, a timeout or no response at all (network) → server
 * - other 4xx (a bad key, an unknown voice, a text too long) → invalid
 */
export function elevenLabsFailure(error: unknown): SpeechProviderError {
	if (error instanceof SpeechProviderError) return error
	const { ElevenLabsError, ElevenLabsTimeoutError } = elevenLabsSdk()
	const status = error instanceof ElevenLabsError ? error.statusCode : undefined
	if (error instanceof ElevenLabsTimeoutError || status === undefined) {
		const reason = error instanceof Error ? error.message.split('\n')[0] : String(error)
		return speechHttpFailure({ ...vendor, status: undefined, outOfCredits: false, message: reason, cause: error })
	}
	const detail = errorDetail((error as ElevenLabsError).body)
	return speechHttpFailure({
		...vendor,
		status,
		outOfCredits:
			(status === 401 || status === 429) &&
			(detail.codes.some((code) => CREDIT_CODES.has(code)) || /quota|credits/i.test(detail.message)),
		headers: (error as ElevenLabsError).rawResponse?.headers,
		message: detail.message,
		cause: error,
	})
}

const vendor = { vendor: 'ElevenLabs', keyVariable: 'ELEVENLABS_API_KEY' }

/**
 * The codes and message of an ElevenLabs error body, `{ detail: { status, code, type, message } }`; `detail` may
 * also be a plain string, or a list of validation problems (422).
 */
function errorDetail(body: unknown): { codes: string[]; message: string } {
	const detail = (body as { detail?: unknown } | undefined)?.detail ?? body
	if (typeof detail === 'string') return { codes: [], message: detail.slice(0, 500) }
	if (Array.isArray(detail)) {
		const messages = detail.map((item) => (item as { msg?: unknown })?.msg).filter((msg) => typeof msg === 'string')
		return { codes: [], message: messages.join('; ').slice(0, 500) }
	}
	if (!detail || typeof detail !== 'object') return { codes: [], message: '' }
	const fields = detail as Record<string, unknown>
	const codes = [fields.status, fields.code, fields.type].filter((code): code is string => typeof code === 'string')
	const message = typeof fields.message === 'string' ? fields.message.slice(0, 500) : ''
	return { codes, message }
}
