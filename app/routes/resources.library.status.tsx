import type { LoaderFunctionArgs } from '@remix-run/node'
import { videoStatuses } from '#app/modules/library/library.server.ts'
import { requireUserId } from '#app/utils/auth.server.ts'

/** The video status of some of the user's episodes (`?ids=a,b`), polled by the library while videos are made. */
export async function loader({ request }: LoaderFunctionArgs) {
	const userId = await requireUserId(request)
	const ids = (new URL(request.url).searchParams.get('ids') ?? '').split(',')
	return Response.json({ episodes: await videoStatuses(userId, ids) }, { headers: { 'Cache-Control': 'no-store' } })
}
