import crypto from 'node:crypto'

export type MediaResponseOptions = {
	contentType: string
	/** The name offered when saving the file; sent with `download` (attachment) or alone (inline, for "save as"). */
	fileName?: string
	/** Ask the browser to save the file instead of playing it. */
	download?: boolean
	cacheControl?: string
	/** For a Buffer: a quoted ETag the caller already has; default: a hash of the bytes. */
	etag?: string
	/** When the bytes last changed: sent as Last-Modified, and If-Modified-Since is answered with it. */
	lastModified?: Date
}

type ByteRange = { start: number; end: number }

/**
 * Bytes served without holding them all: a file's size, a validator, and the bytes of one range (inclusive) as a
 * stream. A Buffer is turned into one by `bufferSource`.
 */
export type MediaSource = {
	size: number
	etag: string
	read: (start: number, end: number) => ReadableStream<Uint8Array> | Uint8Array<ArrayBuffer>
}

/** A small file already in memory (a voice sample): its validator is a hash of its bytes unless one is given. */
function bufferSource(bytes: Buffer, etag = etagOf(bytes)): MediaSource {
	return {
		size: bytes.length,
		etag,
		// A view, not a copy; Node's Buffers from files and child processes never live in a SharedArrayBuffer.
		read: (start, end) => new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset + start, end - start + 1),
	}
}

/**
 * Audio and video bytes as an HTTP response that players can seek in and browsers can revalidate: ETag and
 * If-None-Match (304), a single Range (206, or 416 when it lies outside the file; several ranges get the whole
 * file, which HTTP allows), If-Range, HEAD without a body, and a Content-Disposition safe for any title.
 */
export function mediaResponse(request: Request, content: Buffer | MediaSource, options: MediaResponseOptions): Response {
	const source = Buffer.isBuffer(content) ? bufferSource(content, options.etag) : content
	const { size, etag } = source
	const headers = new Headers({ 'Accept-Ranges': 'bytes', ETag: etag })
	if (options.cacheControl) headers.set('Cache-Control', options.cacheControl)
	if (options.lastModified) headers.set('Last-Modified', options.lastModified.toUTCString())

	if (isNotModified(request, etag, options.lastModified)) return new Response(null, { status: 304, headers })

	headers.set('Content-Type', options.contentType)
	if (options.download || options.fileName) {
		headers.set('Content-Disposition', contentDisposition(options.fileName, options.download ? 'attachment' : 'inline'))
	}
	const range = request.method === 'GET' && rangeApplies(request, etag) ? parseRange(request.headers.get('Range'), size) : null
	if (range === 'unsatisfiable') {
		headers.set('Content-Range', `bytes */${size}`)
		headers.delete('Content-Type')
		return new Response(null, { status: 416, headers })
	}
	const { start, end } = range ?? { start: 0, end: size - 1 }
	headers.set('Content-Length', String(end - start + 1))
	if (range) headers.set('Content-Range', `bytes ${start}-${end}/${size}`)
	const body = request.method === 'HEAD' || size === 0 ? null : source.read(start, end)
	return new Response(body, { status: range ? 206 : 200, headers })
}

/**
 * A small text document (a feed, captions, JSON chapters) with a validator: its ETag is a hash of its bytes, and
 * If-None-Match or If-Modified-Since get a 304; HEAD gets the headers only. No ranges: such documents are sent
 * compressed, and a compressed range would not be the range asked for.
 */
export function documentResponse(
	request: Request,
	body: string,
	options: { contentType: string; cacheControl: string; lastModified?: Date },
) {
	const bytes = Buffer.from(body, 'utf8')
	const etag = etagOf(bytes)
	const headers = new Headers({ ETag: etag, 'Cache-Control': options.cacheControl })
	if (options.lastModified) headers.set('Last-Modified', options.lastModified.toUTCString())
	if (isNotModified(request, etag, options.lastModified)) return new Response(null, { status: 304, headers })
	headers.set('Content-Type', options.contentType)
	headers.set('Content-Length', String(bytes.length))
	return new Response(request.method === 'HEAD' ? null : bytes, { status: 200, headers })
}

/**
 * Whether the client's copy is current: If-None-Match when it sends one (it takes precedence, RFC 9110 13.2.2), else
 * If-Modified-Since against the last change, to the second (what an HTTP date holds).
 */
function isNotModified(request: Request, etag: string, lastModified: Date | undefined) {
	const ifNoneMatch = request.headers.get('If-None-Match')
	if (ifNoneMatch) return matchesAny(ifNoneMatch, etag)
	const since = Date.parse(request.headers.get('If-Modified-Since') ?? '')
	if (!lastModified || Number.isNaN(since)) return false
	return Math.floor(lastModified.getTime() / 1000) <= Math.floor(since / 1000)
}

/** A strong validator from the content (SHA-1 is plenty: it only has to change when the bytes do). */
function etagOf(bytes: Buffer) {
	return `"${crypto.createHash('sha1').update(bytes).digest('base64url')}"`
}

/** If-None-Match uses the weak comparison: W/"x" matches "x"; `*` matches any representation. */
function matchesAny(header: string | null, etag: string) {
	if (!header) return false
	const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
	return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag))
}

/** If-Range: the range is only valid for the version the client already has part of; else send it all again. */
function rangeApplies(request: Request, etag: string) {
	const ifRange = request.headers.get('If-Range')
	return !ifRange || ifRange.trim() === etag
}

/**
 * One `bytes=a-b`, `bytes=a-` or `bytes=-n` range, clamped to the file. null: no Range header, or one this server
 * ignores (malformed, several ranges), which means the whole file.
 */
function parseRange(header: string | null, size: number): ByteRange | 'unsatisfiable' | null {
	const match = header ? /^bytes=(\d*)-(\d*)$/i.exec(header.trim()) : null
	if (!match) return null
	const [, first = '', last = ''] = match
	if (!first && !last) return null
	if (!first) {
		const suffix = Number(last)
		if (suffix === 0 || size === 0) return 'unsatisfiable'
		return { start: Math.max(0, size - suffix), end: size - 1 }
	}
	const start = Number(first)
	if (last && Number(last) < start) return null
	if (start >= size) return 'unsatisfiable'
	return { start, end: last ? Math.min(Number(last), size - 1) : size - 1 }
}

/**
 * `attachment; filename="…"; filename*=UTF-8''…`: an ASCII fallback for old clients and the exact UTF-8 name
 * (RFC 6266 / 5987). Quotes, backslashes, slashes, control and invisible formatting characters (CR/LF could split
 * the header; a right-to-left override could disguise the extension) are removed from both.
 */
export function contentDisposition(fileName: string | undefined, type: 'attachment' | 'inline' = 'attachment') {
	if (!fileName) return type
	const clean = fileName
		.replace(/\p{Cc}/gu, ' ')
		.replace(/[\p{Cf}"\\/]/gu, '')
		.replace(/\s+/g, ' ')
		.trim()
	const ascii = clean
		.normalize('NFKD')
		.replace(/\p{M}/gu, '')
		.replace(/[^ -~]/g, '')
		.replace(/%/g, '_') // some clients would decode %xx in the plain filename
		.replace(/\s+/g, ' ')
		.trim()
	const encoded = encodeURIComponent(clean).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
	return `${type}; filename="${ascii || 'archivo'}"; filename*=UTF-8''${encoded || 'archivo'}`
}
