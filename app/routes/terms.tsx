import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { LegalPage } from '#app/components/legal-page.tsx'
import { pageMeta } from '#app/utils/meta.ts'
import { pageTitleLoader } from '#app/utils/page-title.server.ts'

export const handle = { i18n: ['legal'], hydrate: false }

export const loader = (args: LoaderFunctionArgs) => pageTitleLoader(args, 'legal', 'terms.title')

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(data, matches)

export default function TermsPage() {
	return <LegalPage document="terms" />
}
