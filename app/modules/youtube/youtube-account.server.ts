import crypto from 'node:crypto'
import { googleConfig, oauthClient, requireGoogleConfig } from '#app/integrations/google/google-client.server.ts'
import { exchangeCode, revokeToken, startAuthorization } from '#app/integrations/google/google-oauth.server.ts'
import { prisma } from '#app/utils/db.server.ts'
import { open, seal, sealedWithOldKey } from '#app/utils/encryption.server.ts'
import type { Toast } from '#app/utils/toast.ts'

/**
 * A user's YouTube connection: the OAuth state (bound to the user, 10 minutes, used once, kept only as its hash), the
 * tokens sealed at rest with the user's id as associated data, the disconnection (revoked at Google, then deleted),
 * and the authorised client the upload job uses. See docs/decisions/0034-youtube-uploads.md.
 */

const STATE_TTL_MS = 10 * 60 * 1000
const PROVIDER = 'youtube'

/** What went wrong on the way back from Google: the codes the settings page shows (`youtube_error=…`). */
export type ConnectError = 'callback_failed' | 'no_tokens' | 'access_denied' | 'state_invalid'

export type YoutubeAccount = {
	configured: boolean
	connected: boolean
	connectedAt: Date | null
	channelName: string | null
}

export async function getYoutubeAccount(userId: string): Promise<YoutubeAccount> {
	const user = await prisma.user.findUniqueOrThrow({
		where: { id: userId },
		select: { youtubeRefreshToken: true, youtubeConnectedAt: true, youtubeChannelName: true },
	})
	const connected = Boolean(user.youtubeRefreshToken)
	return {
		configured: googleConfig() !== null,
		connected,
		connectedAt: connected ? user.youtubeConnectedAt : null,
		channelName: connected ? user.youtubeChannelName : null,
	}
}

const hashState = (state: string) => crypto.createHash('sha256').update(state).digest('hex')

/** A new state for this user and the consent URL that carries it. */
export async function startYoutubeConnection(userId: string) {
	const config = requireGoogleConfig()
	const state = crypto.randomBytes(32).toString('base64url')
	const { url, codeVerifier } = await startAuthorization(config, state)
	await prisma.$transaction([
		prisma.oAuthState.deleteMany({ where: { OR: [{ expiresAt: { lt: new Date() } }, { userId, provider: PROVIDER }] } }),
		prisma.oAuthState.create({
			data: {
				state: hashState(state),
				userId,
				provider: PROVIDER,
				codeVerifier,
				expiresAt: new Date(Date.now() + STATE_TTL_MS),
			},
		}),
	])
	return url
}

/** Removes the connection states nobody came back with before they expired (the daily purge). */
export async function purgeExpiredOAuthStates(now: Date = new Date()) {
	const { count } = await prisma.oAuthState.deleteMany({ where: { expiresAt: { lt: now } } })
	return count
}

/**
 * Takes the state out (whatever follows, it is never used again) and says whether it was this user's, for YouTube,
 * and not expired. Its PKCE verifier when it was.
 */
async function consumeState(userId: string, state: string) {
	const [found] = await prisma.$queryRaw<
		Array<{ userId: string; provider: string; expiresAt: Date; codeVerifier: string | null }>
	>`
		DELETE FROM "oauth_states" WHERE "state" = ${hashState(state)}
		RETURNING "userId"::text AS "userId", "provider", "expiresAt", "codeVerifier"`
	const valid = found && found.userId === userId && found.provider === PROVIDER && found.expiresAt.getTime() > Date.now()
	return valid ? { codeVerifier: found.codeVerifier ?? '' } : null
}

/** Google's answer to the consent screen: the tokens sealed and stored, or why not. */
export async function finishYoutubeConnection(
	userId: string,
	answer: { state: string | null; code: string | null; error: string | null },
): Promise<{ ok: true } | { ok: false; error: ConnectError }> {
	const config = googleConfig()
	if (!config || !answer.state) return { ok: false, error: 'callback_failed' }
	const state = await consumeState(userId, answer.state)
	if (!state) return { ok: false, error: 'state_invalid' }
	if (answer.error) return { ok: false, error: answer.error === 'access_denied' ? 'access_denied' : 'callback_failed' }
	if (!answer.code) return { ok: false, error: 'callback_failed' }
	const tokens = await exchangeCode(config, answer.code, state.codeVerifier).catch((error: unknown) => {
		console.warn('[youtube] el intercambio del código falló:', error instanceof Error ? error.message : error)
		return null
	})
	if (!tokens) return { ok: false, error: 'callback_failed' }
	if (!tokens.refreshToken) {
		// without a refresh token uploads stop working within the hour: give the access back and say so
		await revokeToken(config, tokens.accessToken).catch(() => {})
		return { ok: false, error: 'no_tokens' }
	}
	await prisma.user.update({
		where: { id: userId },
		data: {
			youtubeAccessToken: seal(tokens.accessToken, userId),
			youtubeRefreshToken: seal(tokens.refreshToken, userId),
			youtubeAccessTokenExpiresAt: tokens.expiresAt,
			youtubeConnectedAt: new Date(),
			youtubeChannelId: null,
			youtubeChannelName: null,
		},
	})
	return { ok: true }
}

const disconnected = {
	youtubeAccessToken: null,
	youtubeRefreshToken: null,
	youtubeAccessTokenExpiresAt: null,
	youtubeConnectedAt: null,
	youtubeChannelId: null,
	youtubeChannelName: null,
}

/**
 * Revokes the grant at Google, then deletes the tokens. When Google cannot be reached the tokens are still deleted
 * here (the user asked to disconnect), and the failure is logged for whoever runs the service.
 */
export async function disconnectYoutube(userId: string) {
	const user = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { youtubeRefreshToken: true } })
	const config = googleConfig()
	if (user.youtubeRefreshToken && config) {
		try {
			await revokeToken(config, open(user.youtubeRefreshToken, userId))
		} catch (error) {
			console.warn('[youtube] no se pudo revocar el token en Google:', error instanceof Error ? error.message : error)
		}
	}
	await prisma.user.update({ where: { id: userId }, data: disconnected })
}

/** Google refused the refresh token (invalid_grant): the account shows as not connected, asking to connect again. */
export async function markYoutubeDisconnected(userId: string) {
	await prisma.user.update({ where: { id: userId }, data: disconnected })
}

export class YoutubeNotConnectedError extends Error {
	override name = 'YoutubeNotConnectedError'
}

/**
 * google-auth-library's client with the user's tokens, opened from their sealed form. A refreshed access token is
 * sealed and kept; tokens sealed by a previous key are sealed again with the current one.
 */
export async function youtubeClientFor(userId: string) {
	const config = requireGoogleConfig()
	const user = await prisma.user.findUniqueOrThrow({
		where: { id: userId },
		select: { youtubeAccessToken: true, youtubeRefreshToken: true, youtubeAccessTokenExpiresAt: true },
	})
	if (!user.youtubeRefreshToken) throw new YoutubeNotConnectedError('La cuenta no tiene YouTube conectado.')
	const refreshToken = open(user.youtubeRefreshToken, userId)
	const accessToken = user.youtubeAccessToken ? open(user.youtubeAccessToken, userId) : undefined
	if (sealedWithOldKey(user.youtubeRefreshToken)) {
		await prisma.user.update({ where: { id: userId }, data: { youtubeRefreshToken: seal(refreshToken, userId) } })
	}
	const client = oauthClient(config, { refreshToken, accessToken, expiresAt: user.youtubeAccessTokenExpiresAt })
	client.on('tokens', (tokens) => {
		if (!tokens.access_token) return
		void prisma.user
			.updateMany({
				where: { id: userId, youtubeRefreshToken: { not: null } },
				data: {
					youtubeAccessToken: seal(tokens.access_token, userId),
					youtubeAccessTokenExpiresAt: tokens.expiry_date ? new Date(tokens.expiry_date) : null,
				},
			})
			.catch((error: unknown) => console.warn('[youtube] no se pudo guardar el token renovado:', error))
	})
	return { client, config }
}

/** The channel YouTube named when it answered an upload (the upload scope cannot ask for it otherwise). */
export async function rememberChannel(userId: string, channel: { channelId: string | null; channelTitle: string | null }) {
	if (!channel.channelId) return
	await prisma.user.updateMany({
		where: { id: userId, youtubeRefreshToken: { not: null } },
		data: { youtubeChannelId: channel.channelId, youtubeChannelName: channel.channelTitle },
	})
}

const connectErrorTexts: Record<string, string> = {
	callback_failed: 'toasts.youtubeCallbackFailed',
	no_tokens: 'toasts.youtubeNoTokens',
	state_invalid: 'toasts.youtubeStateInvalid',
	access_denied: 'toasts.youtubeAccessDenied',
}

/** The settings page's toast for `youtube=connected` / `youtube_error=…` (unknown codes get the default text). */
export function youtubeReturnToast(query: URLSearchParams): Toast | null {
	if (query.get('youtube') === 'connected') return { type: 'success', title: 'toasts.youtubeConnected' }
	const error = query.get('youtube_error')
	if (error === null) return null
	return {
		type: 'error',
		title: 'toasts.youtubeErrorTitle',
		description: connectErrorTexts[error] ?? 'toasts.youtubeConnectFailed',
	}
}
