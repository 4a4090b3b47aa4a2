import express from 'express'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { getSessionCookie } from '#app/utils/session.server.ts'
import { listen } from '#tests/support/listen.ts'
import { rateLimits, warnUntrustedProxy } from './security.ts'

let base: string
let close: () => void
beforeAll(async () => {
	const app = express()
		.use(rateLimits(1))
		.all('*', (req, res) => {
			// the API refuses a token that does not work
			if (req.headers.authorization?.includes('inventado')) return void res.status(401).send('{}')
			// a feed whose token does not work
			if (req.path.startsWith('/feeds/') && req.path.includes('inventado')) return void res.status(404).send('no')
			// the settings page answers 400 to a wrong delete-account e-mail
			res.status(req.path === '/settings' && req.query.wrong !== undefined ? 400 : 200).send('ok')
		})
	const served = await listen(app)
	base = served.base
	close = served.close
})
afterAll(() => close())

function post(path: string, headers: Record<string, string> = {}) {
	return fetch(`${base}${path}`, { method: 'POST', headers })
}

test('sign-in style POSTs are limited to 10 a minute, with a Spanish 429 message', async () => {
	const statuses: number[] = []
	for (let i = 0; i < 10; i++) statuses.push((await post('/register')).status)
	expect(statuses.every((status) => status === 200)).toBe(true)
	const limited = await post('/register', { accept: 'text/html' })
	expect(limited.status).toBe(429)
	expect(await limited.text()).toMatch(/Demasiadas solicitudes/)
	expect((await fetch(`${base}/faq`)).status).toBe(200)
})

test("Stripe's webhooks and one-click unsubscribes (signed, from other servers) are not held to the 100 POSTs a minute", async () => {
	for (const path of ['/webhooks/stripe', '/email/unsubscribe?token=x']) {
		const statuses = await Promise.all(Array.from({ length: 120 }, () => post(path).then((answer) => answer.status)))
		expect(statuses.filter((status) => status === 429)).toHaveLength(0)
	}
	const statuses = await Promise.all(Array.from({ length: 120 }, () => post('/library').then((answer) => answer.status)))
	expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0)
})

test('every spelling of the sign-in route shares one limit: .data (the JavaScript client), case, slashes, escapes', async () => {
	const spellings = [
		'/login.data',
		'/LOGIN',
		'/Login.data',
		'/login/',
		'/%6Cogin',
		'//login',
		'/login.data?index',
		'/login?_data=routes%2Flogin',
	]
	const statuses: number[] = []
	for (let i = 0; i < 11; i++) statuses.push((await post(spellings[i % spellings.length]!, { 'x-test': String(i) })).status)
	expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200))
	expect(statuses[10]).toBe(429)
	for (const path of ['/demo/acceso.data', '/Demo/Acceso']) expect((await post(path)).status).toBe(200)
})

test("the settings page counts only refused answers: saving is never limited, guessing the account's e-mail is", async () => {
	const cookie = await getSessionCookie().serialize('sesion-de-ajustes')
	for (let i = 0; i < 15; i++) expect((await post('/settings.data', { cookie })).status).toBe(200)
	const refused: number[] = []
	for (let i = 0; i < 11; i++) refused.push((await post('/settings?wrong', { cookie })).status)
	expect(refused.slice(0, 10)).toEqual(Array(10).fill(400))
	expect(refused[10]).toBe(429)
	// another account on the same address is not affected
	const other = await getSessionCookie().serialize('otra-sesion')
	expect((await post('/settings?wrong', { cookie: other })).status).toBe(400)
})

test('signed-in traffic is limited per account, not per address; a forged session cookie counts as the address', async () => {
	const first = await getSessionCookie().serialize('primera-sesion')
	const second = await getSessionCookie().serialize('segunda-sesion')
	const forged = `ondacast_session=${Buffer.from('"inventada"').toString('base64')}.firma`
	const statuses = async (cookie: string, count: number) => {
		const answers = await Promise.all(Array.from({ length: count }, () => fetch(`${base}/library`, { headers: { cookie } })))
		return answers.map((answer) => answer.status)
	}
	expect(new Set(await statuses(first, 1000))).toEqual(new Set([200]))
	expect(await statuses(first, 1)).toEqual([429])
	expect(await statuses(second, 1)).toEqual([200])
	// the forged cookie shares the address's bucket, which the other tests' GETs did not fill
	expect(await statuses(forged, 1)).toEqual([200])
})

test('JSON API clients are limited per token; tokens that do not work count against the address, so guessing is limited', async () => {
	const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
	const posts = (headers: Record<string, string>, count: number) =>
		Promise.all(Array.from({ length: count }, () => post('/api/episodes/generate-script', headers).then((answer) => answer)))
	const first = await posts(bearer('onda_primero'), 101)
	expect(first.filter((answer) => answer.status === 429)).toHaveLength(1)
	expect(first.find((answer) => answer.status === 429)!.headers.get('retry-after')).toMatch(/^\d+$/)
	expect((await posts(bearer('onda_segundo'), 1))[0]!.status).toBe(200)
	const guesses: number[] = []
	for (let i = 0; i < 21; i++) guesses.push((await post('/api/auth/me', bearer(`onda_inventado_${i}`))).status)
	expect(guesses.slice(0, 20)).toEqual(Array(20).fill(401))
	expect(guesses[20]).toBe(429)
})

test('feeds are read per address; an address whose feed addresses keep answering 404 is guessing tokens, and is held to 20 a minute', async () => {
	const feed = (path: string) => fetch(`${base}${path}`).then((answer) => answer.status)
	// a podcast app polling and downloading: past the 20, never limited while its addresses work
	const polls: number[] = []
	for (let i = 0; i < 30; i++) polls.push(await feed(`/feeds/bueno.xml?i=${i}`))
	expect(new Set(polls)).toEqual(new Set([200]))
	const guesses: number[] = []
	for (let i = 0; i < 21; i++) guesses.push(await feed(`/feeds/inventado-${i}.xml`))
	expect(guesses.slice(0, 20)).toEqual(Array(20).fill(404))
	expect(guesses[20]).toBe(429)
	expect(await feed('/feeds/bueno.xml')).toBe(429)
	// the rest of the site is another limit
	expect(await feed('/faq')).toBe(200)
})

test('X-Forwarded-For while TRUST_PROXY is 0 is reported once; with a trusted proxy, never', () => {
	const warn = vi.fn()
	const next = vi.fn()
	const request = (headers: Record<string, string>) => ({ headers }) as unknown as express.Request
	const untrusted = warnUntrustedProxy(0, warn)
	untrusted(request({}), {} as express.Response, next)
	expect(warn).not.toHaveBeenCalled()
	untrusted(request({ 'x-forwarded-for': '203.0.113.7' }), {} as express.Response, next)
	untrusted(request({ 'x-forwarded-for': '203.0.113.8' }), {} as express.Response, next)
	expect(warn).toHaveBeenCalledTimes(1)
	expect(warn.mock.calls[0]![0]).toMatch(/TRUST_PROXY/)
	const trusted = warnUntrustedProxy(1, warn)
	trusted(request({ 'x-forwarded-for': '203.0.113.9' }), {} as express.Response, next)
	expect(warn).toHaveBeenCalledTimes(1)
	expect(next).toHaveBeenCalledTimes(4)
})
