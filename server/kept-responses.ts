import crypto from 'node:crypto'
import zlib from 'node:zlib'
import type { Request, Response } from 'express'

/**
 * What the page caches share (public pages, ADR 0054; signed-in pages, ADR 0058): watching an answer go out, keeping
 * it with the CSP nonce cut out, and answering it again with a new nonce, gzipped without compressing per request,
 * or 304 for a browser whose copy is current.
 */

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
	'ratelimit',
	'ratelimit-policy',
	'retry-after',
])
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0x03])

export type KeptResponse = {
	status: number
	headers: [string, string | number | string[]][]
	/** The body cut at each occurrence of the nonce it was rendered with. */
	parts: Buffer[]
	/** Each part as raw deflate blocks that end on a byte and refer to nothing before them: they can be joined. */
	deflated: Buffer[]
	/** The CRC-32 of the first part (most of a page: its nonces are in the scripts at the end) and the body's length. */
	firstCrc: number
	length: number
	/** What the copy holds in memory, roughly (both forms of the body). */
	bytes: number
	etag: string
	storedAt: number
}

/** A response to keep: `key` names what it was made for (it goes into the ETag with the body). */
export function keptResponse(key: string, status: number, headers: KeptResponse['headers'], parts: Buffer[], storedAt: number) {
	const hash = crypto.createHash('sha256').update(key)
	for (const part of parts) hash.update('\0nonce\0').update(part)
	const deflated = parts.map((part, index) =>
		index < parts.length - 1
			? zlib.deflateRawSync(part, { finishFlush: zlib.constants.Z_FULL_FLUSH })
			: zlib.deflateRawSync(part),
	)
	const length = parts.reduce((total, part) => total + part.length, 0)
	return {
		status,
		headers,
		parts,
		deflated,
		firstCrc: zlib.crc32(parts[0]!),
		length,
		bytes: length + deflated.reduce((total, part) => total + part.length, 0),
		etag: `W/"${hash.digest('base64url').slice(0, 27)}"`,
		storedAt,
	} satisfies KeptResponse
}

type Watch = {
	/** The nonce this response was rendered with: the body is cut where it appears. */
	nonce: string
	/** Larger answers are not kept. */
	maxBytes: number
	/** The content types that may be kept (their start: 'text/html', 'application/json'). */
	contentTypes: string[]
	/** Whether the finished answer may be kept (status, path); one with a Set-Cookie never is. */
	keepable: (status: number) => boolean
}

/**
 * Watches the app's answer go out (after compression's wrappers, so the bytes are the page as rendered) and hands
 * it to `keep` when it may be kept: keepable, of a kept content type, no Set-Cookie, not too large. The headers kept
 * are those the page handler set, not the per-request ones set before it (CSP, rate limits, CORS).
 */
export function keepOnTheWayOut(
	res: Response,
	{ nonce, maxBytes, contentTypes, keepable }: Watch,
	keep: (status: number, headers: KeptResponse['headers'], parts: Buffer[]) => void,
) {
	const before = new Set(res.getHeaderNames())
	const chunks: Buffer[] = []
	let size = 0
	let keeping = true
	const ofKeptType = () => {
		const type = String(res.getHeader('content-type') ?? '')
		return contentTypes.some((start) => type.startsWith(start))
	}
	const collect = (chunk: unknown, encoding: unknown) => {
		if (!keeping || chunk === undefined || chunk === null || typeof chunk === 'function') return
		const buffer =
			typeof chunk === 'string'
				? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
				: Buffer.from(chunk as Uint8Array)
		size += buffer.length
		if (size > maxBytes || !ofKeptType()) keeping = false
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
		if (!keeping || !keepable(res.statusCode) || !ofKeptType() || res.hasHeader('set-cookie')) return
		const headers: KeptResponse['headers'] = []
		for (const name of res.getHeaderNames()) {
			if (before.has(name) || PER_RESPONSE_HEADERS.has(name)) continue
			headers.push([name, res.getHeader(name)!])
		}
		keep(res.statusCode, headers, split(Buffer.concat(chunks), Buffer.from(nonce)))
	})
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

/**
 * Answers a kept response with this response's nonce (gzipped when the client takes gzip), or 304 when the client's
 * copy has its ETag. `vary` is the cache's own, and so is `cacheControl` when given (else the kept one stays).
 */
export function sendKept(
	req: Request,
	res: Response,
	entry: KeptResponse,
	nonce: string,
	{ vary, cacheControl }: { vary: string; cacheControl?: string },
) {
	for (const [name, value] of entry.headers) res.setHeader(name, value)
	res.setHeader('Vary', vary)
	if (cacheControl) res.setHeader('Cache-Control', cacheControl)
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
 * The kept body with this response's nonce, as one gzip member: the parts compressed once, each nonce between them
 * as a stored (uncompressed) deflate block, and the trailer's CRC-32 and length of the whole.
 */
function gzipped(entry: KeptResponse, nonce: Buffer) {
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
