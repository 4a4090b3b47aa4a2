import { createCookie } from '@remix-run/node'
import { RemixI18Next } from 'remix-i18next/server'
import { secureCookies } from './cookies.server.ts'
import { fallbackLanguage, isLanguage, type Language, supportedLanguages } from './i18n.ts'

/** The chosen UI language (footer switch), a year long; Secure as the session's cookie is (localeCookieHeader). */
const localeCookie = createCookie('ondacast_lng', {
	path: '/',
	sameSite: 'lax',
	httpOnly: true,
	maxAge: 60 * 60 * 24 * 365,
})

/** The Set-Cookie header that remembers `language`, Secure in production (COOKIE_SECURE) like every cookie of ours. */
export function localeCookieHeader(language: Language) {
	return localeCookie.serialize(language, { secure: secureCookies() })
}

/** Detects the visitor's language: the footer switch's cookie, then Accept-Language, then Spanish. */
export const i18nServer = new RemixI18Next({
	detection: {
		supportedLanguages: [...supportedLanguages],
		fallbackLanguage,
		cookie: localeCookie,
		order: ['cookie', 'header'],
	},
})

/** The visitor's language (see i18nServer), always one the app supports. */
export async function getLanguage(request: Request): Promise<Language> {
	const locale = await i18nServer.getLocale(request)
	return isLanguage(locale) ? locale : fallbackLanguage
}
