import type { LoaderFunctionArgs } from '@remix-run/node'
import { googleConfig } from '#app/integrations/google/google-client.server.ts'
import { requireApiUserId } from '#app/modules/api/api-auth.server.ts'
import { requireApiMethod } from '#app/modules/api/api-methods.server.ts'
import { apiError } from '#app/modules/api/api-responses.server.ts'
import { startYoutubeConnection } from '#app/modules/youtube/youtube-account.server.ts'

/**
 * GET /auth/youtube/url (bearer or the browser's session, outside /api as the spec has it): `{ authUrl }`, Google's
 * consent screen with a new state for the account (what the settings form's redirect goes to, for a client that
 * opens it itself); Google comes back to /auth/youtube/callback in the browser that opened it. 503
 * `YOUTUBE_NOT_CONFIGURED` when Google is not set up here.
 */
export async function loader({ request }: LoaderFunctionArgs) {
	const userId = await requireApiUserId(request)
	if (!googleConfig()) return apiError(request, 503, { code: 'YOUTUBE_NOT_CONFIGURED' })
	return Response.json({ authUrl: await startYoutubeConnection(userId) }, { headers: { 'Cache-Control': 'no-store' } })
}

export const action = ({ request }: LoaderFunctionArgs) => requireApiMethod(request, ['GET'])
