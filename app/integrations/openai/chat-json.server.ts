import type { APIError } from 'openai'
import { z } from 'zod'
import { sleep as defaultSleep, retryAfterMs, type Sleep, withRetries } from '#app/utils/retry.ts'
import type { OpenAIClient } from './client.server.ts'
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

/** The model answered, but not with JSON of the expected shape, even after one repair attempt. */
export class InvalidModelOutputError extends Error {
	override name = 'InvalidModelOutputError'
	/** The last answer received and why it was rejected. */
	readonly output: string
	readonly problem: string

	constructor(message: string, { output, problem }: { output: string; problem: string }) {
		super(message)
		this.output = output
		this.problem = problem
	}
}

type ChatTurn = { role: 'user' | 'assistant'; content: string }

export type { Sleep }

export type ChatJsonOptions<T> = {
	system: string
	user: string
	/** Further turns after the user message (e.g. a previous answer and a request to change it). */
	turns?: ChatTurn[]
	schema: z.ZodType<T>
	client: OpenAIClient
	model: string
	signal?: AbortSignal
	/** Waits between retries; tests pass one that records the delays. */
	sleep?: Sleep
}

/**
 * Asks a chat model for a JSON object (response_format json_object, supported by OpenAI and most compatible servers),
 * parses it and validates it with `schema`. An answer that is not valid gets one repair attempt (the model sees its
 * output and the validation error); after that, InvalidModelOutputError. Each HTTP call is retried on 429, 5xx and
 * network errors (see callWithRetry); other 4xx fail at once with ProviderError.
 */
export async function chatJson<T>({
	system,
	user,
	turns = [],
	schema,
	client,
	model,
	signal,
	sleep = defaultSleep,
}: ChatJsonOptions<T>): Promise<T> {
	const messages: Array<{ role: 'system' | 'user' | 'assistant'; content: string }> = [
		{ role: 'system', content: system },
		{ role: 'user', content: user },
		...turns,
	]
	const ask = (list: typeof messages) => callWithRetry(() => complete(client, model, list, signal), { sleep, signal })

	const first = await ask(messages)
	const checked = validate(first, schema)
	if (checked.ok) return checked.value

	const repaired = await ask([
		...messages,
		{ role: 'assistant', content: first },
		{
			role: 'user',
			content: [
				'Tu respuesta anterior no es válida.',
				`Problema: ${checked.problem}`,
				'Corrígela y responde únicamente con el objeto JSON corregido, sin texto ni explicaciones alrededor.',
			].join('\n'),
		},
	])
	const second = validate(repaired, schema)
	if (second.ok) return second.value
	throw new InvalidModelOutputError(`El modelo no devolvió un JSON válido ni tras pedirle que lo corrigiera: ${second.problem}`, {
		output: repaired,
		problem: second.problem,
	})
}

async function complete(
	client: OpenAIClient,
	model: string,
	messages: Array<{ role: 'system' | 'user' | 'assistant'; content: string }>,
	signal: AbortSignal | undefined,
) {
	const completion = await client.chat.completions.create(
		{ model, messages, response_format: { type: 'json_object' } },
		{ signal },
	)
	return completion.choices[0]?.message?.content ?? ''
}

type Checked<T> = { ok: true; value: T } | { ok: false; problem: string }

/** Parses a model answer (tolerating a ```json fence around it) and validates it. */
function validate<T>(output: string, schema: z.ZodType<T>): Checked<T> {
	const text = output
		.trim()
		.replace(/^```(?:json)?\s*/i, '')
		.replace(/\s*```$/, '')
	if (!text) return { ok: false, problem: 'la respuesta está vacía.' }
	let data: unknown
	try {
		data = JSON.parse(text)
	} catch (error) {
		return { ok: false, problem: `no es JSON válido (${(error as Error).message}).` }
	}
	const result = schema.safeParse(data)
	if (result.success) return { ok: true, value: result.data }
	return { ok: false, problem: `el JSON no tiene la forma pedida:\n${z.prettifyError(result.error)}` }
}

/**
 * Runs `call` up to MAX_ATTEMPTS times while it fails with 429, 5xx or a network error, waiting BACKOFF_BASE_MS × 2^n
 * between attempts, or what the response's retry-after-ms / Retry-After headers ask for. Other HTTP errors throw
 * ProviderError at once; a cancelled request (signal) is rethrown as is.
 */
async function callWithRetry<T>(
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
