import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { ApiReferencePage } from '#app/components/api-reference/api-reference-page.tsx'
import { apiReference } from '#app/modules/api/openapi/api-reference.server.ts'
import { publishedOpenApi } from '#app/modules/api/openapi/openapi.server.ts'
import { getLanguage } from '#app/utils/i18n.server.ts'
import { pageMeta } from '#app/utils/meta.ts'

export const handle = { i18n: ['api'], hydrate: false }

/** /api/docs: the API's reference, a page (not JSON) read from the same OpenAPI document /api/openapi.json serves. */
export async function loader({ request }: LoaderFunctionArgs) {
	const language = await getLanguage(request)
	const { document } = publishedOpenApi(language, new URL(request.url).origin)
	const reference = apiReference(document, language)
	return { title: reference.title, reference }
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(data, matches)

export default function ApiDocsPage() {
	const { reference } = useLoaderData<typeof loader>()
	return <ApiReferencePage reference={reference} />
}
