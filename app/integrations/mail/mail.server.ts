import fs from 'node:fs/promises'
import path from 'node:path'
import { dataDir, getEnv } from '#app/utils/env.server.ts'

export type OutgoingMail = {
	to: string
	subject: string
	text: string
	html: string
	/** the RFC 5322 Message-ID (with its angle brackets), fixed by the caller so that a retry can be recognised */
	messageId?: string
	/** extra headers (List-Unsubscribe…) */
	headers?: Record<string, string>
}

/**
 * Sends through SMTP when SMTP_URL is set; otherwise writes an RFC 822 .eml file to <DATA_DIR>/outbox, which any
 * mail client opens. Returns where the message went.
 */
export async function sendMail(mail: OutgoingMail): Promise<{ transport: 'smtp' | 'outbox'; id: string }> {
	const env = getEnv()
	const message = { from: env.MAIL_FROM, ...mail }
	// loaded by the first mail sent (the e-mail job), not at start-up: web processes only queue mail
	const { default: nodemailer } = await import('nodemailer')
	if (env.SMTP_URL) {
		const info = await nodemailer.createTransport(env.SMTP_URL).sendMail(message)
		return { transport: 'smtp', id: info.messageId }
	}
	const built = await nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }).sendMail(message)
	const file = outboxFile(mail)
	await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 })
	// written whole, then renamed: a file in the outbox is a message that was completely sent
	await fs.writeFile(`${file}.part`, built.message as Buffer, { mode: 0o600 })
	await fs.rename(`${file}.part`, file)
	return { transport: 'outbox', id: file }
}

/**
 * Whether a message with this Message-ID is known to have gone out. Only the outbox can tell (its file is named
 * after the Message-ID); an SMTP server cannot be asked, so for SMTP the answer is 'unknown'.
 */
export async function wasDelivered(mail: Pick<OutgoingMail, 'to' | 'messageId'>): Promise<boolean | 'unknown'> {
	if (getEnv().SMTP_URL) return 'unknown'
	if (!mail.messageId) return false
	return fs.access(outboxFile(mail)).then(
		() => true,
		() => false,
	)
}

function outboxFile(mail: Pick<OutgoingMail, 'to' | 'messageId'>) {
	const outbox = path.join(dataDir(), 'outbox')
	const name = mail.messageId
		? `${safeName(mail.to)}-${safeName(mail.messageId)}`
		: `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeName(mail.to)}`
	return path.join(outbox, `${name}.eml`)
}

function safeName(address: string) {
	return address.replace(/[^a-z0-9@._-]/gi, '_').slice(0, 80)
}
