import crypto from 'node:crypto'
import { expect, test } from 'vitest'
import { prisma } from '#app/utils/db.server.ts'
import { addMonths, consumeQuota, consumeWithLimit, currentPeriodStart, getQuota, refundQuota } from './quota.server.ts'

const DAY = 24 * 60 * 60 * 1000

/** A user straight in the database; `esencial` allows 2 episodes a month (config/plans.json). */
function createUser(
	data: { planId?: string; isDemoUser?: boolean; billingPeriodStart?: Date; episodesUsedThisMonth?: number } = {},
) {
	return prisma.user.create({ data: { email: `${crypto.randomUUID()}@ejemplo.es`, planId: 'esencial', ...data } })
}

/** The stored counter and period, as the rollover job and the billing code see them. */
function storedUsage(userId: string) {
	return prisma.user.findUniqueOrThrow({
		where: { id: userId },
		select: { episodesUsedThisMonth: true, billingPeriodStart: true },
	})
}

test('50 episodes requested at once on Esencial: exactly 2 are accepted, the other 48 are refused', async () => {
	const user = await createUser()
	const results = await Promise.all(
		Array.from({ length: 50 }, () => consumeQuota({ userId: user.id, episodeId: crypto.randomUUID() })),
	)
	expect(results.filter((result) => result.ok)).toHaveLength(2)
	expect(results.filter((result) => !result.ok)).toHaveLength(48)
	for (const refused of results.filter((result) => !result.ok)) expect(refused.quota).toEqual({ used: 2, limit: 2 })
	expect(await getQuota(user.id)).toEqual({ used: 2, limit: 2 })
	expect(await prisma.usageLedgerEntry.count({ where: { userId: user.id } })).toBe(2)
	expect((await storedUsage(user.id)).episodesUsedThisMonth).toBe(2)
})

test('a refunded episode frees its unit for the next one; refunding twice changes nothing', async () => {
	const user = await createUser()
	const first = crypto.randomUUID()
	expect((await consumeQuota({ userId: user.id, episodeId: first })).ok).toBe(true)
	expect((await consumeQuota({ userId: user.id, episodeId: crypto.randomUUID() })).ok).toBe(true)
	expect(await consumeQuota({ userId: user.id, episodeId: crypto.randomUUID() })).toEqual({
		ok: false,
		quota: { used: 2, limit: 2 },
	})

	expect(await refundQuota(first)).toEqual({ refunded: true })
	expect(await getQuota(user.id)).toEqual({ used: 1, limit: 2 })
	expect(await refundQuota(first)).toEqual({ refunded: false })
	expect(await getQuota(user.id)).toEqual({ used: 1, limit: 2 })
	expect((await storedUsage(user.id)).episodesUsedThisMonth).toBe(1)

	expect(await consumeQuota({ userId: user.id, episodeId: crypto.randomUUID() })).toEqual({
		ok: true,
		quota: { used: 2, limit: 2 },
	})
	expect((await storedUsage(user.id)).episodesUsedThisMonth).toBe(2)
})

test('the same episode counted twice, one after the other or at the same time, uses one unit', async () => {
	const user = await createUser()
	const first = crypto.randomUUID()
	const together = await Promise.all(Array.from({ length: 5 }, () => consumeQuota({ userId: user.id, episodeId: first })))
	expect(together.every((result) => result.ok)).toBe(true)
	expect(await getQuota(user.id)).toEqual({ used: 1, limit: 2 })
	expect(await consumeQuota({ userId: user.id, episodeId: first })).toEqual({ ok: true, quota: { used: 1, limit: 2 } })

	// The last unit, asked for five times at once for the same episode: counted once, none refused.
	const second = crypto.randomUUID()
	const results = await Promise.all(Array.from({ length: 5 }, () => consumeQuota({ userId: user.id, episodeId: second })))
	expect(results.every((result) => result.ok)).toBe(true)
	expect(await getQuota(user.id)).toEqual({ used: 2, limit: 2 })
	expect((await storedUsage(user.id)).episodesUsedThisMonth).toBe(2)
	expect(await prisma.usageLedgerEntry.count({ where: { userId: user.id } })).toBe(2)

	// Full now, but an episode already counted is still accepted (a retried job must not be refused).
	expect((await consumeQuota({ userId: user.id, episodeId: first })).ok).toBe(true)
})

test('consuming inside a transaction that rolls back counts nothing', async () => {
	const user = await createUser()
	await expect(
		prisma.$transaction(async (tx) => {
			expect(await consumeQuota({ userId: user.id, episodeId: crypto.randomUUID() }, tx)).toEqual({
				ok: true,
				quota: { used: 1, limit: 2 },
			})
			expect(await getQuota(user.id, tx)).toEqual({ used: 1, limit: 2 })
			throw new Error('rollback')
		}),
	).rejects.toThrow('rollback')
	expect(await getQuota(user.id)).toEqual({ used: 0, limit: 2 })
	expect((await storedUsage(user.id)).episodesUsedThisMonth).toBe(0)
})

test('an unlimited plan (-1) accepts every episode and still counts them', async () => {
	const user = await createUser()
	const results = await Promise.all(
		Array.from({ length: 10 }, () => consumeWithLimit({ userId: user.id, episodeId: crypto.randomUUID(), limit: -1 })),
	)
	expect(results.every((result) => result.ok)).toBe(true)
	expect(results.map((result) => result.quota.used).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
	expect(await prisma.usageLedgerEntry.count({ where: { userId: user.id } })).toBe(10)
	expect((await storedUsage(user.id)).episodesUsedThisMonth).toBe(10)
})

test('an unknown user gets the fallback quota and cannot consume', async () => {
	expect(await getQuota(crypto.randomUUID())).toEqual({ used: 0, limit: 1 })
	expect(await getQuota('no-es-un-uuid')).toEqual({ used: 0, limit: 1 })
	expect((await consumeQuota({ userId: crypto.randomUUID(), episodeId: crypto.randomUUID() })).ok).toBe(false)
})

test('a period that ended before the rollover job ran: the new month starts at 1 and old episodes no longer count', async () => {
	const start = new Date(Date.now() - 40 * DAY)
	const user = await createUser({ billingPeriodStart: start, episodesUsedThisMonth: 2 })
	await prisma.usageLedgerEntry.createMany({
		data: [1, 2].map(() => ({ userId: user.id, episodeId: crypto.randomUUID(), periodStart: start })),
	})
	expect(await getQuota(user.id)).toEqual({ used: 0, limit: 2 })

	expect(await consumeQuota({ userId: user.id, episodeId: crypto.randomUUID() })).toEqual({
		ok: true,
		quota: { used: 1, limit: 2 },
	})
	const stored = await storedUsage(user.id)
	expect(stored.billingPeriodStart).toEqual(addMonths(start, 1))
	expect(stored.billingPeriodStart.getTime()).toBeGreaterThan(Date.now() - 31 * DAY)
	expect(stored.billingPeriodStart.getTime()).toBeLessThanOrEqual(Date.now())
	expect(stored.episodesUsedThisMonth).toBe(1)
	expect(await getQuota(user.id)).toEqual({ used: 1, limit: 2 })
	expect((await consumeQuota({ userId: user.id, episodeId: crypto.randomUUID() })).ok).toBe(true)
	expect((await consumeQuota({ userId: user.id, episodeId: crypto.randomUUID() })).ok).toBe(false)
})

test('refunding an episode of an earlier period leaves this month untouched', async () => {
	const start = new Date(Date.now() - 40 * DAY)
	const user = await createUser({ billingPeriodStart: start, episodesUsedThisMonth: 1 })
	const old = crypto.randomUUID()
	await prisma.usageLedgerEntry.create({ data: { userId: user.id, episodeId: old, periodStart: start } })
	expect((await consumeQuota({ userId: user.id, episodeId: crypto.randomUUID() })).ok).toBe(true)
	expect(await refundQuota(old)).toEqual({ refunded: true })
	expect(await getQuota(user.id)).toEqual({ used: 1, limit: 2 })
	expect((await storedUsage(user.id)).episodesUsedThisMonth).toBe(1)
})

test('current period start: whole calendar months from the anchor, month ends as in PostgreSQL', () => {
	const jan31 = new Date('2024-01-31T10:00:00.000Z')
	expect(currentPeriodStart(jan31, new Date('2024-02-15T00:00:00Z'))).toEqual(jan31)
	expect(currentPeriodStart(jan31, new Date('2024-03-01T00:00:00Z'))).toEqual(new Date('2024-02-29T10:00:00.000Z'))
	expect(currentPeriodStart(new Date('2023-01-31T10:00:00Z'), new Date('2023-03-01T00:00:00Z'))).toEqual(
		new Date('2023-02-28T10:00:00.000Z'),
	)
	expect(currentPeriodStart(jan31, new Date('2024-03-31T09:59:59.999Z'))).toEqual(new Date('2024-02-29T10:00:00.000Z'))
	expect(currentPeriodStart(jan31, new Date('2024-03-31T10:00:00.000Z'))).toEqual(new Date('2024-03-31T10:00:00.000Z'))

	const now = new Date('2024-05-10T12:00:00.000Z')
	expect(currentPeriodStart(now, now)).toEqual(now)
	expect(currentPeriodStart(new Date('2024-04-10T12:00:00.000Z'), now)).toEqual(now)
	expect(currentPeriodStart(new Date('2023-11-15T08:30:00.000Z'), now)).toEqual(new Date('2024-04-15T08:30:00.000Z'))
	expect(currentPeriodStart(new Date('2022-05-10T12:00:00.001Z'), now)).toEqual(new Date('2024-04-10T12:00:00.001Z'))
	const future = new Date('2024-06-01T00:00:00.000Z')
	expect(currentPeriodStart(future, now)).toEqual(future)
})

test('a demo account gets the Demo plan limit of 1 episode, whatever its planId says', async () => {
	for (const planId of ['trial', 'esencial']) {
		const demo = await createUser({ isDemoUser: true, planId })
		expect(await getQuota(demo.id)).toEqual({ used: 0, limit: 1 })
		expect((await consumeQuota({ userId: demo.id, episodeId: crypto.randomUUID() })).ok).toBe(true)
		expect(await consumeQuota({ userId: demo.id, episodeId: crypto.randomUUID() })).toEqual({
			ok: false,
			quota: { used: 1, limit: 1 },
		})
	}
})
