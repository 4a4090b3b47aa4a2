import type { Plan } from '#app/modules/plans/plan-schema.ts'
import { prisma } from '#app/utils/db.server.ts'
import { getEnv } from '#app/utils/env.server.ts'

export const TRIAL_DAYS = 7
const DAY_MS = 24 * 60 * 60 * 1000

/** GET /api/feature-flags: what the client may ask (the trial is off unless TRIAL_ENABLED=true). */
export function featureFlags() {
	return { trialEnabled: getEnv().TRIAL_ENABLED }
}

/**
 * TRIAL_ENABLED: a new account that signed up for a plan gets that plan for 7 days without a card (trialEndsAt).
 * Only for an account that never had a trial or a subscription. Answers whether the trial started.
 */
export async function startTrial(userId: string, plan: Plan, now: Date = new Date()) {
	if (!getEnv().TRIAL_ENABLED) return false
	const { count } = await prisma.user.updateMany({
		where: { id: userId, trialEndsAt: null, stripeSubscriptionId: null, isDemoUser: false },
		data: { planId: plan.id, trialEndsAt: new Date(now.getTime() + TRIAL_DAYS * DAY_MS) },
	})
	return count === 1
}

/** Whole days left of a running trial (1 on its last day), or null when there is none. */
export function trialDaysLeft(trialEndsAt: Date | null, now: Date = new Date()) {
	if (!trialEndsAt || trialEndsAt <= now) return null
	return Math.ceil((trialEndsAt.getTime() - now.getTime()) / DAY_MS)
}

/**
 * Hourly (with the billing-period rollover): accounts whose trial has ended without a subscription go back to the
 * trial plan. A trial account that subscribed meanwhile keeps what its subscription gives.
 */
export async function endExpiredTrials(now: Date = new Date()) {
	const { count } = await prisma.user.updateMany({
		where: { trialEndsAt: { lte: now }, stripeSubscriptionId: null, NOT: { planId: 'trial' } },
		data: { planId: 'trial' },
	})
	return count
}
