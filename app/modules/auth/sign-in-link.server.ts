import crypto from 'node:crypto'
import { scheduleEmail } from '#app/modules/email/outbox.server.ts'
import { prisma } from '#app/utils/db.server.ts'
import { appUrl } from '#app/utils/env.server.ts'
import type { Language } from '#app/utils/i18n.ts'

/** How long an e-mailed sign-in link works. */
export const SIGN_IN_LINK_MINUTES = 30
/** At most one link per account in this window: the form cannot be used to flood someone's inbox. */
const RESEND_AFTER_SECONDS = 120

export type SignInLinkPurpose = 'demo'

const hash = (token: string) => crypto.createHash('sha256').update(token).digest('hex')

/**
 * Creates a one-use sign-in link for an account and queues the e-mail that carries it, in one transaction. Only the
 * token's hash is stored. A second request within two minutes sends nothing new (the first link still works).
 */
export async function createSignInLink(input: { userId: string; email: string; purpose: SignInLinkPurpose; locale: Language }) {
	const recent = await prisma.signInLink.count({
		where: { userId: input.userId, createdAt: { gt: new Date(Date.now() - RESEND_AFTER_SECONDS * 1000) } },
	})
	if (recent > 0) return { sent: false as const }
	const token = crypto.randomBytes(32).toString('base64url')
	await prisma.$transaction(async (tx) => {
		const link = await tx.signInLink.create({
			data: {
				userId: input.userId,
				tokenHash: hash(token),
				purpose: input.purpose,
				expiresAt: new Date(Date.now() + SIGN_IN_LINK_MINUTES * 60 * 1000),
			},
			select: { id: true },
		})
		await scheduleEmail(tx, {
			key: `sign-in-link:${link.id}`,
			kind: 'demo-sign-in-link',
			to: input.email,
			userId: input.userId,
			locale: input.locale,
			data: { link: `${appUrl()}/demo/entrar?token=${token}`, minutes: SIGN_IN_LINK_MINUTES },
		})
	})
	return { sent: true as const }
}

/** Whether a token is a live link (for the page that asks to confirm before using it). */
export async function isLiveSignInLink(token: string, purpose: SignInLinkPurpose) {
	const link = await prisma.signInLink.findUnique({ where: { tokenHash: hash(token) } })
	return Boolean(link && link.purpose === purpose && !link.usedAt && link.expiresAt > new Date())
}

/** Uses a link once: the account's id, or null for an unknown, used or expired token. */
export async function consumeSignInLink(token: string, purpose: SignInLinkPurpose) {
	const now = new Date()
	const link = await prisma.signInLink.findUnique({ where: { tokenHash: hash(token) }, select: { id: true, userId: true } })
	if (!link) return null
	// one conditional update: two clicks at once sign in once
	const { count } = await prisma.signInLink.updateMany({
		where: { id: link.id, purpose, usedAt: null, expiresAt: { gt: now } },
		data: { usedAt: now },
	})
	return count === 1 ? link.userId : null
}
