import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { notFound } from '#app/modules/errors/not-found.server.ts'
import { isCookieConsent, safeRedirectPath, serializeCookieConsent } from '#app/utils/cookies.server.ts'

/** Stores the cookie-banner choice ('true' or 'essential-only'); without JS goes back to the page it came from. */
export async function action({ request }: ActionFunctionArgs) {
	const form = await request.formData()
	const consent = form.get('consent')
	if (!isCookieConsent(consent)) return data({ ok: false }, { status: 400 })
	const headers = { 'Set-Cookie': serializeCookieConsent(consent) }
	if (request.headers.get('Accept')?.includes('text/html')) {
		return redirect(safeRedirectPath(form.get('redirectTo')), { headers })
	}
	return data({ ok: true }, { headers })
}

export async function loader({ request }: LoaderFunctionArgs) {
	throw await notFound(request)
}
