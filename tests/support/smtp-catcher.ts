import type { AddressInfo } from 'node:net'
import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { resetEnv } from '#app/utils/env.server.ts'

export type CaughtMail = ParsedMail & { raw: string; envelopeTo: string[] }

/**
 * A real SMTP server in the test process (smtp-server), with SMTP_URL pointing at it: every mail the app sends
 * arrives here over SMTP and is parsed with mailparser. `stop()` closes it and unsets SMTP_URL.
 */
export async function startSmtpCatcher() {
	const mails: CaughtMail[] = []
	const state = { failNext: 0 }
	const server = new SMTPServer({
		authOptional: true,
		disabledCommands: ['STARTTLS'],
		logger: false,
		onData(stream, session, callback) {
			if (state.failNext > 0) {
				state.failNext--
				stream.resume()
				stream.on('end', () => callback(Object.assign(new Error('Inténtalo más tarde'), { responseCode: 451 })))
				return
			}
			const chunks: Buffer[] = []
			stream.on('data', (chunk: Buffer) => chunks.push(chunk))
			stream.on('end', () => {
				const raw = Buffer.concat(chunks)
				simpleParser(raw).then(
					(parsed) => {
						mails.push(
							Object.assign(parsed, {
								raw: raw.toString('utf8'),
								envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
							}),
						)
						callback()
					},
					(error: Error) => callback(error),
				)
			})
		},
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const { port } = server.server.address() as AddressInfo
	const previous = process.env.SMTP_URL
	process.env.SMTP_URL = `smtp://127.0.0.1:${port}`
	resetEnv()
	return {
		mails,
		/** how many of the next messages to refuse with a 451 (a temporary failure) */
		get failNext() {
			return state.failNext
		},
		set failNext(count: number) {
			state.failNext = count
		},
		/** the mails sent to one address */
		to: (address: string) => mails.filter((mail) => mail.envelopeTo.includes(address)),
		async stop() {
			if (previous === undefined) delete process.env.SMTP_URL
			else process.env.SMTP_URL = previous
			resetEnv()
			await new Promise<void>((resolve) => server.close(() => resolve()))
		},
	}
}

export type SmtpCatcher = Awaited<ReturnType<typeof startSmtpCatcher>>

/** The public address the mail tests put in links (APP_URL), set for one test file. */
export const MAIL_TEST_APP_URL = 'https://ondacast.ejemplo.es'

/**
 * For a test file about mail: APP_URL set and an SMTP catcher running for the whole file (cleared between tests).
 * Returns the catcher, through a getter (it starts in beforeAll).
 */
export function catchMailForFile() {
	let smtp: SmtpCatcher | undefined
	beforeAll(async () => {
		process.env.APP_URL = MAIL_TEST_APP_URL
		resetEnv()
		smtp = await startSmtpCatcher()
	})
	afterEach(() => {
		if (smtp) smtp.mails.length = 0
	})
	afterAll(async () => {
		await smtp?.stop()
		delete process.env.APP_URL
		resetEnv()
	})
	return () => smtp!
}
