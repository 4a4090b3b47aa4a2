import { type ActionFunctionArgs, redirect } from '@remix-run/node'
import { signOut } from '#app/utils/auth.server.ts'
import { requireSameOrigin } from '#app/utils/same-origin.server.ts'

/** POST only, from our own pages: the session row is deleted and the cookie cleared. */
export async function action({ request }: ActionFunctionArgs) {
	requireSameOrigin(request)
	return signOut(request)
}

export function loader() {
	return redirect('/')
}
