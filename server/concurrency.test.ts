import express from 'express'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { listen } from '#tests/support/listen.ts'
import { concurrencyLimit } from './concurrency.ts'

let base: string
let close: () => void
let inFlight = 0
let peak = 0
// Requests being served wait at the gate until the test opens it: what is running, queued or refused is then a
// state the test waits for, not a race between a timer and the requests still arriving.
let gate = newGate()
function newGate() {
	let resolve = () => {}
	const promise = new Promise<void>((done) => {
		resolve = done
	})
	return { promise, resolve }
}
/** connections closed before their answer, as the server saw them */
let left = 0
beforeAll(async () => {
	const app = express()
		.use((_req, res, next) => {
			res.once('close', () => {
				if (!res.writableFinished) left++
			})
			next()
		})
		.use(concurrencyLimit({ limit: 3, queue: 5 }))
		.get('*', async (_req, res) => {
			inFlight++
			peak = Math.max(peak, inFlight)
			await gate.promise
			inFlight--
			res.send('ok')
		})
	const served = await listen(app)
	base = served.base
	close = served.close
})
afterAll(() => close())

test('at most the limit runs at once; the queue waits its turn; past the queue, a Spanish 503', async () => {
	gate = newGate()
	const answered: Response[] = []
	const requests = Array.from({ length: 10 }, async () => {
		const answer = await fetch(base)
		answered.push(answer)
		return answer
	})
	// three running, five queued, two refused at once
	await expect.poll(() => [inFlight, answered.length]).toEqual([3, 2])
	expect(answered.map((answer) => answer.status)).toEqual([503, 503])
	const busy = answered[0]!
	expect(busy.headers.get('retry-after')).toBe('5')
	expect(await busy.text()).toMatch(/muy ocupado/)

	gate.resolve()
	const statuses = (await Promise.all(requests)).map((answer) => answer.status)
	expect(statuses.filter((status) => status === 200)).toHaveLength(8)
	expect(peak).toBe(3)
	// all released: a new burst within the limits is served whole
	expect((await Promise.all(Array.from({ length: 8 }, () => fetch(base)))).every((answer) => answer.ok)).toBe(true)
})

test('a client that leaves while queued gives its place back', async () => {
	gate = newGate()
	inFlight = 0
	left = 0
	const controllers = Array.from({ length: 8 }, () => new AbortController())
	const requests = controllers.map((controller) => fetch(base, { signal: controller.signal }).catch(() => null))
	await expect.poll(() => inFlight).toBe(3)
	for (const controller of controllers.slice(3)) controller.abort()
	await expect.poll(() => left).toBe(5)
	// the five places are free again: five newcomers wait for them rather than being turned away
	const newcomers = Array.from({ length: 5 }, () => fetch(base))
	gate.resolve()
	await Promise.all(requests)
	expect((await Promise.all(newcomers)).map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200])
})
