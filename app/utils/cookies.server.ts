import { getEnv } from './env.server.ts'

/** Secure in production unless COOKIE_SECURE=false (plain-http deployments other than localhost). */
export function secureCookies() {
	const env = getEnv()
	return env.COOKIE_SECURE === 'auto' ? env.NODE_ENV === 'production' : env.COOKIE_SECURE === 'true'
}

const CONSENT_COOKIE = 'ondacast_cookie_consent'

export type CookieConsent = 'true' | 'essential-only'

export function isCookieConsent(value: unknown): value is CookieConsent {
	return value === 'true' || value === 'essential-only'
}

/** Cookie-banner choice, stored as plain values: 'true' (all cookies) or 'essential-only'. */
export function serializeCookieConsent(value: CookieConsent) {
	return `${CONSENT_COOKIE}=${value}; Path=/; Max-Age=${60 * 60 * 24 * 365}; SameSite=Lax${secureCookies() ? '; Secure' : ''}`
}

export function readCookieConsent(request: Request): CookieConsent | null {
	const pair = request.headers
		.get('Cookie')
		?.split(';')
		.map((part) => part.trim().split('='))
		.find(([name]) => name === CONSENT_COOKIE)
	return isCookieConsent(pair?.[1]) ? pair[1] : null
}

const REDIRECT_BASE = 'http://ondacast.invalid'
// Whitespace, control and format characters (tab, CR, LF, NUL, bidirectional overrides…): browsers drop or act on them
const UNSAFE_CHARACTERS = /[\s\p{Cc}\p{Cf}]/u

function isLocalPath(path: string) {
	return (path === '/' || /^\/[^/\\]/.test(path)) && !UNSAFE_CHARACTERS.test(path)
}

/**
 * A same-site path to go back to after a form post; anything else falls back. Only a path that starts with a single
 * `/` followed by a character other than `/` or `\` is taken, with no control character or whitespace anywhere, also
 * once percent-decoded (`/%09/host` would become `//host` in a browser). The answer is re-encoded, so characters
 * outside Latin-1 never reach a Location header as they are.
 */
export function safeRedirectPath(value: FormDataEntryValue | string | null | undefined, fallback = '/') {
	if (typeof value !== 'string' || value.length > 2048 || !isLocalPath(value)) return fallback
	let decoded: string
	try {
		decoded = decodeURIComponent(value)
	} catch {
		return fallback
	}
	if (!isLocalPath(decoded)) return fallback
	const url = new URL(value, REDIRECT_BASE)
	const path = `${url.pathname}${url.search}${url.hash}`
	// dot segments can turn a safe-looking path into `//host` once resolved: check what we would send
	return url.origin === REDIRECT_BASE && isLocalPath(path) ? path : fallback
}
