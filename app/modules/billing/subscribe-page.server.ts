import { getPlan } from '#app/modules/plans/plans.server.ts'
import { prisma } from '#app/utils/db.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { billingMode, findPurchasablePlan } from './billing-config.server.ts'
import { hasLiveSubscription } from './subscription-state.server.ts'

/** The plan of /subscribe/{planId}: esencial when none is named; null for an unknown plan or one not sold (Agencia). */
export function subscribePlan(planId: string | undefined) {
	return findPurchasablePlan(planId ?? 'esencial')
}

/**
 * What the subscribe page offers this visitor: sign up first (signed out), pay (no subscription yet), switch plans
 * (a subscription already runs), nothing (already on this plan), or nothing to pay with (payments off).
 */
export async function subscribeOffer(userId: string | null, planId: string) {
	const mode = billingMode()
	const trialEnabled = getEnv().TRIAL_ENABLED
	if (!userId) return { mode, trialEnabled, action: 'signUp' as const }
	const user = await prisma.user.findUniqueOrThrow({
		where: { id: userId },
		select: { planId: true, isDemoUser: true, stripeSubscriptionId: true, subscriptionStatus: true },
	})
	if (user.isDemoUser) return { mode, trialEnabled, action: 'signUp' as const }
	const live = hasLiveSubscription(user)
	if (live && getPlan(user.planId).id === planId) return { mode, trialEnabled, action: 'current' as const }
	return { mode, trialEnabled, action: live ? ('change' as const) : ('pay' as const) }
}

/** The plan's page, /subscribe/{planId}, as an absolute address: where a plan is bought, changed or explained. */
export function planPageUrl(origin: string, planId: string) {
	return `${origin}/subscribe/${planId}`
}

/** The page of a plan that is sold (GET /api/subscription/payment-link, the embedded-payment refusal), or null. */
export function planPageLink(request: Request, planId: string | undefined) {
	const plan = subscribePlan(planId)
	return plan ? planPageUrl(checkoutOrigin(request), plan.id) : null
}

/**
 * The address the checkout comes back to: APP_URL (start-up requires it with a Stripe key); without one (the sandbox,
 * in development) the request's own origin.
 */
export function checkoutOrigin(request: Request) {
	return getEnv().APP_URL?.replace(/\/+$/, '') ?? new URL(request.url).origin
}
