import { prisma } from '#app/utils/db.server.ts'
import type { Language } from '#app/utils/i18n.ts'
import { createSignInLink } from './sign-in-link.server.ts'

/** How long a demo account lives before the demo-expiry job removes it. */
const DEMO_LIFETIME_DAYS = 7

export class RegularAccountExistsError extends Error {
	override name = 'RegularAccountExistsError'
}

const demoExpiry = () => new Date(Date.now() + DEMO_LIFETIME_DAYS * 24 * 60 * 60 * 1000)

export type DemoAccess = { kind: 'signed-in'; userId: string } | { kind: 'link-sent' }

/**
 * Demo access for an e-mail. A new e-mail gets a demo account (plan 'demo': one episode of at most two minutes) and
 * is signed in. An e-mail that already has a demo is never opened by the form — anyone can type an address — but by
 * a one-use link sent to that address (the same browser that started the demo simply goes on). An e-mail of a
 * regular account is refused.
 */
export async function requestDemoAccess(email: string, signedInUserId: string | null, locale: Language): Promise<DemoAccess> {
	const existing = await prisma.user.findUnique({ where: { email }, select: { id: true, isDemoUser: true } })
	if (existing && !existing.isDemoUser) throw new RegularAccountExistsError()
	if (existing && existing.id === signedInUserId) {
		await prisma.user.update({ where: { id: existing.id }, data: { demoExpiresAt: demoExpiry() } })
		return { kind: 'signed-in', userId: existing.id }
	}
	if (existing) {
		await createSignInLink({ userId: existing.id, email, purpose: 'demo', locale })
		return { kind: 'link-sent' }
	}
	const user = await prisma.user.create({
		data: { email, isDemoUser: true, planId: 'demo', demoExpiresAt: demoExpiry(), marketingSource: 'demo' },
		select: { id: true },
	})
	return { kind: 'signed-in', userId: user.id }
}

/** A demo opened again through its e-mailed link lives another DEMO_LIFETIME_DAYS. */
export async function extendDemo(userId: string) {
	await prisma.user.updateMany({ where: { id: userId, isDemoUser: true }, data: { demoExpiresAt: demoExpiry() } })
}
