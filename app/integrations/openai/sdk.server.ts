import { createRequire } from 'node:module'
import { singleton } from '#app/utils/singleton.server.ts'

type OpenAISdk = typeof import('openai')

/**
 * The OpenAI SDK, loaded on first use: a server without OPENAI_API_KEY (the local writer and voices) never pays for
 * it. Nothing in the app imports the package's values at the top of a module (types are free). ADR 0040.
 */
export function openAISdk(): OpenAISdk {
	return singleton('sdk:openai', () => createRequire(import.meta.url)('openai') as OpenAISdk)
}
