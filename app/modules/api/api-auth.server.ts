import { getUserId } from '#app/utils/auth.server.ts'
import { apiError } from './api-responses.server.ts'
import { findApiToken } from './api-tokens.server.ts'

/**
 * The request's `Authorization` header: 'none' without one, the token of a well-formed `Bearer <token>`, else
 * 'malformed' (another scheme, no token, spaces inside).
 */
export function bearerToken(request: Request): string | 'none' | 'malformed' {
	const header = request.headers.get('Authorization')
	if (header === null) return 'none'
	const match = /^Bearer ([\w.~+/-]+=*)$/i.exec(header.trim())
	return match?.[1] ?? 'malformed'
}

/**
 * Guard of the JSON API: the caller's user id. A request with an Authorization header is judged by it alone (a
 * bearer token never falls back to the session cookie, so a bad token is a 401 even in a signed-in browser); one
 * without it may use the browser's session, whose writes the request guards keep to this site's own pages.
 * Throws a 401 `{ error, code }` otherwise.
 */
export async function requireApiUserId(request: Request) {
	return (await requireApiCaller(request)).userId
}

/**
 * requireApiUserId, and the id of the bearer token the call came with (null for the browser's session): what a
 * change of the account revoking its tokens keeps.
 */
export async function requireApiCaller(request: Request): Promise<{ userId: string; tokenId: string | null }> {
	const token = bearerToken(request)
	if (token === 'none') {
		const userId = await getUserId(request)
		if (userId) return { userId, tokenId: null }
		throw await apiError(request, 401, 'API_AUTH_REQUIRED', { headers: { 'WWW-Authenticate': 'Bearer' } })
	}
	const found = token === 'malformed' ? null : await findApiToken(token)
	if (!found) {
		throw await apiError(request, 401, 'API_TOKEN_INVALID', {
			headers: { 'WWW-Authenticate': 'Bearer error="invalid_token"' },
		})
	}
	return { userId: found.userId, tokenId: found.id }
}
