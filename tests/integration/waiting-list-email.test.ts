import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { scheduleEmail } from '#app/modules/email/outbox.server.ts'
import { joinWaitingList } from '#app/modules/waiting-list/waiting-list.server.ts'
import { prisma } from '#app/utils/db.server.ts'
import { dataDir } from '#app/utils/env.server.ts'
import { enqueue, getBoss } from '#app/utils/queue.server.ts'
import { startWorker, type Worker } from '#jobs/worker.ts'

let worker: Worker
beforeAll(async () => {
	worker = await startWorker(() => {})
})
afterAll(async () => {
	await worker.stop(5)
})

function outboxFiles() {
	const outbox = path.join(dataDir(), 'outbox')
	return fs.existsSync(outbox) ? fs.readdirSync(outbox).map((name) => fs.readFileSync(path.join(outbox, name), 'utf8')) : []
}

test('joining the agency waiting list stores the address and delivers a Spanish confirmation e-mail', async () => {
	const result = await joinWaitingList({ email: 'ana@agencia.es', companyName: 'Agencia Ñandú' }, 'es')
	expect(result).toEqual({ alreadyExists: false })
	expect(await prisma.agencyWaitingListEntry.findUnique({ where: { email: 'ana@agencia.es' } })).toMatchObject({
		companyName: 'Agencia Ñandú',
		acceptedPrivacyPolicy: true,
	})

	await expect.poll(() => outboxFiles().filter((mail) => mail.includes('ana@agencia.es')).length, { timeout: 15_000 }).toBe(1)
	const mail = outboxFiles().find((message) => message.includes('ana@agencia.es'))!
	expect(mail).toMatch(/^Subject: =\?UTF-8\?/m)
	expect(mail).toContain('To: ana@agencia.es')
	expect(mail).toMatch(/Content-Type: text\/html/)
})

test('the same address again is reported as already registered and gets no second e-mail', async () => {
	await joinWaitingList({ email: 'luis@agencia.es' }, 'es')
	await expect.poll(() => outboxFiles().filter((mail) => mail.includes('luis@agencia.es')).length, { timeout: 15_000 }).toBe(1)
	expect(await joinWaitingList({ email: 'luis@agencia.es', companyName: 'Otra' }, 'es')).toEqual({ alreadyExists: true })
	expect(await prisma.agencyWaitingListEntry.count({ where: { email: 'luis@agencia.es' } })).toBe(1)
	expect(await prisma.emailMessage.count({ where: { recipient: 'luis@agencia.es' } })).toBe(1)
})

test('a message scheduled inside a transaction that rolls back never exists, nor does its job', async () => {
	const { boss } = getBoss()
	let id: string | null = null
	await expect(
		prisma.$transaction(async (tx) => {
			id = await scheduleEmail(tx, {
				key: 'waiting-list',
				kind: 'waiting-list-confirmation',
				to: 'nadie@ejemplo.es',
				locale: 'es',
			})
			throw new Error('rollback')
		}),
	).rejects.toThrow('rollback')
	expect(id).not.toBeNull()
	expect(await prisma.emailMessage.count({ where: { recipient: 'nadie@ejemplo.es' } })).toBe(0)
	expect(await boss.findJobs('email', { data: { messageId: id! } })).toEqual([])
})

test('an invalid payload is refused before it reaches the queue', async () => {
	await expect(enqueue('email', { messageId: 'no-es-un-id' })).rejects.toThrow()
})
