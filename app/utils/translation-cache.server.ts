import type { i18n, TFunction } from 'i18next'

/** Translations kept per process: the keys in the code times the languages, a few thousand at most. */
const MAX_ENTRIES = 20_000
const cache = new Map<string, string>()

/** Options that change which text i18next picks (plural, context, fallback, namespace…), never taken by the fast path. */
const CHOOSING_OPTIONS = new Set([
	'count',
	'context',
	'ordinal',
	'defaultValue',
	'ns',
	'lng',
	'lngs',
	'fallbackLng',
	'keyPrefix',
	'returnObjects',
	'returnDetails',
	'joinArrays',
	'postProcess',
	'interpolation',
	'replace',
	'skipInterpolation',
	'nsSeparator',
	'keySeparator',
])
const PLACEHOLDER = /\{\{([^}]*)\}\}/g
const SIMPLE_NAME = /^\s*(\w+)\s*$/

/**
 * Makes the request's i18next clone hand out translation functions that remember what they translated. A server
 * render calls t() hundreds of times with the same keys (a library page: ~30 per episode card), and each call walks
 * i18next's resolution, fallbacks and interpolation with regular expressions; the texts are read once per process
 * (locales.server.ts) and never change while it runs, so a key's text is worked out once per language.
 *
 * `t(key)` is remembered as it is. `t(key, { name: value })` fills the remembered text's `{{name}}` placeholders
 * itself when that is all i18next would do: string or number values, each option a simple placeholder of the text
 * (so no plural, context, default value or format), and no nesting. Anything else goes to i18next unchanged.
 */
export function rememberTranslations(instance: i18n) {
	const getFixedT = instance.getFixedT.bind(instance) as (...args: unknown[]) => TFunction
	instance.getFixedT = ((lng: unknown, ns?: unknown, keyPrefix?: string) => {
		const t = getFixedT(lng, ns, keyPrefix) as unknown as Translate
		const language = lng ?? instance.language
		const scope = `${String(language)}\u0000${String(ns ?? '')}\u0000${keyPrefix ?? ''}\u0000`
		const remembering: Translate = (key, ...rest) => {
			if (typeof key !== 'string' || rest.length > 1) return t(key, ...rest)
			const options = rest[0]
			if (options !== undefined && !isPlainValues(options)) return t(key, options)
			const text = textOf(scope, key, t)
			if (options === undefined) return text
			return fill(text, options) ?? t(key, options)
		}
		return Object.assign(remembering, t)
	}) as unknown as i18n['getFixedT']
	return instance
}

type Translate = (key: unknown, ...rest: unknown[]) => unknown

function textOf(scope: string, key: string, t: Translate) {
	const id = scope + key
	let text = cache.get(id)
	if (text === undefined) {
		const value = t(key)
		text = typeof value === 'string' ? value : String(value)
		if (cache.size < MAX_ENTRIES) cache.set(id, text)
	}
	return text
}

function isPlainValues(options: unknown): options is Record<string, string | number> {
	if (typeof options !== 'object' || options === null || Array.isArray(options)) return false
	for (const [name, value] of Object.entries(options)) {
		if (CHOOSING_OPTIONS.has(name)) return false
		if (typeof value !== 'string' && typeof value !== 'number') return false
	}
	return true
}

/** The text with its placeholders filled, or null when i18next must do it (formats, nesting, an option not in the text). */
function fill(text: string, values: Record<string, string | number>) {
	if (text.includes('$t(')) return null
	const used = new Set<string>()
	let simple = true
	const filled = text.replace(PLACEHOLDER, (whole, inside: string) => {
		const name = SIMPLE_NAME.exec(inside)?.[1]
		if (name === undefined || !Object.hasOwn(values, name)) {
			simple = false
			return whole
		}
		used.add(name)
		return String(values[name])
	})
	if (!simple) return null
	// an option the text does not show may still mean something to i18next: let it decide
	for (const name of Object.keys(values)) if (!used.has(name)) return null
	return filled
}
