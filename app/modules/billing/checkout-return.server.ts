import { getStripe, isStripeError } from '#app/integrations/stripe/client.server.ts'
import { readStripeSubscription } from '#app/integrations/stripe/subscription.server.ts'
import { getPlan } from '#app/modules/plans/plans.server.ts'
import { prisma } from '#app/utils/db.server.ts'
import { billingMode } from './billing-config.server.ts'
import { applySubscriptionState } from './billing-events.server.ts'
import { readSandboxSession } from './sandbox-store.server.ts'

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
 * The subscription of this account's Checkout Session, applied to the account if Stripe says it is paid (the webhook
 * may still be on its way); null for a session that is not this account's, not paid yet or not found.
 */
async function sessionSubscription(userId: string, sessionId: string | null) {
	if (!sessionId || sessionId.length > 255) return null
	const mode = billingMode()
	if (mode === 'sandbox') {
		const session = await readSandboxSession(sessionId)
		return session?.userId === userId && session.status === 'complete' ? session.subscriptionId : null
	}
	if (mode !== 'stripe') return null
	const stripe = getStripe()!
	try {
		const session = await stripe.checkout.sessions.retrieve(sessionId)
		const subscriptionId = typeof session.subscription === 'string' ? session.subscription : (session.subscription?.id ?? null)
		if (session.client_reference_id !== userId || session.status !== 'complete' || !subscriptionId) return null
		const subscription = await readStripeSubscription(stripe, subscriptionId)
		await prisma.$transaction((tx) => applySubscriptionState(tx, subscription, { userId, startsPeriod: false }))
		return subscriptionId
	} catch (error) {
		if (isStripeError(error)) return null // not found, Stripe down: keep confirming, the page asks again
		throw error
	}
}
