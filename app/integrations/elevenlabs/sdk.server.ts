import { createRequire } from 'node:module'
import { singleton } from '#app/utils/singleton.server.ts'

type ElevenLabsSdk = typeof import('@elevenlabs/elevenlabs-js')

/**
 * The ElevenLabs SDK, loaded on first use. Importing it costs about 50 MB of heap (its generated API surface), which
 * a server without ELEVENLABS_API_KEY never needs: so nothing in the app imports the package's values at the top of
 * a module (types are free), and this is the one place that loads it. ADR 0040.
 */
export function elevenLabsSdk(): ElevenLabsSdk {
	return singleton('sdk:elevenlabs', () => createRequire(import.meta.url)('@elevenlabs/elevenlabs-js') as ElevenLabsSdk)
}
