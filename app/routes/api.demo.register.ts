import type { ActionFunctionArgs } from '@remix-run/node'
import { apiDemoSchema } from '#app/modules/api/api-auth-schemas.ts'
import { readApiBody } from '#app/modules/api/api-body.server.ts'
import { requireApiMethod } from '#app/modules/api/api-methods.server.ts'
import { apiError } from '#app/modules/api/api-responses.server.ts'
import { issueApiToken } from '#app/modules/api/api-tokens.server.ts'
import { RegularAccountExistsError, requestDemoAccess } from '#app/modules/auth/demo.server.ts'
import { getLanguage } from '#app/utils/i18n.server.ts'

/**
 * POST /api/demo/register `{ email }` → 201 `{ token }` for a new demo account (one short episode, seven days), as
 * the landing's demo dialog opens one. An e-mail that already has a demo gets no token — anyone can type an address
 * — but a one-use link by e-mail, as on the page: 202 `{ linkSent: true }`. An e-mail of a regular account is 409
 * API_EMAIL_TAKEN.
 */
export async function action({ request }: ActionFunctionArgs) {
	await requireApiMethod(request, ['POST'])
	const { email } = await readApiBody(request, apiDemoSchema, 'auth')
	try {
		const access = await requestDemoAccess(email, null, await getLanguage(request))
		if (access.kind === 'link-sent') return Response.json({ linkSent: true }, { status: 202 })
		const { token } = await issueApiToken(access.userId, null)
		return Response.json({ token }, { status: 201, headers: { 'Cache-Control': 'no-store' } })
	} catch (error) {
		if (error instanceof RegularAccountExistsError) return apiError(request, 409, 'API_EMAIL_TAKEN')
		throw error
	}
}

export const loader = ({ request }: ActionFunctionArgs) => requireApiMethod(request, ['POST'])
