import type { NextFunction, Request, Response } from 'express'
import { tokenAccountVersion } from '#app/modules/api/api-tokens.server.ts'
import type { RowQuery } from '#app/utils/db.server.ts'
import { sessionAccountVersion, signedSessionId } from '#app/utils/session.server.ts'
import { type KeptResponse, keepOnTheWayOut, keptResponse, sendKept } from './kept-responses.ts'
import { type DeployVersion, visitorKey } from './page-variants.ts'

/**
 * The signed-in pages and JSON calls kept, each read by its loaders from the signed-in account's rows only (plus
 * the build, the plans, the language and the clock): `query` says whether its query string is part of what it
 * shows (the library's search and page); any other address with a query string is rendered as always. A page
 * that starts reading something else (another account's rows, a vendor's API, a file) must leave this list.
 */
const KEPT = new Map<string, { query: boolean; type: 'text/html' | 'application/json' }>([
	['/library', { query: true, type: 'text/html' }],
	['/episodes', { query: true, type: 'text/html' }],
	['/dashboard', { query: false, type: 'text/html' }],
	['/create', { query: false, type: 'text/html' }],
	['/podcasts', { query: false, type: 'text/html' }],
	['/api/episodes', { query: true, type: 'application/json' }],
	['/api/auth/me', { query: false, type: 'application/json' }],
])
/** Besides the session's, the cookies a kept page may be asked with: both are in the key (page-variants.ts). */
const KEY_COOKIES = new Set(['ondacast_session', 'ondacast_lng', 'ondacast_cookie_consent'])
const MAX_BYTES = 16 * 1024 * 1024
const MAX_PAGE_BYTES = 1024 * 1024
/**
 * A kept page is rendered again after this long, changed rows or not: what a page computes from the clock (a
 * trial's days left, the month of the quota) follows within it.
 */
const MAX_AGE_MS = 30 * 1000
const VARY = 'Accept-Encoding, Accept-Language, Cookie, Authorization'
// a page that does not say otherwise: the browser revalidates every time (ETag, 304); no shared cache keeps it
const CACHE_CONTROL = 'private, no-cache'

type Kept = { version: string; response: KeptResponse }
type Owner = { userId: string; credential: string; version: string }
/** `query`: the look-up's own small pool (server/side-pool.ts), not Prisma's. */
type Options = { deploy: DeployVersion; query: RowQuery; now?: () => number }

/**
 * Render once per change: a signed-in page (or JSON call) is kept in this process's memory with the version of its
 * account that was read before it was rendered, and answered again to the same credentials while that version, the
 * build and the plans stay the same and for at most 30 s. PostgreSQL counts the version (a deferred trigger on every
 * table that belongs to an account, migration 20261127000000_user_versions), so whatever writes (a page's action,
 * a job, a webhook, another web process or node) is seen by the next request, and a hit costs one query instead of
 * the page's. Before the concurrent-request cap; see `sessions` and `tokens` for the rate limits.
 * Only a 200 with no Set-Cookie is kept; a request with a toast or any other cookie, a range or an unlisted query
 * is rendered as always. Off until the deploy's build is known (production). ADR 0058.
 */
export function signedInPageCache({ deploy, query, now = Date.now }: Options) {
	const entries = new Map<string, Kept>()
	let bytes = 0
	let sweeping: NodeJS.Timeout | null = null

	function remove(key: string) {
		const kept = entries.get(key)
		if (!kept) return
		bytes -= kept.response.bytes
		entries.delete(key)
	}

	/** Drops the copies past their age (the oldest are first) and, past the memory allowed, the oldest others. */
	function sweep() {
		for (const [key, kept] of entries) {
			if (now() - kept.response.storedAt < MAX_AGE_MS && bytes <= MAX_BYTES) break
			remove(key)
		}
	}

	/** A quiet process gives its copies' memory back once they are past their age. */
	function sweepLater() {
		if (sweeping) return
		sweeping = setTimeout(() => {
			sweeping = null
			sweep()
			if (entries.size > 0) sweepLater()
		}, MAX_AGE_MS)
		sweeping.unref()
	}

	/** The middleware for the requests one kind of credential signs: `token` for a bearer token, else `session`. */
	function forCredential(credential: 'session' | 'token') {
		return function signedInPages(req: Request, res: Response, next: NextFunction) {
			if ((req.headers.authorization !== undefined) !== (credential === 'token')) return next()
			const kind = keptKind(req)
			const nonce = res.locals.cspNonce as string | undefined
			if (!kind || !nonce) return next()
			const deployed = deploy.current()
			if (!deployed) return next()
			answer(req, res, next, { kind, nonce, deployed }).catch(next)
		}
	}

	return {
		/**
		 * Requests with the session cookie, before the rate limits as the public pages are: the cookie's signature is
		 * checked before the database is asked, so nobody without a session of ours causes a query, and a hit costs
		 * the one query a count in the shared rate limits would (ADR 0058).
		 */
		sessions: forCredential('session'),
		/** Requests with a bearer token, after the rate limits: any caller can send a token to be looked up. */
		tokens: forCredential('token'),
	}

	async function answer(
		req: Request,
		res: Response,
		next: NextFunction,
		{ kind, nonce, deployed }: { kind: string; nonce: string; deployed: string },
	) {
		// a look-up that fails (the database away) leaves the request to the app, which says what went wrong
		const owner = await accountOwner(req, query).catch(() => null)
		const visitor = owner && (await visitorKey(req))
		if (!owner || !visitor) return next()
		const key = `${owner.userId}|${owner.credential}|${req.originalUrl}|${visitor}`
		const version = `${deployed}|${owner.version}`
		sweep()
		const kept = entries.get(key)
		if (kept?.version === version) return sendKept(req, res, kept.response, nonce, { vary: VARY })
		if (req.method === 'GET')
			keepOnTheWayOut(
				res,
				{ nonce, maxBytes: MAX_PAGE_BYTES, contentTypes: [kind], keepable: (status) => status === 200 },
				(status, headers, parts) => {
					if (deploy.current() !== deployed) return
					if (!headers.some(([name]) => name === 'cache-control')) headers.push(['cache-control', CACHE_CONTROL])
					remove(key)
					const response = keptResponse(`${version}|${key}`, status, headers, parts, now())
					entries.set(key, { version, response })
					bytes += response.bytes
					sweep()
					sweepLater()
				},
			)
		next()
	}
}

/** The kept content type of a GET or HEAD the cache may answer, or null. */
function keptKind(req: Request) {
	if (req.method !== 'GET' && req.method !== 'HEAD') return null
	if (req.headers.range) return null
	const page = KEPT.get(req.path)
	if (!page || (!page.query && req.originalUrl.includes('?'))) return null
	const cookie = req.headers.cookie
	if (cookie)
		for (const pair of cookie.split(';')) {
			const name = pair.slice(0, pair.indexOf('=') >>> 0).trim()
			if (name && !KEY_COOKIES.has(name)) return null
		}
	return page.type
}

/**
 * The account behind the request's credentials, as the app's guards would find it: a bearer token (which never
 * falls back to the session, app/modules/api/api-auth.server.ts) on the JSON calls, else the session cookie.
 */
async function accountOwner(req: Request, query: RowQuery): Promise<Owner | null> {
	const authorization = req.headers.authorization
	if (authorization !== undefined) {
		const token = /^Bearer ([\w.~+/-]+=*)$/i.exec(authorization.trim())?.[1]
		if (!token || !req.path.startsWith('/api/')) return null
		const found = await tokenAccountVersion(query, token)
		return found && { userId: found.userId, credential: `token:${found.tokenId}`, version: found.version }
	}
	const sid = await signedSessionId(req.headers.cookie)
	if (!sid) return null
	const found = await sessionAccountVersion(query, sid)
	return found && { userId: found.userId, credential: `session:${sid}`, version: found.version }
}
