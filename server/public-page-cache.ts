import crypto from 'node:crypto'
import fs from 'node:fs'
import zlib from 'node:zlib'
import type { NextFunction, Request, Response } from 'express'
import { readCookieConsent } from '#app/utils/cookies.server.ts'
import { i18nServer } from '#app/utils/i18n.server.ts'

/** The public pages kept when they answer 200; any other path is kept only when it answers the 404 page. */
const PUBLIC_PATHS = new Set(['/', '/faq', '/contact', '/privacy', '/terms', '/legal', '/cookies'])
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
/** How often the plans file is looked at: a change to it is seen within this time. */
const PLANS_CHECK_MS = 1000
/** Headers of the page handler's answer that belong to one response, not to the page: never replayed. */
const PER_RESPONSE_HEADERS = new Set([
	'content-length',
	'content-encoding',
	'transfer-encoding',
	'connection',
	'keep-alive',
	'date',
	'etag',
	'vary',
	'cache-control',
	'ratelimit',
	'ratelimit-policy',
	'retry-after',
])
const VARY = 'Accept-Encoding, Accept-Language, Cookie'
// the visitor's browser revalidates every time (ETag, 304) and no shared cache keeps a page made for one response
const CACHE_CONTROL = 'private, no-cache'
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0x03])

type Entry = {
	status: number
	headers: [string, string | number | string[]][]
	/** The page cut at each occurrence of the nonce it was rendered with. */
	parts: Buffer[]
	/** Each part as raw deflate blocks that end on a byte and refer to nothing before them: they can be joined. */
	deflated: Buffer[]
	/** The CRC-32 of the first part (most of a page: its nonces are in the scripts at the end) and the page's length. */
	firstCrc: number
	length: number
	etag: string
	storedAt: number
}

type Options = { plansFile: string; now?: () => number }

/**
 * Render once, serve many: the public pages an anonymous visitor asks for (no session cookie, no query string) are
 * kept in this process's memory by path, language, cookie-banner choice, build and plans file, and answered from
 * there like a static file: before the rate limits and the concurrent-request cap, so they never queue behind
 * signed-in pages. What differs per response is made cheap: the CSP nonce is put into the kept bytes (into the gzip
 * stream as a stored block, so the rest stays compressed once), and the browser's copy is revalidated with an ETag
 * (304). Only a 200 of a public page or a 404
 * page, HTML, with no Set-Cookie, is kept; a miss is rendered by the app as always and kept on its way out.
 * Off until `setBuildId` is called (production; the dev server's build changes under it). ADR 0054.
 */
export function publicPageCache({ plansFile, now = Date.now }: Options) {
	const entries = new Map<string, Entry>()
	let buildId: string | null = null
	let plansVersion = ''
	let plansCheckedAt = Number.NEGATIVE_INFINITY

	/** The plans file's modification time and size, looked at once a second; a change empties the cache. */
	function currentPlansVersion() {
		const time = now()
		if (time - plansCheckedAt < PLANS_CHECK_MS) return plansVersion
		plansCheckedAt = time
		const stat = fs.statSync(plansFile, { throwIfNoEntry: false })
		const version = stat ? `${stat.mtimeMs}:${stat.size}` : 'none'
		if (version !== plansVersion) {
			entries.clear()
			plansVersion = version
		}
		return version
	}

	function middleware(req: Request, res: Response, next: NextFunction) {
		if (!buildId || !eligible(req)) return next()
		const nonce = res.locals.cspNonce as string | undefined
		if (!nonce) return next()
		answer(req, res, next, nonce).catch(next)
	}

	async function answer(req: Request, res: Response, next: NextFunction, nonce: string) {
		const visitor = await visitorKey(req)
		if (!visitor) return next()
		const version = `${buildId}|${currentPlansVersion()}`
		const key = `${req.path}|${visitor}`
		const entry = entries.get(key)
		if (entry && now() - entry.storedAt < MAX_AGE_MS) return send(req, res, entry, nonce)
		if (req.method === 'GET')
			keepOnTheWayOut(req, res, nonce, (status, headers, parts) => {
				if (`${buildId}|${currentPlansVersion()}` !== version) return
				// the other first visitors of a cold page rendered it too: one copy is compressed and kept
				const kept = entries.get(key)
				if (kept && now() - kept.storedAt < MAX_AGE_MS) return
				if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!)
				entries.delete(key)
				entries.set(key, newEntry(`${version}|${key}`, status, headers, parts))
			})
		next()
	}

	return {
		middleware,
		/** Turns the cache on for this build: every kept page and ETag belongs to one build. */
		setBuildId(id: string) {
			buildId = id
			entries.clear()
		},
	}

	function newEntry(key: string, status: number, headers: Entry['headers'], parts: Buffer[]): Entry {
		const hash = crypto.createHash('sha256').update(key)
		for (const part of parts) hash.update('\0nonce\0').update(part)
		return {
			status,
			headers,
			parts,
			firstCrc: zlib.crc32(parts[0]!),
			length: parts.reduce((total, part) => total + part.length, 0),
			deflated: parts.map((part, index) =>
				index < parts.length - 1
					? zlib.deflateRawSync(part, { finishFlush: zlib.constants.Z_FULL_FLUSH })
					: zlib.deflateRawSync(part),
			),
			etag: `W/"${hash.digest('base64url').slice(0, 27)}"`,
			storedAt: now(),
		}
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

/**
 * What the page depends on besides its path, as the app itself reads it: the language (the switch's cookie, then
 * Accept-Language) and the cookie banner's choice. Null when the headers cannot be read as the app would. Remembered
 * by the two headers' text (most visitors send one of a few), so that a hit builds no Request.
 */
const visitorKeys = new Map<string, string | null>()
const MAX_VISITOR_KEYS = 1024

async function visitorKey(req: Request) {
	const cookie = req.headers.cookie ?? ''
	const language = req.headers['accept-language'] ?? ''
	const headers = `${cookie}\n${language}`
	const known = visitorKeys.get(headers)
	if (known !== undefined) return known
	let key: string | null
	try {
		const request = new globalThis.Request('http://localhost/', { headers: { cookie, 'accept-language': language } })
		key = `${await i18nServer.getLocale(request)}|${readCookieConsent(request) ?? 'none'}`
	} catch {
		key = null
	}
	if (headers.length > 512) return key
	if (visitorKeys.size >= MAX_VISITOR_KEYS) visitorKeys.delete(visitorKeys.keys().next().value!)
	visitorKeys.set(headers, key)
	return key
}

/**
 * Watches the app's answer go out (after compression's wrappers, so the bytes are the page as rendered) and hands
 * it to `keep` when it may be kept: a 200 of a public page or a 404, HTML, no Set-Cookie, not too large. The
 * headers kept are those the page handler set, not the per-request ones set before it (CSP, rate limits).
 */
function keepOnTheWayOut(
	req: Request,
	res: Response,
	nonce: string,
	keep: (status: number, headers: Entry['headers'], parts: Buffer[]) => void,
) {
	const before = new Set(res.getHeaderNames())
	const chunks: Buffer[] = []
	let size = 0
	let keeping = true
	const collect = (chunk: unknown, encoding: unknown) => {
		if (!keeping || chunk === undefined || chunk === null || typeof chunk === 'function') return
		const buffer =
			typeof chunk === 'string'
				? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
				: Buffer.from(chunk as Uint8Array)
		size += buffer.length
		if (size > MAX_PAGE_BYTES || !isHtml(res)) keeping = false
		else chunks.push(buffer)
	}
	const write = res.write
	const end = res.end
	res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
		collect(chunk, rest[0])
		return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest)
	} as Response['write']
	res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
		collect(chunk, rest[0])
		return (end as (...args: unknown[]) => Response).call(this, chunk, ...rest)
	} as Response['end']
	res.once('finish', () => {
		const status = res.statusCode
		const keepable = status === 404 || (status === 200 && PUBLIC_PATHS.has(req.path))
		if (!keeping || !keepable || !isHtml(res) || res.hasHeader('set-cookie')) return
		const headers: Entry['headers'] = []
		for (const name of res.getHeaderNames()) {
			if (before.has(name) || PER_RESPONSE_HEADERS.has(name)) continue
			headers.push([name, res.getHeader(name)!])
		}
		keep(status, headers, split(Buffer.concat(chunks), Buffer.from(nonce)))
	})
}

function isHtml(res: Response) {
	return String(res.getHeader('content-type') ?? '').startsWith('text/html')
}

function split(body: Buffer, separator: Buffer) {
	const parts: Buffer[] = []
	let start = 0
	for (let at = body.indexOf(separator); at !== -1; at = body.indexOf(separator, start)) {
		parts.push(body.subarray(start, at))
		start = at + separator.length
	}
	parts.push(body.subarray(start))
	return parts
}

function send(req: Request, res: Response, entry: Entry, nonce: string) {
	for (const [name, value] of entry.headers) res.setHeader(name, value)
	res.setHeader('Vary', VARY)
	res.setHeader('Cache-Control', CACHE_CONTROL)
	res.setHeader('ETag', entry.etag)
	if (matches(req.headers['if-none-match'], entry.etag)) {
		// the browser keeps its copy and the headers stored with it: a new CSP here would carry a nonce that copy's
		// scripts do not have, and the stored one matches them
		res.removeHeader('Content-Security-Policy')
		res.removeHeader('Content-Type')
		res.status(304).end()
		return
	}
	res.status(entry.status)
	const value = Buffer.from(nonce)
	let body: Buffer
	if (req.acceptsEncodings(['gzip', 'identity']) === 'gzip') {
		body = gzipped(entry, value)
		res.setHeader('Content-Encoding', 'gzip')
	} else body = Buffer.concat(entry.parts.flatMap((part, index) => (index === 0 ? [part] : [value, part])))
	res.setHeader('Content-Length', body.length)
	res.end(body)
}

/**
 * The kept page with this response's nonce, as one gzip member: the parts compressed once, each nonce between them
 * as a stored (uncompressed) deflate block, and the trailer's CRC-32 and length of the whole.
 */
function gzipped(entry: Entry, nonce: Buffer) {
	const stored = Buffer.alloc(5)
	stored.writeUInt16LE(nonce.length, 1)
	stored.writeUInt16LE(~nonce.length & 0xffff, 3)
	const pieces = [GZIP_HEADER, entry.deflated[0]!]
	let crc = entry.firstCrc
	for (let index = 1; index < entry.parts.length; index++) {
		pieces.push(stored, nonce, entry.deflated[index]!)
		crc = zlib.crc32(entry.parts[index]!, zlib.crc32(nonce, crc))
	}
	const trailer = Buffer.alloc(8)
	trailer.writeUInt32LE(crc >>> 0, 0)
	trailer.writeUInt32LE((entry.length + (entry.parts.length - 1) * nonce.length) >>> 0, 4)
	pieces.push(trailer)
	return Buffer.concat(pieces)
}

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks for this header). */
function matches(header: string | undefined, etag: string) {
	if (!header) return false
	if (header.trim() === '*') return true
	const opaque = etag.replace(/^W\//, '')
	return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque)
}
