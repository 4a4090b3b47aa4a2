import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { isDemoExitToken, isDemoSession } from '#app/modules/auth/demo-exit.server.ts'
import { signOut } from '#app/utils/auth.server.ts'
import { requireSameOrigin } from '#app/utils/same-origin.server.ts'

/**
 * The end of a demo: after the post-download screen the session ends and the browser lands on /landing, even if
 * ending fails. Only a demo session is ended here; any other visitor is just sent home.
 */
async function endDemo(request: Request) {
	if (!(await isDemoSession(request))) return redirect('/')
	try {
		return await signOut(request, '/landing')
	} catch (error) {
		console.error('[demo] ending the session failed; going to the landing page anyway', error)
		return redirect('/landing')
	}
}

/** 'Cerrar y salir': a POST from our own page. */
export async function action({ request }: ActionFunctionArgs) {
	requireSameOrigin(request)
	return endDemo(request)
}

/**
 * The post-download page's meta refresh (no JavaScript) can only GET: it carries a token bound to the session
 * (demoExitUrl), so a link or an image on another site ends nothing.
 */
export async function loader({ request }: LoaderFunctionArgs) {
	if (await isDemoExitToken(request, new URL(request.url).searchParams.get('t'))) return endDemo(request)
	return redirect((await isDemoSession(request)) ? '/demo' : '/')
}
