import express from 'express'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { listen } from '#tests/support/listen.ts'
import { collectWhenIdle, quietCollector, releaseMemory } from './idle-gc.ts'

const gc = vi.fn()
const collector = quietCollector({ quietMs: 50, afterWork: 3, firstAfterWork: 3, gc })
let base: string
let close: () => void
let release: () => void = () => {}
beforeAll(async () => {
	const app = express()
		.use(collectWhenIdle(collector))
		.get('/slow', async (_req, res) => {
			await new Promise<void>((resolve) => {
				release = resolve
			})
			res.send('ok')
		})
		.get('*', (_req, res) => {
			res.send('ok')
		})
	const served = await listen(app)
	base = served.base
	close = served.close
})
afterAll(() => close())

test('one full collection once the app is quiet after a burst, never while a request is in flight', async () => {
	await Promise.all([fetch(base), fetch(base)])
	await new Promise((resolve) => setTimeout(resolve, 150))
	expect(gc).not.toHaveBeenCalled() // two requests are not a burst
	const slow = fetch(`${base}/slow`)
	await fetch(base)
	await new Promise((resolve) => setTimeout(resolve, 150))
	expect(gc).not.toHaveBeenCalled() // /slow is still in flight
	release()
	await slow
	await expect.poll(() => gc.mock.calls.length).toBe(1)
	await new Promise((resolve) => setTimeout(resolve, 150))
	expect(gc).toHaveBeenCalledTimes(1)
})

test('a job in flight also holds the collection back, and counts as work', async () => {
	const before = gc.mock.calls.length
	const endJob = collector.begin(5)
	await fetch(base)
	await new Promise((resolve) => setTimeout(resolve, 150))
	expect(gc).toHaveBeenCalledTimes(before) // the request is done, the job is still running
	endJob()
	await expect.poll(() => gc.mock.calls.length).toBe(before + 1)
})

test('the first quiet moment after start collects after any work at all', async () => {
	const first = vi.fn()
	const fresh = quietCollector({ quietMs: 50, gc: first })
	fresh.begin()()
	await expect.poll(() => first.mock.calls.length).toBe(1)
	fresh.begin()() // afterwards, only after a burst
	await new Promise((resolve) => setTimeout(resolve, 150))
	expect(first).toHaveBeenCalledTimes(1)
})

test('the real collector is reachable without --expose-gc', () => {
	expect(() => collectWhenIdle()).not.toThrow()
})

test('after a burst, releaseMemory gives the heap pages back, not only the objects', () => {
	const megabytes = () => process.memoryUsage().heapTotal / 2 ** 20
	let garbage: object[][] | undefined = Array.from({ length: 40 }, (_, chunk) =>
		Array.from({ length: 50_000 }, (_, i) => ({ chunk, i, text: `línea ${i}` })),
	)
	// a few objects of the burst stay alive, scattered over its pages, as sessions and caches do in the server
	const survivors = garbage.flatMap((chunk) => chunk.filter((_, i) => i % 400 === 0))
	const duringBurst = megabytes()
	garbage = undefined
	releaseMemory()
	expect(megabytes()).toBeLessThan(duringBurst - 100)
	expect(survivors).toHaveLength(40 * 125)
})
