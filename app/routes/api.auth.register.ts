import type { ActionFunctionArgs } from '@remix-run/node'
import { getAccountSummary } from '#app/modules/account/account.server.ts'
import { apiRegisterSchema } from '#app/modules/api/api-auth-schemas.ts'
import { readApiBody } from '#app/modules/api/api-body.server.ts'
import { requireApiMethod } from '#app/modules/api/api-methods.server.ts'
import { apiError } from '#app/modules/api/api-responses.server.ts'
import { issueApiToken } from '#app/modules/api/api-tokens.server.ts'
import { createUser, EmailTakenError } from '#app/modules/auth/users.server.ts'

/**
 * POST /api/auth/register `{ firstName, lastName, email, password, consentMarketing, marketingSource, betaCode,
 * selectedPlan }` → 201 `{ token, user }`: the account the register page makes (trial plan, welcome mail; an
 * e-mail that only had a demo becomes the account, its demo episodes deleted as the page does for a visitor who is
 * not signed in to that demo), and a bearer token for it. A taken e-mail is 409 API_EMAIL_TAKEN; fields that do not
 * pass are 400 with `fields`. Paying for `selectedPlan` is /api/create-payment-link's call.
 */
export async function action({ request }: ActionFunctionArgs) {
	await requireApiMethod(request, ['POST'])
	const { selectedPlan: _plan, ...input } = await readApiBody(request, apiRegisterSchema, 'auth')
	try {
		const user = await createUser(input)
		const { token } = await issueApiToken(user.id, null)
		return Response.json(
			{ token, user: (await getAccountSummary(user.id)).user },
			{ status: 201, headers: { 'Cache-Control': 'no-store' } },
		)
	} catch (error) {
		if (error instanceof EmailTakenError) return apiError(request, 409, 'API_EMAIL_TAKEN')
		throw error
	}
}

export const loader = ({ request }: ActionFunctionArgs) => requireApiMethod(request, ['POST'])
