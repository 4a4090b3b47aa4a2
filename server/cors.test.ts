import express from 'express'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { listen } from '#tests/support/listen.ts'
import { apiCors } from './cors.ts'
import { requestGuardsFor } from './request-guards.ts'

// CORS for the JSON API with API_CORS_ORIGINS=https://app.ejemplo.com: that page may call the described calls with a
// bearer token; no other origin gains anything, and a cookie never authorises a cross-site write.
const LISTED = 'https://app.ejemplo.com'
const servers: Array<() => void> = []
let base: string
let closedBase: string

function server(origins: string[]) {
	return listen(
		express()
			.use(apiCors(origins))
			.use(requestGuardsFor(origins))
			.all('*', (_req, res) => {
				res.json({ reached: true })
			}),
	)
}

beforeAll(async () => {
	const open = await server([LISTED])
	const closed = await server([])
	servers.push(open.close, closed.close)
	base = open.base
	closedBase = closed.base
})
afterAll(() => {
	for (const close of servers) close()
})

const preflight = (at: string, path: string, origin: string, method = 'PATCH') =>
	fetch(`${at}${path}`, {
		method: 'OPTIONS',
		headers: { Origin: origin, 'Access-Control-Request-Method': method, 'Access-Control-Request-Headers': 'authorization' },
	})

test('a listed origin’s preflight: 204 with the methods of the calls at that path, the headers it may send, no credentials', async () => {
	const answer = await preflight(base, '/api/episodes/0b5d3c1e-6f0a-4f7e-9a51-2f1c8d7e4a10', LISTED)
	expect(answer.status).toBe(204)
	expect(answer.headers.get('access-control-allow-origin')).toBe(LISTED)
	expect(answer.headers.get('access-control-allow-methods')).toBe('GET, PATCH, DELETE')
	expect(answer.headers.get('access-control-allow-headers')).toBe('Authorization, Content-Type, Idempotency-Key')
	expect(Number(answer.headers.get('access-control-max-age'))).toBeGreaterThan(0)
	expect(answer.headers.get('access-control-allow-credentials')).toBeNull()
	expect(answer.headers.get('vary')).toContain('Origin')
	expect((await preflight(base, '/api/openapi.json', LISTED, 'GET')).headers.get('access-control-allow-methods')).toBe('GET')
})

test('its answers carry the origin; another origin, another path or no list get no CORS headers and no preflight', async () => {
	const me = await fetch(`${base}/api/auth/me`, { headers: { Origin: LISTED, Authorization: 'Bearer onda_x' } })
	expect(me.headers.get('access-control-allow-origin')).toBe(LISTED)
	expect(me.headers.get('access-control-expose-headers')).toContain('Retry-After')
	expect(me.headers.get('access-control-allow-credentials')).toBeNull()

	const stranger = await fetch(`${base}/api/auth/me`, { headers: { Origin: 'https://atacante.example' } })
	expect(stranger.headers.get('access-control-allow-origin')).toBeNull()
	expect(stranger.headers.get('vary')).toContain('Origin')
	for (const [at, path, origin] of [
		[base, '/api/auth/me', 'https://atacante.example'],
		[base, '/settings', LISTED],
		[base, '/api/no-existe', LISTED],
		[closedBase, '/api/auth/me', LISTED],
	] as const) {
		const refused = await preflight(at, path, origin)
		expect(refused.status, `${at} ${path} ${origin}`).toBe(405)
		expect(refused.headers.get('access-control-allow-origin')).toBeNull()
	}
	const page = await fetch(`${base}/settings`, { headers: { Origin: LISTED } })
	expect(page.headers.get('access-control-allow-origin')).toBeNull()
})

test('a write from a listed origin passes with a bearer token only; a cookie-only one, or from another origin, is refused', async () => {
	const write = (at: string, origin: string, headers: Record<string, string>) =>
		fetch(`${at}/api/episodes/abc`, {
			method: 'PATCH',
			headers: { Origin: origin, 'Sec-Fetch-Site': 'cross-site', 'Content-Type': 'application/json', ...headers },
			body: '{"title":"Nuevo"}',
		})
	const bearer = await write(base, LISTED, { Authorization: 'Bearer onda_x' })
	expect(bearer.status).toBe(200)
	expect(await bearer.json()).toEqual({ reached: true })
	expect(bearer.headers.get('access-control-allow-origin')).toBe(LISTED)

	for (const [at, origin, headers] of [
		[base, LISTED, { Cookie: 'ondacast_session=abc' }],
		[base, LISTED, { Authorization: 'Basic YTpi', Cookie: 'ondacast_session=abc' }],
		[base, 'https://atacante.example', { Authorization: 'Bearer onda_x' }],
		[closedBase, LISTED, { Authorization: 'Bearer onda_x' }],
	] as const) {
		const refused = await write(at, origin, headers)
		expect(refused.status, `${origin} ${JSON.stringify(headers)}`).toBe(403)
		expect(await refused.json()).toMatchObject({ code: 'REQUEST_CROSS_ORIGIN' })
	}
	// a page's form stays same-site only, whatever it carries
	const form = await fetch(`${base}/settings`, {
		method: 'POST',
		headers: { Origin: LISTED, Authorization: 'Bearer onda_x', 'Content-Type': 'application/x-www-form-urlencoded' },
		body: 'a=b',
	})
	expect(form.status).toBe(403)
})
