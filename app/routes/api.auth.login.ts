import type { ActionFunctionArgs } from '@remix-run/node'
import { getAccountSummary } from '#app/modules/account/account.server.ts'
import { readApiBody } from '#app/modules/api/api-body.server.ts'
import { requireApiMethod } from '#app/modules/api/api-methods.server.ts'
import { apiError } from '#app/modules/api/api-responses.server.ts'
import { issueApiToken, TooManyTokensError } from '#app/modules/api/api-tokens.server.ts'
import { loginSchema } from '#app/modules/auth/auth-schemas.ts'
import { verifyLogin } from '#app/modules/auth/users.server.ts'

/**
 * POST /api/auth/login `{ email, password }` → `{ token, user }`: a bearer token for the JSON API (shown once; it
 * appears in Settings, 'Acceso a la API', as «Inicio de sesión por la API», and ends with /api/auth/logout). Wrong e-mail or
 * password: 401 API_LOGIN_FAILED. Rate-limited as the sign-in page is (server/security.ts).
 */
export async function action({ request }: ActionFunctionArgs) {
	await requireApiMethod(request, ['POST'])
	const { email, password } = await readApiBody(request, loginSchema, 'auth')
	const userId = await verifyLogin(email, password)
	if (!userId) return apiError(request, 401, 'API_LOGIN_FAILED')
	try {
		const { token } = await issueApiToken(userId, null)
		return Response.json({ token, user: (await getAccountSummary(userId)).user }, { headers: { 'Cache-Control': 'no-store' } })
	} catch (error) {
		if (error instanceof TooManyTokensError) return apiError(request, 409, 'API_TOO_MANY_TOKENS')
		throw error
	}
}

export const loader = ({ request }: ActionFunctionArgs) => requireApiMethod(request, ['POST'])
