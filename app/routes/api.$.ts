import type { LoaderFunctionArgs } from '@remix-run/node'
import { apiError } from '#app/modules/api/api-responses.server.ts'

/** Any /api/… address no call answers: a JSON 404 `{ error, code: 'NOT_FOUND' }`, never the site's HTML page. */
async function unknownCall({ request }: LoaderFunctionArgs) {
	return apiError(request, 404, { code: 'NOT_FOUND' })
}

export const loader = unknownCall
export const action = unknownCall
