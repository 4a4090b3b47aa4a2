import type { LoaderFunctionArgs } from '@remix-run/node'
import { Outlet, useLoaderData } from '@remix-run/react'
import { AppShell } from '#app/components/app-shell.tsx'
import { getAccountSummary } from '#app/modules/account/account.server.ts'
import { requireUserId } from '#app/utils/auth.server.ts'
import { withNamespaces } from '#app/utils/page-strings.ts'

/** Every signed-in page: the guard (visitors go to /login and come back) and the app shell. */
export const handle = { i18n: ['app'] }

export const clientLoader = withNamespaces(['app'])

export async function loader({ request }: LoaderFunctionArgs) {
	return getAccountSummary(await requireUserId(request))
}

export default function AppLayout() {
	return (
		<AppShell account={useLoaderData<typeof loader>()}>
			<Outlet />
		</AppShell>
	)
}
