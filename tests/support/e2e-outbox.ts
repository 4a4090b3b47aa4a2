import fs from 'node:fs'
import path from 'node:path'
import { expect } from '@playwright/test'
import { type ParsedMail, simpleParser } from 'mailparser'
import { e2eDataDir } from './e2e-paths.ts'

/**
 * The mail the e2e server sent to `to` whose plain text matches `text`, as the user gets it: the server has no
 * SMTP_URL, so its worker writes each message whole to <DATA_DIR>/outbox as an .eml file. Waits for it to arrive.
 */
export async function receivedMail(to: string, text: RegExp = /./): Promise<ParsedMail> {
	const outbox = path.join(e2eDataDir(), 'outbox')
	let found: ParsedMail | undefined
	await expect
		.poll(
			async () => {
				const files = fs.existsSync(outbox) ? fs.readdirSync(outbox) : []
				for (const name of files.filter((file) => file.startsWith(to) && file.endsWith('.eml'))) {
					const mail = await simpleParser(fs.readFileSync(path.join(outbox, name)))
					if (text.test(mail.text ?? '')) found = mail
				}
				return Boolean(found)
			},
			{ timeout: 20_000 },
		)
		.toBe(true)
	return found!
}
