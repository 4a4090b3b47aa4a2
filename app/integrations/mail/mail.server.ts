import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import { dataDir, getEnv } from '#app/utils/env.server.ts'

export type OutgoingMail = { to: string; subject: string; text: string; html: string }

/**
 * Sends through SMTP when SMTP_URL is set; otherwise writes an RFC 822 .eml file to <DATA_DIR>/outbox, which any
 * mail client opens. Returns where the message went.
 */
export async function sendMail(mail: OutgoingMail): Promise<{ transport: 'smtp' | 'outbox'; id: string }> {
	const env = getEnv()
	const message = { from: env.MAIL_FROM, ...mail }
	if (env.SMTP_URL) {
		const info = await nodemailer.createTransport(env.SMTP_URL).sendMail(message)
		return { transport: 'smtp', id: info.messageId }
	}
	const built = await nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }).sendMail(message)
	const outbox = path.join(dataDir(env), 'outbox')
	await fs.mkdir(outbox, { recursive: true, mode: 0o700 })
	const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeName(mail.to)}.eml`)
	await fs.writeFile(file, built.message as Buffer, { mode: 0o600 })
	return { transport: 'outbox', id: file }
}

function safeName(address: string) {
	return address.replace(/[^a-z0-9@._-]/gi, '_').slice(0, 80)
}
