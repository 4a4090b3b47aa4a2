import type { ClientLoaderFunctionArgs } from '@remix-run/react'
import type { StringStore } from './translation.tsx'
import { resourceAt, type StringTable } from './translator.ts'

/** The id of the page's strings in its HTML (page-strings.server.ts writes them). */
export const PAGE_STRINGS_ID = 'page-strings'

/**
 * The browser's strings: those the server's render looked up (read from the page and taken out of the DOM before
 * hydration, which would otherwise meet an element React did not render), and whole namespace files from
 * /locales when a later state or another page needs them.
 */
function createBrowserStrings(
	initialLanguage: string,
	table: StringTable,
): StringStore & {
	loadNamespaces: (namespaces: readonly string[]) => Promise<void>
} {
	let language = initialLanguage
	let version = 0
	const files: Record<string, Record<string, unknown>> = {}
	const loading = new Map<string, Promise<void>>()
	const listeners = new Set<() => void>()
	const changed = () => {
		version++
		for (const listener of listeners) listener()
	}
	const load = (lng: string, ns: string) => {
		const name = `${lng}/${ns}`
		let promise = loading.get(name)
		if (!promise) {
			promise = fetch(`/locales/${name}.json`)
				.then((response) => (response.ok ? response.json() : {}))
				.then((resources: Record<string, unknown>) => {
					files[name] = resources
					changed()
				})
			loading.set(name, promise)
		}
		return promise
	}
	return {
		lookup(lng, ns, key) {
			const file = files[`${lng}/${ns}`]
			if (file) return resourceAt(file, key)
			const strings = table[lng]?.[ns]
			return strings && Object.hasOwn(strings, key) ? strings[key] : undefined
		},
		onMissing(lng, ns) {
			void load(lng, ns)
		},
		language: () => language,
		setLanguage(lng) {
			if (lng === language) return
			language = lng
			changed()
		},
		subscribe(listener) {
			listeners.add(listener)
			return () => listeners.delete(listener)
		},
		version: () => version,
		async loadNamespaces(namespaces) {
			await Promise.all(['common', ...namespaces].map((ns) => load(language, ns)))
		},
	}
}

let browserStrings: ReturnType<typeof createBrowserStrings> | undefined

/** The page's strings (entry.client.tsx, once, before hydrating). */
export function readPageStrings() {
	const element = document.getElementById(PAGE_STRINGS_ID)
	const { lng, table } = JSON.parse(element?.textContent || '{}') as { lng?: string; table?: StringTable }
	element?.remove()
	browserStrings = createBrowserStrings(lng ?? document.documentElement.lang, table ?? {})
	return browserStrings
}

/**
 * For routes with their own namespaces: on a client-side navigation, load their files together with the server
 * data, so the page never renders before its texts exist. Usage: `export const clientLoader = withNamespaces(['app'])`.
 */
export function withNamespaces(namespaces: string[]) {
	return async ({ serverLoader }: ClientLoaderFunctionArgs) => {
		const [data] = await Promise.all([serverLoader(), browserStrings?.loadNamespaces(namespaces)])
		return data
	}
}
