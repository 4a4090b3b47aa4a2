import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireApiMethod } from '#app/modules/api/api-methods.server.ts'
import { apiError } from '#app/modules/api/api-responses.server.ts'
import { planPageLink } from '#app/modules/billing/subscribe-page.server.ts'

/**
 * GET /api/subscription/payment-link/{planId} (anyone): `{ url }`, the plan's page, from which a visitor signs up or
 * pays (a GET never opens a checkout: that is a POST's work). An unknown plan, or one not sold, is a 404
 * `PLAN_NOT_FOUND`.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const url = planPageLink(request, params.planId)
	if (!url) return apiError(request, 404, { code: 'PLAN_NOT_FOUND' })
	return Response.json({ url })
}

export const action = ({ request }: LoaderFunctionArgs) => requireApiMethod(request, ['GET'])
