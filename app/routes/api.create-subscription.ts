import type { ActionFunctionArgs } from '@remix-run/node'
import { checkoutOrigin, subscribePlan } from '#app/modules/billing/subscribe-page.server.ts'
import { notFound } from '#app/modules/errors/not-found.server.ts'
import { requireUserId } from '#app/utils/auth.server.ts'
import { parsePlainForm } from '#app/utils/multipart-form.server.ts'

/**
 * POST /api/create-subscription (a form: planId) is the spec's Variant A, a card form inside the app confirmed with
 * a client secret. We ship Variant B, Stripe's own payment page (docs/decisions/0032): this answers
 * `{ error: 'EMBEDDED_PAYMENT_UNAVAILABLE', paymentLink }` with the plan's page to pay from, never a client secret.
 */
export async function action({ request }: ActionFunctionArgs) {
	await requireUserId(request)
	const planId = (await parsePlainForm(request)).get('planId')
	const plan = subscribePlan(typeof planId === 'string' ? planId : '')
	if (!plan) return notFound(request, 'PLAN_NOT_FOUND')
	return Response.json(
		{ error: 'EMBEDDED_PAYMENT_UNAVAILABLE', paymentLink: `${checkoutOrigin(request)}/subscribe/${plan.id}` },
		{ status: 400 },
	)
}
