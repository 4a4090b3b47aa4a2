import { afterAll, beforeAll, expect, test } from 'vitest'
import { queryEmbedded } from '#tests/support/embedded-query.ts'
import { type RunningApp, signedInUser, startRunningApp } from '#tests/support/signed-in-app.ts'
import { tempDir } from '#tests/support/test-postgres.ts'

// The built app (`npm run build`) as `npm start` runs it: signed-in pages and JSON calls come from the cache of
// server/signed-in-page-cache.ts while their account's rows have not changed (ADR 0058). A page answered from the
// cache carries the cache's ETag; a rendered one has none.
const dataDir = tempDir('ondacast-signed-in-cache')
let app: RunningApp

beforeAll(async () => {
	app = await startRunningApp(dataDir, { RATE_LIMIT_FACTOR: '1000' })
})
afterAll(async () => {
	await app?.stop()
})

const sql = <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
	queryEmbedded<T>({ dataDir: app.dataDir, port: app.pgPort }, text, values)

async function newEpisode(userId: string, title: string) {
	const [row] = await sql<{ id: string }>(
		`INSERT INTO episodes ("userId", title, "podcastName", script, step, status, "updatedAt")
		 VALUES ($1, $2, 'Ondas Internas', 'Hola.', 'complete', 'completed', now()) RETURNING id`,
		[userId, title],
	)
	return row!.id
}

type Visit = { status: number; body: string; etag: string | null; csp: string; nonces: string[]; location: string | null }

async function visit(page: string, headers: Record<string, string>): Promise<Visit> {
	const response = await fetch(`${app.base}${page}`, { headers: { 'accept-language': 'es-ES', ...headers }, redirect: 'manual' })
	const body = await response.text()
	return {
		status: response.status,
		body,
		etag: response.headers.get('etag'),
		csp: response.headers.get('content-security-policy') ?? '',
		nonces: [...body.matchAll(/ nonce="([^"]*)"/g)].map((match) => match[1]!),
		location: response.headers.get('location'),
	}
}

/** The same address twice: the second comes from the cache. */
async function twice(page: string, headers: Record<string, string>) {
	const first = await visit(page, headers)
	expect(first.status).toBe(200)
	expect(first.etag).toBeNull()
	const second = await visit(page, headers)
	expect(second.etag).toMatch(/^W\/"/)
	return { first, second }
}

const withoutNonces = (html: string) => html.replaceAll(/ nonce="[^"]*"/g, '')

test('a kept page is the page as rendered, each time with its own nonce, the one its Content-Security-Policy allows', async () => {
	const user = await signedInUser(app)
	await newEpisode(user.id, 'La radio de las mareas')
	const { first, second } = await twice('/library', { cookie: user.cookie })
	const third = await visit('/library', { cookie: user.cookie })
	expect(first.body).toContain('La radio de las mareas')
	for (const kept of [second, third]) {
		expect(withoutNonces(kept.body)).toBe(withoutNonces(first.body))
		expect(kept.nonces.length).toBeGreaterThan(0)
		expect(kept.csp).toContain(`'nonce-${kept.nonces[0]}'`)
	}
	expect(second.nonces[0]).not.toBe(third.nonces[0])
})

test('a change to the account’s rows by any writer shows on the next visit, and the browser’s copy is not confirmed', async () => {
	const user = await signedInUser(app)
	const episode = await newEpisode(user.id, 'Primer título')
	const { second } = await twice('/library', { cookie: user.cookie })
	expect((await visit('/library', { cookie: user.cookie, 'if-none-match': second.etag! })).status).toBe(304)
	// as a job or an operator would: straight into the database
	await sql(`UPDATE episodes SET title = 'Título corregido' WHERE id = $1`, [episode])
	const changed = await visit('/library', { cookie: user.cookie, 'if-none-match': second.etag! })
	expect(changed.status).toBe(200)
	expect(changed.body).toContain('Título corregido')
	expect(changed.body).not.toContain('Primer título')
	// the plan badge and the month's usage in the app shell are the account's rows too
	await sql(`UPDATE users SET "planId" = 'esencial' WHERE id = $1`, [user.id])
	expect((await visit('/dashboard', { cookie: user.cookie })).body).toContain('Esencial')
})

test('one account never gets another’s kept page, nor one address another’s', async () => {
	const [owner, other] = [await signedInUser(app), await signedInUser(app)]
	await newEpisode(owner.id, 'Solo para la dueña')
	await twice('/library', { cookie: owner.cookie })
	for (const _ of [1, 2]) {
		const theirs = await visit('/library', { cookie: other.cookie })
		expect(theirs.status).toBe(200)
		expect(theirs.body).not.toContain('Solo para la dueña')
	}
	const searched = await twice('/library?q=nada-de-esto', { cookie: owner.cookie })
	expect(searched.second.body).not.toContain('Solo para la dueña')
	expect((await visit('/library', { cookie: owner.cookie })).body).toContain('Solo para la dueña')
})

test('after signing out, the old cookie gets the sign-in page, not the kept one', async () => {
	const user = await signedInUser(app)
	await twice('/dashboard', { cookie: user.cookie })
	const out = await fetch(`${app.base}/logout`, {
		method: 'POST',
		headers: { cookie: user.cookie, origin: app.base },
		body: new URLSearchParams(),
		redirect: 'manual',
	})
	expect(out.status).toBe(302)
	const after = await visit('/dashboard', { cookie: user.cookie })
	expect(after.status).toBe(302)
	expect(after.location).toMatch(/^\/login\?/)
})

test('a request with a toast, another cookie or a query string the page does not show is rendered as always', async () => {
	const user = await signedInUser(app)
	await twice('/dashboard', { cookie: user.cookie })
	for (const cookie of ['ondacast_toast=aviso', 'otra=1'])
		expect((await visit('/dashboard', { cookie: `${user.cookie}; ${cookie}` })).etag).toBeNull()
	expect((await visit('/dashboard?checkout=success', { cookie: user.cookie })).etag).toBeNull()
	// a page that is not on the list (an episode's own page, settings) is never kept
	for (const _ of [1, 2]) expect((await visit('/settings', { cookie: user.cookie })).etag).toBeNull()
})

test('the JSON API’s list and account are kept per token, and a revoked token gets its 401', async () => {
	const user = await signedInUser(app)
	await newEpisode(user.id, 'Episodio por la API')
	const login = await fetch(`${app.base}/api/auth/login`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({ email: user.email, password: user.password }),
	})
	const { token } = (await login.json()) as { token: string }
	const bearer = { authorization: `Bearer ${token}` }
	// the token's first call writes its last use (a change of the account), and is rendered
	expect((await visit('/api/auth/me', bearer)).status).toBe(200)
	const { first, second } = await twice('/api/episodes', bearer)
	expect(JSON.parse(second.body)).toEqual(JSON.parse(first.body))
	expect(JSON.parse(second.body).episodes[0].title).toBe('Episodio por la API')
	expect((await twice('/api/auth/me', bearer)).second.body).toContain(user.email)
	// a token that was never issued: the app's 401, not another caller's page
	expect((await visit('/api/episodes', { authorization: `Bearer ${token}x` })).status).toBe(401)
	await sql(`DELETE FROM api_tokens WHERE "userId" = $1`, [user.id])
	expect((await visit('/api/episodes', bearer)).status).toBe(401)
})
