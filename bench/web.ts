// Web benchmark: requests/s and latency of the public pages (/, /faq, /contact, the legal pages and the 404), the
// signed-in pages of a 1,000-episode account (/library, /dashboard, /create) and the JSON API's list of those episodes
// and `me` (bearer token) at 20 connections for 10 s, each next to a minimal Remix app rendering the same page or
// answering the same JSON (bench/minimal-remix.ts) and to a bare node:http server answering the same bytes, in the
// same run; and the JavaScript each public page loads.
// `npm run bench -- api` runs the signed-in and API rows only, `npm run bench -- web` the public pages only, and
// `npm run bench -- js` the JavaScript each public page and each app page (signed in) loads.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import autocannon from 'autocannon'
import { hashPassword } from '#app/modules/auth/password.server.ts'
import { healthStatus, startApp } from '../tests/support/app-process.ts'
import { queryEmbedded } from '../tests/support/embedded-query.ts'
import { freePort, tempDir } from '../tests/support/test-postgres.ts'
import { minimalRemixServerFor } from './minimal-remix.ts'

const CONNECTIONS = 20
const DURATION = Number(process.env.BENCH_SECONDS ?? 10)
const PUBLIC_PAGES = ['/', '/faq', '/contact', '/privacy', '/terms', '/legal', '/cookies', '/no-existe']
const HEADERS = { 'accept-language': 'es-ES', cookie: 'ondacast_cookie_consent=true', 'accept-encoding': 'gzip' }

export async function benchWeb() {
	await withApp(async (base, database) => {
		await benchPublicPages(base)
		printWebHeader()
		await benchApi(base, await benchLibrary(base, database))
		await benchJavaScript(base, database)
	})
}

/** `npm run bench -- web`: the public pages' rows only. */
export async function benchWebPublic() {
	await withApp((base) => benchPublicPages(base))
}

/**
 * Each public page (the 404 too) as an anonymous visitor loads it, next to the minimal Remix app rendering the same
 * page and to a bare server answering the same gzipped bytes, each started here and loaded in turn.
 */
async function benchPublicPages(base: string) {
	console.log(`\n## Public pages (${CONNECTIONS} connections, ${DURATION} s each; app in production mode)\n`)
	console.log(
		'| path | app req/s | app p50 ms | app p99 ms | minimal Remix req/s | minimal Remix p99 ms | app/minimal Remix | bare req/s | bare p99 ms | app/bare |',
	)
	console.log('|---|---|---|---|---|---|---|---|---|---|')
	for (const path of PUBLIC_PAGES) {
		const status = path === '/no-existe' ? 404 : 200
		const html = await (await fetch(`${base}${path}`, { headers: HEADERS })).text()
		const remix = await minimalRemixServerFor({ html })
		const bare = await bareServerFor(`${base}${path}`, HEADERS, status)
		const appResult = await load(`${base}${path}`, HEADERS, status)
		const remixResult = await load(remix.url)
		const bareResult = await load(bare.url, HEADERS, status)
		bare.close()
		await remix.close()
		console.log(
			`| ${path} | ${appResult.rps} | ${appResult.p50} | ${appResult.p99} | ${remixResult.rps} | ${remixResult.p99} | ${(appResult.rps / remixResult.rps).toFixed(2)} | ${bareResult.rps} | ${bareResult.p99} | ${(appResult.rps / bareResult.rps).toFixed(2)} |`,
		)
	}
}

/** `npm run bench -- js`: the JavaScript tables alone (public pages, then the app's pages signed in). */
export async function benchWebJavaScript() {
	await withApp(benchJavaScript)
}

/**
 * The JavaScript each page loads, gzipped: the public pages (landing ≤ 100 KB; legal pages, FAQ, contact and the
 * 404 none at all) and the app's pages signed in (≤ 120 KB), for a user with one finished episode (its page is /create/:episodeId).
 */
async function benchJavaScript(base: string, database: Database) {
	console.log('\n## JavaScript each public page loads\n')
	printJavaScriptHeader()
	for (const path of PUBLIC_PAGES) printJavaScriptRow(path, await pageJavaScript(base, path))
	const email = `bench-js-${Date.now()}@ejemplo.es`
	const password = 'contraseña-de-bench'
	const [user] = await queryEmbedded<{ id: string }>(
		database,
		`INSERT INTO users (email, password, "planId", "updatedAt") VALUES ($1, $2, 'creadores', now()) RETURNING id`,
		[email, await hashPassword(password)],
	)
	const [episode] = await queryEmbedded<{ id: string }>(
		database,
		`INSERT INTO episodes ("userId", title, "podcastName", "episodeNumber", duration, script, step, status, "audioUrl",
			"updatedAt")
		 VALUES ($1, 'Episodio de prueba', 'Ondas Internas', 1, 300, 'Guion.', 'complete', 'completed',
			'/media/episodes/x/audio.mp3?v=1', now()) RETURNING id`,
		[user!.id],
	)
	const headers = { ...HEADERS, cookie: `${HEADERS.cookie}; ${await signIn(base, email, password)}` }
	console.log('\n## JavaScript each app page loads (signed in)\n')
	printJavaScriptHeader()
	for (const path of ['/dashboard', '/create', '/library', `/create/${episode!.id}`, '/settings'])
		printJavaScriptRow(path.replace(episode!.id, ':episodeId'), await pageJavaScript(base, path, headers))
}

function printJavaScriptHeader() {
	console.log('| page | scripts | bytes | gzip bytes | gzip KB |')
	console.log('|---|---|---|---|---|')
}

function printJavaScriptRow(path: string, js: Awaited<ReturnType<typeof pageJavaScript>>) {
	console.log(`| ${path} | ${js.count} | ${js.bytes} | ${js.gzip} | ${(js.gzip / 1024).toFixed(1)} |`)
}

/** The session cookie of a sign-in through the login form. */
async function signIn(base: string, email: string, password: string) {
	const login = await fetch(`${base}/login`, {
		method: 'POST',
		body: new URLSearchParams({ email, password }),
		redirect: 'manual',
		headers: HEADERS,
	})
	if (login.status !== 302) throw new Error(`POST /login: HTTP ${login.status}`)
	return login.headers
		.getSetCookie()
		.map((cookie) => cookie.split(';')[0])
		.join('; ')
}

/** `npm run bench -- api`: the signed-in pages and the JSON API's rows, without the rest of the web bench. */
export async function benchWebApi() {
	await withApp(async (base, database) => {
		printWebHeader()
		await benchApi(base, await benchLibrary(base, database))
	})
}

type Database = { dataDir: string; port: number }

/** The app in production mode with its embedded PostgreSQL, started for `run` and stopped after it. */
async function withApp(run: (base: string, database: Database) => Promise<void>) {
	const port = await freePort()
	const dataDir = tempDir('ondacast-bench')
	const pgPort = await freePort()
	const app = startApp({
		DATA_DIR: dataDir,
		PORT: String(port),
		EMBEDDED_PG_PORT: String(pgPort),
		RATE_LIMIT_FACTOR: '100000',
	})
	try {
		while ((await healthStatus(port)) !== 200) {
			if (app.child.exitCode !== null) throw new Error(`the app did not start:\n${app.output()}`)
			await new Promise((resolve) => setTimeout(resolve, 200))
		}
		await run(`http://127.0.0.1:${port}`, { dataDir, port: pgPort })
	} finally {
		app.child.kill('SIGTERM')
		await app.exited
	}
}

function printWebHeader() {
	console.log(`\n## Web (${CONNECTIONS} connections, ${DURATION} s each; app in production mode with embedded PostgreSQL)\n`)
	console.log(
		'| path | app req/s | app p50 ms | app p99 ms | minimal Remix req/s | minimal Remix p99 ms | app/minimal Remix | bare req/s | bare p99 ms | app/bare |',
	)
	console.log('|---|---|---|---|---|---|---|---|---|---|')
}

/**
 * One signed-in row: the app's answer at `url` next to the minimal Remix app rendering the same page (`html`) or
 * answering the same JSON (`json`) and to a bare server answering the same gzipped bytes, each loaded in turn.
 */
async function benchSignedIn(name: string, url: string, headers: Record<string, string>, kind: 'html' | 'json') {
	const response = await fetch(url, { headers, redirect: 'manual' })
	if (response.status !== 200) throw new Error(`${url}: HTTP ${response.status}`)
	const body = await response.text()
	const remix = await minimalRemixServerFor(kind === 'html' ? { html: body } : { json: JSON.parse(body) })
	const bare = await bareServerFor(url, headers)
	const appResult = await load(url, headers)
	const remixResult = await load(remix.url)
	const bareResult = await load(bare.url)
	bare.close()
	await remix.close()
	console.log(
		`| ${name} | ${appResult.rps} | ${appResult.p50} | ${appResult.p99} | ${remixResult.rps} | ${remixResult.p99} | ${(appResult.rps / remixResult.rps).toFixed(2)} | ${bareResult.rps} | ${bareResult.p99} | ${(appResult.rps / bareResult.rps).toFixed(2)} |`,
	)
}

/** 1,000 finished episodes for a user: the library the web and load benchmarks measure. */
export async function seedLibraryEpisodes(database: { dataDir: string; port: number }, userId: string) {
	await queryEmbedded(
		database,
		`INSERT INTO episodes ("userId", title, "podcastName", "episodeNumber", duration, script, step, status, "audioUrl",
			"coverUrl", "videoStatus", "createdAt", "updatedAt")
		 SELECT $1, 'Episodio número ' || n || ': la canción del equipo', 'Ondas Internas', n, 300 + n % 300,
			repeat('Texto del guion con acentos y eñes. ', 40), 'complete', 'completed', '/media/episodes/x/audio.mp3?v=1',
			'/media/episodes/x/cover.png?v=1', 'ready', now() - n * interval '1 hour', now()
		 FROM generate_series(1, 1000) AS n`,
		[userId],
	)
}

/**
 * The signed-in pages of a user with 1,000 episodes: the library (first page of 24, stats over all of them), the
 * dashboard and the create form, each next to the minimal Remix app rendering the same page and to a bare server
 * answering the same bytes. Answers the user's e-mail and password, for the API rows.
 */
async function benchLibrary(base: string, database: Database) {
	const email = `bench-${Date.now()}@ejemplo.es`
	const password = 'contraseña-de-bench'
	const hashed = await hashPassword(password)
	const [user] = await queryEmbedded<{ id: string }>(
		database,
		`INSERT INTO users (email, password, "planId", "updatedAt") VALUES ($1, $2, 'creadores', now()) RETURNING id`,
		[email, hashed],
	)
	await seedLibraryEpisodes(database, user!.id)
	const headers = { ...HEADERS, cookie: `${HEADERS.cookie}; ${await signIn(base, email, password)}` }
	await benchSignedIn('/library (1,000 episodes)', `${base}/library`, headers, 'html')
	await benchSignedIn('/dashboard (same user)', `${base}/dashboard`, headers, 'html')
	await benchSignedIn('/create (same user)', `${base}/create`, headers, 'html')
	return { email, password }
}

/**
 * The JSON API as a program calls it: a bearer token from POST /api/auth/login, then the first page of the same
 * 1,000 episodes and `me` (the account, its plan and the month's quota), each next to the minimal Remix app answering
 * the same JSON from a resource route and to a bare server answering the same bytes.
 */
async function benchApi(base: string, { email, password }: { email: string; password: string }) {
	const login = await fetch(`${base}/api/auth/login`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({ email, password }),
	})
	if (!login.ok) throw new Error(`POST /api/auth/login: HTTP ${login.status}`)
	const { token } = (await login.json()) as { token: string }
	const headers = { 'accept-language': 'es-ES', 'accept-encoding': 'gzip', authorization: `Bearer ${token}` }
	for (const [name, path] of [
		['GET /api/episodes (1,000 episodes, bearer)', '/api/episodes'],
		['GET /api/auth/me (bearer)', '/api/auth/me'],
	] as const)
		await benchSignedIn(name, `${base}${path}`, headers, 'json')
}

/** A bare node:http server answering the app's exact response (body and content type, already gzipped). */
async function bareServerFor(url: string, headers: Record<string, string> = HEADERS, status = 200) {
	const response = await fetch(url, { headers })
	if (response.status !== status) throw new Error(`${url}: HTTP ${response.status}`)
	const contentType = response.headers.get('content-type') ?? 'text/html; charset=utf-8'
	const body = Buffer.from(await response.arrayBuffer())
	const gzipped = zlib.gzipSync(body)
	const server = http.createServer((_req, res) => {
		res.writeHead(status, {
			'content-type': contentType,
			'content-encoding': 'gzip',
			'content-length': gzipped.length,
		})
		res.end(gzipped)
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => server.close() }
}

/** Requests/s and latency at CONNECTIONS connections; every answer must have `status` (the 404 page's is 404). */
async function load(url: string, headers: Record<string, string> = HEADERS, status = 200) {
	const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers })
	// the 404 page is measured with its own status: then a 2xx, 3xx or 5xx is the unexpected answer
	const unexpected = status === 200 ? result.non2xx : result.non2xx - result['4xx'] + result['2xx']
	if (unexpected > 0) throw new Error(`${url}: ${unexpected} answers other than HTTP ${status}`)
	if (result.errors > 0 || result.timeouts > 0) throw new Error(`${url}: ${result.errors} errors, ${result.timeouts} timeouts`)
	return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99 }
}

/** Every script a page loads: module scripts, modulepreload links and inline scripts, raw and gzip bytes. */
async function pageJavaScript(base: string, path: string, headers: Record<string, string> = HEADERS) {
	const page = await fetch(`${base}${path}`, { headers, redirect: 'manual' })
	if (!page.ok && page.status !== 404) throw new Error(`${path}: HTTP ${page.status}`)
	const html = await page.text()
	const sources = new Set<string>()
	for (const match of html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+)"/g))
		sources.add(match[1]!)
	for (const match of html.matchAll(/import\("([^"]+\.js)"\)|from "([^"]+\.js)"/g)) sources.add((match[1] ?? match[2])!)
	const inline = [...html.matchAll(/<script(?![^>]*\ssrc)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!)
	let bytes = 0
	let gzip = 0
	for (const source of sources) {
		const code = Buffer.from(await (await fetch(new URL(source, base))).arrayBuffer())
		bytes += code.length
		gzip += zlib.gzipSync(code).length
	}
	for (const code of inline) {
		bytes += Buffer.byteLength(code)
		gzip += code ? zlib.gzipSync(code).length : 0
	}
	return { count: sources.size + inline.length, bytes, gzip }
}
