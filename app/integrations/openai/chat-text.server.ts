import type { Sleep } from '#app/utils/retry.ts'
import { callWithRetry } from './call-with-retry.server.ts'
import type { OpenAIClient } from './client.server.ts'

/** One message of a chat: the system prompt, the user's requests and the model's previous answers. */
export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string }

/** What the model answered; `truncated` when it stopped at its token limit (finish_reason 'length'). */
type ChatAnswer = { content: string; truncated: boolean }

type ChatTextOptions = {
	messages: ChatMessage[]
	client: OpenAIClient
	model: string
	signal?: AbortSignal
	/** Waits between retries; tests pass one that records the delays. */
	sleep?: Sleep
	/** Ask for a JSON object (response_format json_object); off by default: small local models often lack it. */
	json?: boolean
}

/**
 * One Chat Completions call, as plain text: only the fields every OpenAI-compatible server takes (model, messages;
 * no token limit, whose field name differs between OpenAI's models and local servers, and no sampling settings).
 * Retried on 429, 5xx and network errors (callWithRetry); other 4xx fail at once with ProviderError.
 */
export async function chatText({ messages, client, model, signal, sleep, json = false }: ChatTextOptions): Promise<ChatAnswer> {
	return callWithRetry(
		async () => {
			const completion = await client.chat.completions.create(
				{ model, messages, ...(json ? { response_format: { type: 'json_object' as const } } : {}) },
				{ signal },
			)
			const choice = completion.choices[0]
			return { content: choice?.message?.content ?? '', truncated: choice?.finish_reason === 'length' }
		},
		{ sleep, signal },
	)
}
