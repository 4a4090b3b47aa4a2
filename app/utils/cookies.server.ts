import { createCookie } from '@remix-run/node'
import { getEnv } from './env.server.ts'

/** Secure in production unless COOKIE_SECURE=false (plain-http deployments other than localhost). */
export function secureCookies() {
	const env = getEnv()
	return env.COOKIE_SECURE === 'auto' ? env.NODE_ENV === 'production' : env.COOKIE_SECURE === 'true'
}

/** Cookie-banner choice: 'true' (all cookies) or 'essential-only', as the spec names them. */
export const cookieConsentCookie = createCookie('ondacast_cookie_consent', {
	path: '/',
	sameSite: 'lax',
	httpOnly: false,
	maxAge: 60 * 60 * 24 * 365,
})

export type CookieConsent = 'true' | 'essential-only'

export async function readCookieConsent(request: Request): Promise<CookieConsent | null> {
	const value = await cookieConsentCookie.parse(request.headers.get('Cookie'))
	return value === 'true' || value === 'essential-only' ? value : null
}

/** A same-site path to go back to after a form post; anything else falls back to the home page. */
export function safeRedirectPath(value: FormDataEntryValue | string | null | undefined, fallback = '/') {
	if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback
	return value
}
