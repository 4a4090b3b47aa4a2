import { planOf } from '#app/modules/plans/plans.server.ts'
import { type Db, prisma, type Tx } from '#app/utils/db.server.ts'
import { isUuid } from '#app/utils/uuid.ts'
import { currentPeriodStart } from './billing-period.ts'

export { addMonths, currentPeriodStart } from './billing-period.ts'

/** Episodes counted in the current billing period and the plan's monthly limit (-1 = unlimited). */
export type Quota = { used: number; limit: number }

export type ConsumeResult = { ok: true; quota: Quota } | { ok: false; quota: Quota }

/** What a user without a readable account sees: nothing used, one episode. */
const FALLBACK_QUOTA: Quota = { used: 0, limit: 1 }

/** The fields quota needs, or null for an id that is not a user (including ids that are not UUIDs). */
async function findQuotaUser(userId: string, db: Db | Tx) {
	if (!isUuid(userId)) return null
	return db.user.findUnique({ where: { id: userId }, select: { planId: true, isDemoUser: true, billingPeriodStart: true } })
}

/** The monthly limit of a user's plan; demo accounts use the `demo` plan whatever their planId says. */
function planLimit(user: { planId: string; isDemoUser: boolean }) {
	return planOf(user).episodesPerMonth
}

/** Ledger rows of a user in one period: the `used` every screen shows. */
function countUsed(userId: string, periodStart: Date, db: Db | Tx) {
	return db.usageLedgerEntry.count({ where: { userId, periodStart } })
}

/** A user's usage in the current period (computed from billingPeriodStart, not trusting the rollover job). */
export async function getQuota(userId: string, db: Db | Tx = prisma): Promise<Quota> {
	const user = await findQuotaUser(userId, db)
	if (!user) return { ...FALLBACK_QUOTA }
	return quotaOf({ id: userId, ...user }, db)
}

/** getQuota for a user whose row the caller has already read (the signed-in pages' account row). */
export async function quotaOf(
	user: { id: string; planId: string; isDemoUser: boolean; billingPeriodStart: Date },
	db: Db | Tx = prisma,
): Promise<Quota> {
	const used = await countUsed(user.id, currentPeriodStart(user.billingPeriodStart), db)
	return { used, limit: planLimit(user) }
}

/** Counts one episode against the user's plan; refused (ok: false) once the month's episodes are used up. */
export async function consumeQuota(
	{ userId, episodeId }: { userId: string; episodeId: string },
	db: Db | Tx = prisma,
): Promise<ConsumeResult> {
	const user = await findQuotaUser(userId, db)
	if (!user) return { ok: false, quota: { ...FALLBACK_QUOTA } }
	return consumeWithLimit({ userId, episodeId, limit: planLimit(user), anchor: user.billingPeriodStart }, db)
}

type ConsumeRow = { alreadyCounted: boolean; used: number | null }

/**
 * Counts one episode with an explicit limit (-1 = unlimited), in one atomic statement that is safe at READ COMMITTED:
 * the conditional UPDATE locks the user row and PostgreSQL re-checks its WHERE on the newest row version after a
 * lock wait, so concurrent calls can never pass the limit. The same statement rolls the period when the stored one
 * has ended (counter back to 1) and writes the ledger row. An episode already in the ledger counts once: ok, nothing
 * added. `anchor` is the stored billingPeriodStart when the caller has just read it.
 */
export async function consumeWithLimit(
	{ userId, episodeId, limit, anchor }: { userId: string; episodeId: string; limit: number; anchor?: Date },
	db: Db | Tx = prisma,
): Promise<ConsumeResult> {
	const stored = anchor ?? (await findQuotaUser(userId, db))?.billingPeriodStart
	if (!stored || !isUuid(userId) || !isUuid(episodeId)) return { ok: false, quota: { used: 0, limit } }
	const period = currentPeriodStart(stored)
	let row: ConsumeRow | undefined
	try {
		row = await runConsume({ userId, episodeId, limit, period }, db)
	} catch (error) {
		// Two calls for the same episode at once: the later one's NOT EXISTS ran on an older snapshot and its ledger
		// INSERT hit the unique episodeId, which undid that whole statement. Outside a transaction, asking again sees
		// the row and answers "already counted"; inside one the transaction is aborted, so the caller must retry.
		if (!isUniqueViolation(error) || !isPlainClient(db)) throw error
		row = await runConsume({ userId, episodeId, limit, period }, db)
	}
	if (row?.used != null) return { ok: true, quota: { used: row.used, limit } }
	// Not counted: either already in the ledger (possibly committed by a concurrent call for the same episode after
	// this statement's snapshot, so look again) or refused at the limit.
	const alreadyCounted = row?.alreadyCounted || (await isCounted(episodeId, db))
	const quota = { used: await countUsed(userId, period, db), limit }
	return alreadyCounted ? { ok: true, quota } : { ok: false, quota }
}

/** Whether an episode already has its ledger row (a fresh read, after any concurrent call has committed). */
async function isCounted(episodeId: string, db: Db | Tx) {
	return (await db.usageLedgerEntry.count({ where: { episodeId } })) > 0
}

/** The consume statement itself; `used` is the new counter when this call counted the episode, else null. */
async function runConsume(
	{ userId, episodeId, limit, period }: { userId: string; episodeId: string; limit: number; period: Date },
	db: Db | Tx,
) {
	const rows = await db.$queryRaw<ConsumeRow[]>`
		WITH existing AS (
			SELECT 1 FROM "usage_ledger" WHERE "episodeId" = ${episodeId}::uuid
		), counted AS (
			UPDATE "users"
			SET "billingPeriodStart" = GREATEST("billingPeriodStart", ${period}::timestamptz),
				"episodesUsedThisMonth" = CASE
					WHEN "billingPeriodStart" < ${period}::timestamptz THEN 1
					ELSE "episodesUsedThisMonth" + 1
				END,
				"updatedAt" = now()
			WHERE "id" = ${userId}::uuid
				AND NOT EXISTS (SELECT 1 FROM existing)
				AND (
					${limit}::int < 0
					OR CASE WHEN "billingPeriodStart" < ${period}::timestamptz THEN 0 ELSE "episodesUsedThisMonth" END < ${limit}::int
				)
			RETURNING "id", "billingPeriodStart", "episodesUsedThisMonth"
		), ledger AS (
			INSERT INTO "usage_ledger" ("userId", "episodeId", "periodStart")
			SELECT "id", ${episodeId}::uuid, "billingPeriodStart" FROM counted
			RETURNING "periodStart"
		)
		SELECT
			EXISTS (SELECT 1 FROM existing) AS "alreadyCounted",
			(SELECT "episodesUsedThisMonth" FROM counted JOIN ledger ON true) AS "used"`
	return rows[0]
}

/**
 * Gives an episode's unit back (its generation failed or it was cancelled): deletes its ledger row and, when that row
 * belongs to the user's stored period, lowers the counter (never below 0). One statement; refunding twice does nothing.
 */
export async function refundQuota(episodeId: string, db: Db | Tx = prisma) {
	if (!isUuid(episodeId)) return { refunded: false }
	const rows = await db.$queryRaw<Array<{ refunded: boolean }>>`
		WITH removed AS (
			DELETE FROM "usage_ledger" WHERE "episodeId" = ${episodeId}::uuid
			RETURNING "userId", "periodStart"
		), lowered AS (
			UPDATE "users" AS u
			SET "episodesUsedThisMonth" = GREATEST(u."episodesUsedThisMonth" - 1, 0), "updatedAt" = now()
			FROM removed
			WHERE u."id" = removed."userId" AND u."billingPeriodStart" = removed."periodStart"
			RETURNING u."id"
		)
		SELECT EXISTS (SELECT 1 FROM removed) AS "refunded", (SELECT count(*) FROM lowered)::int AS "lowered"`
	return { refunded: rows[0]?.refunded ?? false }
}

/** The ledger's unique episodeId refused a second row, as the pg driver adapter reports it (SQLSTATE 23505). */
function isUniqueViolation(error: unknown) {
	type AdapterError = { meta?: { driverAdapterError?: { cause?: { originalCode?: string; constraint?: { index?: string } } } } }
	const cause = (error as AdapterError | undefined)?.meta?.driverAdapterError?.cause
	return cause?.originalCode === '23505' && cause.constraint?.index === 'usage_ledger_episodeId_key'
}

/** True for the shared client; false for an interactive transaction's client (which also has a $transaction method). */
function isPlainClient(db: Db | Tx) {
	return db === prisma
}
