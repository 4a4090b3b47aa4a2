import { type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { finishYoutubeConnection } from '#app/modules/youtube/youtube-account.server.ts'
import { requireUserId } from '#app/utils/auth.server.ts'

/**
 * Where Google sends the user back: the state is checked (this user's, unexpired, used once), the code exchanged and
 * the tokens stored sealed; the settings page then shows the outcome (`youtube=connected` or `youtube_error=…`).
 */
export async function loader({ request }: LoaderFunctionArgs) {
	const userId = await requireUserId(request)
	const query = new URL(request.url).searchParams
	const outcome = await finishYoutubeConnection(userId, {
		state: query.get('state'),
		code: query.get('code'),
		error: query.get('error'),
	})
	return redirect(outcome.ok ? '/settings?tab=youtube&youtube=connected' : `/settings?tab=youtube&youtube_error=${outcome.error}`)
}
