import { expect, test } from 'vitest'
import { requestDemoAccess } from '#app/modules/auth/demo.server.ts'
import { demoExitUrl } from '#app/modules/auth/demo-exit.server.ts'
import { createUser } from '#app/modules/auth/users.server.ts'
import { action as demoExitAction, loader as demoExitLoader } from '#app/routes/demo.salir.tsx'
import { action as logoutAction } from '#app/routes/logout.tsx'
import { getUserId } from '#app/utils/auth.server.ts'
import { cookieFor } from '#tests/support/session-cookie.ts'

function request(path: string, cookie: string, init: { method?: string; origin?: string; site?: string } = {}) {
	const headers: Record<string, string> = { Cookie: cookie }
	if (init.origin) headers.Origin = init.origin
	if (init.site) headers['Sec-Fetch-Site'] = init.site
	return new Request(`http://localhost${path}`, { method: init.method ?? 'POST', headers })
}

const args = (req: Request) => ({ request: req, params: {}, context: { cspNonce: '' } })

/** The status an action answered with, a thrown Response included. */
async function statusOf(result: Promise<Response> | Response) {
	try {
		return (await result).status
	} catch (thrown) {
		if (thrown instanceof Response) return thrown.status
		throw thrown
	}
}

const signedIn = async (cookie: string) =>
	(await getUserId(new Request('http://localhost/', { headers: { Cookie: cookie } }))) !== null

test('logout from another site is refused (403) and the session survives; from our pages it signs out', async () => {
	const { id } = await createUser({ email: 'salida@ejemplo.es', password: 'contraseña-segura', consentMarketing: false })
	const cookie = await cookieFor(id)
	expect(await statusOf(logoutAction(args(request('/logout', cookie, { origin: 'https://malicioso.example' }))))).toBe(403)
	expect(await statusOf(logoutAction(args(request('/logout', cookie, { site: 'cross-site' }))))).toBe(403)
	expect(await statusOf(logoutAction(args(request('/logout', cookie, { origin: 'null' }))))).toBe(403)
	expect(await signedIn(cookie)).toBe(true)
	expect(await statusOf(logoutAction(args(request('/logout', cookie, { origin: 'http://localhost' }))))).toBe(302)
	expect(await signedIn(cookie)).toBe(false)
})

test('/demo/salir never signs out a regular account, by GET or POST', async () => {
	const { id } = await createUser({ email: 'normal@ejemplo.es', password: 'contraseña-segura', consentMarketing: false })
	const cookie = await cookieFor(id)
	const get = request('/demo/salir', cookie, { method: 'GET' })
	const exit = await demoExitUrl(get)
	expect((await demoExitLoader(args(request(exit, cookie, { method: 'GET' })))).headers.get('Location')).toBe('/')
	const post = await demoExitAction(args(request('/demo/salir', cookie, { origin: 'http://localhost' })))
	expect(post.headers.get('Location')).toBe('/')
	expect(await signedIn(cookie)).toBe(true)
})

test('a demo session ends by its own page: a POST from our origin or the GET with its token; not a bare GET or another site', async () => {
	const access = await requestDemoAccess('demo-salida@ejemplo.es', null, 'es')
	if (access.kind !== 'signed-in') throw new Error('a new e-mail gets a demo')
	const demoId = access.userId
	const cookie = await cookieFor(demoId)
	const bare = await demoExitLoader(args(request('/demo/salir', cookie, { method: 'GET' })))
	expect(bare.headers.get('Location')).toBe('/demo')
	const forged = await demoExitLoader(args(request('/demo/salir?t=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', cookie, { method: 'GET' })))
	expect(forged.headers.get('Location')).toBe('/demo')
	expect(await statusOf(demoExitAction(args(request('/demo/salir', cookie, { origin: 'https://malicioso.example' }))))).toBe(403)
	expect(await signedIn(cookie)).toBe(true)

	const exit = await demoExitUrl(request('/demo/salir', cookie, { method: 'GET' }))
	const ended = await demoExitLoader(args(request(exit, cookie, { method: 'GET' })))
	expect(ended.headers.get('Location')).toBe('/landing')
	expect(await signedIn(cookie)).toBe(false)

	const again = await cookieFor(demoId)
	const closed = await demoExitAction(args(request('/demo/salir', again, { origin: 'http://localhost' })))
	expect(closed.headers.get('Location')).toBe('/landing')
	expect(await signedIn(again)).toBe(false)
})
