import crypto from 'node:crypto'
import type { SubscriptionSnapshot } from '#app/ports/payments.ts'

/** A sandbox subscription as the `data.object` of Stripe's subscription events (the webhook re-reads it anyway). */
export function sandboxSubscriptionObject(subscription: SubscriptionSnapshot) {
	return {
		id: subscription.id,
		object: 'subscription',
		customer: subscription.customerId,
		status: subscription.status,
		metadata: subscription.metadata,
	}
}

/** An invoice of a sandbox subscription, as invoice.paid carries it. */
export function sandboxInvoiceObject(subscription: SubscriptionSnapshot) {
	return {
		id: `in_sandbox_${crypto.randomBytes(12).toString('hex')}`,
		object: 'invoice',
		customer: subscription.customerId,
		parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
	}
}

/** A sandbox event as Stripe would send it, as the JSON body the webhook receives. */
export function sandboxEventPayload(type: string, object: Record<string, unknown>) {
	return JSON.stringify({
		id: `evt_sandbox_${crypto.randomBytes(12).toString('hex')}`,
		object: 'event',
		type,
		created: Math.floor(Date.now() / 1000),
		livemode: false,
		data: { object },
	})
}
