import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterEach, expect, test } from 'vitest'
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

test('200 with database and queue ok', async () => {
	const url = await serve(healthz({ connectionString: process.env.DATABASE_URL!, queueReady: async () => true }))
	const response = await fetch(url)
	expect(response.status).toBe(200)
	expect(await response.json()).toEqual({ status: 'ok', database: 'ok', queue: 'ok' })
})

test('503 naming what is down when the database or the queue does not answer', async () => {
	const unreachable = 'postgresql://postgres:x@127.0.0.1:1/none'
	const url = await serve(healthz({ connectionString: unreachable, queueReady: async () => Promise.reject(new Error('down')) }))
	const response = await fetch(url)
	expect(response.status).toBe(503)
	expect(await response.json()).toEqual({ status: 'error', database: 'error', queue: 'error' })
})
