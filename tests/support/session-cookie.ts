import { getSessionStorage } from '#app/utils/session.server.ts'

/** The `Cookie` header of a real session for this user, as the app's own sign-in would set it. */
export async function cookieFor(userId: string) {
	const storage = getSessionStorage()
	const session = await storage.getSession()
	session.set('userId', userId)
	return (await storage.commitSession(session)).split(';')[0]!
}
