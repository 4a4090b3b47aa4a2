import crypto from 'node:crypto'
import type { Prisma } from '#app/generated/prisma/client.ts'
import { sendMail, wasDelivered } from '#app/integrations/mail/mail.server.ts'
import { prisma, type Tx } from '#app/utils/db.server.ts'
import { appUrl } from '#app/utils/env.server.ts'
import type { Language } from '#app/utils/i18n.ts'
import { enqueue } from '#app/utils/queue.server.ts'
import { type EmailKind, forgetsRecipient, isEmailKind, isServiceMail, REDACTED, secretFields, wantsMail } from './email-kinds.ts'
import { renderEmail } from './render-email.server.ts'

export type NewEmail = {
	/** what makes the message unique for its recipient: `episode-ready:<episodeId>`, `welcome:<userId>`… */
	key: string
	kind: EmailKind
	to: string
	userId?: string | null
	locale: Language
	data?: Record<string, string | number | boolean | null>
}

/**
 * Schedules a message inside the caller's transaction: its outbox row (unique per key and recipient) and its job
 * (pg-boss on the same transaction), so both exist only if the transaction commits, and a key already used sends
 * nothing. Returns the row's id, or null when this message was scheduled before.
 */
export async function scheduleEmail(tx: Tx, email: NewEmail) {
	const id = crypto.randomUUID()
	const [row] = await tx.emailMessage.createManyAndReturn({
		data: [
			{
				id,
				messageKey: email.key,
				recipient: email.to,
				userId: email.userId ?? null,
				kind: email.kind,
				locale: email.locale,
				data: email.data ?? {},
				messageId: `<${id}@${new URL(appUrl()).hostname}>`,
			},
		],
		skipDuplicates: true,
		select: { id: true },
	})
	if (!row) return null
	await enqueue('email', { messageId: row.id }, { tx })
	return row.id
}

/** The language of a user's mail: English for an account whose default language is English, else Spanish. */
export function mailLocale(user: { defaultLanguage: string }): Language {
	return user.defaultLanguage === 'english' ? 'en' : 'es'
}

/**
 * Schedules a message for a user, if they want it (service mail always; the rest by their switches; never to a
 * demo account, whose address is only for its download link). Null when nothing was scheduled.
 */
export async function scheduleUserEmail(
	tx: Tx,
	userId: string,
	email: Omit<NewEmail, 'to' | 'userId' | 'locale'> & { locale?: Language },
) {
	const user = await tx.user.findUnique({ where: { id: userId }, select: userMailFields })
	if (!user || (user.isDemoUser && !isServiceMail(email.kind)) || !wantsMail(email.kind, user)) return null
	return scheduleEmail(tx, { ...email, to: user.email, userId, locale: email.locale ?? mailLocale(user) })
}

const userMailFields = {
	email: true,
	isDemoUser: true,
	defaultLanguage: true,
	notifyEmail: true,
	notifyEpisodeComplete: true,
	notifyWeeklyReport: true,
} satisfies Prisma.UserSelect

export type DeliveryOutcome = 'sent' | 'already-sent' | 'unconfirmed' | 'skipped' | 'failed' | 'missing' | 'busy'

/**
 * What a message in a final state (sent, skipped, unconfirmed, failed) keeps: its secret fields (a sign-in link's
 * token, a deleted account's address) replaced by REDACTED, and for a deleted account's confirmation its recipient
 * too, since it is never rendered for sending again. Nothing (undefined) where there is nothing to change.
 */
function withoutSecrets(row: { kind: string; data: Prisma.JsonValue }) {
	const kind = isEmailKind(row.kind) ? row.kind : null
	const recipient = kind && forgetsRecipient.has(kind) ? REDACTED : undefined
	const fields = kind ? secretFields[kind] : undefined
	const data = row.data && typeof row.data === 'object' && !Array.isArray(row.data) ? row.data : null
	if (!fields || !data || !fields.some((field) => field in data)) return { recipient }
	const redacted = Object.fromEntries(fields.filter((field) => field in data).map((field) => [field, REDACTED]))
	return { recipient, data: { ...data, ...redacted } }
}

/**
 * An account being deleted (in the transaction that deletes it): its messages lose their address and data, and those
 * still queued will not go out (one on its way keeps 'skipped': its sender finds the row closed and leaves it). The confirmation of the deletion, scheduled without a user, is not among them.
 */
export async function forgetAccountMail(userId: string, tx: Tx) {
	await tx.$executeRaw`
		UPDATE "email_messages" SET "recipient" = ${REDACTED}, "data" = '{}',
			"status" = CASE WHEN "status" IN ('queued', 'sending') THEN 'skipped' ELSE "status" END
		WHERE "userId" = ${userId}::uuid`
}

/** Puts a message in a final state other than sent, without its secrets. */
function closeMessage(
	row: { id: string; kind: string; data: Prisma.JsonValue },
	status: 'unconfirmed' | 'skipped' | 'failed',
	lastError?: string,
) {
	return prisma.emailMessage.update({ where: { id: row.id }, data: { status, lastError, ...withoutSecrets(row) } })
}

/**
 * Sends one outbox message, at most once (docs/decisions/0036-email-delivery.md):
 * 1. the row is claimed: queued → sending, with the time; a second worker on the same row gets 'busy';
 * 2. the mail goes out with the Message-ID fixed when it was scheduled; a send that throws puts the row back to
 *    queued (nothing was accepted) and the job retries it with backoff;
 * 3. the row becomes sent, and the user's lastEmailSent is set, in one transaction.
 * A retry that finds the row still 'sending' comes after a crash between 2 and 3: the outbox can tell whether the
 * file was written (then it is recorded as sent); an SMTP server cannot, so the row becomes 'unconfirmed' and is
 * never sent again — a lost mail is better than a mail twice.
 * `afterSend` runs between 2 and 3 (tests stop there to play a crash).
 */
export async function deliverEmail(id: string, hooks: { afterSend?: () => unknown } = {}): Promise<DeliveryOutcome> {
	const row = await prisma.emailMessage.findUnique({ where: { id } })
	if (!row || !isEmailKind(row.kind)) return 'missing'
	if (row.status === 'sent') return 'already-sent'
	if (row.status === 'unconfirmed' || row.status === 'skipped' || row.status === 'failed') return row.status
	const message = { ...row, kind: row.kind }
	if (row.status === 'sending') {
		const delivered = await wasDelivered({ to: row.recipient, messageId: row.messageId })
		if (delivered === true) return recordSent(row, 'outbox').then(() => 'sent' as const)
		if (delivered === 'unknown') {
			await closeMessage(row, 'unconfirmed')
			console.warn(`[email] ${row.messageId} quedó a medias (enviando) y no se reenvía para no duplicarlo`)
			return 'unconfirmed'
		}
	}
	if (!isServiceMail(message.kind) && row.userId) {
		const user = await prisma.user.findUnique({ where: { id: row.userId }, select: userMailFields })
		if (!user || !wantsMail(message.kind, user)) {
			await closeMessage(row, 'skipped')
			return 'skipped'
		}
	}
	const claimed = await prisma.emailMessage.updateMany({
		where: { id, status: row.status },
		data: { status: 'sending', sendingAt: new Date(), attempts: { increment: 1 } },
	})
	if (claimed.count === 0) return 'busy'
	let transport: string
	try {
		transport = (await sendMail(renderEmail(message))).transport
	} catch (error) {
		// back to the queue, unless the row was closed meanwhile (its account deleted: forgetAccountMail)
		await prisma.emailMessage.updateMany({
			where: { id, status: 'sending' },
			data: { status: 'queued', lastError: error instanceof Error ? error.message.slice(0, 500) : String(error) },
		})
		throw error
	}
	await hooks.afterSend?.()
	await recordSent(row, transport)
	return 'sent'
}

async function recordSent(row: { id: string; kind: string; data: Prisma.JsonValue; userId: string | null }, transport: string) {
	const now = new Date()
	await prisma.$transaction([
		// a row closed while its mail was on its way (its account deleted) keeps what forgetAccountMail left
		prisma.emailMessage.updateMany({
			where: { id: row.id, status: 'sending' },
			data: { status: 'sent', sentAt: now, transport, lastError: null, ...withoutSecrets(row) },
		}),
		...(row.userId ? [prisma.user.updateMany({ where: { id: row.userId }, data: { lastEmailSent: now } })] : []),
	])
}

/**
 * The email job gave up (its last retry failed): the message is 'failed' for good, with the error, and loses its
 * secrets. A row already in another final state (or being sent by a later run) is left as it is.
 */
export async function giveUpEmail(id: string, error: unknown) {
	const row = await prisma.emailMessage.findUnique({ where: { id } })
	if (row?.status !== 'queued') return
	await closeMessage(row, 'failed', error instanceof Error ? error.message.slice(0, 500) : String(error))
}
