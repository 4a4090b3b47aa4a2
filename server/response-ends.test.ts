import express from 'express'
import { expect, test, vi } from 'vitest'
import { listen } from '#tests/support/listen.ts'
import { concurrencyLimit } from './concurrency.ts'
import { collectWhenIdle, quietCollector } from './idle-gc.ts'

/** A promise and the function that settles it: a state the test waits for, never a time. */
function signal() {
	let settle = () => {}
	const promise = new Promise<void>((resolve) => {
		settle = resolve
	})
	return { promise, settle }
}

test('a client gone while an earlier middleware was at work keeps no place at the cap, and the server can still go quiet', async () => {
	const gc = vi.fn()
	const collector = quietCollector({ quietMs: 10, afterWork: 1, gc })
	const [arrived, closed, gate] = [signal(), signal(), signal()]
	const app = express()
		// an asynchronous step before the cap (a rate limit counting the request), during which the client leaves
		.use(async (req, res, next) => {
			if (req.path === '/se-va') {
				res.once('close', closed.settle)
				arrived.settle()
				await gate.promise
			}
			next()
		})
		.use(concurrencyLimit({ limit: 1, queue: 5 }))
		.use(collectWhenIdle(collector))
		.get('*', (_req, res) => {
			res.send('ok')
		})
	const { base, close } = await listen(app)
	try {
		const client = new AbortController()
		const gone = fetch(`${base}/se-va`, { signal: client.signal }).catch(() => 'abandonada')
		await arrived.promise
		client.abort()
		await closed.promise
		gate.settle()
		expect(await gone).toBe('abandonada')

		// the cap's only place is free: the next visitor is answered
		const answer = await fetch(`${base}/siguiente`)
		expect(await answer.text()).toBe('ok')
		// and nothing is counted as in flight any more: the idle collection runs
		await expect.poll(() => gc.mock.calls.length).toBe(1)
	} finally {
		close()
	}
})
