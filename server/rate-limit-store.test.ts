import net from 'node:net'
import express from 'express'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { prisma } from '#app/utils/db.server.ts'
import { requireDatabaseUrl } from '#app/utils/env.server.ts'
import { getSessionCookie } from '#app/utils/session.server.ts'
import { listen } from '#tests/support/listen.ts'
import { freePort } from '#tests/support/test-postgres.ts'
import { postgresRateLimits } from './rate-limit-store.ts'
import { rateLimits } from './security.ts'

type Node = { base: string; close: () => Promise<void> }

/** One web node: its own Express app and its own pool, counting in the database at `connectionString`. */
async function startNode(connectionString: string): Promise<Node> {
	const limits = postgresRateLimits(connectionString)
	const app = express()
		.use(rateLimits(1, { store: limits.store }))
		.all('*', (req, res) => {
			// the settings page answers 400 to a wrong delete-account e-mail
			res.status(req.path === '/settings' && req.query.wrong !== undefined ? 400 : 200).send('ok')
		})
	const served = await listen(app)
	return {
		base: served.base,
		close: async () => {
			served.close()
			await limits.close()
		},
	}
}

let a: Node
let b: Node
beforeAll(async () => {
	a = await startNode(requireDatabaseUrl())
	b = await startNode(requireDatabaseUrl())
})
afterAll(async () => {
	await a.close()
	await b.close()
})

function post(node: Node, path: string, headers: Record<string, string> = {}) {
	return fetch(`${node.base}${path}`, { method: 'POST', headers })
}

test('sign-in attempts count on every node: 5 through one and 5 through the other, the 11th is refused on both in Spanish', async () => {
	const statuses: number[] = []
	for (let i = 0; i < 10; i++) statuses.push((await post(i % 2 ? b : a, '/register')).status)
	expect(statuses).toEqual(Array(10).fill(200))
	for (const node of [a, b]) {
		const refused = await post(node, '/register', { accept: 'text/html' })
		expect(refused.status).toBe(429)
		expect(await refused.text()).toMatch(/<h1>Demasiadas solicitudes<\/h1>/)
	}
	const plain = await post(b, '/register', { accept: 'application/json' })
	expect(plain.status).toBe(429)
	expect(await plain.text()).toMatch(/^Demasiadas solicitudes\. .*Espera un minuto/)
})

test('requests arriving at the same moment on both nodes are each counted once: exactly 100 POSTs of 130 pass', async () => {
	const cookie = await getSessionCookie().serialize('sesion-de-rafaga')
	const answers = await Promise.all(
		Array.from({ length: 130 }, (_, i) => post(i % 2 ? b : a, '/library', { cookie }).then((answer) => answer.status)),
	)
	expect(answers.filter((status) => status === 200)).toHaveLength(100)
	expect(answers.filter((status) => status === 429)).toHaveLength(30)
})

test('once the minute is over the client may try again, on either node', async () => {
	for (let i = 0; i < 10; i++) expect((await post(i % 2 ? a : b, '/login')).status).toBe(200)
	expect((await post(b, '/login')).status).toBe(429)
	// the minute passes: the window's end, kept by the database, is now
	await prisma.$executeRaw`UPDATE "rate_limits" SET "resetAt" = now() WHERE "key" LIKE 'secret-forms:/login %'`
	const again = await post(b, '/login')
	expect(again.status).toBe(200)
	expect(again.headers.get('ratelimit')).toMatch(/; r=9; t=60$/)
	expect((await post(a, '/login')).status).toBe(200)
})

test('each tier keeps its own count: a client out of POSTs may still read pages and sign in', async () => {
	const cookie = await getSessionCookie().serialize('sesion-sin-posts')
	for (let i = 0; i < 100; i++) expect((await post(i % 2 ? a : b, '/episodes/new', { cookie })).status).toBe(200)
	expect((await post(a, '/episodes/new', { cookie })).status).toBe(429)
	const page = await fetch(`${b.base}/library`, { headers: { cookie } })
	expect(page.status).toBe(200)
	expect(page.headers.get('ratelimit')).toMatch(/; r=999; t=\d+$/)
	expect((await post(b, '/demo/acceso', { cookie })).status).toBe(200)
})

test("the settings page's refused answers count across nodes; its saves are taken back and never add up", async () => {
	const cookie = await getSessionCookie().serialize('sesion-de-ajustes')
	for (let i = 0; i < 15; i++) expect((await post(i % 2 ? a : b, '/settings', { cookie })).status).toBe(200)
	// a save is taken back once its answer has gone out: wait for the last one before guessing
	const sid = 'sesion-de-ajustes'
	await expect
		.poll(async () => (await prisma.rateLimit.findUnique({ where: { key: `refused-settings:session:${sid}` } }))?.hits)
		.toBe(0)
	const refused: number[] = []
	for (let i = 0; i < 11; i++) refused.push((await post(i % 2 ? a : b, '/settings?wrong', { cookie })).status)
	expect(refused.slice(0, 10)).toEqual(Array(10).fill(400))
	expect(refused[10]).toBe(429)
})

test('a rate-limit database that does not answer lets requests through, says so once, and counts again when it is back', async () => {
	const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
	const info = vi.spyOn(console, 'info').mockImplementation(() => {})
	const real = new URL(requireDatabaseUrl())
	const url = new URL(real)
	url.port = String(await freePort())
	const node = await startNode(url.toString())
	const proxy = net.createServer((client) => {
		const server = net.connect(Number(real.port), real.hostname)
		client.on('error', () => server.destroy())
		server.on('error', () => client.destroy())
		client.pipe(server).pipe(client)
	})
	try {
		const statuses: number[] = []
		for (let i = 0; i < 15; i++) statuses.push((await post(node, '/api/auth/login')).status)
		expect(statuses).toEqual(Array(15).fill(200))
		expect(warn).toHaveBeenCalledTimes(1)
		expect(warn.mock.calls[0]![0]).toMatch(/^\[web\] Aviso: los límites de peticiones no pueden contarse en PostgreSQL/)

		// the database comes back on that address
		await new Promise<void>((resolve) => proxy.listen(Number(url.port), '127.0.0.1', resolve))
		await expect.poll(async () => (await post(node, '/api/auth/login')).headers.get('ratelimit')).toMatch(/; r=9; t=60$/)
		expect(info).toHaveBeenCalledWith('[web] Los límites de peticiones vuelven a contarse en PostgreSQL.')
		expect(warn).toHaveBeenCalledTimes(1)
	} finally {
		await node.close()
		proxy.close()
		warn.mockRestore()
		info.mockRestore()
	}
})
