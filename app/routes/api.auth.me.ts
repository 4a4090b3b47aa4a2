import type { LoaderFunctionArgs } from '@remix-run/node'
import { getAccountSummary } from '#app/modules/account/account.server.ts'
import { requireApiUserId } from '#app/modules/api/api-auth.server.ts'
import { requireApiMethod } from '#app/modules/api/api-methods.server.ts'

/** GET /api/auth/me (bearer, or the browser's session) → `{ user, quota, plan }`; 401 when the token does not work. */
export async function loader({ request }: LoaderFunctionArgs) {
	const userId = await requireApiUserId(request)
	return Response.json(await getAccountSummary(userId), { headers: { 'Cache-Control': 'no-store' } })
}

export const action = ({ request }: LoaderFunctionArgs) => requireApiMethod(request, ['GET'])
