import type { LoaderFunctionArgs } from '@remix-run/node'
import { getYoutubeAccount } from '#app/modules/youtube/youtube-account.server.ts'
import { requireUserId } from '#app/utils/auth.server.ts'

/** GET /api/youtube/status: `{ connected, connectedAt }` of the signed-in account (and `configured`, `channelName`). */
export async function loader({ request }: LoaderFunctionArgs) {
	const account = await getYoutubeAccount(await requireUserId(request))
	return Response.json(account, { headers: { 'Cache-Control': 'no-store' } })
}
