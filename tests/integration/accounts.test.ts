import type { ActionFunctionArgs } from '@remix-run/node'
import { expect, test } from 'vitest'
import { createUser } from '#app/modules/auth/users.server.ts'
import { action as settingsAction } from '#app/routes/_app.settings.tsx'
import { action as loginAction } from '#app/routes/login.tsx'
import { prisma } from '#app/utils/db.server.ts'
import { cookieFor } from '#tests/support/session-cookie.ts'

function post(path: string, fields: Record<string, string>, cookie?: string): ActionFunctionArgs {
	const request = new Request(`http://localhost${path}`, {
		method: 'POST',
		body: new URLSearchParams(fields),
		headers: cookie ? { Cookie: cookie } : {},
	})
	return { request, params: {}, context: { cspNonce: '' } }
}

/** What a route action answered: a status and, for data responses, its body. */
async function answer(result: unknown) {
	if (result instanceof Response) return { status: result.status, body: null, location: result.headers.get('Location') }
	const { type, data, init } = result as { type: string; data: unknown; init?: { status?: number } }
	expect(type).toBe('DataWithResponseInit')
	return { status: init?.status ?? 200, body: data, location: null }
}

test('passwords are stored as argon2id (m=19456, t=2, p=1)', async () => {
	const { id } = await createUser({ email: 'hash@ejemplo.es', password: 'contraseña-segura', consentMarketing: false })
	const user = await prisma.user.findUniqueOrThrow({ where: { id } })
	expect(user.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
	expect(user.password).not.toContain('contraseña-segura')
})

test('login: an unknown e-mail and a wrong password get the same status and the same message', async () => {
	await createUser({ email: 'existe@ejemplo.es', password: 'contraseña-segura', consentMarketing: false })
	const unknown = await answer(await loginAction(post('/login', { email: 'nadie@ejemplo.es', password: 'contraseña-mala' })))
	const wrong = await answer(await loginAction(post('/login', { email: 'existe@ejemplo.es', password: 'contraseña-mala' })))
	const errors = (reply: Awaited<ReturnType<typeof answer>>) => (reply.body as { result: { error: unknown } }).result.error
	expect(unknown.status).toBe(401)
	expect(wrong.status).toBe(unknown.status)
	expect(errors(wrong)).toEqual(errors(unknown))
	expect(errors(unknown)).toEqual({ '': ['login.failed'] })
	const right = await answer(await loginAction(post('/login', { email: 'existe@ejemplo.es', password: 'contraseña-segura' })))
	expect(right).toMatchObject({ status: 302, location: '/dashboard' })
})

test('login only follows same-site redirects', async () => {
	await createUser({ email: 'redir@ejemplo.es', password: 'contraseña-segura', consentMarketing: false })
	const fields = { email: 'redir@ejemplo.es', password: 'contraseña-segura' }
	expect(await answer(await loginAction(post('/login', { ...fields, redirectTo: '/settings?tab=plan' })))).toMatchObject({
		location: '/settings?tab=plan',
	})
	expect(await answer(await loginAction(post('/login', { ...fields, redirectTo: 'https://malicioso.example' })))).toMatchObject({
		location: '/dashboard',
	})
	expect(await answer(await loginAction(post('/login', { ...fields, redirectTo: '//malicioso.example' })))).toMatchObject({
		location: '/dashboard',
	})
})

test("a user's session can only change that user's settings, whatever the form says", async () => {
	const alice = await createUser({
		email: 'alice@ejemplo.es',
		password: 'contraseña-segura',
		consentMarketing: false,
		firstName: 'Alice',
	})
	const bob = await createUser({
		email: 'bob@ejemplo.es',
		password: 'contraseña-segura',
		consentMarketing: false,
		firstName: 'Bob',
	})
	const bobCookie = await cookieFor(bob.id)
	const result = await settingsAction(
		post(
			'/settings',
			{ intent: 'account', userId: alice.id, id: alice.id, firstName: 'Cambiado', email: 'bob@ejemplo.es' },
			bobCookie,
		),
	)
	expect((await answer(result)).status).toBe(302)
	expect(await prisma.user.findUniqueOrThrow({ where: { id: alice.id } })).toMatchObject({
		firstName: 'Alice',
		email: 'alice@ejemplo.es',
	})
	expect(await prisma.user.findUniqueOrThrow({ where: { id: bob.id } })).toMatchObject({ firstName: 'Cambiado' })

	const deletion = await settingsAction(
		post('/settings', { intent: 'delete-account', confirmEmail: 'alice@ejemplo.es' }, bobCookie),
	)
	expect((await answer(deletion)).status).toBe(400)
	expect(await prisma.user.count({ where: { id: { in: [alice.id, bob.id] } } })).toBe(2)
})

test('without a session the settings action sends the visitor to sign in and changes nothing', async () => {
	const carol = await createUser({ email: 'carol@ejemplo.es', password: 'contraseña-segura', consentMarketing: false })
	await expect(
		settingsAction(post('/settings', { intent: 'account', firstName: 'X', email: 'carol@ejemplo.es' })),
	).rejects.toSatisfy(
		(response: Response) => response.status === 302 && response.headers.get('Location')!.startsWith('/login?redirectTo='),
	)
	expect((await prisma.user.findUniqueOrThrow({ where: { id: carol.id } })).firstName).toBeNull()
})
