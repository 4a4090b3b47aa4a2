import type { ActionFunctionArgs } from '@remix-run/node'
import { planPageLink } from '#app/modules/billing/subscribe-page.server.ts'
import { notFound } from '#app/modules/errors/not-found.server.ts'
import { requireUserId } from '#app/utils/auth.server.ts'
import { parsePlainForm } from '#app/utils/multipart-form.server.ts'
import { postOnly } from '#app/utils/post-only.server.ts'

/**
 * POST /api/create-subscription (a form: planId) would answer a client secret for a card form inside the app. The
 * app pays on Stripe's own payment page instead (docs/decisions/0032): this answers
 * `{ error: 'EMBEDDED_PAYMENT_UNAVAILABLE', paymentLink }` with the plan's page to pay from, never a client secret.
 */
export async function action({ request }: ActionFunctionArgs) {
	await requireUserId(request)
	const planId = (await parsePlainForm(request)).get('planId')
	const paymentLink = planPageLink(request, typeof planId === 'string' ? planId : '')
	if (!paymentLink) return notFound(request, 'PLAN_NOT_FOUND')
	return Response.json({ error: 'EMBEDDED_PAYMENT_UNAVAILABLE', paymentLink }, { status: 400 })
}

export const loader = postOnly
