import { createCookie } from '@remix-run/node'
import { RemixI18Next } from 'remix-i18next/server'
import { fallbackLanguage, i18nConfig, supportedLanguages } from './i18n.ts'
import { getResources } from './locales.server.ts'

/** The chosen UI language (footer switch), a year long. */
export const localeCookie = createCookie('ondacast_lng', {
	path: '/',
	sameSite: 'lax',
	httpOnly: true,
	secure: false,
	maxAge: 60 * 60 * 24 * 365,
})

export const i18nServer = new RemixI18Next({
	detection: {
		supportedLanguages: [...supportedLanguages],
		fallbackLanguage,
		cookie: localeCookie,
		order: ['cookie', 'header'],
	},
	i18next: { ...i18nConfig, resources: getResources(), initImmediate: false },
})
