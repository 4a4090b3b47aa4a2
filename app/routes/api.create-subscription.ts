import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { requireApiUserId } from '#app/modules/api/api-auth.server.ts'
import { readApiBody } from '#app/modules/api/api-body.server.ts'
import { requireApiMethod } from '#app/modules/api/api-methods.server.ts'
import { apiError } from '#app/modules/api/api-responses.server.ts'
import { planChoiceSchema } from '#app/modules/billing/plan-choice-schema.ts'
import { planPageLink } from '#app/modules/billing/subscribe-page.server.ts'

/**
 * POST /api/create-subscription `{ planId }` would answer a client secret for a card form inside the app. The app
 * pays on Stripe's own payment page instead (docs/decisions/0032): this answers the documented refusal, 400
 * `EMBEDDED_PAYMENT_UNAVAILABLE`, naming the plan's page to pay from (in the text, and as the `Link` header's
 * `rel="payment"`), never a client secret. An unknown plan is a 404 `PLAN_NOT_FOUND`.
 */
export async function action({ request }: ActionFunctionArgs) {
	await requireApiMethod(request, ['POST'])
	await requireApiUserId(request)
	const { planId } = await readApiBody(request, planChoiceSchema, 'errors')
	const paymentLink = planPageLink(request, planId)
	if (!paymentLink) return apiError(request, 404, { code: 'PLAN_NOT_FOUND' })
	return apiError(
		request,
		400,
		{ code: 'EMBEDDED_PAYMENT_UNAVAILABLE', params: { url: paymentLink } },
		{ headers: { Link: `<${paymentLink}>; rel="payment"` } },
	)
}

export const loader = ({ request }: LoaderFunctionArgs) => requireApiMethod(request, ['POST'])
