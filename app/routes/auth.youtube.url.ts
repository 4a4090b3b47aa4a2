import type { LoaderFunctionArgs } from '@remix-run/node'
import { googleConfig } from '#app/integrations/google/google-client.server.ts'
import { startYoutubeConnection } from '#app/modules/youtube/youtube-account.server.ts'
import { requireUserId } from '#app/utils/auth.server.ts'

/**
 * GET /auth/youtube/url: `{ authUrl }`, Google's consent screen with a new state for the signed-in account (what the
 * settings form's redirect goes to, for a client that opens it itself). 503 `{ error }` when Google is not set up.
 */
export async function loader({ request }: LoaderFunctionArgs) {
	const userId = await requireUserId(request)
	const headers = { 'Cache-Control': 'no-store' }
	if (!googleConfig()) return Response.json({ error: 'YOUTUBE_NOT_CONFIGURED' }, { status: 503, headers })
	return Response.json({ authUrl: await startYoutubeConnection(userId) }, { headers })
}
