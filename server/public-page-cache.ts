import type { NextFunction, Request, Response } from 'express'
import { type KeptResponse, keepOnTheWayOut, keptResponse, sendKept } from './kept-responses.ts'
import { type DeployVersion, visitorKey } from './page-variants.ts'

/**
 * The public pages kept when they answer 200; any other path is kept only when it answers the 404 page. The
 * generator's two addresses show an anonymous visitor the same short page (signed in, they redirect to /create).
 */
const PUBLIC_PATHS = new Set([
	'/',
	'/faq',
	'/contact',
	'/privacy',
	'/terms',
	'/legal',
	'/cookies',
	'/podcast-generator',
	'/create-episode',
])
/**
 * The only cookies a kept page may be asked with: the language switch's (app/utils/i18n.server.ts) and the cookie
 * banner's choice (app/utils/cookies.server.ts), both part of the key. Any other cookie (a session, a toast, a demo
 * visit, someone else's) may change the page: that request is rendered as always. A renamed cookie of ours is then
 * unknown here, which costs speed, never correctness.
 */
const KEY_COOKIES = new Set(['ondacast_lng', 'ondacast_cookie_consent'])
const MAX_ENTRIES = 256
const MAX_PAGE_BYTES = 1024 * 1024
/** A kept page is rendered again after this long: what a page computes from the clock (the footer's year) follows. */
const MAX_AGE_MS = 10 * 60 * 1000
const VARY = 'Accept-Encoding, Accept-Language, Cookie'
// the visitor's browser revalidates every time (ETag, 304) and no shared cache keeps a page made for one response
const CACHE_CONTROL = 'private, no-cache'

type Options = { deploy: DeployVersion; now?: () => number }

/**
 * Render once, serve many: the public pages an anonymous visitor asks for (no session cookie, no query string) are
 * kept in this process's memory by path, language, cookie-banner choice, build and plans file, and answered from
 * there like a static file: before the rate limits and the concurrent-request cap, so they never queue behind
 * signed-in pages. What differs per response is made cheap: the CSP nonce is put into the kept bytes (into the gzip
 * stream as a stored block, so the rest stays compressed once), and the browser's copy is revalidated with an ETag
 * (304). Only a 200 of a public page or a 404
 * page, HTML, with no Set-Cookie, is kept; a miss is rendered by the app as always and kept on its way out.
 * Off until the deploy's build is known (production; the dev server's build changes under it). ADR 0054.
 */
export function publicPageCache({ deploy, now = Date.now }: Options) {
	const entries = new Map<string, KeptResponse>()
	let keptFor: string | null = null

	/** The build and plans the kept pages belong to; a change of either empties the cache. */
	function currentVersion() {
		const version = deploy.current()
		if (version !== keptFor) {
			entries.clear()
			keptFor = version
		}
		return version
	}

	return function publicPages(req: Request, res: Response, next: NextFunction) {
		if (!eligible(req)) return next()
		const nonce = res.locals.cspNonce as string | undefined
		const version = currentVersion()
		if (!nonce || !version) return next()
		answer(req, res, next, nonce, version).catch(next)
	}

	async function answer(req: Request, res: Response, next: NextFunction, nonce: string, version: string) {
		const visitor = await visitorKey(req)
		if (!visitor) return next()
		const key = `${req.path}|${visitor}`
		const entry = entries.get(key)
		if (entry && now() - entry.storedAt < MAX_AGE_MS)
			return sendKept(req, res, entry, nonce, { vary: VARY, cacheControl: CACHE_CONTROL })
		if (req.method === 'GET')
			keepOnTheWayOut(
				res,
				{ nonce, maxBytes: MAX_PAGE_BYTES, contentTypes: ['text/html'], keepable: keepable(req) },
				(status, headers, parts) => {
					if (currentVersion() !== version) return
					// the other first visitors of a cold page rendered it too: one copy is compressed and kept
					const kept = entries.get(key)
					if (kept && now() - kept.storedAt < MAX_AGE_MS) return
					if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!)
					entries.delete(key)
					entries.set(key, keptResponse(`${version}|${key}`, status, headers, parts, now()))
				},
			)
		next()
	}
}

/**
 * An anonymous GET or HEAD of a page address (no file name with a dot, not the JSON API or a feed, whose refusals
 * the rate limits count) without a query string, a range or a bearer token, with none but the key's cookies.
 */
function eligible(req: Request) {
	if (req.method !== 'GET' && req.method !== 'HEAD') return false
	if (req.originalUrl.includes('?') || req.headers.authorization || req.headers.range) return false
	const path = req.path
	if (path.includes('.') || path.startsWith('/api/') || path.startsWith('/feeds/')) return false
	const cookie = req.headers.cookie
	if (!cookie) return true
	for (const pair of cookie.split(';')) {
		const name = pair.slice(0, pair.indexOf('=') >>> 0).trim()
		if (name && !KEY_COOKIES.has(name)) return false
	}
	return true
}

/** A 200 of a public page or a 404 page (of any path) may be kept. */
function keepable(req: Request) {
	return (status: number) => status === 404 || (status === 200 && PUBLIC_PATHS.has(req.path))
}
