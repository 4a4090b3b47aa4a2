import fs from 'node:fs'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import { expect, test } from 'vitest'
import { createSignInLink } from '#app/modules/auth/sign-in-link.server.ts'
import { REDACTED } from '#app/modules/email/email-kinds.ts'
import { deliverEmail, forgetAccountMail, giveUpEmail, scheduleEmail } from '#app/modules/email/outbox.server.ts'
import { loader as outboxLoader } from '#app/routes/dev.outbox.tsx'
import { prisma } from '#app/utils/db.server.ts'
import { dataDir } from '#app/utils/env.server.ts'

/** A demo sign-in link mailed to a new account: its outbox row, as scheduled. */
async function signInLinkMessage() {
	const email = `enlace-${crypto.randomUUID()}@ejemplo.es`
	const user = await prisma.user.create({ data: { email } })
	await createSignInLink({ userId: user.id, email, purpose: 'demo', locale: 'es' })
	return prisma.emailMessage.findFirstOrThrow({ where: { recipient: email, kind: 'demo-sign-in-link' } })
}

const linkOf = (data: unknown) => (data as { link: string }).link
const stored = (id: string) => prisma.emailMessage.findUniqueOrThrow({ where: { id } })

test('a sign-in link is in the database only until its mail is sent: the mail carries it, the row and /dev/outbox do not', async () => {
	const row = await signInLinkMessage()
	const link = linkOf(row.data)
	expect(link).toMatch(/\/demo\/entrar\?token=[\w-]{43}$/)

	expect(await deliverEmail(row.id)).toBe('sent')
	const outbox = path.join(dataDir(), 'outbox')
	const file = fs.readdirSync(outbox).find((name) => name.includes(row.id))
	const mail = await simpleParser(fs.readFileSync(path.join(outbox, file!)))
	expect(mail.text).toContain(link)

	const sent = await stored(row.id)
	expect(sent.status).toBe('sent')
	expect(linkOf(sent.data)).toBe(REDACTED)
	expect(JSON.stringify(sent.data)).not.toContain(new URL(link).searchParams.get('token'))

	const page = await outboxLoader({
		request: new Request('http://localhost/dev/outbox'),
		params: {},
		context: { cspNonce: '', clientAddress: '127.0.0.1' },
	})
	const shown = page.messages.find((message) => message.id === row.id)
	expect(shown!.text).toContain(REDACTED)
	expect(shown!.text).not.toContain(link)
})

test('a mail the job gives up on is failed for good, keeps its error, loses its link and is never sent afterwards', async () => {
	const row = await signInLinkMessage()
	await giveUpEmail(row.id, new Error('SMTP caído'))
	const failed = await stored(row.id)
	expect(failed).toMatchObject({ status: 'failed', lastError: 'SMTP caído', sentAt: null })
	expect(linkOf(failed.data)).toBe(REDACTED)
	expect(await deliverEmail(row.id)).toBe('failed')
	expect((await stored(row.id)).status).toBe('failed')
})

test('a deleted account’s confirmation keeps neither its address nor its data once sent', async () => {
	const id = await prisma.$transaction((tx) =>
		scheduleEmail(tx, {
			key: `account-deleted:${crypto.randomUUID()}`,
			kind: 'account-deleted',
			to: 'borrada@ejemplo.es',
			locale: 'es',
			data: { email: 'borrada@ejemplo.es' },
		}),
	)
	expect(await deliverEmail(id!)).toBe('sent')
	expect(await stored(id!)).toMatchObject({ status: 'sent', recipient: REDACTED, data: { email: REDACTED } })
})

test('a mail on its way when its account is deleted: the row stays closed, without the address or the link', async () => {
	const row = await signInLinkMessage()
	expect(row.userId).not.toBeNull()
	const forget = () => prisma.$transaction((tx) => forgetAccountMail(row.userId!, tx))
	expect(await deliverEmail(row.id, { afterSend: forget })).toBe('sent')
	expect(await stored(row.id)).toMatchObject({ status: 'skipped', recipient: REDACTED, data: {} })
})
