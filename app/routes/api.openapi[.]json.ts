import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireApiMethod } from '#app/modules/api/api-methods.server.ts'
import { publishedOpenApi } from '#app/modules/api/openapi/openapi.server.ts'
import { getLanguage } from '#app/utils/i18n.server.ts'

/**
 * GET /api/openapi.json: the API's OpenAPI 3.1 document, in the client's language (Accept-Language, or the site's
 * language switch) and with the address it was asked at as its server. Made once per language and address; a client
 * that has it already (If-None-Match with its ETag) gets a 304.
 */
export async function loader({ request }: LoaderFunctionArgs) {
	const { json, etag } = publishedOpenApi(await getLanguage(request), new URL(request.url).origin)
	const headers = {
		'Content-Type': 'application/json; charset=utf-8',
		ETag: etag,
		'Cache-Control': 'no-cache',
		Vary: 'Accept-Language, Cookie',
	}
	if (matchesEtag(request.headers.get('If-None-Match'), etag)) return new Response(null, { status: 304, headers })
	return new Response(json, { headers })
}

export const action = ({ request }: LoaderFunctionArgs) => requireApiMethod(request, ['GET'])

/** If-None-Match names this ETag (weakly compared, as RFC 9110 asks for GET), or is `*`. */
function matchesEtag(header: string | null, etag: string) {
	if (!header) return false
	return header
		.split(',')
		.map((tag) => tag.trim().replace(/^W\//, ''))
		.some((tag) => tag === '*' || tag === etag)
}
