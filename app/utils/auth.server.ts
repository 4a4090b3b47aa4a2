import { redirect } from '@remix-run/node'
import { Authenticator } from 'remix-auth'
import { FormStrategy } from 'remix-auth-form'
import { findAccountRow } from '#app/modules/account/account-row.server.ts'
import { loginSchema } from '#app/modules/auth/auth-schemas.ts'
import { verifyLogin } from '#app/modules/auth/users.server.ts'
import { safeRedirectPath } from './cookies.server.ts'
import { oncePerRequest } from './request-scope.server.ts'
import { getSessionStorage } from './session.server.ts'
import { singleton } from './singleton.server.ts'

export class InvalidCredentialsError extends Error {
	override name = 'InvalidCredentialsError'
}

/** remix-auth with the form strategy: e-mail and password in, a user id out (or InvalidCredentialsError). */
export const authenticator = singleton('authenticator', () =>
	new Authenticator<string>().use(
		new FormStrategy(async ({ form }) => {
			const parsed = loginSchema.safeParse(Object.fromEntries(form))
			const userId = parsed.success ? await verifyLogin(parsed.data.email, parsed.data.password) : null
			if (!userId) throw new InvalidCredentialsError()
			return userId
		}),
		'form',
	),
)

/** The request's session (a new, empty one without a valid cookie). */
export async function getSession(request: Request) {
	return getSessionStorage().getSession(request.headers.get('Cookie'))
}

/** The signed-in user's id, or null (also when the account no longer exists). */
export function getUserId(request: Request): Promise<string | null> {
	// a signed-in page asks in the root loader (the app shell) and again in its route's guard: one session read and
	// one look-up per request and cookie, not two of each. A request that signs in or out redirects, so the next
	// request asks afresh. Whether the account exists is read from its row, which the layout and the page then share.
	return oncePerRequest(`user-id:${request.headers.get('Cookie') ?? ''}`, async () => {
		const userId = (await getSession(request)).get('userId')
		if (typeof userId !== 'string') return null
		return (await findAccountRow(userId)) ? userId : null
	})
}

/** Guard: the signed-in user's id, or a redirect to /login that comes back here afterwards. */
export async function requireUserId(request: Request) {
	const userId = await getUserId(request)
	if (userId) return userId
	const url = new URL(request.url)
	const redirectTo = `${url.pathname}${url.search}`
	throw redirect(`/login?${new URLSearchParams({ redirectTo })}`)
}

/**
 * Signs a user in: any previous session is destroyed and a new one (new id) is created, then the browser goes on
 * to `redirectTo` (same-site paths only).
 */
export async function signIn(request: Request, userId: string, redirectTo: string | null | undefined, fallback = '/dashboard') {
	const storage = getSessionStorage()
	const previous = await getSession(request)
	if (previous.id) await storage.destroySession(previous)
	const session = await storage.getSession()
	session.set('userId', userId)
	return redirect(safeRedirectPath(redirectTo, fallback), { headers: { 'Set-Cookie': await storage.commitSession(session) } })
}

/** Ends the session (its row is deleted) and goes home. */
export async function signOut(request: Request, redirectTo = '/') {
	const storage = getSessionStorage()
	return redirect(redirectTo, { headers: { 'Set-Cookie': await storage.destroySession(await getSession(request)) } })
}
