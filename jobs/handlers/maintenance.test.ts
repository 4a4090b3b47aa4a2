import fs from 'node:fs/promises'
import path from 'node:path'
import { expect, test } from 'vitest'
import { hasFile, putFile } from '#app/integrations/storage/storage.server.ts'
import { prisma } from '#app/utils/db.server.ts'
import { dataDir } from '#app/utils/env.server.ts'
import { handleAccountPurge, handleBillingPeriodRollover, handleDemoExpiry } from './maintenance.ts'

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000)

test('the hourly rollover job moves ended periods on (the quota module) and reports each part', async () => {
	const ended = await prisma.user.create({
		data: { email: `${crypto.randomUUID()}@ejemplo.es`, billingPeriodStart: daysAgo(75), episodesUsedThisMonth: 2 },
	})
	expect(await handleBillingPeriodRollover()).toMatchObject({ rolled: 1, trialsEnded: expect.any(Number) })
	expect(await prisma.user.findUniqueOrThrow({ where: { id: ended.id } })).toMatchObject({ episodesUsedThisMonth: 0 })
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

test('the daily purge deletes expired sessions, ended rate-limit windows, and uploaded documents no episode uses after a day; used and recent ones stay', async () => {
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
	await prisma.session.create({ data: { sid: crypto.randomUUID(), sess: {}, expire: daysAgo(1) } })
	// yesterday's upload allowance goes; a current day's stays (tomorrow's, so that midnight cannot fall in between)
	await prisma.uploadDay.create({ data: { userId: owner.id, day: daysAgo(1), bytes: 10 } })
	await prisma.uploadDay.create({ data: { userId: owner.id, day: daysAgo(-1), bytes: 20 } })
	// a rate-limit window that has ended goes; one still counting stays
	await prisma.rateLimit.create({ data: { key: 'general:acabada', hits: 1000, resetAt: daysAgo(0.5) } })
	await prisma.rateLimit.create({ data: { key: 'general:en-curso', hits: 3, resetAt: daysAgo(-0.01) } })
	expect(await handleAccountPurge()).toMatchObject({ uploads: 1, sessions: 1, uploadDays: 1, rateLimits: 1 })
	expect(await prisma.rateLimit.findMany({ select: { key: true } })).toEqual([{ key: 'general:en-curso' }])
	expect(await prisma.uploadDay.findMany({ where: { userId: owner.id }, select: { bytes: true } })).toEqual([{ bytes: 20n }])
	expect(await hasFile(key('usado'))).toBe(true)
	expect(await hasFile(key('reciente'))).toBe(true)
	expect(await hasFile(key('huerfano'))).toBe(false)
})
