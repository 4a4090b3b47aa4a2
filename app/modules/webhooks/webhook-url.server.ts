import { isLoopbackAddress, normalizeHost } from '#app/modules/content/url/ip-policy.ts'
import {
	assertPublicUrl,
	type FetchFailureReason,
	type SafeFetchOptions,
	UrlFetchError,
} from '#app/modules/content/url/safe-fetch.server.ts'
import type { WebhookErrorCode } from '#app/modules/errors/error-codes.ts'
import { getEnv } from '#app/utils/env.server.ts'

/** A webhook's address refused, or an attempt that failed, as an error code (locales/<lng>/errors.json). */
export class WebhookUrlError extends Error {
	override name = 'WebhookUrlError'
	readonly code: WebhookErrorCode
	constructor(code: WebhookErrorCode) {
		super(code)
		this.code = code
	}
}

/** A receiver has this long to answer (the connection, the request and the response's head). */
const DELIVERY_TIMEOUT_MS = 10_000

/**
 * The content fetcher's guards, as they are for content URLs: loopback (on any port) only where
 * CONTENT_FETCH_ALLOW_LOOPBACK lets a test's own server stand in for a web page; every other private address refused.
 */
export function webhookFetchOptions(): SafeFetchOptions {
	return { allowLoopback: getEnv().CONTENT_FETCH_ALLOW_LOOPBACK, timeoutMs: DELIVERY_TIMEOUT_MS }
}

/**
 * Events carry episode data and are signed with a secret: https only. Plain http only to a loopback address, and
 * only where the content fetcher allows loopback (tests), whose own receiver has no certificate.
 */
export function requireWebhookScheme(url: URL, options: SafeFetchOptions = webhookFetchOptions()) {
	if (url.protocol === 'https:') return
	const host = normalizeHost(url.hostname)
	if (url.protocol === 'http:' && options.allowLoopback && host && isLoopbackAddress(host)) return
	throw new WebhookUrlError('WEBHOOK_URL_HTTPS')
}

/**
 * Guard: the address a user registers, checked as a content URL is before it is fetched (no credentials, ports 80
 * and 443, every address the host resolves to public), and https. Its normal form, or WebhookUrlError. Delivery
 * checks again as it connects (a name may resolve elsewhere later).
 */
export async function checkWebhookUrl(input: string, options: SafeFetchOptions = webhookFetchOptions()) {
	let url: URL
	try {
		url = new URL(input.trim())
	} catch {
		throw new WebhookUrlError('WEBHOOK_URL_INVALID')
	}
	requireWebhookScheme(url, options)
	try {
		return (await assertPublicUrl(url.href, options)).href
	} catch (error) {
		if (error instanceof UrlFetchError) throw new WebhookUrlError(webhookErrorCode(error.reason))
		throw error
	}
}

const codes: Partial<Record<FetchFailureReason, WebhookErrorCode>> = {
	invalid_url: 'WEBHOOK_URL_INVALID',
	protocol: 'WEBHOOK_URL_HTTPS',
	port: 'WEBHOOK_URL_HTTPS',
	blocked_address: 'WEBHOOK_URL_BLOCKED',
	dns: 'WEBHOOK_URL_DNS',
	timeout: 'WEBHOOK_TIMEOUT',
}

/** Why a check or an attempt failed, as the delivery log and the API say it. */
export function webhookErrorCode(reason: FetchFailureReason): WebhookErrorCode {
	return codes[reason] ?? 'WEBHOOK_NETWORK'
}

/** Reasons no retry can change: the address itself is refused. */
export function isRefusedAddress(reason: FetchFailureReason) {
	return reason === 'invalid_url' || reason === 'protocol' || reason === 'port' || reason === 'blocked_address'
}
