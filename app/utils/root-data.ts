import { useRouteLoaderData } from '@remix-run/react'
import type { loadRootData } from './root-data.server.ts'

/**
 * The root route's data (see root-data.server.ts), for any component. Undefined only where the root loader itself
 * failed (its error boundary), so callers keep a fallback.
 */
export function useRootData() {
	return useRouteLoaderData<typeof loadRootData>('root')
}
