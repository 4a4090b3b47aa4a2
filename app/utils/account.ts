import { useRouteLoaderData } from '@remix-run/react'
import type { getAccountSummary } from '#app/modules/account/account.server.ts'

/** The signed-in user's summary (name, plan, this month's usage) that the `_app` layout loads, for any page inside it. */
export function useAccount() {
	return useRouteLoaderData<typeof getAccountSummary>('routes/_app')!
}
