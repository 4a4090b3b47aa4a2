/** i18n settings shared by the server and the browser. Spanish first; every UI text lives in locales/<lng>/<ns>.json. */
export const supportedLanguages = ['es', 'en'] as const
export type Language = (typeof supportedLanguages)[number]
export const fallbackLanguage: Language = 'es'
export const namespaces = [
	'common',
	'landing',
	'legal',
	'faq',
	'contact',
	'email',
	'auth',
	'app',
	'episodes',
	'errors',
	'voices',
	'api',
	'podcasts',
] as const

export const i18nConfig = {
	supportedLngs: [...supportedLanguages],
	fallbackLng: fallbackLanguage,
	defaultNS: 'common',
	ns: ['common'],
	interpolation: { escapeValue: false },
	react: { useSuspense: false },
}

export function isLanguage(value: unknown): value is Language {
	return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value)
}
