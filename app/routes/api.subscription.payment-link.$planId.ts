import type { LoaderFunctionArgs } from '@remix-run/node'
import { planPageLink } from '#app/modules/billing/subscribe-page.server.ts'
import { notFound } from '#app/modules/errors/not-found.server.ts'

/**
 * GET /api/subscription/payment-link/{planId}: `{ url }`, the plan's page, from which a visitor signs up or pays (a
 * GET never opens a checkout: that is a POST's work). An unknown plan, or one not sold, is a 404 `{ error, code: 'PLAN_NOT_FOUND' }`.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const url = planPageLink(request, params.planId)
	if (!url) return notFound(request, 'PLAN_NOT_FOUND')
	return Response.json({ url })
}
