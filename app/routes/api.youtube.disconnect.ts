import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { requireApiUserId } from '#app/modules/api/api-auth.server.ts'
import { requireApiMethod } from '#app/modules/api/api-methods.server.ts'
import { disconnectYoutube } from '#app/modules/youtube/youtube-account.server.ts'

/** DELETE /api/youtube/disconnect: revokes the grant at Google and deletes the tokens; `{ connected: false }`. */
export async function action({ request }: ActionFunctionArgs) {
	await requireApiMethod(request, ['DELETE'])
	await disconnectYoutube(await requireApiUserId(request))
	return Response.json({ connected: false })
}

export const loader = ({ request }: LoaderFunctionArgs) => requireApiMethod(request, ['DELETE'])
