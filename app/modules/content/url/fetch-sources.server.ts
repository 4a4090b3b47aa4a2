import type { CleanSource } from '#app/modules/content/clean/source-structure.ts'
import type { CodedError, SourceErrorCode } from '#app/modules/errors/error-codes.ts'
import { getEnv } from '#app/utils/env.server.ts'
import {
	DEFAULT_MAX_BYTES,
	type FetchFailureReason,
	fetchPublicUrl,
	type SafeFetchOptions,
	UrlFetchError,
} from './safe-fetch.server.ts'

/**
 * The content URLs of an episode turned into article text. Empty fields are dropped and repeats fetched once; each
 * URL that cannot be read becomes a failure naming its address and why (an error code); the others still go on.
 */

/** A page's article: its title, the text to read and its cleaned structure (see extract-article.server.ts). */
type SourceArticle = { url: string; title: string; text: string; source: CleanSource }

export type SourceFailureReason = FetchFailureReason | 'no_text'

export type SourceFailure = { url: string; reason: SourceFailureReason; error: CodedError<SourceErrorCode> }

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
		// linkedom and Readability load with the first page read, not at start-up (tests/support/job-only-packages.ts)
		const { extractArticle } = await import('./extract-article.server.ts')
		const { title, text, source } = extractArticle(page.body, page.url, page.mediaType)
		if (!text) return failure(url, 'no_text', options)
		return { url, title, text, source }
	} catch (error) {
		if (error instanceof UrlFetchError) return failure(url, error.reason, options, error.status)
		console.error('[content-url]', url, error)
		return failure(url, 'no_text', options)
	}
}

const errorCodes: Record<SourceFailureReason, SourceErrorCode> = {
	invalid_url: 'URL_INVALID',
	protocol: 'URL_PROTOCOL',
	port: 'URL_PROTOCOL',
	blocked_address: 'URL_BLOCKED_ADDRESS',
	dns: 'URL_DNS',
	too_many_redirects: 'URL_TOO_MANY_REDIRECTS',
	timeout: 'URL_TIMEOUT',
	too_large: 'URL_TOO_LARGE',
	content_type: 'URL_CONTENT_TYPE',
	http_status: 'URL_HTTP_ERROR',
	network: 'URL_NETWORK',
	no_text: 'URL_NO_TEXT',
}

/** The error shown next to the address of a URL that could not be read: its code, the status or the size cap. */
export function failureError(
	reason: SourceFailureReason,
	details: { status?: number; maxBytes?: number } = {},
): CodedError<SourceErrorCode> {
	const { status, maxBytes = DEFAULT_MAX_BYTES } = details
	const code = errorCodes[reason]
	if (reason === 'too_large') return { code, params: { megabytes: maxBytes / (1024 * 1024) } }
	if (reason === 'http_status' && status) return { code, params: { status } }
	return { code }
}

function failure(url: string, reason: SourceFailureReason, options: SafeFetchOptions, status?: number): SourceFailure {
	return { url, reason, error: failureError(reason, { status, maxBytes: options.maxBytes }) }
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
