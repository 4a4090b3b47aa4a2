import { createCookieSessionStorage, redirect } from '@remix-run/node'
import { secureCookies } from './cookies.server.ts'
import { getSecrets } from './secrets.server.ts'
import { singleton } from './singleton.server.ts'
import { type Toast, toastSchema } from './toast.ts'

function toastStorage() {
	return singleton('toast-storage', () =>
		createCookieSessionStorage({
			cookie: {
				name: 'ondacast_toast',
				path: '/',
				httpOnly: true,
				sameSite: 'lax',
				secure: secureCookies(),
				secrets: [getSecrets().sessionSecret],
			},
		}),
	)
}

/** Redirects with a toast for the next page. */
export async function redirectWithToast(url: string, toast: Toast, init: ResponseInit = {}) {
	const storage = toastStorage()
	const session = await storage.getSession()
	session.flash('toast', toast)
	const headers = new Headers(init.headers)
	headers.append('Set-Cookie', await storage.commitSession(session))
	return redirect(url, { ...init, headers })
}

/** The pending toast, if any, and the header that clears it. */
export async function getToast(request: Request) {
	const storage = toastStorage()
	const session = await storage.getSession(request.headers.get('Cookie'))
	const parsed = toastSchema.safeParse(session.get('toast'))
	return {
		toast: parsed.success ? parsed.data : null,
		headers: parsed.success ? { 'Set-Cookie': await storage.commitSession(session) } : undefined,
	}
}
