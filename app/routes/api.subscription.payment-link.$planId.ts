import type { LoaderFunctionArgs } from '@remix-run/node'
import { planPageLink } from '#app/modules/billing/subscribe-page.server.ts'

/**
 * GET /api/subscription/payment-link/{planId}: `{ url }`, the plan's page, from which a visitor signs up or pays (a
 * GET never opens a checkout: that is a POST's work). An unknown plan, or one not sold, is `{ error: 'PLAN_NOT_FOUND' }`.
 */
export function loader({ request, params }: LoaderFunctionArgs) {
	const url = planPageLink(request, params.planId)
	if (!url) return Response.json({ error: 'PLAN_NOT_FOUND' }, { status: 404 })
	return Response.json({ url })
}
