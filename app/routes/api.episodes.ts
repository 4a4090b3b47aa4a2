import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireApiUserId } from '#app/modules/api/api-auth.server.ts'
import { apiEpisodeList } from '#app/modules/api/api-episodes.server.ts'
import { requireApiMethod } from '#app/modules/api/api-methods.server.ts'
import { libraryPageNumber } from '#app/modules/library/library-schemas.ts'

/**
 * GET /api/episodes?q=&page= (bearer, or the browser's session) → `{ episodes, page, hasMore }`: the library's
 * episodes, 24 a page, newest first, `q` matched without regard to case or accents in the title, the podcast and the
 * script.
 */
export async function loader({ request }: LoaderFunctionArgs) {
	const userId = await requireApiUserId(request)
	const url = new URL(request.url)
	const list = await apiEpisodeList(userId, {
		q: (url.searchParams.get('q') ?? '').slice(0, 200),
		page: libraryPageNumber(url.searchParams.get('page')),
	})
	return Response.json(list, { headers: { 'Cache-Control': 'private, no-cache' } })
}

export const action = ({ request }: LoaderFunctionArgs) => requireApiMethod(request, ['GET'])
