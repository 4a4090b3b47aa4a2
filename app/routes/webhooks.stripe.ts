import type { ActionFunctionArgs } from '@remix-run/node'
import { receiveBillingWebhook } from '#app/modules/billing/billing-webhook.server.ts'
import { getPayments } from '#app/modules/billing/payments.server.ts'
import { postOnly } from '#app/utils/post-only.server.ts'

const text = (status: number, message: string) =>
	new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })

/**
 * Stripe's webhook endpoint: the raw body is read as text before anything parses it (the signature covers its exact
 * bytes), for the payments adapter in use. A database failure answers 500 so that Stripe delivers the event again.
 */
export async function action({ request }: ActionFunctionArgs) {
	const rawBody = await request.text()
	try {
		const answer = await receiveBillingWebhook(getPayments(), rawBody, request.headers.get('Stripe-Signature'))
		return text(answer.status, answer.message)
	} catch (error) {
		console.error('[billing] webhook no aplicado (Stripe lo reenviará):', error)
		return text(500, 'Error al aplicar el evento')
	}
}

export const loader = postOnly
