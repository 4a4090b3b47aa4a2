import { isResourceMissingError, type StripeApi, type StripeSubscription } from './client.server.ts'

/** What the app reads of a subscription: the same shape from Stripe and from the billing sandbox. */
export type SubscriptionSnapshot = {
	id: string
	customerId: string
	/** Stripe's status: active, trialing, past_due, canceled, unpaid, incomplete, incomplete_expired, paused */
	status: string
	priceId: string | null
	periodStart: Date
	periodEnd: Date
	/** Cancelled by the customer: ends at the period's end (cancel_at_period_end or a cancel_at date). */
	cancelAtPeriodEnd: boolean
	canceledAt: Date | null
	endedAt: Date | null
	metadata: Record<string, string>
}

const fromUnix = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null)

/** Stripe's subscription object as a snapshot (API 2025+: the period lives on the subscription's item). */
function toSubscriptionSnapshot(subscription: StripeSubscription): SubscriptionSnapshot {
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

/** The subscription's current state, read from Stripe (webhooks apply this, not the event's copy, which may be stale). */
export async function readStripeSubscription(stripe: StripeApi, subscriptionId: string) {
	return toSubscriptionSnapshot(await stripe.subscriptions.retrieve(subscriptionId))
}

/** As readStripeSubscription, but null when Stripe answers that it does not exist (resource_missing). */
export async function readStripeSubscriptionIfExists(stripe: StripeApi, subscriptionId: string) {
	try {
		return await readStripeSubscription(stripe, subscriptionId)
	} catch (error) {
		if (isResourceMissingError(error)) return null
		throw error
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
	return { amountDue: preview.amount_due, currency: preview.currency }
}
