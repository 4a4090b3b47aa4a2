import { getEnv } from '#app/utils/env.server.ts'
import { extractArticle } from './extract-article.server.ts'
import {
	DEFAULT_MAX_BYTES,
	type FetchFailureReason,
	fetchPublicUrl,
	type SafeFetchOptions,
	UrlFetchError,
} from './safe-fetch.server.ts'

/**
 * The content URLs of an episode turned into article text. Empty fields are dropped and repeats fetched once; each
 * URL that cannot be read becomes a failure naming its address and, in Spanish, why; the others still go on.
 */

export type SourceArticle = { url: string; title: string; text: string }

export type SourceFailureReason = FetchFailureReason | 'no_text'

export type SourceFailure = { url: string; reason: SourceFailureReason; message: string }

export type FetchSourcesResult = { articles: SourceArticle[]; failures: SourceFailure[] }

export type FetchSourcesOptions = SafeFetchOptions & {
	/** How many pages are fetched at once (default 3). */
	concurrency?: number
}

const DEFAULT_CONCURRENCY = 3

/** Fetches and extracts every URL, in input order, with bounded concurrency. Never throws for a bad URL. */
export async function fetchSources(urls: readonly string[], options: FetchSourcesOptions = {}): Promise<FetchSourcesResult> {
	const { concurrency = DEFAULT_CONCURRENCY, ...fetchOptions } = options
	fetchOptions.allowLoopback ??= getEnv().CONTENT_FETCH_ALLOW_LOOPBACK
	const wanted = uniqueUrls(urls)
	const results = await mapLimit(wanted, Math.max(1, concurrency), (url) => fetchSource(url, fetchOptions))
	return {
		articles: results.filter((result) => 'text' in result),
		failures: results.filter((result) => 'reason' in result),
	}
}

async function fetchSource(url: string, options: SafeFetchOptions): Promise<SourceArticle | SourceFailure> {
	try {
		const page = await fetchPublicUrl(withScheme(url), options)
		const { title, text } = extractArticle(page.body, page.url, page.mediaType)
		if (!text) return failure(url, 'no_text', options)
		return { url, title, text }
	} catch (error) {
		if (error instanceof UrlFetchError) return failure(url, error.reason, options, error.status)
		console.error('[content-url]', url, error)
		return failure(url, 'no_text', options)
	}
}

/** The Spanish sentence shown next to the address of a URL that could not be read. */
export function failureMessage(reason: SourceFailureReason, details: { status?: number; maxBytes?: number } = {}) {
	const { status, maxBytes = DEFAULT_MAX_BYTES } = details
	switch (reason) {
		case 'invalid_url':
			return 'La dirección no es válida.'
		case 'protocol':
		case 'port':
			return 'Solo se admiten direcciones http:// o https:// en los puertos 80 y 443.'
		case 'blocked_address':
			return 'La dirección apunta a una red privada o local y no se puede leer.'
		case 'dns':
			return 'No se encontró el dominio.'
		case 'too_many_redirects':
			return 'Demasiadas redirecciones.'
		case 'timeout':
			return 'La página tardó demasiado en responder.'
		case 'too_large':
			return `La página es demasiado grande (máximo ${formatMegabytes(maxBytes)}).`
		case 'content_type':
			return 'La dirección no es una página web (solo HTML o texto).'
		case 'http_status':
			return status ? `La página respondió con un error (HTTP ${status}).` : 'La página respondió con un error.'
		case 'network':
			return 'No se pudo conectar con la página.'
		case 'no_text':
			return 'No se encontró texto legible en la página.'
	}
}

function failure(url: string, reason: SourceFailureReason, options: SafeFetchOptions, status?: number): SourceFailure {
	return { url, reason, message: failureMessage(reason, { status, maxBytes: options.maxBytes }) }
}

function formatMegabytes(bytes: number) {
	const megabytes = bytes / (1024 * 1024)
	return `${Number.isInteger(megabytes) ? megabytes : megabytes.toFixed(1).replace('.', ',')} MB`
}

/** Trimmed, non-empty, each address once (compared by its parsed form so `HTTPS://Web.es` equals `https://web.es/`). */
function uniqueUrls(urls: readonly string[]) {
	const seen = new Set<string>()
	const unique: string[] = []
	for (const raw of urls) {
		const url = raw.trim()
		if (!url) continue
		const key = comparable(url)
		if (seen.has(key)) continue
		seen.add(key)
		unique.push(url)
	}
	return unique
}

function comparable(url: string) {
	try {
		const parsed = new URL(withScheme(url))
		parsed.hash = ''
		return parsed.href
	} catch {
		return url
	}
}

/** What people type, `ejemplo.com/noticia`, means https://ejemplo.com/noticia. */
function withScheme(url: string) {
	return /^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `https://${url}`
}

/** Runs `task` over `items` with at most `limit` at a time; results keep the order of `items`. */
async function mapLimit<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
	const results = new Array<R>(items.length)
	let next = 0
	const worker = async () => {
		while (next < items.length) {
			const index = next++
			results[index] = await task(items[index]!)
		}
	}
	await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
	return results
}
