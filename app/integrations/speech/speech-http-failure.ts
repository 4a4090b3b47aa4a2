import { SpeechProviderError } from '#app/ports/speech.ts'
import { retryAfterMs } from '#app/utils/retry.ts'

export type HttpFailure = {
	/** 'ElevenLabs', 'OpenAI': named in the messages */
	vendor: string
	/** the variable holding the vendor's key, named when the key is refused */
	keyVariable: string
	/** undefined when there was no response at all (network, timeout) */
	status: number | undefined
	/** the vendor said the account has no credit left (its own codes; 402 always counts) */
	outOfCredits: boolean
	/** the response's headers: a 429's Retry-After is read from them */
	headers?: { get(name: string): string | null } | null
	/** the vendor's own explanation, if any */
	message?: string
	cause: unknown
}

/**
 * The SpeechProviderError for a cloud speech API's HTTP failure, the same way for every vendor:
 * - 402 or the vendor's credits code → credits_exhausted
 * - other 429 → rate_limited, with what retry-after-ms or Retry-After asked
 * - no response, 408 or 5xx → server
 * - other 4xx (a bad key, an unknown voice, a text too long) → invalid
 */
export function speechHttpFailure({ vendor, keyVariable, status, outOfCredits, headers, message, cause }: HttpFailure) {
	const why = message ? `: ${message}` : ''
	if (status === undefined) {
		return new SpeechProviderError(`${vendor} no respondió${why}`, { kind: 'server', cause })
	}
	if (status === 402 || outOfCredits) {
		return new SpeechProviderError(`${vendor}: la cuenta no tiene créditos suficientes (HTTP ${status})${why}`, {
			kind: 'credits_exhausted',
			status,
			cause,
		})
	}
	if (status === 429) {
		const waitMs = retryAfterMs(headers)
		const retryAfterSeconds = waitMs === undefined ? undefined : waitMs / 1000
		return new SpeechProviderError(`${vendor} limita las peticiones (HTTP 429)${why}`, {
			kind: 'rate_limited',
			status,
			cause,
			...(retryAfterSeconds !== undefined && { retryAfterSeconds }),
		})
	}
	if (status === 408 || status >= 500) {
		return new SpeechProviderError(`${vendor} falló (HTTP ${status})${why}`, { kind: 'server', status, cause })
	}
	const hint = status === 401 || status === 403 ? `; revisa ${keyVariable}` : ''
	return new SpeechProviderError(`${vendor} rechazó la petición (HTTP ${status}${hint})${why}`, {
		kind: 'invalid',
		status,
		cause,
	})
}
