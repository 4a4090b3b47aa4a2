import { MAX_WEBHOOKS } from '#app/modules/webhooks/webhook-schemas.ts'
import { listWebhooks } from '#app/modules/webhooks/webhooks.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { API_TOKEN_DAYS, listApiTokens, MAX_API_TOKENS } from './api-tokens.server.ts'

/**
 * The address the API is reached at, for the examples shown to the user and the upload addresses it gives: APP_URL
 * when it is set (behind a proxy the request may name an inner host), else the request's own origin.
 */
export function apiOrigin(request: Request) {
	return getEnv().APP_URL?.replace(/\/+$/, '') ?? new URL(request.url).origin
}

/**
 * Settings, 'Acceso a la API': the account's tokens (never the tokens themselves), the limits, the example's origin,
 * and its webhooks with their latest deliveries (never their secrets).
 */
export async function getApiAccess(userId: string, request: Request) {
	return {
		tokens: await listApiTokens(userId),
		origin: apiOrigin(request),
		days: API_TOKEN_DAYS,
		maxTokens: MAX_API_TOKENS,
		webhooks: await listWebhooks(userId),
		maxWebhooks: MAX_WEBHOOKS,
	}
}
