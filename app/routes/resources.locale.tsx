import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { notFound } from '#app/modules/errors/not-found.server.ts'
import { safeRedirectPath } from '#app/utils/cookies.server.ts'
import { localeCookieHeader } from '#app/utils/i18n.server.ts'
import { fallbackLanguage, isLanguage } from '#app/utils/i18n.ts'

/** Footer language switch: remembers the language in a cookie and goes back to the same page. */
export async function action({ request }: ActionFunctionArgs) {
	const form = await request.formData()
	const lng = form.get('lng')
	return redirect(safeRedirectPath(form.get('redirectTo')), {
		headers: { 'Set-Cookie': await localeCookieHeader(isLanguage(lng) ? lng : fallbackLanguage) },
	})
}

export async function loader({ request }: LoaderFunctionArgs) {
	throw await notFound(request)
}
