import { sendTrialEndingMail } from '#app/modules/email/service-mail.server.ts'
import type { Plan } from '#app/modules/plans/plan-schema.ts'
import { prisma } from '#app/utils/db.server.ts'
import { getEnv } from '#app/utils/env.server.ts'

const TRIAL_DAYS = 7
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

/** How long before a trial ends its reminder goes. */
const REMINDER_BEFORE_MS = 2 * DAY_MS

/**
 * Hourly (with endExpiredTrials): accounts whose trial ends within two days and who have not subscribed get the
 * 'trial ending' mail, once per trial (the outbox's key). Answers how many were scheduled.
 */
export async function remindEndingTrials(now: Date = new Date()) {
	const ending = await prisma.user.findMany({
		where: {
			trialEndsAt: { gt: now, lte: new Date(now.getTime() + REMINDER_BEFORE_MS) },
			stripeSubscriptionId: null,
			isDemoUser: false,
			NOT: { planId: 'trial' },
		},
		select: { id: true, trialEndsAt: true },
	})
	let scheduled = 0
	for (const user of ending) if (await sendTrialEndingMail(user.id, { endsAt: user.trialEndsAt! })) scheduled++
	return scheduled
}
