import { Suspense, useState } from 'react'
import { UnrecordedStrings, useTranslation } from '#app/utils/translation.tsx'

/**
 * Content that needs no JavaScript (text and pictures, no links or controls): the browser keeps the HTML the server
 * sent instead of hydrating it, so the page carries neither its strings nor the work of rendering it again. Only a
 * page rendered in the browser (a client-side navigation, or another language picked in the footer) renders the
 * children, with their namespace's file (the route's withNamespaces); they may be lazy, so the browser loads their
 * code only then. `id` must be unique in the page.
 */
export function KeepServerHtml({ id, children }: { id: string; children: React.ReactNode }) {
	const { i18n } = useTranslation()
	// read once, at hydration: the server's HTML is in the document only then
	const [server] = useState(() => ({
		html: typeof document === 'undefined' ? null : (document.getElementById(id)?.innerHTML ?? null),
		language: i18n.language,
	}))
	if (server.html !== null && server.language === i18n.language) {
		// the same HTML again, so hydration finds exactly what is there and leaves it alone
		// biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML our own server rendered into this element
		return <div id={id} className="contents" dangerouslySetInnerHTML={{ __html: server.html }} />
	}
	return (
		<div id={id} className="contents">
			<UnrecordedStrings>
				<Suspense fallback={null}>{children}</Suspense>
			</UnrecordedStrings>
		</div>
	)
}
