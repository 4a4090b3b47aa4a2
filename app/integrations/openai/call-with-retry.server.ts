import type { APIError } from 'openai'
import { sleep as defaultSleep, retryAfterMs, type Sleep, withRetries } from '#app/utils/retry.ts'
import { openAISdk } from './sdk.server.ts'

/** Attempts per HTTP call (the first one included) for 429, 5xx and network errors. */
const MAX_ATTEMPTS = 3
/** First backoff delay; it doubles on each retry. */
const BACKOFF_BASE_MS = 500
/** A Retry-After longer than this is cut short: a job should not sleep for minutes. */
const MAX_RETRY_DELAY_MS = 60_000

/** The provider refused the request or kept failing; `status` is the last HTTP status (undefined: network error). */
export class ProviderError extends Error {
	override name = 'ProviderError'
	readonly status: number | undefined
	readonly attempts: number

	constructor(message: string, { status, attempts, cause }: { status?: number; attempts: number; cause?: unknown }) {
		super(message, { cause })
		this.status = status
		this.attempts = attempts
	}
}

/**
 * Runs `call` up to MAX_ATTEMPTS times while it fails with 429, 5xx or a network error, waiting BACKOFF_BASE_MS × 2^n
 * between attempts, or what the response's retry-after-ms / Retry-After headers ask for. Other HTTP errors throw
 * ProviderError at once; a cancelled request (signal) is rethrown as is.
 */
export async function callWithRetry<T>(
	call: () => Promise<T>,
	{ sleep = defaultSleep, signal }: { sleep?: Sleep; signal?: AbortSignal } = {},
): Promise<T> {
	const { APIError, APIUserAbortError } = openAISdk()
	let attempts = 0
	try {
		return await withRetries(
			() => {
				attempts++
				return call()
			},
			{
				attempts: MAX_ATTEMPTS,
				retryable: (error) =>
					error instanceof APIError && !(error instanceof APIUserAbortError) && isRetryableStatus(statusOf(error)),
				delayMs: (error, attempt) => retryDelay((error as APIError).headers, attempt),
				signal,
				sleep,
			},
		)
	} catch (error) {
		if (error instanceof APIUserAbortError || signal?.aborted || !(error instanceof APIError)) throw error
		const status = statusOf(error)
		if (!isRetryableStatus(status)) {
			throw new ProviderError(refusedMessage(status!, error.message), { status, attempts, cause: error })
		}
		const what = status === undefined ? 'sin conexión' : `HTTP ${status}`
		throw new ProviderError(
			`El proveedor de IA sigue fallando tras ${attempts} intentos (${what}): ${error.message}. Inténtalo más tarde.`,
			{ status, attempts, cause: error },
		)
	}
}

/** The HTTP status of an SDK error; undefined when there was no response (network). */
const statusOf = (error: APIError) => (error instanceof openAISdk().APIConnectionError ? undefined : error.status)

/** 429, 5xx and no response at all are worth another try; other statuses are refusals. */
const isRetryableStatus = (status: number | undefined) => status === undefined || status === 429 || status >= 500

function refusedMessage(status: number, detail: string) {
	if (status === 401 || status === 403)
		return `El proveedor de IA rechazó la clave (HTTP ${status}): revisa OPENAI_API_KEY. ${detail}`
	if (status === 404)
		return `El proveedor de IA no encuentra el modelo o la ruta (HTTP 404): revisa OPENAI_MODEL y OPENAI_BASE_URL. ${detail}`
	return `El proveedor de IA rechazó la petición (HTTP ${status}): ${detail}`
}

/** The wait before attempt `attempt + 1`: what the server asked for (at most a minute), or backoff. */
function retryDelay(headers: Headers | undefined, attempt: number) {
	const asked = retryAfterMs(headers)
	return asked === undefined ? BACKOFF_BASE_MS * 2 ** (attempt - 1) : Math.min(asked, MAX_RETRY_DELAY_MS)
}
