import type OpenAI from 'openai'
import { type Env, getEnv } from '#app/utils/env.server.ts'
import { singleton } from '#app/utils/singleton.server.ts'
import { openAISdk } from './sdk.server.ts'

/** The SDK client type, re-exported so that only this folder imports 'openai'. */
export type OpenAIClient = OpenAI

/** The settings a client is made from; OPENAI_TIMEOUT_SECONDS defaults to the schema's default. */
type ClientEnv = Pick<Env, 'OPENAI_API_KEY' | 'OPENAI_BASE_URL'> & Partial<Pick<Env, 'OPENAI_TIMEOUT_SECONDS'>>

/** How long one request may take by default: a chapter is a few hundred tokens for a hosted model. */
const DEFAULT_TIMEOUT_SECONDS = 60

class OpenAINotConfiguredError extends Error {
	override name = 'OpenAINotConfiguredError'
}

/**
 * A client for the Chat Completions API of OpenAI or any compatible server (`baseURL`). The SDK does not retry
 * (`maxRetries: 0`): callWithRetry retries itself, with backoff and Retry-After, so every attempt is counted in one
 * place. `timeoutSeconds` bounds each request (a local model on a CPU needs minutes for a chapter).
 */
export function createOpenAI({
	apiKey,
	baseURL,
	timeoutSeconds = DEFAULT_TIMEOUT_SECONDS,
}: {
	apiKey: string
	baseURL?: string
	timeoutSeconds?: number
}): OpenAIClient {
	return new (openAISdk().OpenAI)({ apiKey, baseURL, maxRetries: 0, timeout: timeoutSeconds * 1000 })
}

/**
 * The client configured from OPENAI_API_KEY / OPENAI_BASE_URL, or null when no key is set (local writer then). The
 * same settings give the same client object.
 */
export function getOpenAI(env: ClientEnv = getEnv()): OpenAIClient | null {
	const { OPENAI_API_KEY: apiKey, OPENAI_BASE_URL: baseURL, OPENAI_TIMEOUT_SECONDS: timeoutSeconds } = env
	if (!apiKey) return null
	return singleton('openai-client', () => createOpenAI({ apiKey, baseURL, timeoutSeconds }), [
		apiKey,
		baseURL ?? null,
		timeoutSeconds ?? null,
	])
}

/** What a keyless local server (Ollama, llama.cpp, vLLM) is sent as the key: the SDK needs one, they ignore it. */
const NO_KEY = 'no-key'

/**
 * The client for chat (the script writer): OpenAI with OPENAI_API_KEY, or OPENAI_BASE_URL alone, which is a local
 * server (Ollama, llama.cpp's server, vLLM) that needs no key. Null when neither is set (the local composer then).
 * Voices and covers keep asking for a key (getOpenAI): local chat servers speak no speech nor images.
 */
export function getChatClient(env: ClientEnv = getEnv()): OpenAIClient | null {
	if (!env.OPENAI_API_KEY && !env.OPENAI_BASE_URL) return null
	return getOpenAI({ ...env, OPENAI_API_KEY: env.OPENAI_API_KEY ?? NO_KEY })
}

/** Like getChatClient, but neither a key nor a server is an error with a message for whoever configures the server. */
export function requireChatClient(env: ClientEnv = getEnv()): OpenAIClient {
	const client = getChatClient(env)
	if (!client)
		throw new OpenAINotConfiguredError(
			'Ni OPENAI_API_KEY ni OPENAI_BASE_URL están definidas: no se puede escribir el guion con un modelo.',
		)
	return client
}

/** Like getOpenAI, but a missing key is an error with a message for whoever configures the server. */
export function requireOpenAI(env: ClientEnv = getEnv()): OpenAIClient {
	const client = getOpenAI(env)
	if (!client) throw new OpenAINotConfiguredError('OPENAI_API_KEY no está definida: no se puede escribir el guion con IA.')
	return client
}
