import { isPaymentsError, type Payments } from '#app/ports/payments.ts'
import { applyBillingEvent, type BillingEventResult, MalformedEventError } from './billing-events.server.ts'

export type WebhookAnswer = { status: number; message: string; result?: BillingEventResult }

/**
 * One delivery to /webhooks/stripe (Stripe's, or the sandbox's through the same path), for the payments adapter in
 * use (null: payments off, 404): the raw body's signature is checked against the adapter's secret (400 when it does
 * not match, is missing, or is too old or ahead of our clock), then the event is applied once (200 for a replay, for
 * events we do not use and for a subscription the payments side no longer has, so it stops sending them). A signed
 * event that lacks what we read, or names an object that cannot exist (a malformed id), is 400 and one warning line:
 * no retry would apply it. A database or Stripe failure throws (a refund Stripe refused among them): the route
 * answers 5xx, logs it as an error, and Stripe delivers again later.
 */
export async function receiveBillingWebhook(
	payments: Payments | null,
	rawBody: string,
	signature: string | null,
): Promise<WebhookAnswer> {
	if (!payments) return { status: 404, message: 'Pagos no configurados' }
	try {
		const event = await payments.verifyEvent(rawBody, signature ?? '')
		const result = await applyBillingEvent(event, payments)
		return { status: 200, message: result.outcome, result }
	} catch (error) {
		if (isPaymentsError(error) && error.kind === 'signature') return { status: 400, message: 'Firma no válida' }
		if (error instanceof MalformedEventError || (isPaymentsError(error) && error.kind === 'invalid')) {
			console.warn(`[billing] evento rechazado (400): ${error.message}`)
			return { status: 400, message: 'Evento no válido' }
		}
		throw error
	}
}
