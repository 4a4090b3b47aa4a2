import type { ActionFunctionArgs } from '@remix-run/node'
import { PAYMENT_ERROR_STATUS, paymentLinkFor } from '#app/modules/billing/payment-link.server.ts'
import { requireUserId } from '#app/utils/auth.server.ts'
import { parsePlainForm } from '#app/utils/multipart-form.server.ts'
import { postOnly } from '#app/utils/post-only.server.ts'

/**
 * POST /api/create-payment-link (a form: planId): `{ paymentLink }`, where the browser goes to pay (see
 * paymentLinkFor), or `{ error }` with a code of locales/<lng>/errors.json and its status.
 */
export async function action({ request }: ActionFunctionArgs) {
	const userId = await requireUserId(request)
	const planId = (await parsePlainForm(request)).get('planId')
	const link = await paymentLinkFor(userId, typeof planId === 'string' ? planId : '', request)
	if ('error' in link) return Response.json({ error: link.error }, { status: PAYMENT_ERROR_STATUS[link.error] })
	return Response.json({ paymentLink: link.url })
}

export const loader = postOnly
