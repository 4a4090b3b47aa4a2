import { RemixBrowser } from '@remix-run/react'
import i18next from 'i18next'
import Backend from 'i18next-http-backend'
import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { getInitialNamespaces } from 'remix-i18next/client'
import { i18nConfig } from './utils/i18n.ts'

async function hydrate() {
	await i18next
		.use(initReactI18next)
		.use(Backend)
		.init({
			...i18nConfig,
			lng: document.documentElement.lang,
			ns: getInitialNamespaces(),
			backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
		})
	// Synchronous hydration, not startTransition: a concurrent one attaches React's listeners before the tree is
	// hydrated, and a click in that window (a visitor who filled a form while the page loaded) was swallowed.
	// Blocking the main thread for the hydration lets the browser hold the click and deliver it afterwards.
	hydrateRoot(
		document,
		<I18nextProvider i18n={i18next}>
			<StrictMode>
				<RemixBrowser />
			</StrictMode>
		</I18nextProvider>,
	)
}

void hydrate()
