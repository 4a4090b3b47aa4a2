import { createRequire } from 'node:module'
import { singleton } from '#app/utils/singleton.server.ts'

type GoogleAuthSdk = typeof import('google-auth-library')
type YouTubeSdk = typeof import('@googleapis/youtube')

const load = createRequire(import.meta.url)

/**
 * Google's libraries, loaded on first use (about 7 MB of heap together), which a server without YouTube configured,
 * or not uploading yet, never needs. Nothing else in the app imports their values (ADR 0040).
 */
export function googleAuthSdk(): GoogleAuthSdk {
	return singleton('sdk:google-auth', () => load('google-auth-library') as GoogleAuthSdk)
}

export function youTubeSdk(): YouTubeSdk {
	return singleton('sdk:youtube', () => load('@googleapis/youtube') as YouTubeSdk)
}
