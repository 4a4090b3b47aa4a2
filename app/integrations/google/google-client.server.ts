import type { OAuth2Client } from 'google-auth-library'
import { appUrl, getEnv } from '#app/utils/env.server.ts'
import { googleAuthSdk } from './sdk.server.ts'

/** The only permission asked for: upload videos (and set their thumbnails), nothing else of the account. */
export const YOUTUBE_UPLOAD_SCOPE = 'https://www.googleapis.com/auth/youtube.upload'

/** Where Google sends the user back after the consent screen (to register in the OAuth client). */
const CALLBACK_PATH = '/settings/youtube/callback'

export type GoogleConfig = {
	clientId: string
	clientSecret: string
	redirectUri: string
	/** the YouTube Data API's root (…/youtube/v3, …/upload/youtube/v3 below it) */
	apiRoot: string
	endpoints: { oauth2AuthBaseUrl: string; oauth2TokenUrl: string; oauth2RevokeUrl: string }
}

/** Google's OAuth client from the environment, or null when GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET are not set. */
export function googleConfig(): GoogleConfig | null {
	const env = getEnv()
	if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) return null
	const oauth = env.GOOGLE_OAUTH_URL?.replace(/\/$/, '')
	return {
		clientId: env.GOOGLE_CLIENT_ID,
		clientSecret: env.GOOGLE_CLIENT_SECRET,
		redirectUri: `${appUrl()}${CALLBACK_PATH}`,
		apiRoot: `${(env.GOOGLE_API_URL ?? 'https://youtube.googleapis.com').replace(/\/$/, '')}/`,
		endpoints: oauth
			? { oauth2AuthBaseUrl: `${oauth}/o/oauth2/v2/auth`, oauth2TokenUrl: `${oauth}/token`, oauth2RevokeUrl: `${oauth}/revoke` }
			: {
					oauth2AuthBaseUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
					oauth2TokenUrl: 'https://oauth2.googleapis.com/token',
					oauth2RevokeUrl: 'https://oauth2.googleapis.com/revoke',
				},
	}
}

class GoogleNotConfiguredError extends Error {
	override name = 'GoogleNotConfiguredError'
	constructor() {
		super('YouTube no está configurado en este servidor (GOOGLE_CLIENT_ID y GOOGLE_CLIENT_SECRET).')
	}
}

export function requireGoogleConfig() {
	const config = googleConfig()
	if (!config) throw new GoogleNotConfiguredError()
	return config
}

/** google-auth-library's client for this app, with the account's tokens when given. */
export function oauthClient(
	config: GoogleConfig,
	tokens?: { refreshToken: string; accessToken?: string; expiresAt?: Date | null },
) {
	const client: OAuth2Client = new (googleAuthSdk().OAuth2Client)({
		clientId: config.clientId,
		clientSecret: config.clientSecret,
		redirectUri: config.redirectUri,
		endpoints: config.endpoints,
	})
	if (tokens) {
		client.setCredentials({
			refresh_token: tokens.refreshToken,
			access_token: tokens.accessToken,
			expiry_date: tokens.expiresAt?.getTime(),
		})
	}
	return client
}

/** The origin of Google's consent screen, which the connect form's redirect goes to (CSP form-action); null unset. */
export function googleConsentOrigin() {
	const config = googleConfig()
	return config ? new URL(config.endpoints.oauth2AuthBaseUrl).origin : null
}
