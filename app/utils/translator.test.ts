import { expect, test } from 'vitest'
import { getFixedT, getResources } from './locales.server.ts'
import { recordingStrings } from './page-strings.server.ts'
import { makeTranslate, resourceAt, type StringTable } from './translator.ts'

/** Every key of a namespace, plural and context suffixes taken off (what the components pass to t). */
function keysOf(resources: Record<string, unknown>, prefix = ''): string[] {
	return Object.entries(resources).flatMap(([key, value]) => {
		const path = `${prefix}${key.replace(/_(one|other|zero|bare|unlimited)$/, '')}`
		return value && typeof value === 'object' && !Array.isArray(value)
			? keysOf(value as Record<string, unknown>, `${path}.`)
			: [path]
	})
}

const cases = [{}, { count: 0 }, { count: 1 }, { count: 3 }, { context: 'bare' }, { context: 'unlimited', count: 2 }]
const values = { appName: 'Ondacast', title: 'Mi episodio', megabytes: 12.345, max: '50.000', name: 'Ana' }

test('the pages translate every key of every locale file as i18next does (plurals, context, values, English falling back to Spanish)', () => {
	const resources = getResources()
	for (const lng of ['es', 'en'] as const) {
		const { store } = recordingStrings(lng)
		for (const ns of Object.keys(resources.es)) {
			const t = makeTranslate(store, lng, [ns])
			const i18next = getFixedT(lng, ns)
			for (const key of new Set(keysOf(resources.es[ns]!)))
				for (const options of cases) {
					// lists (returnObjects) are compared as lists
					const all = { ...values, ...options, returnObjects: Array.isArray(resourceAt(resources.es[ns], key)) }
					expect(t(key, all), `${lng} ${ns}:${key}`).toEqual(i18next(key, all))
				}
		}
	}
})

test('what the server looked up is what the browser needs to render the same; a string it did not look up loads its namespace', () => {
	const server = recordingStrings('en')
	const t = makeTranslate(server.store, 'en', ['landing', 'common'])
	const rendered = [t('meta.title', { appName: 'Ondacast' }), t('common:plans.cloning', { count: 2 })]
	const table: StringTable = JSON.parse(JSON.stringify(server.recorded))
	const missing: string[] = []
	const browser = makeTranslate(
		{
			lookup: (lng, ns, key) => (Object.hasOwn(table[lng]?.[ns] ?? {}, key) ? table[lng]![ns]![key] : undefined),
			onMissing: (lng, ns) => missing.push(`${lng}/${ns}`),
		},
		'en',
		['landing', 'common'],
	)
	expect([browser('meta.title', { appName: 'Ondacast' }), browser('common:plans.cloning', { count: 2 })]).toEqual(rendered)
	expect(missing).toEqual([])
	expect(browser('common:plans.cloning', { count: 1 })).toBe('')
	expect(missing).toEqual(['en/common'])
	expect(resourceAt(getResources().en.common, 'plans.cloning_one')).not.toBeNull()
})
