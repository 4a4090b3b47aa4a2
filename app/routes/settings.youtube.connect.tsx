import { type ActionFunctionArgs, redirect } from '@remix-run/node'
import { googleConfig } from '#app/integrations/google/google-client.server.ts'
import { startYoutubeConnection } from '#app/modules/youtube/youtube-account.server.ts'
import { requireUserId } from '#app/utils/auth.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'

export const loader = () => redirect('/settings?tab=youtube')

/** 'Conectar YouTube': a full-page redirect to Google's consent screen, with a state bound to this user. */
export async function action({ request }: ActionFunctionArgs) {
	const userId = await requireUserId(request)
	if (!googleConfig()) {
		return redirectWithToast('/settings?tab=youtube', {
			type: 'error',
			title: 'toasts.youtubeErrorTitle',
			description: 'toasts.youtubeNotConfigured',
		})
	}
	return redirect(await startYoutubeConnection(userId))
}
