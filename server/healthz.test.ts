import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterEach, expect, test } from 'vitest'
import { s3Storage } from '#app/integrations/storage/s3-storage.server.ts'
import { startTestS3 } from '#tests/support/s3-server.ts'
import { healthz } from './healthz.ts'

const closers: Array<() => unknown> = []
afterEach(async () => {
	for (const close of closers.splice(0)) await close()
})

async function serve(handler: ReturnType<typeof healthz>) {
	const app = express().get('/healthz', handler)
	const server = app.listen(0, '127.0.0.1')
	await new Promise((resolve) => server.once('listening', resolve))
	closers.push(() => new Promise((resolve) => server.close(resolve)), handler.close)
	return `http://127.0.0.1:${(server.address() as AddressInfo).port}/healthz`
}

test('200 with the node role when database, queue and bucket answer', async () => {
	const s3 = await startTestS3()
	closers.push(s3.close)
	const bucket = s3Storage(s3.config)
	const url = await serve(
		healthz({
			connectionString: process.env.DATABASE_URL!,
			queueReady: async () => true,
			storageReady: () => bucket.ping(),
			role: 'web',
		}),
	)
	const response = await fetch(url)
	expect(response.status).toBe(200)
	expect(await response.json()).toEqual({ status: 'ok', role: 'web', database: 'ok', queue: 'ok', storage: 'ok' })
})

test('503 naming what is down when the database, the queue or the bucket does not answer', async () => {
	const unreachable = 'postgresql://postgres:x@127.0.0.1:1/none'
	const s3 = await startTestS3()
	await s3.close() // a bucket whose server is gone
	const bucket = s3Storage(s3.config)
	const url = await serve(
		healthz({
			connectionString: unreachable,
			queueReady: async () => Promise.reject(new Error('down')),
			storageReady: () => bucket.ping(),
			role: 'web+worker',
		}),
	)
	const response = await fetch(url)
	expect(response.status).toBe(503)
	expect(await response.json()).toEqual({
		status: 'error',
		role: 'web+worker',
		database: 'error',
		queue: 'error',
		storage: 'error',
	})
})
