import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireUserId } from '#app/utils/auth.server.ts'
import { prisma } from '#app/utils/db.server.ts'
import { isUuid } from '#app/utils/uuid.ts'

/** The video status of some of the user's episodes (`?ids=a,b`), polled by the library while videos are made. */
export async function loader({ request }: LoaderFunctionArgs) {
	const userId = await requireUserId(request)
	const ids = (new URL(request.url).searchParams.get('ids') ?? '').split(',').filter(isUuid).slice(0, 100)
	const episodes = await prisma.episode.findMany({
		where: { userId, id: { in: ids } },
		select: { id: true, title: true, videoStatus: true },
	})
	return Response.json({ episodes }, { headers: { 'Cache-Control': 'no-store' } })
}
