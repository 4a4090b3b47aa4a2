import express from 'express'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { listen } from '#tests/support/listen.ts'
import { collectWhenIdle } from './idle-gc.ts'

const gc = vi.fn()
let base: string
let close: () => void
let release: () => void = () => {}
beforeAll(async () => {
	const app = express()
		.use(collectWhenIdle({ quietMs: 50, afterRequests: 3, gc }))
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

test('the real collector is reachable without --expose-gc', () => {
	expect(() => collectWhenIdle()).not.toThrow()
})
