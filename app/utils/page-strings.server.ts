import type { EntryContext } from '@remix-run/node'
import { getResources } from './locales.server.ts'
import { PAGE_STRINGS_ID } from './page-strings.ts'
import type { StringStore } from './translation.tsx'
import { resourceAt, type StringTable } from './translator.ts'

/**
 * The server's strings for one render: every language and namespace of locales/, and a record of each lookup the
 * render made (the value, or null for a key tried and absent), which is what the browser needs to render the same.
 */
export function recordingStrings(lng: string) {
	const resources = getResources() as Record<string, Record<string, Record<string, unknown>>>
	const recorded: StringTable = {}
	const store: StringStore = {
		lookup(code, ns, key) {
			const value = resourceAt(resources[code]?.[ns], key)
			recorded[code] ??= {}
			recorded[code][ns] ??= {}
			recorded[code][ns][key] = value
			return value
		},
		language: () => lng,
		subscribe: () => () => {},
		version: () => 0,
		unrecorded: () => ({ ...store, lookup: (code, ns, key) => resourceAt(resources[code]?.[ns], key) }),
	}
	return { store, recorded }
}

/** Whether the page hydrates: a route with `handle.hydrate === false` is plain HTML and needs no strings. */
export function pageHydrates(context: EntryContext) {
	return !context.staticHandlerContext.matches.some(
		(match) => (context.routeModules[match.route.id]?.handle as { hydrate?: boolean } | undefined)?.hydrate === false,
	)
}

/**
 * The document with its strings before </body>, as JSON data (never executed, so no nonce): `<` escaped so no text
 * closes the element.
 */
export function withPageStrings(html: Buffer, lng: string, table: StringTable) {
	const json = JSON.stringify({ lng, table }).replace(/</g, '\\u003c')
	const element = Buffer.from(`<script type="application/json" id="${PAGE_STRINGS_ID}">${json}</script>`)
	const end = html.lastIndexOf('</body>')
	if (end < 0) return Buffer.concat([html, element])
	return Buffer.concat([html.subarray(0, end), element, html.subarray(end)])
}
