import type { ActionFunctionArgs } from '@remix-run/node'
import { expect, test } from 'vitest'
import { createUser } from '#app/modules/auth/users.server.ts'
import { action as loginAction } from '#app/routes/login.tsx'
import { action as registerAction } from '#app/routes/register.tsx'
import { action as consentAction } from '#app/routes/resources.cookie-consent.tsx'
import { action as localeAction } from '#app/routes/resources.locale.tsx'
import { hostileRedirects } from '#tests/support/hostile-redirects.ts'

function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}): ActionFunctionArgs {
	const request = new Request(`http://localhost${path}`, { method: 'POST', body: new URLSearchParams(fields), headers })
	return { request, params: {}, context: { cspNonce: '' } }
}

/** Where a route sent the browser; a thrown error (a 500 for the visitor) fails the test. */
async function location(result: Promise<unknown>) {
	const response = await result
	expect(response).toBeInstanceOf(Response)
	return { status: (response as Response).status, location: (response as Response).headers.get('Location') }
}

test('every route that takes redirectTo stays on the site for every hostile variant, without a 500', async () => {
	await createUser({ email: 'vuelta@ejemplo.es', password: 'contraseña-segura', consentMarketing: false })
	let n = 0
	for (const redirectTo of hostileRedirects) {
		n++
		const signedIn = await location(
			loginAction(post('/login', { email: 'vuelta@ejemplo.es', password: 'contraseña-segura', redirectTo })),
		)
		expect(signedIn, redirectTo).toEqual({ status: 302, location: '/dashboard' })
		const registered = await location(
			registerAction(
				post('/register', {
					firstName: 'Ana',
					lastName: 'Pérez',
					email: `nueva${n}@ejemplo.es`,
					password: 'contraseña-segura',
					acceptTerms: 'on',
					redirectTo,
				}),
			),
		)
		expect(registered, redirectTo).toEqual({ status: 302, location: '/dashboard' })
		expect(await location(localeAction(post('/resources/locale', { lng: 'es', redirectTo }))), redirectTo).toEqual({
			status: 302,
			location: '/',
		})
		const consent = post('/resources/cookie-consent', { consent: 'true', redirectTo }, { Accept: 'text/html' })
		expect(await location(consentAction(consent)), redirectTo).toEqual({ status: 302, location: '/' })
	}
})
