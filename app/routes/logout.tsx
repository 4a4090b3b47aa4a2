import { type ActionFunctionArgs, redirect } from '@remix-run/node'
import { signOut } from '#app/utils/auth.server.ts'

/** POST only: the session row is deleted and the cookie cleared. */
export function action({ request }: ActionFunctionArgs) {
	return signOut(request)
}

export function loader() {
	return redirect('/')
}
