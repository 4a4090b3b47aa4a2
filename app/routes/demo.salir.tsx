import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { signOut } from '#app/utils/auth.server.ts'

/**
 * The end of a demo (spec: after the post-download screen, the session ends and the browser lands on /landing,
 * even if ending fails). GET too, because the post-download page reaches it by a meta refresh that works without
 * JavaScript; logging a demo session out is all it can do.
 */
async function endDemo(request: Request) {
	try {
		return await signOut(request, '/landing')
	} catch (error) {
		console.error('[demo] ending the session failed; going to the landing page anyway', error)
		return redirect('/landing')
	}
}

export const loader = ({ request }: LoaderFunctionArgs) => endDemo(request)
export const action = ({ request }: ActionFunctionArgs) => endDemo(request)
