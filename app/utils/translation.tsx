/**
 * useTranslation and Trans for the components, over the pages' own translator (translator.ts) instead of
 * react-i18next: the server renders from the whole locale files and records what it looked up; the browser gets
 * only that (page-strings.ts) and loads a whole namespace file only when a later state needs one.
 */
import {
	cloneElement,
	createContext,
	Fragment,
	isValidElement,
	type ReactElement,
	type ReactNode,
	useContext,
	useEffect,
	useMemo,
	useSyncExternalStore,
} from 'react'
import { makeTranslate, type StringSource, type Translate, type TranslateOptions } from './translator.ts'

/** What the provider shares: where strings come from, the language, and a version that changes when strings arrive. */
export type StringStore = StringSource & {
	language: () => string
	setLanguage?: (lng: string) => void
	subscribe: (listener: () => void) => () => void
	version: () => number
	/** the same strings, looked up without recording them for the browser (the server's store: KeepServerHtml) */
	unrecorded?: () => StringStore
}

const StringsContext = createContext<StringStore | null>(null)

export function StringsProvider({ store, children }: { store: StringStore; children: ReactNode }) {
	return <StringsContext.Provider value={store}>{children}</StringsContext.Provider>
}

function useStore() {
	const store = useContext(StringsContext)
	if (!store) throw new Error('useTranslation needs a StringsProvider (entry.server.tsx, entry.client.tsx)')
	return store
}

/**
 * For server-rendered content the browser keeps as it is (KeepServerHtml): its lookups are not recorded, so the
 * page does not carry strings the browser never renders.
 */
export function UnrecordedStrings({ children }: { children: ReactNode }) {
	const store = useStore()
	const unrecorded = useMemo(() => store.unrecorded?.() ?? store, [store])
	return <StringsContext.Provider value={unrecorded}>{children}</StringsContext.Provider>
}

/** Like react-i18next's: t for these namespaces (the first is the default; 'common' when none), and the language. */
export function useTranslation(ns?: string | readonly string[]) {
	const store = useStore()
	const version = useSyncExternalStore(store.subscribe, store.version, store.version)
	const language = store.language()
	const key = typeof ns === 'string' ? ns : (ns ?? ['common']).join(',')
	// biome-ignore lint/correctness/useExhaustiveDependencies: version says new strings arrived; key stands for ns
	const t = useMemo(() => makeTranslate(store, language, key.split(',')), [store, language, key, version])
	return { t, i18n: { language } }
}

/** Follows the root loader's language after a switch (the footer's buttons), loading its strings as they are needed. */
export function useSyncLanguage(lng: string) {
	const store = useStore()
	useEffect(() => store.setLanguage?.(lng), [store, lng])
}

type TransProps = {
	t: Translate
	i18nKey: string
	values?: TranslateOptions
	components?: Record<string, ReactElement>
}

/** A translated text with elements inside: '<privacy>política</privacy>' takes `components.privacy`'s element. */
export function Trans({ t, i18nKey, values, components = {} }: TransProps) {
	const text = t(i18nKey, values)
	const parts: ReactNode[] = []
	const tag = /<(\w+)>([\s\S]*?)<\/\1>|<(\w+)\s*\/>/g
	let last = 0
	for (const match of text.matchAll(tag)) {
		if (match.index > last) parts.push(text.slice(last, match.index))
		const name = (match[1] ?? match[3])!
		const element = components[name]
		const inner = match[2]
		parts.push(
			isValidElement(element) ? (
				inner === undefined ? (
					cloneElement(element, { key: parts.length })
				) : (
					cloneElement(element, { key: parts.length }, inner)
				)
			) : (
				<Fragment key={parts.length}>{inner}</Fragment>
			),
		)
		last = match.index + match[0].length
	}
	if (last < text.length) parts.push(text.slice(last))
	return <>{parts}</>
}
