import { prisma } from '#app/utils/db.server.ts'

/** How long a demo account lives before the demo-expiry job removes it. */
export const DEMO_LIFETIME_DAYS = 7

export class RegularAccountExistsError extends Error {
	override name = 'RegularAccountExistsError'
}

/**
 * The demo account for an e-mail: created on first access (plan 'demo': one episode of at most two minutes), the
 * same one when the visitor comes back before it expires. An e-mail that belongs to a regular account is refused.
 */
export async function getOrCreateDemoUser(email: string) {
	const existing = await prisma.user.findUnique({ where: { email }, select: { id: true, isDemoUser: true } })
	if (existing && !existing.isDemoUser) throw new RegularAccountExistsError()
	const demoExpiresAt = new Date(Date.now() + DEMO_LIFETIME_DAYS * 24 * 60 * 60 * 1000)
	if (existing) {
		await prisma.user.update({ where: { id: existing.id }, data: { demoExpiresAt } })
		return existing.id
	}
	const user = await prisma.user.create({
		data: { email, isDemoUser: true, planId: 'demo', demoExpiresAt, marketingSource: 'demo' },
		select: { id: true },
	})
	return user.id
}
