import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireApiUserId } from '#app/modules/api/api-auth.server.ts'
import { requireApiMethod } from '#app/modules/api/api-methods.server.ts'
import { apiClonedVoices } from '#app/modules/api/api-voices.server.ts'

/** GET /api/voice/cloned: the user's cloned voices, newest first, never anyone else's (bearer or the browser's session). */
export async function loader({ request }: LoaderFunctionArgs) {
	const userId = await requireApiUserId(request)
	return Response.json(await apiClonedVoices(userId), { headers: { 'Cache-Control': 'private, no-store' } })
}

export const action = ({ request }: LoaderFunctionArgs) => requireApiMethod(request, ['GET'])
