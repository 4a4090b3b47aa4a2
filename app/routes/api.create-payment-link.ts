import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { requireApiUserId } from '#app/modules/api/api-auth.server.ts'
import { readApiBody } from '#app/modules/api/api-body.server.ts'
import { withIdempotency } from '#app/modules/api/api-idempotency.server.ts'
import { requireApiMethod } from '#app/modules/api/api-methods.server.ts'
import { apiError } from '#app/modules/api/api-responses.server.ts'
import { PAYMENT_ERROR_STATUS, paymentLinkFor } from '#app/modules/billing/payment-link.server.ts'
import { planChoiceSchema } from '#app/modules/billing/plan-choice-schema.ts'

/**
 * POST /api/create-payment-link `{ planId }`: `{ paymentLink }`, where the browser goes to pay (see paymentLinkFor),
 * or `{ error, code }` with the subscribe page's status for it (404 unknown plan, 409 already on it, 503 payments
 * not set up, 502 the payments side failed).
 */
export async function action({ request }: ActionFunctionArgs) {
	await requireApiMethod(request, ['POST'])
	const userId = await requireApiUserId(request)
	// a retry with the same Idempotency-Key gets the same checkout, never a second one
	return withIdempotency(request, userId, async () => {
		const { planId } = await readApiBody(request, planChoiceSchema, 'errors')
		const link = await paymentLinkFor(userId, planId, request)
		if ('error' in link) return apiError(request, PAYMENT_ERROR_STATUS[link.error], { code: link.error })
		return Response.json({ paymentLink: link.url })
	})
}

export const loader = ({ request }: LoaderFunctionArgs) => requireApiMethod(request, ['POST'])
