import crypto from 'node:crypto'
import { isDemoAccount } from '#app/modules/account/demo-account.server.ts'
import { getSession, getUserId } from '#app/utils/auth.server.ts'
import { getSecrets } from '#app/utils/secrets.server.ts'

/** Whether the request's session belongs to a demo account (only those may be ended through /demo/salir). */
export async function isDemoSession(request: Request) {
	const userId = await getUserId(request)
	return userId !== null && (await isDemoAccount(userId))
}

async function sessionId(request: Request) {
	return (await getSession(request)).id
}

function tokenFor(sid: string) {
	return crypto.createHmac('sha256', getSecrets().sessionSecret).update(`demo-exit:${sid}`).digest('base64url').slice(0, 32)
}

/**
 * The address that ends this demo session by GET (the post-download page's meta refresh, without JavaScript). It
 * carries a token bound to the session, so another site cannot end the session with a link or an image.
 */
export async function demoExitUrl(request: Request) {
	const sid = await sessionId(request)
	return sid ? `/demo/salir?t=${tokenFor(sid)}` : '/demo/salir'
}

export async function isDemoExitToken(request: Request, token: string | null) {
	const sid = await sessionId(request)
	if (!sid || !token) return false
	const expected = Buffer.from(tokenFor(sid))
	const given = Buffer.from(token)
	return expected.length === given.length && crypto.timingSafeEqual(expected, given)
}
