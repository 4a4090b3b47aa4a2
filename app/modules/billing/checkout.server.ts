import { expireOpenCheckouts } from '#app/integrations/stripe/checkout-sessions.server.ts'
import { getStripe, isStripeError } from '#app/integrations/stripe/client.server.ts'
import { findLiveStripeSubscription } from '#app/integrations/stripe/subscription.server.ts'
import type { Plan } from '#app/modules/plans/plan-schema.ts'
import { prisma } from '#app/utils/db.server.ts'
import { billingMode, priceIdFor } from './billing-config.server.ts'
import { applySubscriptionState } from './billing-events.server.ts'
import { changeSubscriptionPlan } from './manage-subscription.server.ts'
import { createSandboxSession, newSandboxCustomerId } from './sandbox-store.server.ts'
import { hasLiveSubscription } from './subscription-state.server.ts'

/** Why a checkout could not start: payments are off, or Stripe failed (the user may try again). */
export class CheckoutError extends Error {
	override name = 'CheckoutError'
	readonly code: 'PAYMENTS_NOT_CONFIGURED' | 'CHECKOUT_FAILED' | 'PLAN_CHANGE_UNPAID' | 'PLAN_CHANGE_PAST_DUE'
	constructor(code: CheckoutError['code'], options?: { cause?: unknown }) {
		super(code, options)
		this.code = code
	}
}

/** Where a paid checkout comes back to; Stripe replaces {CHECKOUT_SESSION_ID} with the session's id. */
function successUrl(origin: string) {
	return `${origin}/dashboard?subscription=success&session_id={CHECKOUT_SESSION_ID}`
}

/**
 * Starts buying `plan` for a signed-in account and answers where the browser goes next: Stripe's Checkout page (a
 * subscription, the customer created once per account or reused, client_reference_id = the account, metadata the
 * plan, Spanish), the sandbox's local checkout, or, for an account that already subscribes, back to the dashboard
 * after its subscription's price changed (with proration). The plan itself changes only when the webhook (or the
 * return page reading the session) confirms it.
 */
export async function startCheckout({ userId, plan, origin }: { userId: string; plan: Plan; origin: string }) {
	const mode = billingMode()
	const priceId = priceIdFor(plan.id, mode)
	if (mode === 'off' || !priceId) throw new CheckoutError('PAYMENTS_NOT_CONFIGURED')
	const user = await prisma.user.findUniqueOrThrow({
		where: { id: userId },
		select: { id: true, email: true, planId: true, stripeCustomerId: true, stripeSubscriptionId: true, subscriptionStatus: true },
	})
	if (hasLiveSubscription(user)) return changePlan(user.id, plan)
	if (mode === 'sandbox') {
		const customerId = await saveCustomerId(user.id, user.stripeCustomerId ?? newSandboxCustomerId())
		const session = await createSandboxSession({ userId: user.id, planId: plan.id, priceId, customerId })
		return `/billing/sandbox/${session.id}`
	}
	const stripe = getStripe()!
	let customerId = user.stripeCustomerId
	try {
		// paid already, its webhook not here yet: a second checkout would charge twice, so change that subscription
		const running = customerId ? await findLiveStripeSubscription(stripe, customerId) : null
		if (running) {
			await prisma.$transaction((tx) => applySubscriptionState(tx, running, { userId: user.id, startsPeriod: false }))
			return await changePlan(user.id, plan)
		}
		if (!customerId) {
			const customer = await stripe.customers.create(
				{ email: user.email, metadata: { userId: user.id } },
				{ idempotencyKey: `ondacast-customer-${user.id}` },
			)
			customerId = await saveCustomerId(user.id, customer.id)
		} else {
			// an older checkout left open (another tab, a page left open) could be paid too: a second subscription
			await expireOpenCheckouts(stripe, customerId)
		}
		const session = await stripe.checkout.sessions.create({
			mode: 'subscription',
			customer: customerId,
			client_reference_id: user.id,
			line_items: [{ price: priceId, quantity: 1 }],
			metadata: { plan: plan.id, userId: user.id },
			subscription_data: { metadata: { plan: plan.id, userId: user.id } },
			locale: 'es',
			success_url: successUrl(origin),
			cancel_url: `${origin}/subscribe/${plan.id}`,
		})
		if (session.url) return session.url
		throw new CheckoutError('CHECKOUT_FAILED')
	} catch (error) {
		if (isStripeError(error)) throw new CheckoutError('CHECKOUT_FAILED', { cause: error })
		throw error
	}
}

/** A subscriber's change of plan: back to the dashboard once done; an unpaid or past-due one is refused with its code. */
async function changePlan(userId: string, plan: Plan) {
	const change = await changeSubscriptionPlan(userId, plan)
	if (change === 'unpaid') throw new CheckoutError('PLAN_CHANGE_UNPAID')
	if (change === 'pastDue') throw new CheckoutError('PLAN_CHANGE_PAST_DUE')
	return `/dashboard?subscription=changed&plan=${plan.id}`
}

/** Keeps the account's customer id (the first one wins when two checkouts race) and answers the one kept. */
async function saveCustomerId(userId: string, customerId: string) {
	await prisma.user.updateMany({ where: { id: userId, stripeCustomerId: null }, data: { stripeCustomerId: customerId } })
	const { stripeCustomerId } = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { stripeCustomerId: true } })
	return stripeCustomerId ?? customerId
}
