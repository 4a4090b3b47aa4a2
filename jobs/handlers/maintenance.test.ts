import fs from 'node:fs/promises'
import path from 'node:path'
import { expect, test } from 'vitest'
import { hasFile, putFile } from '#app/integrations/storage/storage.server.ts'
import { prisma } from '#app/utils/db.server.ts'
import { dataDir } from '#app/utils/env.server.ts'
import { handleAccountPurge, handleBillingPeriodRollover, handleDemoExpiry } from './maintenance.ts'

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000)

test('the rollover moves ended periods forward to the current one and resets the counter; current ones stay', async () => {
	const ended = await prisma.user.create({
		data: { email: `${crypto.randomUUID()}@ejemplo.es`, billingPeriodStart: daysAgo(75), episodesUsedThisMonth: 2 },
	})
	const current = await prisma.user.create({
		data: { email: `${crypto.randomUUID()}@ejemplo.es`, billingPeriodStart: daysAgo(3), episodesUsedThisMonth: 1 },
	})
	await handleBillingPeriodRollover()
	const after = await prisma.user.findUniqueOrThrow({ where: { id: ended.id } })
	expect(after.episodesUsedThisMonth).toBe(0)
	expect(after.billingPeriodStart.getTime()).toBeLessThanOrEqual(Date.now())
	expect(after.billingPeriodStart.getTime()).toBeGreaterThan(daysAgo(32).getTime())
	expect(await prisma.user.findUniqueOrThrow({ where: { id: current.id } })).toMatchObject({ episodesUsedThisMonth: 1 })
	expect((await handleBillingPeriodRollover()).rolled).toBe(0)
})

test('expired demo accounts are removed, live ones and regular accounts stay', async () => {
	const expired = await prisma.user.create({
		data: { email: `${crypto.randomUUID()}@ejemplo.es`, isDemoUser: true, demoExpiresAt: daysAgo(1) },
	})
	const live = await prisma.user.create({
		data: { email: `${crypto.randomUUID()}@ejemplo.es`, isDemoUser: true, demoExpiresAt: daysAgo(-1) },
	})
	await handleDemoExpiry()
	expect(await prisma.user.findUnique({ where: { id: expired.id } })).toBeNull()
	expect(await prisma.user.findUnique({ where: { id: live.id } })).not.toBeNull()
})

test('uploaded documents no episode uses are deleted after a day; used and recent ones stay', async () => {
	const owner = await prisma.user.create({ data: { email: `${crypto.randomUUID()}@ejemplo.es` } })
	const key = (name: string) => `uploads/${owner.id}/${name}.txt`
	const age = async (name: string, days: number) => {
		await putFile(key(name), Buffer.from(name))
		await fs.utimes(path.join(dataDir(), 'storage', key(name)), daysAgo(days), daysAgo(days))
	}
	await age('usado', 3)
	await age('huerfano', 3)
	await age('reciente', 0.1)
	await prisma.episode.create({
		data: { userId: owner.id, title: 'Con documento', sourceFiles: [{ name: 'usado.txt', key: key('usado'), size: 5 }] },
	})
	expect(await handleAccountPurge()).toMatchObject({ uploads: 1 })
	expect(await hasFile(key('usado'))).toBe(true)
	expect(await hasFile(key('reciente'))).toBe(true)
	expect(await hasFile(key('huerfano'))).toBe(false)
})
