import crypto from 'node:crypto'
import { signWebhookPayload } from '#app/integrations/stripe/client.server.ts'
import type { SubscriptionSnapshot } from '#app/integrations/stripe/subscription.server.ts'
import { receiveBillingWebhook } from './billing-webhook.server.ts'
import { sandboxWebhookSecret } from './sandbox-store.server.ts'

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

/**
 * The sandbox's "Stripe sends a webhook": the event signed with the sandbox's secret and handed to the same receiver
 * as /webhooks/stripe (signature check, once-only, re-reading the subscription). Throws when it was not applied.
 */
export async function deliverSandboxEvent(type: string, object: Record<string, unknown>) {
	const event = {
		id: `evt_sandbox_${crypto.randomBytes(12).toString('hex')}`,
		object: 'event',
		type,
		created: Math.floor(Date.now() / 1000),
		livemode: false,
		data: { object },
	}
	const payload = JSON.stringify(event)
	const answer = await receiveBillingWebhook(payload, signWebhookPayload(payload, sandboxWebhookSecret()))
	if (answer.status !== 200) throw new Error(`El evento de prueba ${type} no se aplicó: ${answer.status} ${answer.message}`)
	return answer
}
