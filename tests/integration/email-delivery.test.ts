import fs from 'node:fs'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { readUnsubscribeToken } from '#app/modules/email/email-link-token.server.ts'
import { deliverEmail, scheduleEmail, scheduleUserEmail } from '#app/modules/email/outbox.server.ts'
import { prisma } from '#app/utils/db.server.ts'
import { dataDir, resetEnv } from '#app/utils/env.server.ts'
import { forgetSingleton } from '#app/utils/singleton.server.ts'
import { startWorker } from '#jobs/worker.ts'
import { type SmtpCatcher, startSmtpCatcher } from '#tests/support/smtp-catcher.ts'

const APP_URL = 'https://ondacast.ejemplo.es'
let smtp: SmtpCatcher | undefined
beforeAll(() => {
	process.env.APP_URL = APP_URL
	resetEnv()
})
afterAll(() => {
	delete process.env.APP_URL
	resetEnv()
})
afterEach(async () => {
	await smtp?.stop()
	smtp = undefined
})

async function newUser(fields: { defaultLanguage?: string; notifyEpisodeComplete?: boolean; notifyEmail?: boolean } = {}) {
	return prisma.user.create({ data: { email: `persona-${crypto.randomUUID()}@ejemplo.es`, firstName: 'Lucía', ...fields } })
}

function episodeReady(userId: string, episodeId = crypto.randomUUID()) {
	return prisma.$transaction((tx) =>
		scheduleUserEmail(tx, userId, {
			key: `episode-ready:${episodeId}`,
			kind: 'episode-ready',
			data: { episodeId, title: 'Novedades de otoño', duration: 372, podcastName: 'La Onda' },
		}),
	)
}

test('the worker sends a scheduled mail over SMTP once: headers, both parts, absolute links, lastEmailSent', async () => {
	smtp = await startSmtpCatcher()
	const user = await newUser()
	const worker = await startWorker(() => {})
	try {
		const id = await episodeReady(user.id)
		await expect.poll(() => smtp!.to(user.email).length, { timeout: 15_000 }).toBe(1)
		await expect.poll(async () => (await prisma.emailMessage.findUnique({ where: { id: id! } }))?.status).toBe('sent')
	} finally {
		await worker.stop(5)
		forgetSingleton('pg-boss') // the next test's worker starts its own
	}
	const [mail] = smtp.to(user.email)
	const row = await prisma.emailMessage.findFirstOrThrow({ where: { userId: user.id } })
	expect(mail!.messageId).toBe(row.messageId)
	expect(mail!.subject).toBe('Tu episodio «Novedades de otoño» está listo')
	expect(mail!.from?.text).toMatch(/Ondacast/)
	// both parts, saying the same thing
	expect(mail!.text).toContain('«Novedades de otoño» ya se puede escuchar y descargar.')
	expect(mail!.text).toContain('Duración: 6:12')
	expect(mail!.html).toContain('«Novedades de otoño» ya se puede escuchar y descargar.')
	expect(mail!.html).toContain('Ya puedes escucharlo y descargarlo: dura 6:12.') // the preheader
	expect(mail!.html).not.toMatch(/<script|<style/i)
	// every link is absolute on APP_URL
	const hrefs = [...(mail!.html as string).matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'))
	expect(hrefs.length).toBeGreaterThan(3)
	for (const href of hrefs) expect(href.startsWith(`${APP_URL}/`), href).toBe(true)
	expect(hrefs).toContain(`${APP_URL}/library/${(row.data as { episodeId: string }).episodeId}`)
	// RFC 8058 one-click unsubscribe, with a token that names this user and this switch
	const list = mail!.headers.get('list') as unknown as { unsubscribe: { url: string }; 'unsubscribe-post': { name: string } }
	expect(list['unsubscribe-post'].name).toBe('List-Unsubscribe=One-Click')
	const url = new URL(list.unsubscribe.url)
	expect(url.origin + url.pathname).toBe(`${APP_URL}/email/unsubscribe`)
	expect(readUnsubscribeToken(url.searchParams.get('token'))).toMatchObject({ userId: user.id, switch: 'episodeComplete' })
	expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).lastEmailSent).toEqual(row.sentAt)
})

test('service mail has no unsubscribe headers and says why it comes anyway; English for an English account', async () => {
	smtp = await startSmtpCatcher()
	const user = await newUser({ defaultLanguage: 'english', notifyEmail: false })
	const id = await prisma.$transaction((tx) =>
		scheduleUserEmail(tx, user.id, {
			key: `welcome:${user.id}`,
			kind: 'welcome',
			data: { planName: 'Creadores', episodesPerMonth: 4, firstName: 'Lucía' },
		}),
	)
	expect(await deliverEmail(id!)).toBe('sent')
	const [mail] = smtp.to(user.email)
	expect(mail!.subject).toBe('Welcome to Ondacast')
	expect(mail!.text).toContain('Your plan is Creadores: 4 episodes a month.')
	expect(mail!.text).toContain('This is a service message')
	expect(mail!.headers.has('list')).toBe(false)
	expect(mail!.raw).not.toMatch(/List-Unsubscribe/i)
})

test('the same message key for the same recipient schedules one message, one job and one mail', async () => {
	smtp = await startSmtpCatcher()
	const user = await newUser()
	const episodeId = crypto.randomUUID()
	const first = await episodeReady(user.id, episodeId)
	const second = await episodeReady(user.id, episodeId)
	expect(first).not.toBeNull()
	expect(second).toBeNull()
	const jobs = await prisma.$queryRaw<unknown[]>`SELECT id FROM pgboss.job WHERE name = 'email' AND data->>'messageId' = ${first}`
	expect(jobs).toHaveLength(1)
	expect(await deliverEmail(first!)).toBe('sent')
	expect(await deliverEmail(first!)).toBe('already-sent')
	expect(smtp.to(user.email)).toHaveLength(1)
})

test('a switch turned off before the mail goes, or never on, sends nothing; service mail goes anyway', async () => {
	smtp = await startSmtpCatcher()
	const off = await newUser({ notifyEpisodeComplete: false })
	expect(await episodeReady(off.id)).toBeNull()
	const masterOff = await newUser({ notifyEmail: false })
	expect(await episodeReady(masterOff.id)).toBeNull()

	const late = await newUser()
	const id = await episodeReady(late.id)
	await prisma.user.update({ where: { id: late.id }, data: { notifyEmail: false } })
	expect(await deliverEmail(id!)).toBe('skipped')
	expect(smtp.mails).toHaveLength(0)
})

test('SMTP crash between sending and recording: the retry does not send it again (unconfirmed)', async () => {
	smtp = await startSmtpCatcher()
	const user = await newUser()
	const id = await episodeReady(user.id)
	await expect(
		deliverEmail(id!, {
			afterSend: () => {
				throw new Error('el proceso murió aquí')
			},
		}),
	).rejects.toThrow('el proceso murió aquí')
	expect(smtp.to(user.email)).toHaveLength(1)
	expect((await prisma.emailMessage.findUniqueOrThrow({ where: { id: id! } })).status).toBe('sending')

	// pg-boss retries the job: it finds the message half-recorded and does not send it twice
	const warn = console.warn
	console.warn = () => {}
	try {
		expect(await deliverEmail(id!)).toBe('unconfirmed')
		expect(await deliverEmail(id!)).toBe('unconfirmed')
	} finally {
		console.warn = warn
	}
	expect(smtp.to(user.email)).toHaveLength(1)
})

test('outbox crash between writing and recording: the retry finds the file and records it as sent, one file', async () => {
	const user = await newUser()
	const id = await episodeReady(user.id)
	await expect(deliverEmail(id!, { afterSend: () => Promise.reject(new Error('caída')) })).rejects.toThrow('caída')
	expect(await deliverEmail(id!)).toBe('sent')
	const files = fs.readdirSync(path.join(dataDir(), 'outbox')).filter((name) => name.startsWith(user.email))
	expect(files).toHaveLength(1)
	expect(fs.readFileSync(path.join(dataDir(), 'outbox', files[0]!), 'utf8')).toContain('List-Unsubscribe-Post')
	expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).lastEmailSent).not.toBeNull()
})

test('a refused send is put back in the queue with its reason and sent by the next attempt', async () => {
	smtp = await startSmtpCatcher()
	smtp.failNext = 1
	const user = await newUser()
	const id = await prisma.$transaction((tx) =>
		scheduleEmail(tx, {
			key: 'account-deleted',
			kind: 'account-deleted',
			to: user.email,
			locale: 'es',
			data: { email: user.email },
		}),
	)
	await expect(deliverEmail(id!)).rejects.toThrow()
	expect(await prisma.emailMessage.findUniqueOrThrow({ where: { id: id! } })).toMatchObject({
		status: 'queued',
		attempts: 1,
		lastError: expect.stringMatching(/451/),
	})
	expect(await deliverEmail(id!)).toBe('sent')
	expect(smtp.to(user.email)).toHaveLength(1)
	expect(smtp.to(user.email)[0]!.subject).toBe('Tu cuenta de Ondacast se ha eliminado')
})

test('through pg-boss: a refused send is retried by the job with backoff and arrives once', async () => {
	smtp = await startSmtpCatcher()
	smtp.failNext = 1
	const user = await newUser()
	const worker = await startWorker(() => {})
	try {
		const id = await episodeReady(user.id)
		await expect.poll(() => smtp!.to(user.email).length, { timeout: 30_000, interval: 250 }).toBe(1)
		await expect.poll(async () => (await prisma.emailMessage.findUnique({ where: { id: id! } }))?.status).toBe('sent')
		const row = await prisma.emailMessage.findUniqueOrThrow({ where: { id: id! } })
		expect(row.attempts).toBe(2)
		const [job] = await prisma.$queryRaw<Array<{ retry_count: number; state: string }>>`
			SELECT retry_count, state::text FROM pgboss.job WHERE name = 'email' AND data->>'messageId' = ${id}`
		expect(job).toMatchObject({ retry_count: 1, state: 'completed' })
	} finally {
		await worker.stop(5)
		forgetSingleton('pg-boss') // the next test's worker starts its own
	}
})
