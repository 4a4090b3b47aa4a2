import { type ActionFunctionArgs, redirect } from '@remix-run/node'
import { disconnectYoutube } from '#app/modules/youtube/youtube-account.server.ts'
import { requireUserId } from '#app/utils/auth.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'

export const loader = () => redirect('/settings?tab=youtube')

/** 'Desconectar': the grant is revoked at Google and the tokens deleted. */
export async function action({ request }: ActionFunctionArgs) {
	const userId = await requireUserId(request)
	await disconnectYoutube(userId)
	return redirectWithToast('/settings?tab=youtube', { type: 'success', title: 'toasts.youtubeDisconnected' })
}
