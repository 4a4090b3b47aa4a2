import type { Job } from 'pg-boss'
import { expect, test, vi } from 'vitest'
import { defineJob } from './define-job.ts'

const episodeId = crypto.randomUUID()
/** A job of the cover queue (3 retries) on its `retryCount`-th retry. */
const job = (retryCount: number) => ({ data: { episodeId }, retryCount }) as Job<unknown>

function handler(error: Error, permanent = false) {
	const giveUp = vi.fn(async () => ({ failed: true }))
	const handle = defineJob('episode-cover', {
		run: async () => {
			throw error
		},
		permanent: () => permanent,
		giveUp,
	})
	return { handle, giveUp }
}

test('a failure is retried until the last attempt, which gives up with the payload', async () => {
	vi.spyOn(console, 'error').mockImplementation(() => {})
	const { handle, giveUp } = handler(new Error('caído'))
	await expect(handle([job(0)])).rejects.toThrow('caído')
	await expect(handle([job(2)])).rejects.toThrow('caído')
	expect(giveUp).not.toHaveBeenCalled()
	expect(await handle([job(3)])).toEqual({ failed: true })
	expect(giveUp).toHaveBeenCalledWith({ episodeId }, expect.any(Error))
	vi.restoreAllMocks()
})

test('a permanent failure gives up at once; without giveUp every failure goes back to pg-boss', async () => {
	vi.spyOn(console, 'info').mockImplementation(() => {})
	const permanent = handler(new Error('sin créditos'), true)
	expect(await permanent.handle([job(0)])).toEqual({ failed: true })
	const plain = defineJob('episode-cover', {
		run: async () => {
			throw new Error('caído')
		},
	})
	await expect(plain([job(3)])).rejects.toThrow('caído')
	vi.restoreAllMocks()
})

test('a payload that does not match the queue schema is refused before any work', async () => {
	const run = vi.fn()
	await expect(
		defineJob('episode-cover', { run })([{ data: { episodeId: 'x' }, retryCount: 0 } as Job<unknown>]),
	).rejects.toThrow()
	expect(run).not.toHaveBeenCalled()
})

test('always runs after every attempt: a success, a retried failure and a give-up', async () => {
	vi.spyOn(console, 'error').mockImplementation(() => {})
	const always = vi.fn(async () => {})
	let fail = false
	const handle = defineJob('episode-cover', {
		run: async () => {
			if (fail) throw new Error('caído')
			return { done: true }
		},
		giveUp: async () => ({ failed: true }),
		always,
	})
	expect(await handle([job(0)])).toEqual({ done: true })
	fail = true
	await expect(handle([job(0)])).rejects.toThrow('caído')
	expect(await handle([job(3)])).toEqual({ failed: true })
	expect(always).toHaveBeenCalledTimes(3)
	expect(always).toHaveBeenCalledWith({ episodeId })
	vi.restoreAllMocks()
})
