import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type RunningApp, signedInUser, startRunningApp } from '#tests/support/signed-in-app.ts'
import { tempDir } from '#tests/support/test-postgres.ts'

// The built app (`npm run build`) as `npm start` runs it: public pages for anonymous visitors come from the cache
// of server/public-page-cache.ts after their first visit.
const dataDir = tempDir('ondacast-page-cache')
const plansFile = path.join(dataDir, 'plans.json')
// the language switch's cookie as the app writes it (a Remix cookie without secrets: base64 of the JSON value)
const ENGLISH_COOKIE = `ondacast_lng=${encodeURIComponent(btoa(JSON.stringify('en')))}`
const CONSENT = 'ondacast_cookie_consent=true'
let app: RunningApp

beforeAll(async () => {
	fs.copyFileSync('config/plans.json', plansFile)
	app = await startRunningApp(dataDir, { PLANS_FILE: plansFile, RATE_LIMIT_FACTOR: '1000' })
})
afterAll(async () => {
	await app?.stop()
	fs.rmSync(dataDir, { recursive: true, force: true })
})

type Visit = { status: number; html: string; etag: string | null; csp: string; lang: string | undefined; nonces: string[] }

async function visit(page: string, headers: Record<string, string> = {}): Promise<Visit> {
	const response = await fetch(`${app.base}${page}`, { headers: { 'accept-language': 'es-ES', ...headers }, redirect: 'manual' })
	const html = await response.text()
	return {
		status: response.status,
		html,
		etag: response.headers.get('etag'),
		csp: response.headers.get('content-security-policy') ?? '',
		lang: /<html lang="([^"]+)"/.exec(html)?.[1],
		nonces: [...html.matchAll(/ nonce="([^"]*)"/g)].map((match) => match[1]!),
	}
}

/** The same page twice: the second comes from the cache (it has the cache's ETag). */
async function twice(page: string, headers: Record<string, string> = {}) {
	await visit(page, headers)
	const second = await visit(page, headers)
	expect(second.etag).toMatch(/^W\/"/)
	return second
}

/** The bytes as sent with `Accept-Encoding: gzip`, and their Content-Encoding. */
function gzipBytes(page: string) {
	return new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
		http
			.get(`${app.base}${page}`, { headers: { 'accept-encoding': 'gzip', 'accept-language': 'es-ES' } }, (response) => {
				const chunks: Buffer[] = []
				response.on('data', (chunk: Buffer) => chunks.push(chunk))
				response.on('end', () => resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }))
			})
			.on('error', reject)
	})
}

const withoutNonces = (html: string) => html.replaceAll(/ nonce="[^"]*"/g, '')

test('every answer from the cache has its own nonce, the one its Content-Security-Policy allows, gzipped or not', async () => {
	const first = await visit('/')
	const cached = [await twice('/'), await visit('/'), await visit('/', { 'accept-encoding': 'identity' })]
	const nonces = new Set<string>()
	for (const page of cached) {
		expect(page.status).toBe(200)
		expect(page.nonces.length).toBeGreaterThan(0)
		const nonce = page.nonces[0]!
		expect(page.nonces.every((value) => value === nonce)).toBe(true)
		expect(page.csp).toContain(`'nonce-${nonce}'`)
		expect(withoutNonces(page.html)).toBe(withoutNonces(first.html))
		nonces.add(nonce)
	}
	expect(nonces.size).toBe(cached.length)
	// a browser checks the gzip trailer (CRC-32 and length of the page with its nonce): gunzip does too
	const { encoding, body } = await gzipBytes('/')
	expect(encoding).toBe('gzip')
	expect(withoutNonces(zlib.gunzipSync(body).toString())).toBe(withoutNonces(first.html))
})

test('a browser that has the page is answered 304 without a new nonce; one that has another version gets the page', async () => {
	const { etag } = await twice('/faq')
	const revalidated = await fetch(`${app.base}/faq`, { headers: { 'accept-language': 'es-ES', 'if-none-match': etag! } })
	expect(revalidated.status).toBe(304)
	// the browser keeps the CSP it stored with its copy, whose nonce that copy's scripts carry
	expect(revalidated.headers.get('content-security-policy')).toBeNull()
	const stale = await fetch(`${app.base}/faq`, { headers: { 'accept-language': 'es-ES', 'if-none-match': 'W/"otra"' } })
	expect(stale.status).toBe(200)
	expect(await stale.text()).toContain('<html lang="es"')
})

test('a signed-in visitor never gets the anonymous page, and an anonymous one never gets the signed-in page', async () => {
	const anonymous = await twice('/faq')
	expect(anonymous.html).toContain('Iniciar sesión')
	const { cookie } = await signedInUser(app)
	for (const _ of [1, 2]) {
		const signedIn = await visit('/faq', { cookie: `${CONSENT}; ${cookie}` })
		expect(signedIn.html).toContain('Panel Principal')
		expect(signedIn.html).not.toContain('Iniciar sesión')
		expect(signedIn.etag).toBeNull()
		// signed in, the landing page is the dashboard
		expect((await visit('/', { cookie: `${CONSENT}; ${cookie}` })).status).toBe(302)
	}
	const again = await visit('/faq')
	expect(again.html).toContain('Iniciar sesión')
	expect(again.html).not.toContain('Panel Principal')
	expect((await visit('/')).status).toBe(200)
})

test('each language gets its own page, chosen by Accept-Language or by the language switch’s cookie', async () => {
	const spanish = await twice('/faq')
	const english = await twice('/faq', { 'accept-language': 'en-US,en;q=0.9' })
	expect(spanish.lang).toBe('es')
	expect(english.lang).toBe('en')
	expect(english.html).toContain('Sign in')
	expect(english.etag).not.toBe(spanish.etag)
	// the switch's cookie wins over the browser's language
	expect((await twice('/faq', { cookie: ENGLISH_COOKIE })).lang).toBe('en')
	expect((await visit('/faq')).lang).toBe('es')
	expect((await visit('/faq', { 'accept-language': 'en' })).lang).toBe('en')
})

test('the cookie banner shows until the visitor has chosen, whichever page the cache has', async () => {
	const undecided = await twice('/privacy')
	const decided = await twice('/privacy', { cookie: CONSENT })
	const essential = await twice('/privacy', { cookie: 'ondacast_cookie_consent=essential-only' })
	expect(undecided.html).toContain('aria-label="Aviso de cookies"')
	expect(decided.html).not.toContain('aria-label="Aviso de cookies"')
	expect(essential.html).not.toContain('aria-label="Aviso de cookies"')
	expect((await visit('/privacy')).html).toContain('aria-label="Aviso de cookies"')
})

test('the generator’s page is kept for anonymous visitors, and a signed-in one still goes to the creation form', async () => {
	for (const page of ['/podcast-generator', '/create-episode']) {
		expect((await twice(page)).status).toBe(200)
		const { cookie } = await signedInUser(app)
		const signedIn = await fetch(`${app.base}${page}`, { headers: { cookie }, redirect: 'manual' })
		expect(signedIn.status).toBe(302)
		expect(signedIn.headers.get('location')).toBe('/create')
	}
})

test('the 404 page is kept with its status', async () => {
	const missing = await twice('/no-existe-en-cache')
	expect(missing.status).toBe(404)
	expect((await visit('/no-existe-en-cache')).status).toBe(404)
})

test('a change to the plans file retires every kept page: the browser’s copy is not confirmed any more', async () => {
	const { etag } = await twice('/')
	const headers = { 'accept-language': 'es-ES', 'if-none-match': etag! }
	expect((await fetch(`${app.base}/`, { headers })).status).toBe(304)
	fs.appendFileSync(plansFile, '\n')
	await expect.poll(async () => (await fetch(`${app.base}/`, { headers })).status, { timeout: 10_000 }).toBe(200)
	const renewed = await twice('/')
	expect(renewed.etag).not.toBe(etag)
})
