/**
 * The speech and voice contracts: what the audio pipeline (modules) asks of a speech engine, and what every engine
 * (integrations: ElevenLabs, OpenAI, the local eSpeak NG) gives. Modules and integrations both import this file;
 * it imports nothing of either, so an integration never depends on a module (docs/decisions/0020-layering.md).
 */

/** A voice as the product's data model describes it (ElevenLabs' shape, which every other catalogue is mapped to). */
export type Voice = {
	voice_id: string
	name: string
	description: string
	category: 'cloned' | 'professional' | 'high_quality' | 'other'
	labels: { language: 'castellano' | 'latino' | 'english'; accent: string; gender: 'female' | 'male' }
}

export type AudioFormat = 'wav' | 'mp3'

export type SpeechInput = { voiceId: string; text: string; signal?: AbortSignal }

type SpeechAudio = { audio: Buffer; format: AudioFormat }

/**
 * What every speech engine (the local one, a cloud API) offers the audio pipeline. `id` names the engine and is
 * part of the line cache key, so audio from one engine is never served for another.
 */
export type SpeechProvider = {
	id: string
	synthesise(input: SpeechInput): Promise<SpeechAudio>
}

/**
 * Why a provider failed, in the terms the pipeline acts on: rate_limited and server are worth another try,
 * credits_exhausted (the account has no characters left) and invalid (a bad voice, an empty text) are not.
 */
export type SpeechProviderErrorKind = 'rate_limited' | 'credits_exhausted' | 'server' | 'invalid'

export class SpeechProviderError extends Error {
	override name = 'SpeechProviderError'
	readonly kind: SpeechProviderErrorKind
	/** The HTTP status, when the provider is a web API. */
	readonly status?: number
	/** What the provider asked for (a Retry-After header), when it said. */
	readonly retryAfterSeconds?: number

	constructor(
		message: string,
		{
			kind,
			status,
			retryAfterSeconds,
			cause,
		}: { kind: SpeechProviderErrorKind; status?: number; retryAfterSeconds?: number; cause?: unknown },
	) {
		super(message, { cause })
		this.kind = kind
		if (status !== undefined) this.status = status
		if (retryAfterSeconds !== undefined) this.retryAfterSeconds = retryAfterSeconds
	}
}
