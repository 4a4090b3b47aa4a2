import type { ActionFunctionArgs } from '@remix-run/node'
import { bearerToken, requireApiUserId } from '#app/modules/api/api-auth.server.ts'
import { requireApiMethod } from '#app/modules/api/api-methods.server.ts'
import { apiError } from '#app/modules/api/api-responses.server.ts'
import { revokeApiTokenValue } from '#app/modules/api/api-tokens.server.ts'

/**
 * POST /api/auth/logout (bearer) → `{ loggedOut: true }`: the token stops working at once. (A browser signs out with
 * the page's own form, /logout.)
 */
export async function action({ request }: ActionFunctionArgs) {
	await requireApiMethod(request, ['POST'])
	const token = bearerToken(request)
	if (token === 'none') throw await apiError(request, 401, 'API_AUTH_REQUIRED', { headers: { 'WWW-Authenticate': 'Bearer' } })
	await requireApiUserId(request)
	if (token !== 'malformed') await revokeApiTokenValue(token)
	return Response.json({ loggedOut: true }, { headers: { 'Cache-Control': 'no-store' } })
}

export const loader = ({ request }: ActionFunctionArgs) => requireApiMethod(request, ['POST'])
