import { prisma } from '#app/utils/db.server.ts'

/** Queue `billing-period-rollover`: moves each user's monthly period forward once it has ended. */
export async function handleBillingPeriodRollover() {
	const rolled = await prisma.$executeRaw`
		UPDATE "users"
		SET "billingPeriodStart" = "billingPeriodStart"
				+ make_interval(months => (
					(extract(year from age(now(), "billingPeriodStart")) * 12 + extract(month from age(now(), "billingPeriodStart")))::int
				)),
			"episodesUsedThisMonth" = 0,
			"updatedAt" = now()
		WHERE "billingPeriodStart" + interval '1 month' <= now()`
	return { rolled }
}

/** Queue `demo-expiry`: demo accounts past their expiry go away with their data (cascade). */
export async function handleDemoExpiry() {
	const { count } = await prisma.user.deleteMany({ where: { isDemoUser: true, demoExpiresAt: { lt: new Date() } } })
	return { deleted: count }
}

/** Queue `account-purge`: accounts whose scheduled deletion has come, plus expired sessions and OAuth states. */
export async function handleAccountPurge() {
	const now = new Date()
	const [users, sessions, states] = await prisma.$transaction([
		prisma.user.deleteMany({ where: { deletionScheduledAt: { lt: now } } }),
		prisma.session.deleteMany({ where: { expire: { lt: now } } }),
		prisma.oAuthState.deleteMany({ where: { expiresAt: { lt: now } } }),
	])
	return { users: users.count, sessions: sessions.count, oauthStates: states.count }
}
