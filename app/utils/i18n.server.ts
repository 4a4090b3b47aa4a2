import { createCookie } from '@remix-run/node'
import { RemixI18Next } from 'remix-i18next/server'
import { fallbackLanguage, isLanguage, type Language, supportedLanguages } from './i18n.ts'

/** The chosen UI language (footer switch), a year long. */
export const localeCookie = createCookie('ondacast_lng', {
	path: '/',
	sameSite: 'lax',
	httpOnly: true,
	secure: false,
	maxAge: 60 * 60 * 24 * 365,
})

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
