import { getPlan, planOf } from '#app/modules/plans/plans.server.ts'
import { prisma, type Tx } from '#app/utils/db.server.ts'
import { mailLocale, scheduleEmail, scheduleUserEmail } from './outbox.server.ts'

/**
 * Service mail: about the account and its payments, sent whatever the notification switches say. Each function
 * schedules one message through the outbox (at most once per key) and takes the caller's transaction when given,
 * so the mail exists only if what it tells about is committed (billing: call these inside the transaction that
 * records the payment event).
 */
async function inTransaction<T>(tx: Tx | undefined, work: (tx: Tx) => Promise<T>) {
	return tx ? work(tx) : prisma.$transaction(work)
}

async function planNameOf(tx: Tx, userId: string) {
	const user = await tx.user.findUnique({ where: { id: userId }, select: { planId: true, isDemoUser: true } })
	return user ? planOf(user) : null
}

/** Welcome, with the plan the account starts on (registration; a demo that becomes an account). */
export async function sendWelcomeMail(userId: string, tx?: Tx, { buyingPlanName }: { buyingPlanName?: string } = {}) {
	return inTransaction(tx, async (tx) => {
		const user = await tx.user.findUnique({ where: { id: userId }, select: { firstName: true, planId: true, isDemoUser: true } })
		if (!user || user.isDemoUser) return null
		const plan = planOf(user)
		return scheduleUserEmail(tx, userId, {
			key: `welcome:${userId}`,
			kind: 'welcome',
			data: {
				planName: plan.name,
				episodesPerMonth: plan.episodesPerMonth,
				firstName: user.firstName,
				// registering on the way to a checkout: the welcome names the plan being bought (unless already given)
				buyingPlanName: buyingPlanName && buyingPlanName !== plan.name ? buyingPlanName : null,
			},
		})
	})
}

/**
 * A payment failed: with the link to update the card. `eventId` is what makes it one mail per failure (the
 * invoice's or the event's id); `updateCardPath` is the app's page that opens the card update (default /settings).
 */
export async function sendPaymentFailedMail(
	userId: string,
	input: { eventId: string; updateCardPath?: string; planName?: string },
	tx?: Tx,
) {
	return inTransaction(tx, async (tx) => {
		const plan = await planNameOf(tx, userId)
		if (!plan) return null
		return scheduleUserEmail(tx, userId, {
			key: `payment-failed:${input.eventId}`,
			kind: 'payment-failed',
			data: { planName: input.planName ?? plan.name, updateCardPath: safePath(input.updateCardPath) },
		})
	})
}

/** The subscription was cancelled: the plan stays until `endsAt`. One mail per subscription and end date. */
export async function sendSubscriptionCancelledMail(
	userId: string,
	input: { subscriptionId: string; endsAt: Date; planName?: string },
	tx?: Tx,
) {
	return inTransaction(tx, async (tx) => {
		const plan = await planNameOf(tx, userId)
		if (!plan) return null
		return scheduleUserEmail(tx, userId, {
			key: `subscription-cancelled:${input.subscriptionId}:${input.endsAt.toISOString()}`,
			kind: 'subscription-cancelled',
			data: { planName: input.planName ?? plan.name, endDate: input.endsAt.toISOString() },
		})
	})
}

/**
 * The free trial ends soon (TRIAL_ENABLED): the plan it tries, the end date, the way to keep it. One mail per account
 * and trial end.
 */
export async function sendTrialEndingMail(userId: string, input: { endsAt: Date }, tx?: Tx) {
	return inTransaction(tx, async (tx) => {
		const plan = await planNameOf(tx, userId)
		if (!plan) return null
		return scheduleUserEmail(tx, userId, {
			key: `trial-ending:${userId}:${input.endsAt.toISOString()}`,
			kind: 'trial-ending',
			data: {
				planName: plan.name,
				planId: plan.id,
				endDate: input.endsAt.toISOString(),
				// what the account falls back to (endExpiredTrials)
				fallbackPlanName: getPlan('trial').name,
				fallbackEpisodes: getPlan('trial').episodesPerMonth,
			},
		})
	})
}

/**
 * The account was deleted: a confirmation to its address. Call it inside the transaction that deletes the user,
 * before the delete (the row is read for the address and language; the message keeps no link to the account).
 */
export async function sendAccountDeletedMail(userId: string, tx: Tx) {
	const user = await tx.user.findUnique({
		where: { id: userId },
		select: { email: true, defaultLanguage: true, isDemoUser: true },
	})
	if (!user || user.isDemoUser) return null
	return scheduleEmail(tx, {
		key: `account-deleted:${userId}`,
		kind: 'account-deleted',
		to: user.email,
		userId: null,
		locale: mailLocale(user),
		data: { email: user.email },
	})
}

/** Only a path of this app (no other site) may be the card-update link. */
function safePath(path: string | undefined) {
	return path && /^\/(?![/\\])/.test(path) ? path : '/settings'
}
