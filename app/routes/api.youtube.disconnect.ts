import type { ActionFunctionArgs } from '@remix-run/node'
import { disconnectYoutube } from '#app/modules/youtube/youtube-account.server.ts'
import { requireUserId } from '#app/utils/auth.server.ts'
import { postOnly } from '#app/utils/post-only.server.ts'

/**
 * POST /api/youtube/disconnect: revokes the grant at Google and deletes the tokens; `{ connected: false }`. (POST,
 * not DELETE: the app takes state changes only as same-origin form POSTs, server/request-guards.ts.)
 */
export async function action({ request }: ActionFunctionArgs) {
	await disconnectYoutube(await requireUserId(request))
	return Response.json({ connected: false })
}

export const loader = postOnly
