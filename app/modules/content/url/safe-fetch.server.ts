import dns from 'node:dns'
import http, { type IncomingMessage } from 'node:http'
import https from 'node:https'
import { isIP, type LookupFunction } from 'node:net'
import type { Readable } from 'node:stream'
import zlib from 'node:zlib'
import { blockedRange, isLoopbackAddress, normalizeHost } from './ip-policy.ts'

/**
 * Server-side fetch of a page a user named, guarded against SSRF. The address check runs inside the connection's own
 * DNS lookup, so the socket connects to exactly the addresses that were checked (a DNS answer that changes between
 * an earlier check and the connect cannot slip through), and again on the connected socket's remote address. Every
 * redirect is re-validated the same way. Only http/https on ports 80/443, only HTML or plain text, with a size cap
 * enforced while streaming and one deadline for the whole fetch. Global fetch is not used: it has no per-connection
 * lookup hook.
 */

import { decodeText, parseContentType } from '#app/modules/content/text-decoding.ts'

export type FetchFailureReason =
	| 'invalid_url'
	| 'protocol'
	| 'port'
	| 'blocked_address'
	| 'dns'
	| 'too_many_redirects'
	| 'timeout'
	| 'too_large'
	| 'content_type'
	| 'http_status'
	| 'network'

/** Why a URL could not be read; `reason` is stable for callers, the message is a detail for logs. */
export class UrlFetchError extends Error {
	override name = 'UrlFetchError'
	readonly reason: FetchFailureReason
	readonly url: string
	/** The HTTP status for `http_status`. */
	readonly status: number | undefined

	constructor(reason: FetchFailureReason, url: string, message: string, extra: { status?: number; cause?: unknown } = {}) {
		super(message, { cause: extra.cause })
		this.reason = reason
		this.url = url
		this.status = extra.status
	}
}

type ResolvedAddress = { address: string; family: number }

/** Resolves a host name to every address it answers with (injectable so tests need no real DNS). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>

const systemResolver: Resolver = (hostname) => dns.promises.lookup(hostname, { all: true, order: 'verbatim' })

export type SafeFetchOptions = {
	/** Tests only: loopback addresses are allowed and so is any port. */
	allowLoopback?: boolean
	resolver?: Resolver
	/** Deadline for the whole fetch, redirects and body included. */
	timeoutMs?: number
	/** Largest body accepted (after decompression). */
	maxBytes?: number
	maxRedirects?: number
}

export type FetchedPage = {
	/** The URL the body came from, after redirects. */
	url: string
	/** text/html, application/xhtml+xml or text/plain. */
	mediaType: string
	/** The encoding the body was decoded with (WHATWG name, e.g. utf-8, windows-1252). */
	encoding: string
	body: string
	/** Every URL redirected to, in order. */
	redirects: string[]
}

const DEFAULT_TIMEOUT_MS = 10_000
export const DEFAULT_MAX_BYTES = 2 * 1024 * 1024
const DEFAULT_MAX_REDIRECTS = 5

const ACCEPTED_MEDIA_TYPES = new Set(['text/html', 'application/xhtml+xml', 'text/plain'])
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308])
const DEFAULT_PORTS = new Set(['', '80', '443'])

const REQUEST_HEADERS = {
	'user-agent': 'Mozilla/5.0 (compatible; OndacastBot/1.0; +https://ondacast.app)',
	accept: 'text/html,application/xhtml+xml,text/plain;q=0.9,*/*;q=0.1',
	'accept-language': 'es-ES,es;q=0.9,en;q=0.5',
	'accept-encoding': 'gzip, deflate, br',
}

type Policy = Required<SafeFetchOptions>

/** Fetches a public http(s) page and returns its decoded text; throws UrlFetchError with a reason otherwise. */
export async function fetchPublicUrl(input: string, options: SafeFetchOptions = {}): Promise<FetchedPage> {
	const policy = policyOf(options)
	const deadline = new AbortController()
	const timer = setTimeout(() => deadline.abort(), policy.timeoutMs)
	try {
		return await follow(input, policy, deadline.signal)
	} catch (error) {
		throw asFetchError(error, input, deadline.signal.aborted)
	} finally {
		clearTimeout(timer)
	}
}

function policyOf(options: SafeFetchOptions): Policy {
	return {
		allowLoopback: options.allowLoopback ?? false,
		resolver: options.resolver ?? systemResolver,
		timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
		maxBytes: options.maxBytes ?? DEFAULT_MAX_BYTES,
		maxRedirects: options.maxRedirects ?? DEFAULT_MAX_REDIRECTS,
	}
}

/**
 * The checks fetchPublicUrl makes before it connects (scheme, credentials, port, and every address the host
 * resolves to), for an address kept to be called later (a webhook): a clear refusal when it is given. The call
 * itself must still go through postToPublicUrl, whose connect-time lookup is the real guard.
 */
export async function assertPublicUrl(input: string, options: SafeFetchOptions = {}): Promise<URL> {
	const policy = policyOf(options)
	const url = checkUrl(input, policy)
	try {
		await assertPublicHost(url, policy)
	} catch (error) {
		throw asFetchError(error, url.href, false)
	}
	return url
}

/**
 * POSTs a body to a public address with the same guards as fetchPublicUrl (the checked lookup on the connection,
 * the connected socket's address checked again), within one deadline, and answers the response's status. Redirects
 * are not followed: a redirect is the answer. The response's body is not read.
 */
export async function postToPublicUrl(
	input: string,
	request: { body: string; headers: Record<string, string> },
	options: SafeFetchOptions = {},
): Promise<{ status: number }> {
	const policy = policyOf(options)
	const deadline = new AbortController()
	const timer = setTimeout(() => deadline.abort(), policy.timeoutMs)
	try {
		const url = checkUrl(input, policy)
		await untilAborted(assertPublicHost(url, policy), deadline.signal)
		const body = Buffer.from(request.body, 'utf8')
		const headers = { ...request.headers, 'content-length': String(body.length) }
		const response = await send(url, policy, deadline.signal, { method: 'POST', headers, body })
		response.destroy()
		return { status: response.statusCode ?? 0 }
	} catch (error) {
		throw asFetchError(error, input, deadline.signal.aborted)
	} finally {
		clearTimeout(timer)
	}
}

async function follow(input: string, policy: Policy, signal: AbortSignal): Promise<FetchedPage> {
	let url = checkUrl(input, policy)
	const redirects: string[] = []
	for (;;) {
		// An early check for a clear error before any socket opens; the connect-time lookup below is the real guard.
		await untilAborted(assertPublicHost(url, policy), signal)
		const response = await send(url, policy, signal)
		const status = response.statusCode ?? 0
		const location = response.headers.location
		if (REDIRECT_STATUSES.has(status) && location) {
			response.destroy()
			if (redirects.length >= policy.maxRedirects) {
				throw new UrlFetchError('too_many_redirects', url.href, `Más de ${policy.maxRedirects} redirecciones`)
			}
			url = checkUrl(resolveLocation(location, url), policy)
			redirects.push(url.href)
			continue
		}
		if (status < 200 || status > 299) {
			response.destroy()
			throw new UrlFetchError('http_status', url.href, `Respuesta HTTP ${status}`, { status })
		}
		const { mediaType, charset } = parseContentType(response.headers['content-type'])
		if (!ACCEPTED_MEDIA_TYPES.has(mediaType)) {
			response.destroy()
			throw new UrlFetchError('content_type', url.href, `Tipo de contenido no admitido: ${mediaType || '(ninguno)'}`)
		}
		const bytes = await readBody(response, url, policy, signal)
		const { text, encoding } = decodeText(bytes, charset, mediaType !== 'text/plain')
		return { url: url.href, mediaType, encoding, body: text, redirects }
	}
}

/** Parses and validates a URL to fetch: http/https only, no credentials, ports 80/443 unless loopback is allowed. */
function checkUrl(input: string, policy: Policy): URL {
	let url: URL
	try {
		url = new URL(input.trim())
	} catch {
		throw new UrlFetchError('invalid_url', input, 'URL no válida')
	}
	if (url.protocol !== 'http:' && url.protocol !== 'https:') {
		throw new UrlFetchError('protocol', url.href, `Protocolo no admitido: ${url.protocol}`)
	}
	if (url.username || url.password) throw new UrlFetchError('invalid_url', url.href, 'La URL lleva credenciales')
	if (!url.hostname) throw new UrlFetchError('invalid_url', url.href, 'La URL no tiene servidor')
	if (!policy.allowLoopback && !DEFAULT_PORTS.has(url.port)) {
		throw new UrlFetchError('port', url.href, `Puerto no admitido: ${url.port}`)
	}
	url.hash = ''
	return url
}

function resolveLocation(location: string, base: URL) {
	try {
		return new URL(location, base).href
	} catch {
		throw new UrlFetchError('invalid_url', base.href, `Redirección a una URL no válida: ${location}`)
	}
}

/** Throws unless the URL's host (an IP literal, or every address its name resolves to) is allowed. */
async function assertPublicHost(url: URL, policy: Policy) {
	const host = normalizeHost(url.hostname)
	if (!host) throw new UrlFetchError('invalid_url', url.href, `Servidor no válido: ${url.hostname}`)
	if (isIP(host)) checkAddress(host, url, policy)
	else await resolveChecked(host, url, policy)
}

/** Resolves a name and checks every answer: one blocked address refuses the host. */
async function resolveChecked(hostname: string, url: URL, policy: Policy): Promise<ResolvedAddress[]> {
	let answers: ResolvedAddress[]
	try {
		answers = await policy.resolver(hostname)
	} catch (cause) {
		throw new UrlFetchError('dns', url.href, `No se pudo resolver ${hostname}`, { cause })
	}
	if (answers.length === 0) throw new UrlFetchError('dns', url.href, `${hostname} no tiene direcciones`)
	return answers.map((answer) => {
		const address = normalizeHost(answer.address) ?? answer.address
		checkAddress(address, url, policy)
		return { address, family: isIP(address) }
	})
}

function checkAddress(address: string, url: URL, policy: Policy) {
	if (policy.allowLoopback && isLoopbackAddress(address)) return
	const range = blockedRange(address)
	if (range) throw new UrlFetchError('blocked_address', url.href, `Dirección bloqueada: ${address} (${range})`)
}

/**
 * The lookup the socket uses to connect: it resolves with the policy's resolver, checks every answer and hands
 * exactly those addresses to the socket. Handles both the single-address and the `all` (happy eyeballs) forms.
 */
function guardedLookup(url: URL, policy: Policy): LookupFunction {
	return (hostname, options, callback) => {
		resolveChecked(hostname, url, policy).then(
			(addresses) => {
				const family =
					options.family === 4 || options.family === 'IPv4' ? 4 : options.family === 6 || options.family === 'IPv6' ? 6 : 0
				const usable = family ? addresses.filter((address) => address.family === family) : addresses
				const first = usable[0]
				if (!first) return callback(new UrlFetchError('dns', url.href, `${hostname} no tiene direcciones IPv${family}`), '', 0)
				if (options.all) callback(null, usable)
				else callback(null, first.address, first.family)
			},
			(error: UrlFetchError) => callback(error, '', 0),
		)
	}
}

type Outgoing = { method: 'GET' | 'POST'; headers: Record<string, string>; body?: Buffer }

/** Sends one request (a GET unless said) on a fresh connection (no pooling) and resolves with the response head. */
function send(
	url: URL,
	policy: Policy,
	signal: AbortSignal,
	outgoing: Outgoing = { method: 'GET', headers: REQUEST_HEADERS },
): Promise<IncomingMessage> {
	const client = url.protocol === 'https:' ? https : http
	return new Promise((resolve, reject) => {
		const request = client.request(
			url,
			{ method: outgoing.method, agent: false, lookup: guardedLookup(url, policy), signal, headers: outgoing.headers },
			resolve,
		)
		// Belt and braces: the address the socket actually connected to must pass the same check.
		request.on('socket', (socket) => {
			socket.once('connect', () => {
				try {
					if (socket.remoteAddress) checkAddress(socket.remoteAddress, url, policy)
				} catch (error) {
					request.destroy(error as Error)
				}
			})
		})
		request.on('error', reject)
		request.end(outgoing.body)
	})
}

/** Reads the body, decompressing it, and stops as soon as it passes maxBytes or the deadline. */
function readBody(response: IncomingMessage, url: URL, policy: Policy, signal: AbortSignal): Promise<Buffer> {
	const tooLarge = () => new UrlFetchError('too_large', url.href, `La respuesta supera ${policy.maxBytes} bytes`)
	const declared = Number(response.headers['content-length'])
	if (Number.isFinite(declared) && declared > policy.maxBytes) {
		response.destroy()
		return Promise.reject(tooLarge())
	}
	const encoding = String(response.headers['content-encoding'] ?? 'identity')
		.trim()
		.toLowerCase()
	const decoder = decompressor(encoding)
	if (decoder === null) {
		response.destroy()
		return Promise.reject(new UrlFetchError('network', url.href, `Codificación no admitida: ${encoding}`))
	}
	const stream: Readable = decoder ?? response
	return new Promise((resolve, reject) => {
		const chunks: Buffer[] = []
		let size = 0
		let settled = false
		const finish = (error: Error | null) => {
			if (settled) return
			settled = true
			signal.removeEventListener('abort', onAbort)
			if (error) {
				response.destroy()
				decoder?.destroy()
				reject(error)
			} else {
				resolve(Buffer.concat(chunks))
			}
		}
		const onAbort = () => finish(new UrlFetchError('timeout', url.href, 'Tiempo agotado'))
		if (signal.aborted) return onAbort()
		signal.addEventListener('abort', onAbort, { once: true })
		stream.on('data', (chunk: Buffer) => {
			size += chunk.length
			if (size > policy.maxBytes) finish(tooLarge())
			else chunks.push(chunk)
		})
		stream.on('end', () => finish(null))
		stream.on('error', (error) => finish(error))
		response.on('error', (error) => finish(error))
		response.on('close', () => {
			if (!response.complete) finish(new UrlFetchError('network', url.href, 'La conexión se cortó'))
		})
		if (decoder) response.pipe(decoder)
	})
}

/** A decompression stream for a Content-Encoding; undefined for identity, null for one we do not speak. */
function decompressor(encoding: string) {
	if (encoding === 'identity' || encoding === '') return undefined
	if (encoding === 'gzip' || encoding === 'x-gzip') return zlib.createGunzip()
	if (encoding === 'deflate') return zlib.createInflate()
	if (encoding === 'br') return zlib.createBrotliDecompress()
	return null
}

/** Rejects with the signal's reason as soon as it aborts, whatever the promise is still doing. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
	if (signal.aborted) return Promise.reject(signal.reason)
	return new Promise((resolve, reject) => {
		const onAbort = () => reject(signal.reason)
		signal.addEventListener('abort', onAbort, { once: true })
		promise.then(
			(value) => {
				signal.removeEventListener('abort', onAbort)
				resolve(value)
			},
			(error) => {
				signal.removeEventListener('abort', onAbort)
				reject(error)
			},
		)
	})
}

const DNS_ERROR_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_NODATA', 'EAI_NONAME', 'ENODATA'])

/** Any error from a fetch as a UrlFetchError: the deadline wins over whatever the abort itself raised. */
function asFetchError(error: unknown, url: string, timedOut: boolean): UrlFetchError {
	if (error instanceof UrlFetchError && error.reason !== 'network') return error
	if (timedOut) return new UrlFetchError('timeout', url, 'Tiempo agotado', { cause: error })
	if (error instanceof UrlFetchError) return error
	const code = (error as NodeJS.ErrnoException | undefined)?.code
	if (code && DNS_ERROR_CODES.has(code))
		return new UrlFetchError('dns', url, `No se pudo resolver el servidor (${code})`, { cause: error })
	const detail = error instanceof Error ? error.message : String(error)
	return new UrlFetchError('network', url, `Error de red: ${detail}`, { cause: error })
}
