/**
 * The pages' translator: what i18next does for our locale files (namespaces, nested keys, plurals with _one/_other
 * and _zero, context, {{values}} and {{value, number(...)}}, defaultValue, returnObjects, Spanish as fallback), in
 * a few hundred bytes, so the browser needs neither i18next nor the locale files. The server renders with the
 * whole locale files and records every string the render looked up, present or absent (`recorded`); the page
 * carries exactly those, and the browser's render finds the same ones, so hydration matches. A string the browser
 * needs later (a state the server did not render) loads its whole namespace file (`onMissing`).
 */
import { fallbackLanguage } from './i18n.ts'

/** Strings by language, namespace and full key ('plans.free', 'steps_one'); null says the key does not exist. */
export type StringTable = Record<string, Record<string, Record<string, unknown>>>

export type TranslateOptions = Record<string, unknown> & {
	count?: number
	context?: string
	defaultValue?: string
	returnObjects?: boolean
}

/** A t() the components call: key (optionally 'ns:key') and options, as with i18next. */
export type Translate = (key: string, options?: TranslateOptions) => string

/** Where the translator reads: `lookup` answers a value, null (known absent) or undefined (not loaded). */
export type StringSource = {
	lookup: (lng: string, ns: string, key: string) => unknown
	onMissing?: (lng: string, ns: string) => void
}

/** A t() over `source` for `lng` and the hook's namespaces (the first is the default; the others are searched too). */
export function makeTranslate(source: StringSource, lng: string, namespaces: readonly string[]): Translate {
	const translate = (key: string, options: TranslateOptions = {}): string => {
		const separator = key.indexOf(':')
		const nsList = separator > 0 ? [key.slice(0, separator)] : namespaces
		const bare = separator > 0 ? key.slice(separator + 1) : key
		const codes = lng === fallbackLanguage ? [lng] : [lng, fallbackLanguage]
		for (const ns of nsList)
			for (const code of codes)
				for (const candidate of candidates(bare, code, options)) {
					const value = source.lookup(code, ns, candidate)
					if (value === undefined) {
						// not among the strings at hand: load its namespace; meanwhile nothing rather than a key
						source.onMissing?.(code, ns)
						return ''
					}
					if (typeof value === 'string') return interpolate(value, lng, options)
					if (value !== null && options.returnObjects) return interpolateAll(value, lng, options) as string
				}
		return typeof options.defaultValue === 'string' ? interpolate(options.defaultValue, lng, options) : bare
	}
	return translate
}

/** The keys i18next tries, most specific first: key_context_plural, key_context(_zero), key_plural(_zero), key. */
function candidates(key: string, lng: string, { count, context }: TranslateOptions) {
	const keys = [key]
	const plural = typeof count === 'number'
	const suffix = plural ? `_${new Intl.PluralRules(lng).select(count)}` : ''
	if (plural) {
		keys.push(key + suffix)
		if (count === 0) keys.push(`${key}_zero`)
	}
	if (context !== undefined && context !== '') {
		keys.push(`${key}_${context}`)
		if (plural) {
			keys.push(`${key}_${context}${suffix}`)
			if (count === 0) keys.push(`${key}_${context}_zero`)
		}
	}
	return keys.reverse()
}

const PLACEHOLDER = /\{\{([^}]+)\}\}/g

function interpolate(text: string, lng: string, options: TranslateOptions) {
	return text.replace(PLACEHOLDER, (whole, inner: string) => {
		const [name, format] = inner.split(',').map((part) => part.trim()) as [string, string | undefined]
		const value = name
			.split('.')
			.reduce<unknown>((object, part) => (object as Record<string, unknown> | undefined)?.[part], options)
		if (value === undefined || value === null) return whole
		if (format?.startsWith('number')) return new Intl.NumberFormat(lng, numberOptions(format)).format(Number(value))
		return String(value)
	})
}

/** `number(maximumFractionDigits: 1)` → { maximumFractionDigits: 1 }, as i18next's formatter reads it. */
function numberOptions(format: string) {
	const options: Record<string, unknown> = {}
	const inside = /\((.*)\)/.exec(format)?.[1] ?? ''
	for (const pair of inside.split(';')) {
		const [name, raw] = pair.split(':').map((part) => part.trim())
		if (!name || raw === undefined) continue
		options[name] = raw === 'true' ? true : raw === 'false' ? false : Number.isNaN(Number(raw)) ? raw : Number(raw)
	}
	return options
}

function interpolateAll(value: unknown, lng: string, options: TranslateOptions): unknown {
	if (typeof value === 'string') return interpolate(value, lng, options)
	if (Array.isArray(value)) return value.map((item) => interpolateAll(item, lng, options))
	if (value && typeof value === 'object')
		return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, interpolateAll(item, lng, options)]))
	return value
}

/** The value at a dotted key in a namespace's resources (objects for returnObjects), null when there is none. */
export function resourceAt(resources: Record<string, unknown> | undefined, key: string): unknown {
	let node: unknown = resources
	for (const part of key.split('.')) {
		if (!node || typeof node !== 'object') return null
		node = (node as Record<string, unknown>)[part]
	}
	return node === undefined ? null : node
}
