import type { ElevenLabsClient } from '@elevenlabs/elevenlabs-js'
import { type Env, getEnv } from '#app/utils/env.server.ts'
import { singleton } from '#app/utils/singleton.server.ts'
import { elevenLabsSdk } from './sdk.server.ts'

/** The SDK client type, re-exported so that only this folder imports '@elevenlabs/elevenlabs-js'. */
export type ElevenLabsApi = ElevenLabsClient

/** How long one request may take: a line of a few hundred characters takes seconds, a cold voice a little more. */
const ELEVENLABS_TIMEOUT_SECONDS = 120

/**
 * A client for the ElevenLabs API at `baseUrl` (unset: the SDK's production address). The SDK retries 408, 409,
 * 429 and 5xx twice by default, waiting up to a minute; `maxRetries: 0` turns that off because synthesiseLines
 * retries itself (backoff, Retry-After, a cap on attempts), so every attempt is counted in one place.
 */
export function createElevenLabs({ apiKey, baseUrl }: { apiKey: string; baseUrl?: string }): ElevenLabsApi {
	return new (elevenLabsSdk().ElevenLabsClient)({ apiKey, baseUrl, maxRetries: 0, timeoutInSeconds: ELEVENLABS_TIMEOUT_SECONDS })
}

type ElevenLabsEnv = Pick<Env, 'ELEVENLABS_API_KEY' | 'ELEVENLABS_BASE_URL'>

/**
 * The client configured from ELEVENLABS_API_KEY / ELEVENLABS_BASE_URL, or null when no key is set (no ElevenLabs
 * voices then). The same settings give the same client object, so the voice catalogue's cache (kept per client)
 * survives between requests.
 */
export function getElevenLabs(env: ElevenLabsEnv = getEnv()): ElevenLabsApi | null {
	if (!env.ELEVENLABS_API_KEY) return null
	const { ELEVENLABS_API_KEY: apiKey, ELEVENLABS_BASE_URL: baseUrl } = env
	return singleton('elevenlabs-client', () => createElevenLabs({ apiKey, baseUrl }), [apiKey, baseUrl ?? null])
}
