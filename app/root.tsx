import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/node'
import {
	isRouteErrorResponse,
	Links,
	Meta,
	type MetaFunction,
	Outlet,
	Scripts,
	ScrollRestoration,
	useMatches,
	useRouteError,
} from '@remix-run/react'
import { lazy, Suspense, useEffect } from 'react'
import { HoneypotProvider } from 'remix-utils/honeypot/react'
import { CookieBanner } from './components/cookie-banner.tsx'
import appStyles from './styles/app.css?url'
import { useNonce } from './utils/nonce-provider.tsx'
import { loadRootData } from './utils/root-data.server.ts'
import { useRootData } from './utils/root-data.ts'
import { useSyncLanguage, useTranslation } from './utils/translation.tsx'

// shown on few pages: their code is loaded only when one is (React waits for it before hydrating that part)
const NotFound = lazy(() => import('./components/not-found.tsx').then((module) => ({ default: module.NotFound })))
const GeneralError = lazy(() => import('./components/not-found.tsx').then((module) => ({ default: module.GeneralError })))
const Toast = lazy(() => import('./components/toast.tsx').then((module) => ({ default: module.Toast })))

export const links: LinksFunction = () => [
	{ rel: 'stylesheet', href: appStyles },
	{ rel: 'icon', href: '/favicon.ico', sizes: '48x48' },
	{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export const handle = { i18n: ['common'] }

export const loader = ({ request }: LoaderFunctionArgs) => loadRootData(request)

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.appName ?? 'Ondacast' }]

/** Routes with `handle.hydrate === false` are sent as plain HTML: no JavaScript at all. */
function useHydrate() {
	return !useMatches().some((match) => (match.handle as { hydrate?: boolean } | undefined)?.hydrate === false)
}

export function Layout({ children }: { children: React.ReactNode }) {
	const root = useRootData()
	const nonce = useNonce()
	const hydrate = useHydrate()
	const locale = root?.locale ?? 'es'
	// says the page's JavaScript runs (error pages too): until then a click follows the link or posts the form that a
	// JavaScript island would take over, and the e2e tests wait for it before they act
	useEffect(() => {
		document.documentElement.dataset.hydrated = 'true'
	}, [])
	return (
		<html lang={locale} dir="ltr" className="h-full">
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<meta name="color-scheme" content="light" />
				<Meta />
				<Links />
			</head>
			<body className="min-h-full bg-white font-sans text-ink antialiased">
				{children}
				{root?.toast ? (
					<Suspense fallback={null}>
						<Toast key={JSON.stringify(root.toast)} toast={root.toast} />
					</Suspense>
				) : null}
				{root && !root.cookieConsent ? <CookieBanner /> : null}
				{hydrate ? (
					<>
						<ScrollRestoration nonce={nonce} />
						<Scripts nonce={nonce} />
					</>
				) : null}
			</body>
		</html>
	)
}

export default function App() {
	const root = useRootData()
	const { i18n } = useTranslation()
	useSyncLanguage(root?.locale ?? i18n.language)
	return (
		<HoneypotProvider {...root!.honeypotInputProps}>
			<Outlet />
		</HoneypotProvider>
	)
}

export function ErrorBoundary() {
	const error = useRouteError()
	return (
		<Suspense fallback={null}>{isRouteErrorResponse(error) && error.status === 404 ? <NotFound /> : <GeneralError />}</Suspense>
	)
}
