import { prisma } from '#app/utils/db.server.ts'
import { currentPeriodStart } from './billing-period.ts'

const BATCH = 500

/**
 * Moves each user's monthly period forward once it has ended, and resets the period's counter, with the same month
 * arithmetic as the quota (a Jan 31 period ends on Feb 28/29). Each row is updated only if no one moved it meanwhile
 * (consuming quota also rolls the period). Answers how many users moved on.
 */
export async function rollOverBillingPeriods(now: Date = new Date()) {
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
		if (due.length < BATCH) return rolled
	}
}
