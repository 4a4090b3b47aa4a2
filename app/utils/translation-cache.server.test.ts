import { expect, test } from 'vitest'
import { getServerI18n } from './locales.server.ts'
import { rememberTranslations } from './translation-cache.server.ts'

/** The same calls through i18next and through the remembering functions answer the same texts, twice. */
test.each([
	['es', 'episodes', 'library.title', undefined],
	['en', 'episodes', 'library.title', undefined],
	['es', 'episodes', 'library.coverAlt', { title: 'La canción {{del}} $t(equipo)' }],
	['es', 'episodes', 'library.number', { number: 7 }],
	['es', 'episodes', 'library.status.nada', { defaultValue: 'nada' }],
	['es', 'episodes', 'library.noResults', { q: 'radio' }],
	['es', 'app', 'dashboard.welcome', { name: 'Ana' }],
	['es', 'app', 'dashboard.welcome', { name: 'Ana', extra: 'x' }],
	['es', 'episodes', 'no.existe', undefined],
	['es', 'app', 'dashboard.tips.items', { returnObjects: true }],
] as const)('%s %s:%s %j', (lng, ns, key, options) => {
	const plain = getServerI18n().cloneInstance({ lng, initImmediate: false }).getFixedT(null, ns)
	const remembering = rememberTranslations(getServerI18n().cloneInstance({ lng, initImmediate: false })).getFixedT(null, ns)
	const expected = options === undefined ? plain(key) : plain(key, options as never)
	for (const _ of [1, 2]) {
		expect(options === undefined ? remembering(key) : remembering(key, options as never)).toEqual(expected)
	}
})

test('a plural is left to i18next', () => {
	const remembering = rememberTranslations(getServerI18n().cloneInstance({ lng: 'es', initImmediate: false }))
	const plain = getServerI18n().cloneInstance({ lng: 'es', initImmediate: false })
	for (const count of [1, 2, 1]) {
		expect(remembering.getFixedT(null, 'app')('dashboard.billing.trial', { plan: 'Creadores', count })).toBe(
			plain.getFixedT(null, 'app')('dashboard.billing.trial', { plan: 'Creadores', count }),
		)
	}
})
