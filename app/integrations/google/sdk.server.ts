import { createRequire } from 'node:module'

type GoogleAuthSdk = typeof import('google-auth-library')
type YouTubeSdk = typeof import('@googleapis/youtube')

const load = createRequire(import.meta.url)
let auth: GoogleAuthSdk | undefined
let youtube: YouTubeSdk | undefined

/**
 * Google's libraries, loaded on first use (about 7 MB of heap together), which a server without YouTube configured,
 * or not uploading yet, never needs. Nothing else in the app imports their values (ADR 0040).
 */
export function googleAuthSdk(): GoogleAuthSdk {
	auth ??= load('google-auth-library') as GoogleAuthSdk
	return auth
}

export function youTubeSdk(): YouTubeSdk {
	youtube ??= load('@googleapis/youtube') as YouTubeSdk
	return youtube
}
