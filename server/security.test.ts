import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { rateLimits } from './security.ts'

let base: string
let close: () => void
beforeAll(async () => {
	const app = express()
		.use(rateLimits(1))
		.all('*', (_req, res) => {
			res.send('ok')
		})
	const server = app.listen(0, '127.0.0.1')
	await new Promise((resolve) => server.once('listening', resolve))
	base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
	close = () => server.close()
})
afterAll(() => close())

test('sign-in style POSTs are limited to 10 a minute, with a Spanish 429 message', async () => {
	const statuses: number[] = []
	for (let i = 0; i < 11; i++) statuses.push((await fetch(`${base}/login`, { method: 'POST' })).status)
	expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true)
	const limited = await fetch(`${base}/login`, { method: 'POST' })
	expect(limited.status).toBe(429)
	expect(await limited.text()).toMatch(/Demasiadas solicitudes/)
	expect((await fetch(`${base}/faq`)).status).toBe(200)
})
