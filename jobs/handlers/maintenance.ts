import { deleteAccountsWhere } from '#app/modules/account/delete-account.server.ts'
import { purgeOldIdempotencyKeys } from '#app/modules/api/api-idempotency.server.ts'
import { purgeExpiredApiTokens } from '#app/modules/api/api-tokens.server.ts'
import { advanceSandboxSubscriptions } from '#app/modules/billing/sandbox-clock.server.ts'
import { endExpiredTrials, remindEndingTrials } from '#app/modules/billing/trial.server.ts'
import { purgeStaleTemporaryUploads } from '#app/modules/episodes/episode-uploads.server.ts'
import { purgeOrphanUploads } from '#app/modules/episodes/orphan-uploads.server.ts'
import { rollOverBillingPeriods } from '#app/modules/quota/period-rollover.server.ts'
import { purgePastUploadDays } from '#app/modules/quota/upload-allowance.server.ts'
import { purgeOldWebhookDeliveries } from '#app/modules/webhooks/webhooks.server.ts'
import { purgeExpiredOAuthStates } from '#app/modules/youtube/youtube-account.server.ts'
import { purgeExpiredSessions } from '#app/utils/session.server.ts'
import { purgeExpiredRateLimits } from '#server/rate-limit-store.ts'

/**
 * Queue `billing-period-rollover`: ended monthly periods move forward (the quota module), then trials without a
 * subscription that have ended go back to the trial plan, and (billing sandbox only) sandbox subscriptions whose
 * period ended renew or end.
 */
export async function handleBillingPeriodRollover() {
	const now = new Date()
	return {
		rolled: await rollOverBillingPeriods(now),
		trialsEnded: await endExpiredTrials(now),
		trialReminders: await remindEndingTrials(now),
		sandbox: await advanceSandboxSubscriptions(now),
	}
}

/** Queue `demo-expiry`: demo accounts past their expiry go away with their data (cascade) and their files. */
export async function handleDemoExpiry() {
	return { deleted: await deleteAccountsWhere({ isDemoUser: true, demoExpiresAt: { lt: new Date() } }) }
}

/**
 * Queue `account-purge`: accounts whose scheduled deletion has come, expired sessions and OAuth states, uploaded
 * documents no episode uses after a day, rate-limit counters whose window has ended, expired API tokens, the API's
 * Idempotency-Keys after a day and each webhook's deliveries past its last 50.
 */
export async function handleAccountPurge() {
	const now = new Date()
	return {
		users: await deleteAccountsWhere({ deletionScheduledAt: { lt: now } }),
		sessions: await purgeExpiredSessions(now),
		oauthStates: await purgeExpiredOAuthStates(now),
		uploads: (await purgeOrphanUploads(now)).deleted,
		temporaryUploads: (await purgeStaleTemporaryUploads(now)).deleted,
		uploadDays: await purgePastUploadDays(now),
		rateLimits: await purgeExpiredRateLimits(now),
		apiTokens: await purgeExpiredApiTokens(now),
		idempotencyKeys: await purgeOldIdempotencyKeys(now),
		webhookDeliveries: await purgeOldWebhookDeliveries(),
	}
}
