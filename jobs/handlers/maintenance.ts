import { deleteAccountsWhere } from '#app/modules/account/delete-account.server.ts'
import { advanceSandboxSubscriptions } from '#app/modules/billing/sandbox-clock.server.ts'
import { endExpiredTrials, remindEndingTrials } from '#app/modules/billing/trial.server.ts'
import { purgeStaleTemporaryUploads } from '#app/modules/episodes/episode-uploads.server.ts'
import { purgeOrphanUploads } from '#app/modules/episodes/orphan-uploads.server.ts'
import { currentPeriodStart } from '#app/modules/quota/billing-period.ts'
import { prisma } from '#app/utils/db.server.ts'

const BATCH = 500

/**
 * Queue `billing-period-rollover`: moves each user's monthly period forward once it has ended, with the same
 * month arithmetic as the quota module (a Jan 31 period ends on Feb 28/29). Each row is updated only if no one
 * moved it meanwhile (consuming quota also rolls the period). Then trials without a subscription that have ended go
 * back to the trial plan, and (billing sandbox only) sandbox subscriptions whose period ended renew or end.
 */
export async function handleBillingPeriodRollover() {
	const now = new Date()
	let rolled = 0
	for (;;) {
		const due = await prisma.$queryRaw<Array<{ id: string; billingPeriodStart: Date }>>`
			SELECT "id", "billingPeriodStart" FROM "users"
			WHERE "billingPeriodStart" + interval '1 month' <= ${now} ORDER BY "id" LIMIT ${BATCH}`
		for (const user of due) {
			rolled += await prisma.$executeRaw`
				UPDATE "users" SET "billingPeriodStart" = ${currentPeriodStart(user.billingPeriodStart, now)}, "episodesUsedThisMonth" = 0, "updatedAt" = now()
				WHERE "id" = ${user.id}::uuid AND "billingPeriodStart" = ${user.billingPeriodStart}`
		}
		if (due.length < BATCH) {
			return {
				rolled,
				trialsEnded: await endExpiredTrials(now),
				trialReminders: await remindEndingTrials(now),
				sandbox: await advanceSandboxSubscriptions(now),
			}
		}
	}
}

/** Queue `demo-expiry`: demo accounts past their expiry go away with their data (cascade) and their files. */
export async function handleDemoExpiry() {
	return { deleted: await deleteAccountsWhere({ isDemoUser: true, demoExpiresAt: { lt: new Date() } }) }
}

/**
 * Queue `account-purge`: accounts whose scheduled deletion has come, expired sessions and OAuth states, and uploaded
 * documents no episode uses after a day.
 */
export async function handleAccountPurge() {
	const now = new Date()
	const users = await deleteAccountsWhere({ deletionScheduledAt: { lt: now } })
	const [sessions, states] = await prisma.$transaction([
		prisma.session.deleteMany({ where: { expire: { lt: now } } }),
		prisma.oAuthState.deleteMany({ where: { expiresAt: { lt: now } } }),
	])
	const uploads = await purgeOrphanUploads(now)
	const temporary = await purgeStaleTemporaryUploads(now)
	return {
		users,
		sessions: sessions.count,
		oauthStates: states.count,
		uploads: uploads.deleted,
		temporaryUploads: temporary.deleted,
	}
}
