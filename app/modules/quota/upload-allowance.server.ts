import { prisma } from '#app/utils/db.server.ts'

const MB = 1024 * 1024

/**
 * What one account may store from uploads in a UTC day: documents (10 MB each) and voice samples (20 MB each). A
 * busy day of real work stays far below it; a script that sends a refused form again and again stops here instead
 * of at a full disk.
 */
export const DAILY_UPLOAD_BYTES = 500 * MB

/** The megabytes of the daily cap, as the messages say it. */
export const dailyUploadMb = DAILY_UPLOAD_BYTES / MB

/**
 * Counts `bytes` against the user's allowance for today (UTC) when they fit under the cap, in one statement (two
 * uploads at once cannot both slip under it), and says whether they did. Earlier days of the user are dropped as
 * it goes, so the table holds at most a row or two per active user.
 */
export async function takeUploadAllowance(userId: string, bytes: number): Promise<boolean> {
	const taken = await prisma.$queryRaw<Array<{ bytes: bigint }>>`
		INSERT INTO "upload_days" ("userId", "day", "bytes") VALUES (${userId}::uuid, (now() AT TIME ZONE 'UTC')::date, ${bytes})
		ON CONFLICT ("userId", "day") DO UPDATE SET "bytes" = "upload_days"."bytes" + EXCLUDED."bytes"
		WHERE "upload_days"."bytes" + EXCLUDED."bytes" <= ${DAILY_UPLOAD_BYTES}
		RETURNING "bytes"`
	await prisma.$executeRaw`
		DELETE FROM "upload_days" WHERE "userId" = ${userId}::uuid AND "day" < (now() AT TIME ZONE 'UTC')::date`
	return taken.length > 0 && bytes <= DAILY_UPLOAD_BYTES
}

/** Seconds until the UTC day ends and the allowance starts again: what a client told 'no more today' waits (Retry-After). */
export function secondsUntilAllowanceResets(now = new Date()) {
	const tomorrow = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1)
	return Math.ceil((tomorrow - now.getTime()) / 1000)
}

/** The daily purge: the allowance of days before `now`'s UTC day, left by users who have uploaded nothing since. */
export async function purgePastUploadDays(now: Date) {
	const today = now.toISOString().slice(0, 10)
	return prisma.$executeRaw`DELETE FROM "upload_days" WHERE "day" < ${today}::date`
}
