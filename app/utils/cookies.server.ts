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

/** Cookie-banner choice, stored as the plain values the spec names: 'true' (all cookies) or 'essential-only'. */
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

/** A same-site path to go back to after a form post; anything else falls back to the home page. */
export function safeRedirectPath(value: FormDataEntryValue | string | null | undefined, fallback = '/') {
	if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback
	return value
}
