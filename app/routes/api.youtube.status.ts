import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireApiUserId } from '#app/modules/api/api-auth.server.ts'
import { requireApiMethod } from '#app/modules/api/api-methods.server.ts'
import { getYoutubeAccount } from '#app/modules/youtube/youtube-account.server.ts'

/** GET /api/youtube/status: `{ connected, connectedAt }` of the account (and `configured`, `channelName`). */
export async function loader({ request }: LoaderFunctionArgs) {
	const account = await getYoutubeAccount(await requireApiUserId(request))
	return Response.json(
		{ ...account, connectedAt: account.connectedAt?.toISOString() ?? null },
		{ headers: { 'Cache-Control': 'no-store' } },
	)
}

export const action = ({ request }: LoaderFunctionArgs) => requireApiMethod(request, ['GET'])
