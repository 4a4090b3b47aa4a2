import type { ActionFunctionArgs } from '@remix-run/node'
import { expect, test } from 'vitest'
import { findApiToken, issueApiToken, MAX_API_TOKENS } from '#app/modules/api/api-tokens.server.ts'
import { createUser } from '#app/modules/auth/users.server.ts'
import { action, loader } from '#app/routes/_app.settings.tsx'
import { getFixedT } from '#app/utils/locales.server.ts'
import { getToast } from '#app/utils/toast.server.ts'
import { cookieFor } from '#tests/support/session-cookie.ts'

// Settings, 'Acceso a la API', through the page's own loader and action with a real session.

function request(path: string, cookie: string, fields?: Record<string, string>): ActionFunctionArgs {
	const init = fields ? { method: 'POST', body: new URLSearchParams(fields) } : {}
	return {
		request: new Request(`http://localhost${path}`, { ...init, headers: { Cookie: cookie } }),
		params: {},
		context: { cspNonce: '' },
	}
}

/** What the action answered: a redirect (its location and toast) or the data the page is drawn with. */
async function answer(result: unknown) {
	if (result instanceof Response) {
		const { toast } = await getToast(new Request('http://localhost/', { headers: { Cookie: result.headers.get('Set-Cookie')! } }))
		return { status: result.status, location: result.headers.get('Location'), toast, body: null, headers: null }
	}
	const { data, init } = result as { data: Record<string, unknown>; init?: { status?: number; headers?: HeadersInit } }
	return { status: init?.status ?? 200, location: null, toast: null, body: data, headers: new Headers(init?.headers) }
}

async function newUser(email: string) {
	const user = await createUser({ email, password: 'contraseña-segura', consentMarketing: false })
	return { id: user.id, cookie: await cookieFor(user.id) }
}

const create = (cookie: string, name: string) => request('/settings?tab=api', cookie, { intent: 'create-api-token', name })
const revoke = (cookie: string, tokenId: string) => request('/settings?tab=api', cookie, { intent: 'revoke-api-token', tokenId })
/** The page's data, as a GET draws it. */
const page = async (cookie: string) => {
	const data = await loader(request('/settings?tab=api', cookie))
	if (!('apiAccess' in data)) throw new Error(`the settings page redirected (${data.status})`)
	return data
}

test('a new token is in the answer to its form only: it works, and the page drawn again lists it without it', async () => {
	const alice = await newUser('alice@ejemplo.es')
	const created = await answer(await action(create(alice.cookie, 'Zapier')))
	expect(created.status).toBe(200)
	expect(created.headers?.get('Cache-Control')).toBe('no-store')
	const { token, name } = created.body!.createdToken as { token: string; name: string }
	expect(name).toBe('Zapier')
	expect(token).toMatch(/^onda_[\w-]{43}$/)
	expect(await findApiToken(token)).toMatchObject({ userId: alice.id })

	const again = await page(alice.cookie)
	expect(again.tab).toBe('api')
	expect(JSON.stringify(again)).not.toContain(token)
	expect(JSON.stringify(again)).not.toContain(token.slice(5))
	expect(again.apiAccess.tokens).toEqual([
		expect.objectContaining({ name: 'Zapier', lastUsedAt: expect.any(Date), expiresAt: expect.any(Date) }),
	])
	// the example's origin: the request's own, as no APP_URL is set here
	expect(again.apiAccess.origin).toBe('http://localhost')
})

test('revoking: one of your own tokens goes, another account’s id revokes nothing and says so', async () => {
	const alice = await newUser('alice2@ejemplo.es')
	const bob = await newUser('bob2@ejemplo.es')
	const aliceToken = (await answer(await action(create(alice.cookie, 'WordPress')))).body!.createdToken as { token: string }
	const bobToken = (await answer(await action(create(bob.cookie, 'Zapier')))).body!.createdToken as { token: string }
	const [aliceListed] = (await page(alice.cookie)).apiAccess.tokens
	const [bobListed] = (await page(bob.cookie)).apiAccess.tokens

	const refused = await answer(await action(revoke(bob.cookie, aliceListed!.id)))
	expect(refused).toMatchObject({
		status: 302,
		location: '/settings?tab=api',
		toast: { type: 'error', title: 'toasts.apiTokenNotRevoked' },
	})
	expect(await findApiToken(aliceToken.token)).toMatchObject({ userId: alice.id })
	expect((await page(alice.cookie)).apiAccess.tokens).toHaveLength(1)
	// nor does an id that is no id at all
	expect((await answer(await action(revoke(bob.cookie, 'no-es-un-id')))).toast).toMatchObject({
		title: 'toasts.apiTokenNotRevoked',
	})

	const revoked = await answer(await action(revoke(bob.cookie, bobListed!.id)))
	expect(revoked).toMatchObject({
		status: 302,
		location: '/settings?tab=api',
		toast: { type: 'success', title: 'toasts.apiTokenRevoked' },
	})
	expect(await findApiToken(bobToken.token)).toBeNull()
	expect((await page(bob.cookie)).apiAccess.tokens).toEqual([])
	expect(getFixedT('es', 'common')('toasts.apiTokenRevoked')).toBe('Token revocado')
})

test('the name is required, one line and 60 characters at most, with the message in Spanish and English', async () => {
	const carol = await newUser('carol@ejemplo.es')
	const errorsFor = async (name: string) => {
		const reply = await answer(await action(create(carol.cookie, name)))
		expect(reply.status).toBe(400)
		return (reply.body!.result as { error: Record<string, string[]> }).error.name
	}
	expect(await errorsFor('')).toEqual(['settings.errors.apiTokenName'])
	expect(await errorsFor(' \n\t ')).toEqual(['settings.errors.apiTokenName'])
	expect(await errorsFor('x'.repeat(61))).toEqual(['settings.errors.apiTokenNameTooLong'])
	expect((await page(carol.cookie)).apiAccess.tokens).toEqual([])
	expect(getFixedT('es', 'app')('settings.errors.apiTokenName')).toBe('El nombre es obligatorio')
	expect(getFixedT('en', 'app')('settings.errors.apiTokenNameTooLong')).toBe('60 characters at most')

	const created = await answer(await action(create(carol.cookie, `  Mi\nscript ${'y'.repeat(50)} `)))
	expect((created.body!.createdToken as { name: string }).name).toBe(`Mi script ${'y'.repeat(50)}`)
})

test('at the limit the form says so, in the words of API_TOO_MANY_TOKENS, and no token is made', async () => {
	const dora = await newUser('dora@ejemplo.es')
	for (let made = 0; made < MAX_API_TOKENS; made++) await issueApiToken(dora.id, `Token ${made}`)
	const reply = await answer(await action(create(dora.cookie, 'Zapier')))
	expect(reply.status).toBe(409)
	expect(reply.body!.createdToken).toBeUndefined()
	const [key] = (reply.body!.result as { error: Record<string, string[]> }).error.name!
	expect(key).toBe('errors:API_TOO_MANY_TOKENS')
	// the field's text is looked up in the page's namespace, where the prefix names the errors file
	expect(getFixedT('es', 'app')(key!)).toBe(
		'Tienes demasiados tokens de API: revoca alguno en Configuración antes de crear otro.',
	)
	expect(getFixedT('en', 'app')(key!)).toMatch(/^You have too many API tokens/)
	const { tokens } = (await page(dora.cookie)).apiAccess
	expect(tokens).toHaveLength(MAX_API_TOKENS)
	expect(tokens.some((token) => token.name === 'Zapier')).toBe(false)
})
