import type { SubscriptionSnapshot } from '#app/ports/payments.ts'

/** Statuses in which the subscription gives its plan (past_due: a payment failed, Stripe is retrying). */
const LIVE_STATUSES = new Set(['active', 'trialing', 'past_due'])
/** Statuses in which it has ended: the account falls back to the trial plan. */
const ENDED_STATUSES = new Set(['canceled', 'unpaid', 'incomplete_expired'])

/** The billing fields of a user that a subscription's state decides. */
export type UserBilling = {
	planId: string
	stripeCustomerId: string | null
	stripeSubscriptionId: string | null
	subscriptionStatus: string | null
}

export type BillingFields = {
	planId?: string
	stripeCustomerId?: string
	stripeSubscriptionId?: string | null
	subscriptionStatus?: string | null
	subscriptionPeriodEnd?: Date | null
	cancelledAt?: Date | null
}

/** Whether a subscription in this status gives its plan. */
export function isLiveStatus(status: string) {
	return LIVE_STATUSES.has(status)
}

/** Whether the user has a subscription that is running (possibly cancelled for the period's end, or past due). */
export function hasLiveSubscription(user: Pick<UserBilling, 'stripeSubscriptionId' | 'subscriptionStatus'>) {
	return Boolean(user.stripeSubscriptionId && user.subscriptionStatus && LIVE_STATUSES.has(user.subscriptionStatus))
}

/**
 * What a subscription's current state means for its user (null: nothing to change). `planId` is the purchasable
 * plan its price stands for. A live subscription gives its plan (and replaces any other); an ended one takes the
 * account back to the trial plan, but only if it is the account's current subscription: an old subscription ending
 * never undoes a newer one.
 */
export function billingFieldsFor(
	user: UserBilling,
	subscription: SubscriptionSnapshot,
	planId: string | null,
	now: Date = new Date(),
): BillingFields | null {
	const isCurrent = user.stripeSubscriptionId === null || user.stripeSubscriptionId === subscription.id
	if (LIVE_STATUSES.has(subscription.status) && planId) {
		return {
			planId,
			stripeCustomerId: subscription.customerId,
			stripeSubscriptionId: subscription.id,
			subscriptionStatus: subscription.status,
			subscriptionPeriodEnd: subscription.periodEnd,
			cancelledAt: subscription.cancelAtPeriodEnd ? (subscription.canceledAt ?? now) : null,
		}
	}
	if (!isCurrent) return null
	if (ENDED_STATUSES.has(subscription.status)) {
		return {
			planId: 'trial',
			stripeSubscriptionId: null,
			subscriptionStatus: subscription.status,
			subscriptionPeriodEnd: subscription.endedAt ?? subscription.periodEnd,
			cancelledAt: subscription.canceledAt ?? subscription.endedAt ?? now,
		}
	}
	// incomplete (the first payment is not done), paused: no plan given, the status is shown
	return { stripeCustomerId: subscription.customerId, subscriptionStatus: subscription.status }
}
