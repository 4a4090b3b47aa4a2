import { expect, test } from 'vitest'
import { prisma } from '#app/utils/db.server.ts'
import { rollOverBillingPeriods } from './period-rollover.server.ts'

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000)

test('the rollover moves ended periods forward to the current one and resets the counter; current ones stay', async () => {
	const ended = await prisma.user.create({
		data: { email: `${crypto.randomUUID()}@ejemplo.es`, billingPeriodStart: daysAgo(75), episodesUsedThisMonth: 2 },
	})
	const current = await prisma.user.create({
		data: { email: `${crypto.randomUUID()}@ejemplo.es`, billingPeriodStart: daysAgo(3), episodesUsedThisMonth: 1 },
	})
	expect(await rollOverBillingPeriods()).toBe(1)
	const after = await prisma.user.findUniqueOrThrow({ where: { id: ended.id } })
	expect(after.episodesUsedThisMonth).toBe(0)
	expect(after.billingPeriodStart.getTime()).toBeLessThanOrEqual(Date.now())
	expect(after.billingPeriodStart.getTime()).toBeGreaterThan(daysAgo(32).getTime())
	expect(await prisma.user.findUniqueOrThrow({ where: { id: current.id } })).toMatchObject({ episodesUsedThisMonth: 1 })
	expect(await rollOverBillingPeriods()).toBe(0)
})
