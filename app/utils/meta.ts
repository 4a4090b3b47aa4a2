import type { MetaDescriptor } from '@remix-run/node'

type Match = { id: string; data: unknown }

/** '<page title> · <app name>' plus an optional description, for a route's meta export. */
export function pageMeta(page: { title?: string; description?: string } | undefined, matches: Match[]): MetaDescriptor[] {
	const appName = (matches.find((match) => match.id === 'root')?.data as { appName?: string } | undefined)?.appName ?? 'Ondacast'
	const title = page?.title ? `${page.title} · ${appName}` : appName
	return [{ title }, ...(page?.description ? [{ name: 'description', content: page.description }] : [])]
}
