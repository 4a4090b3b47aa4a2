import { z } from 'zod'
import type { Sleep } from '#app/utils/retry.ts'
import { type ChatMessage, chatText } from './chat-text.server.ts'
import type { OpenAIClient } from './client.server.ts'

/** The model answered, but not with JSON of the expected shape, even after one repair attempt. */
class InvalidModelOutputError extends Error {
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

export type ChatJsonOptions<T> = {
	system: string
	user: string
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
 * network errors (see chatText); other 4xx fail at once with ProviderError.
 */
export async function chatJson<T>({ system, user, schema, client, model, signal, sleep }: ChatJsonOptions<T>): Promise<T> {
	const messages: ChatMessage[] = [
		{ role: 'system', content: system },
		{ role: 'user', content: user },
	]
	const ask = async (list: ChatMessage[]) =>
		(await chatText({ messages: list, client, model, signal, sleep, json: true })).content

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
