import type { SubscriptionSnapshot } from '#app/ports/payments.ts'
import { isStripeError, type StripeApi, type StripeSubscription } from './client.server.ts'

const fromUnix = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null)

/** Stripe's subscription object as a snapshot (API 2025+: the period lives on the subscription's item). */
export function toSubscriptionSnapshot(subscription: StripeSubscription): SubscriptionSnapshot {
	const item = subscription.items.data[0]
	const customer = subscription.customer
	return {
		id: subscription.id,
		customerId: typeof customer === 'string' ? customer : customer.id,
		status: subscription.status,
		priceId: item?.price.id ?? null,
		periodStart: fromUnix(item?.current_period_start) ?? new Date(),
		periodEnd: fromUnix(item?.current_period_end) ?? new Date(),
		cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
		canceledAt: fromUnix(subscription.canceled_at),
		endedAt: fromUnix(subscription.ended_at),
		metadata: subscription.metadata ?? {},
	}
}

const LIVE = new Set(['active', 'trialing', 'past_due'])

/** A customer's running subscription at Stripe (the newest), or null: asked before opening a second checkout. */
export async function findLiveStripeSubscription(stripe: StripeApi, customerId: string) {
	const { data } = await stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 10 })
	const live = data.filter((subscription) => LIVE.has(subscription.status)).sort((a, b) => b.created - a.created)
	return live[0] ? toSubscriptionSnapshot(live[0]) : null
}

/**
 * What changing a subscription's price charges now (always_invoice: the prorated difference for the rest of the
 * period), in the currency's minor unit, from Stripe's invoice preview; nothing is created at Stripe.
 */
export async function previewPriceChange(stripe: StripeApi, subscriptionId: string, priceId: string) {
	const subscription = await stripe.subscriptions.retrieve(subscriptionId)
	const item = subscription.items.data[0]!
	const preview = await stripe.invoices.createPreview({
		customer: typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id,
		subscription: subscription.id,
		subscription_details: { items: [{ id: item.id, price: priceId }], proration_behavior: 'always_invoice' },
	})
	return preview.amount_due
}

/**
 * Moves a subscription to another price. The prorated difference is invoiced and charged now (proration_behavior
 * always_invoice) and the new price applies only once that invoice is paid (payment_behavior pending_if_incomplete: a
 * declined card leaves the old price, the change waits in pending_update, which the app never reads as the plan). A
 * pending cancellation is withdrawn only after a change that went through (pending updates accept no other field).
 */
export async function changeStripePrice(
	stripe: StripeApi,
	subscriptionId: string,
	{ priceId, metadata }: { priceId: string; metadata: Record<string, string> },
) {
	const subscription = await stripe.subscriptions.retrieve(subscriptionId)
	if (subscription.status === 'past_due') return 'pastDue' as const
	const item = subscription.items.data[0]!
	const updated = await stripe.subscriptions.update(subscription.id, {
		items: [{ id: item.id, price: priceId }],
		proration_behavior: 'always_invoice',
		payment_behavior: 'pending_if_incomplete',
		metadata,
	})
	if (updated.pending_update) return 'unpaid' as const
	if (updated.cancel_at_period_end) await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: false })
	return 'changed' as const
}

/**
 * Refunds the paid payments of a subscription's latest invoice (one refund per payment: the idempotency key makes a
 * repeated call answer the same refund), then cancels it at once unless it has ended already. Refund first: a retry
 * after a failed cancellation still finds the subscription running and refunds nothing twice.
 */
export async function refundAndCancelStripeSubscription(stripe: StripeApi, subscriptionId: string) {
	const subscription = await stripe.subscriptions.retrieve(subscriptionId)
	const invoice = subscription.latest_invoice
	const invoiceId = typeof invoice === 'string' ? invoice : (invoice?.id ?? null)
	if (invoiceId) {
		const payments = await stripe.invoicePayments.list({ invoice: invoiceId, status: 'paid', limit: 100 })
		for (const { payment } of payments.data) {
			const intent = payment.payment_intent
			const paymentIntent = typeof intent === 'string' ? intent : intent?.id
			if (!paymentIntent) continue
			try {
				await stripe.refunds.create(
					{ payment_intent: paymentIntent, reason: 'duplicate', metadata: { subscription: subscriptionId } },
					{ idempotencyKey: `ondacast-refund-${paymentIntent}` },
				)
			} catch (error) {
				// refunded already (from Stripe's dashboard, or after our key expired): nothing more to give back
				if (!isStripeError(error) || error.code !== 'charge_already_refunded') throw error
			}
		}
	}
	if (subscription.status !== 'canceled' && subscription.status !== 'incomplete_expired') {
		await stripe.subscriptions.cancel(subscriptionId)
	}
}
