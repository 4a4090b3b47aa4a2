import { getStripe, isSignatureError, verifyWebhookEvent } from '#app/integrations/stripe/client.server.ts'
import { readStripeSubscriptionIfExists } from '#app/integrations/stripe/subscription.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { billingMode } from './billing-config.server.ts'
import {
	applyBillingEvent,
	type BillingEvent,
	type BillingEventResult,
	type SubscriptionReader,
} from './billing-events.server.ts'
import { readSandboxSubscription, sandboxWebhookSecret } from './sandbox-store.server.ts'

export type WebhookAnswer = { status: number; message: string; result?: BillingEventResult }

/** The endpoint's secret and where subscriptions are re-read from, for the billing mode in use (null: payments off). */
function webhookSource(): { secret: string; readSubscription: SubscriptionReader } | null {
	const mode = billingMode()
	if (mode === 'stripe') {
		const stripe = getStripe()!
		return { secret: getEnv().STRIPE_WEBHOOK_SECRET!, readSubscription: (id) => readStripeSubscriptionIfExists(stripe, id) }
	}
	if (mode === 'sandbox') return { secret: sandboxWebhookSecret(), readSubscription: readSandboxSubscription }
	return null
}

/**
 * One delivery to /webhooks/stripe (Stripe's, or the sandbox's through the same path): the raw body's signature is
 * checked against the endpoint's secret (400 when it does not match or is missing), then the event is applied once
 * (200 for a replay, for events we do not use and for a subscription Stripe no longer has, so Stripe stops sending
 * them). A database or Stripe error throws:
 * the route answers 5xx and Stripe delivers again later.
 */
export async function receiveBillingWebhook(rawBody: string, signature: string | null): Promise<WebhookAnswer> {
	const source = webhookSource()
	if (!source) return { status: 404, message: 'Pagos no configurados' }
	let event: BillingEvent
	try {
		event = (await verifyWebhookEvent(rawBody, signature ?? '', source.secret)) as unknown as BillingEvent
	} catch (error) {
		if (isSignatureError(error)) return { status: 400, message: 'Firma no válida' }
		throw error
	}
	const result = await applyBillingEvent(event, source.readSubscription)
	return { status: 200, message: result.outcome, result }
}
