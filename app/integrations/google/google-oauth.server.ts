import { type GoogleConfig, oauthClient, YOUTUBE_UPLOAD_SCOPE } from './google-client.server.ts'
import { googleAuthSdk } from './sdk.server.ts'

/**
 * The authorisation code flow: the consent URL (upload scope only, offline access for a refresh token, consent asked
 * every time so a reconnection gets a new refresh token, PKCE S256), the code exchange and the revocation.
 */
export async function startAuthorization(config: GoogleConfig, state: string) {
	const client = oauthClient(config)
	const { codeVerifier, codeChallenge } = await client.generateCodeVerifierAsync()
	const url = client.generateAuthUrl({
		scope: [YOUTUBE_UPLOAD_SCOPE],
		access_type: 'offline',
		prompt: 'consent',
		include_granted_scopes: false,
		state,
		code_challenge: codeChallenge,
		code_challenge_method: 'S256' as never,
	})
	return { url, codeVerifier: codeVerifier as string }
}

export type GrantedTokens = { accessToken: string; refreshToken: string | null; expiresAt: Date | null; scope: string }

export async function exchangeCode(config: GoogleConfig, code: string, codeVerifier: string): Promise<GrantedTokens> {
	const { tokens } = await oauthClient(config).getToken({ code, codeVerifier })
	if (!tokens.access_token) throw new Error('Google no devolvió un token de acceso.')
	return {
		accessToken: tokens.access_token,
		refreshToken: tokens.refresh_token ?? null,
		expiresAt: tokens.expiry_date ? new Date(tokens.expiry_date) : null,
		scope: tokens.scope ?? '',
	}
}

/** Revokes the grant at Google. A token Google no longer knows (already revoked, expired) counts as revoked. */
export async function revokeToken(config: GoogleConfig, token: string) {
	try {
		await oauthClient(config).revokeToken(token)
	} catch (error) {
		if (error instanceof googleAuthSdk().gaxios.GaxiosError && error.status === 400) return
		throw error
	}
}
