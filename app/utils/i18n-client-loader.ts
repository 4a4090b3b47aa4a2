import type { ClientLoaderFunctionArgs } from '@remix-run/react'
import i18next from 'i18next'

/**
 * For routes with their own locale namespaces: on a client-side navigation, load the namespaces together with the
 * server data, so the page never renders before its texts exist. (The first page load gets them in
 * entry.client.tsx before hydrating.) Usage: `export const clientLoader = withNamespaces(['app'])`.
 */
export function withNamespaces(namespaces: string[]) {
	return async ({ serverLoader }: ClientLoaderFunctionArgs) => {
		const [data] = await Promise.all([serverLoader(), i18next.loadNamespaces(namespaces)])
		return data
	}
}
