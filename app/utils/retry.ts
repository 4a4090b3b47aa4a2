/** Retrying a call to a flaky service: one loop, one reading of the server's Retry-After, one abortable wait. */

export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>

/**
 * What a response asked to wait before the next request, in milliseconds: OpenAI's `retry-after-ms`, else
 * `Retry-After` (seconds or an HTTP date). Undefined when it did not say (or said something unreadable).
 */
export function retryAfterMs(headers: { get(name: string): string | null } | null | undefined): number | undefined {
	const ms = Number(headers?.get('retry-after-ms') ?? Number.NaN)
	if (Number.isFinite(ms) && ms >= 0) return ms
	const value = headers?.get('retry-after')
	if (!value) return undefined
	const seconds = Number(value)
	if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000
	const date = Date.parse(value)
	if (Number.isFinite(date)) return Math.max(0, date - Date.now())
	return undefined
}

/** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts. */
export const sleep: Sleep = (ms, signal) =>
	new Promise<void>((resolve, reject) => {
		if (signal?.aborted) return reject(signal.reason)
		const onAbort = () => {
			clearTimeout(timer)
			reject(signal?.reason)
		}
		const timer = setTimeout(() => {
			signal?.removeEventListener('abort', onAbort)
			resolve()
		}, ms)
		signal?.addEventListener('abort', onAbort, { once: true })
	})

export type RetryOptions = {
	/** Calls at most, the first one included. */
	attempts: number
	/** Whether a failure is worth another call (never asked after the last attempt, nor once `signal` aborted). */
	retryable: (error: unknown) => boolean
	/** How long to wait after attempt `attempt` failed with `error`. */
	delayMs: (error: unknown, attempt: number) => number
	signal?: AbortSignal
	/** Tests pass one that records the delays. */
	sleep?: Sleep
}

/**
 * `call(attempt)` until it succeeds; a failure is thrown as it is when it is not retryable, on the last attempt, or
 * once the signal aborted. Between attempts it waits `delayMs` (abortable).
 */
export async function withRetries<T>(
	call: (attempt: number) => Promise<T>,
	{ attempts, retryable, delayMs, signal, sleep: wait = sleep }: RetryOptions,
): Promise<T> {
	for (let attempt = 1; ; attempt++) {
		try {
			return await call(attempt)
		} catch (error) {
			if (signal?.aborted || attempt >= attempts || !retryable(error)) throw error
			await wait(delayMs(error, attempt), signal)
		}
	}
}
