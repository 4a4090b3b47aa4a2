import express from 'express'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { listen } from '#tests/support/listen.ts'
import { concurrencyLimit } from './concurrency.ts'

let base: string
let close: () => void
let inFlight = 0
let peak = 0
beforeAll(async () => {
	const app = express()
		.use(concurrencyLimit({ limit: 3, queue: 5 }))
		.get('*', async (_req, res) => {
			inFlight++
			peak = Math.max(peak, inFlight)
			await new Promise((resolve) => setTimeout(resolve, 50))
			inFlight--
			res.send('ok')
		})
	const served = await listen(app)
	base = served.base
	close = served.close
})
afterAll(() => close())

test('at most the limit runs at once; the queue waits its turn; past the queue, a Spanish 503', async () => {
	const answers = await Promise.all(Array.from({ length: 10 }, () => fetch(base)))
	const statuses = answers.map((answer) => answer.status)
	expect(statuses.filter((status) => status === 200)).toHaveLength(8)
	expect(statuses.filter((status) => status === 503)).toHaveLength(2)
	const busy = answers.find((answer) => answer.status === 503)!
	expect(busy.headers.get('retry-after')).toBe('5')
	expect(await busy.text()).toMatch(/muy ocupado/)
	expect(peak).toBe(3)
	// all released: a new burst within the limits is served whole
	expect((await Promise.all(Array.from({ length: 8 }, () => fetch(base)))).every((answer) => answer.ok)).toBe(true)
})

test('a client that leaves while queued gives its place back', async () => {
	const controllers = Array.from({ length: 8 }, () => new AbortController())
	const requests = controllers.map((controller) => fetch(base, { signal: controller.signal }).catch(() => null))
	await new Promise((resolve) => setTimeout(resolve, 10))
	for (const controller of controllers.slice(3)) controller.abort()
	await Promise.all(requests)
	expect((await Promise.all(Array.from({ length: 8 }, () => fetch(base)))).every((answer) => answer.ok)).toBe(true)
})
