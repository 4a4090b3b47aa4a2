import { getPlan } from '#app/modules/plans/plans.server.ts'
import { isPaymentsError } from '#app/ports/payments.ts'
import { prisma } from '#app/utils/db.server.ts'
import { applySubscriptionState, PAYMENTS_TRANSACTION } from './billing-events.server.ts'
import { getPayments } from './payments.server.ts'

/** What the return page shows: confirmed ('¡Suscripción exitosa!', the plan's name) or still confirming. */
export type CheckoutReturn = { state: 'confirmed'; planName: string } | { state: 'confirming' }

/**
 * The return from a checkout (`?subscription=success&session_id=…`) or a plan change (`?subscription=changed&plan=…`).
 * Confirmed only once the account holds the subscription: applied by the webhook, or, when the webhook has not
 * arrived yet, by retrieving the Checkout Session from Stripe, and only if that session belongs to this account
 * (its client_reference_id). Another account's session id confirms nothing.
 */
export async function checkoutReturnFor(userId: string, params: URLSearchParams): Promise<CheckoutReturn | null> {
	const kind = params.get('subscription')
	if (kind !== 'success' && kind !== 'changed') return null
	const subscriptionId = kind === 'success' ? await sessionSubscription(userId, params.get('session_id')) : null
	const user = await prisma.user.findUniqueOrThrow({
		where: { id: userId },
		select: { planId: true, isDemoUser: true, stripeSubscriptionId: true, subscriptionStatus: true },
	})
	const plan = getPlan(user.planId)
	const confirmed =
		kind === 'success'
			? subscriptionId !== null && user.stripeSubscriptionId === subscriptionId
			: plan.id === params.get('plan') && user.stripeSubscriptionId !== null
	return confirmed ? { state: 'confirmed', planName: plan.name } : { state: 'confirming' }
}

/**
 * The subscription of this account's checkout, applied to the account if the payments side says it is paid (the
 * webhook may still be on its way); null for a session that is not this account's, not paid yet or not found.
 */
async function sessionSubscription(userId: string, sessionId: string | null) {
	const payments = getPayments()
	if (!payments || !sessionId || sessionId.length > 255) return null
	try {
		const session = await payments.readCheckout(sessionId)
		if (session?.userId !== userId || session.status !== 'complete' || !session.subscriptionId) return null
		const subscription = await payments.readSubscription(session.subscriptionId)
		if (!subscription) return null
		await prisma.$transaction(
			(tx) => applySubscriptionState(tx, payments, subscription, { userId, startsPeriod: false }),
			PAYMENTS_TRANSACTION,
		)
		return subscription.id
	} catch (error) {
		if (isPaymentsError(error)) return null // not found, Stripe down: keep confirming, the page asks again
		throw error
	}
}
