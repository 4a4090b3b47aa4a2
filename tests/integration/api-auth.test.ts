import { expect, test } from 'vitest'
import { findApiToken, issueApiToken } from '#app/modules/api/api-tokens.server.ts'
import { hashPassword } from '#app/modules/auth/password.server.ts'
import { updateAccount } from '#app/modules/settings/settings.server.ts'
import { loader as unknownCall } from '#app/routes/api.$.ts'
import { action as login } from '#app/routes/api.auth.login.ts'
import { action as logout } from '#app/routes/api.auth.logout.ts'
import { loader as me, action as meWrite } from '#app/routes/api.auth.me.ts'
import { action as register } from '#app/routes/api.auth.register.ts'
import { action as demoRegister } from '#app/routes/api.demo.register.ts'
import { prisma } from '#app/utils/db.server.ts'
import { expectContract } from '#tests/support/api-contract.ts'
import { cookieFor } from '#tests/support/session-cookie.ts'

// The JSON API's sign-in: a bearer token from e-mail and password, who it belongs to, and every way it stops working.
const PASSWORD = 'contraseña-segura'
const context = { cspNonce: '' }

async function newUser() {
	const email = `${crypto.randomUUID()}@ejemplo.es`
	const user = await prisma.user.create({ data: { email, password: await hashPassword(PASSWORD), firstName: 'Lucía' } })
	return { id: user.id, email }
}

/** Calls a route handler as the server would; a thrown Response (a guard's refusal) is the answer too. */
async function call(handler: (args: never) => unknown, request: Request) {
	const answer = await Promise.resolve(handler({ request, params: {}, context } as never)).catch((thrown: unknown) => thrown)
	if (!(answer instanceof Response)) throw answer
	const result = { status: answer.status, headers: answer.headers, body: (await answer.json()) as Record<string, unknown> }
	expectContract(request.method, request.url, result)
	return result
}

const json = (path: string, body: unknown, headers: Record<string, string> = {}) =>
	new Request(`http://localhost${path}`, {
		method: 'POST',
		body: JSON.stringify(body),
		headers: { 'Content-Type': 'application/json', ...headers },
	})
const bearer = (path: string, token: string, method = 'GET', headers: Record<string, string> = {}) =>
	new Request(`http://localhost${path}`, { method, headers: { Authorization: `Bearer ${token}`, ...headers } })

async function loginAs(email: string) {
	const answer = await call(login, json('/api/auth/login', { email, password: PASSWORD }))
	expect(answer.status).toBe(200)
	return answer.body.token as string
}

test('login gives a token and the user; /api/auth/me answers user, quota and plan with it', async () => {
	const user = await newUser()
	const answer = await call(login, json('/api/auth/login', { email: user.email.toUpperCase(), password: PASSWORD }))
	expect(answer.status).toBe(200)
	expect(answer.body).toMatchObject({
		token: expect.stringMatching(/^onda_[\w-]{43}$/),
		user: { id: user.id, email: user.email },
	})
	expect(JSON.stringify(answer.body)).not.toMatch(/password|stripe/i)

	const who = await call(me, bearer('/api/auth/me', answer.body.token as string))
	expect(who.status).toBe(200)
	expect(who.body).toMatchObject({
		user: { id: user.id, email: user.email, firstName: 'Lucía' },
		plan: { id: expect.any(String), name: expect.any(String) },
		quota: { used: 0, limit: expect.any(Number), reached: false },
	})
	// only a hash is kept
	const stored = await prisma.apiToken.findFirstOrThrow({ where: { userId: user.id } })
	expect(stored.tokenHash).not.toContain(answer.body.token)
	expect(stored.name).toBeNull()
	expect(stored.lastUsedAt).not.toBeNull()
})

test('a wrong password or an unknown e-mail is one 401 in the client language; a bad body names its fields', async () => {
	const user = await newUser()
	const wrong = await call(login, json('/api/auth/login', { email: user.email, password: 'otra-contraseña' }))
	expect(wrong).toMatchObject({ status: 401, body: { code: 'API_LOGIN_FAILED', error: 'Email o contraseña incorrectos.' } })
	const unknown = await call(
		login,
		json('/api/auth/login', { email: 'nadie@ejemplo.es', password: PASSWORD }, { 'Accept-Language': 'en-GB,en;q=0.8' }),
	)
	expect(unknown).toMatchObject({ status: 401, body: { code: 'API_LOGIN_FAILED', error: 'Incorrect email or password.' } })

	const fields = await call(login, json('/api/auth/login', { email: 'no-es-un-email' }))
	expect(fields.status).toBe(400)
	expect(fields.body).toMatchObject({
		code: 'API_BAD_REQUEST',
		fields: { email: [expect.any(String)], password: [expect.any(String)] },
	})
	const notJson = await call(
		login,
		new Request('http://localhost/api/auth/login', {
			method: 'POST',
			body: '{roto',
			headers: { 'Content-Type': 'application/json' },
		}),
	)
	expect(notJson).toMatchObject({ status: 400, body: { code: 'API_BAD_REQUEST' } })
	const array = await call(login, json('/api/auth/login', [1, 2]))
	expect(array.status).toBe(400)
})

test('missing, malformed, unknown, expired and revoked tokens are 401s that say so', async () => {
	const user = await newUser()
	const none = await call(me, new Request('http://localhost/api/auth/me'))
	expect(none).toMatchObject({ status: 401, body: { code: 'API_AUTH_REQUIRED' } })
	expect(none.headers.get('WWW-Authenticate')).toBe('Bearer')

	for (const header of [
		'Basic dXNlcjpwYXNz',
		'Bearer',
		'Bearer a b',
		'Bearer onda_inventado',
		`Bearer ${'onda_'.padEnd(200, 'x')}`,
	]) {
		const answer = await call(me, new Request('http://localhost/api/auth/me', { headers: { Authorization: header } }))
		expect(answer, header).toMatchObject({ status: 401, body: { code: 'API_TOKEN_INVALID' } })
	}

	const old = await issueApiToken(user.id, 'Viejo', new Date(Date.now() - 91 * 24 * 60 * 60 * 1000))
	expect((await call(me, bearer('/api/auth/me', old.token))).status).toBe(401)

	const token = await loginAs(user.email)
	const out = await call(logout, bearer('/api/auth/logout', token, 'POST'))
	expect(out).toMatchObject({ status: 200, body: { loggedOut: true } })
	expect(await call(me, bearer('/api/auth/me', token))).toMatchObject({ status: 401, body: { code: 'API_TOKEN_INVALID' } })
	// logging out needs the token itself
	expect((await call(logout, new Request('http://localhost/api/auth/logout', { method: 'POST' }))).status).toBe(401)
})

test('a bearer token is judged alone: a bad one is refused even beside a valid session cookie', async () => {
	const user = await newUser()
	const cookie = await cookieFor(user.id)
	const withCookieOnly = await call(me, new Request('http://localhost/api/auth/me', { headers: { Cookie: cookie } }))
	expect(withCookieOnly).toMatchObject({ status: 200, body: { user: { id: user.id } } })
	const badTokenAndCookie = await call(me, bearer('/api/auth/me', 'onda_falso', 'GET', { Cookie: cookie }))
	expect(badTokenAndCookie.status).toBe(401)
})

test("a new e-mail revokes the account's tokens; deleting the account deletes them", async () => {
	const user = await newUser()
	const token = await loginAs(user.email)
	await updateAccount(user.id, { intent: 'account', email: user.email, firstName: 'Lucía', lastName: '', company: '' })
	expect(await findApiToken(token)).not.toBeNull()
	await updateAccount(user.id, { intent: 'account', email: `nuevo-${user.email}`, firstName: 'Lucía', lastName: '', company: '' })
	expect(await findApiToken(token)).toBeNull()

	const again = await issueApiToken(user.id, 'Zapier')
	await prisma.user.delete({ where: { id: user.id } })
	expect(await findApiToken(again.token)).toBeNull()
})

test('a call answers only its methods, and an unknown /api address is a JSON 404, never a page', async () => {
	const get = await call(login, new Request('http://localhost/api/auth/login'))
	expect(get.status).toBe(405)
	expect(get.headers.get('Allow')).toBe('POST')
	const del = await call(meWrite, new Request('http://localhost/api/auth/me', { method: 'DELETE' }))
	expect(del).toMatchObject({ status: 405, body: { code: 'REQUEST_METHOD' } })
	const unknown = await call(unknownCall, new Request('http://localhost/api/no-existe'))
	expect(unknown).toMatchObject({ status: 404, body: { code: 'NOT_FOUND', error: 'No encontrado' } })
})

test('register makes the account the page makes and answers a token for it; a taken e-mail is a 409', async () => {
	const email = `${crypto.randomUUID()}@ejemplo.es`
	const fields = {
		firstName: 'Ana',
		lastName: 'Gil',
		email,
		password: PASSWORD,
		consentMarketing: true,
		selectedPlan: 'creadores',
	}
	const made = await call(register, json('/api/auth/register', fields))
	expect(made.status).toBe(201)
	expect(made.body).toMatchObject({ token: expect.stringMatching(/^onda_/), user: { email, firstName: 'Ana', lastName: 'Gil' } })
	const stored = await prisma.user.findUniqueOrThrow({ where: { email } })
	expect(stored).toMatchObject({ planId: 'trial', consentMarketing: true })
	expect(await findApiToken(made.body.token as string)).toMatchObject({ userId: stored.id })
	// the welcome mail, as for the page
	expect(await prisma.emailMessage.count({ where: { userId: stored.id } })).toBeGreaterThan(0)

	const again = await call(register, json('/api/auth/register', fields, { 'Accept-Language': 'en' }))
	expect(again).toMatchObject({ status: 409, body: { code: 'API_EMAIL_TAKEN', error: expect.stringMatching(/already exists/) } })
	const short = await call(register, json('/api/auth/register', { email: `otro-${email}`, password: '123' }))
	expect(short).toMatchObject({ status: 400, body: { code: 'API_BAD_REQUEST', fields: { password: [expect.any(String)] } } })
})

test("the demo: a new e-mail gets a demo account's token; a known demo gets its link by e-mail, never a token", async () => {
	const email = `${crypto.randomUUID()}@ejemplo.es`
	const first = await call(demoRegister, json('/api/demo/register', { email }))
	expect(first.status).toBe(201)
	const who = await call(me, bearer('/api/auth/me', first.body.token as string))
	expect(who.body).toMatchObject({ user: { email, isDemoUser: true }, plan: { id: 'demo' } })

	const second = await call(demoRegister, json('/api/demo/register', { email }))
	expect(second).toMatchObject({ status: 202, body: { linkSent: true } })
	expect(second.body).not.toHaveProperty('token')

	const regular = await newUser()
	expect(await call(demoRegister, json('/api/demo/register', { email: regular.email }))).toMatchObject({
		status: 409,
		body: { code: 'API_EMAIL_TAKEN' },
	})
})
