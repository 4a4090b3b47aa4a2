import { RemixBrowser } from '@remix-run/react'
import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { readPageStrings } from './utils/page-strings.ts'
import { StringsProvider } from './utils/translation.tsx'

// The strings the server's render used come with the page: no i18next and no locale file before hydrating.
const strings = readPageStrings()
// Synchronous hydration, not startTransition: a concurrent one attaches React's listeners before the tree is
// hydrated, and a click in that window (a visitor who filled a form while the page loaded) was swallowed.
// Blocking the main thread for the hydration lets the browser hold the click and deliver it afterwards.
hydrateRoot(
	document,
	<StringsProvider store={strings}>
		<StrictMode>
			<RemixBrowser />
		</StrictMode>
	</StringsProvider>,
)
