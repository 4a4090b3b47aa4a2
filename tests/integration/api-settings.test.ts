import { expect, test } from 'vitest'
import { hasFile, putFile } from '#app/integrations/storage/storage.server.ts'
import { findApiToken, issueApiToken } from '#app/modules/api/api-tokens.server.ts'
import { createUser } from '#app/modules/auth/users.server.ts'
import { loader as settingsPage } from '#app/routes/_app.settings.tsx'
import { loader as accountLoader, action as deleteAccount } from '#app/routes/api.account.ts'
import { loader as getSettings, action as patchSettings } from '#app/routes/api.settings.ts'
import { prisma } from '#app/utils/db.server.ts'
import { callApi } from '#tests/support/api-call.ts'
import { cookieFor } from '#tests/support/session-cookie.ts'

// GET/PATCH /api/settings and DELETE /api/account: the settings page's data and functions, through the API.

async function newUser(email = `${crypto.randomUUID()}@ejemplo.es`) {
	const user = await createUser({ email, password: 'contraseña-segura', consentMarketing: false })
	const { token, id: tokenId } = await issueApiToken(user.id, 'Prueba')
	return { id: user.id, email, token, tokenId }
}

/** What the settings page shows to the user, drawn by its own loader. */
async function pageSettings(userId: string) {
	const request = new Request('http://localhost/settings', { headers: { Cookie: await cookieFor(userId) } })
	const data = await settingsPage({ request, params: {}, context: { cspNonce: '' } })
	if (!('settings' in data)) throw new Error('the settings page redirected')
	return data.settings
}

const patch = (token: string, json: unknown) => callApi(patchSettings, '/api/settings', { method: 'PATCH', token, json })

test('without a token, or with a bad one, nothing is read or changed: 401', async () => {
	const user = await newUser()
	expect(await callApi(getSettings, '/api/settings')).toMatchObject({ status: 401, body: { code: 'API_AUTH_REQUIRED' } })
	expect(await callApi(getSettings, '/api/settings', { token: 'onda_inventado' })).toMatchObject({
		status: 401,
		body: { code: 'API_TOKEN_INVALID' },
	})
	expect(await patch('onda_inventado', { account: { firstName: 'Intruso' } })).toMatchObject({ status: 401 })
	expect(await callApi(deleteAccount, '/api/account', { method: 'DELETE', token: 'no es un token' })).toMatchObject({
		status: 401,
	})
	expect((await pageSettings(user.id)).account.firstName).toBeNull()
	expect(await prisma.user.count({ where: { id: user.id } })).toBe(1)
})

test('the settings object is the page’s; each section changes alone and reads back, fields left out kept', async () => {
	const user = await newUser()
	const read = await callApi(getSettings, '/api/settings', { token: user.token })
	expect(read.status).toBe(200)
	expect(read.body).toEqual(JSON.parse(JSON.stringify(await pageSettings(user.id))))
	expect(read.body.notifications).toEqual({ email: true, episodeComplete: true, weeklyReport: false })

	const named = await patch(user.token, { account: { firstName: '  Ana ', lastName: 'García', company: 'Ondas SL' } })
	expect(named.status).toBe(200)
	expect(named.body.account).toEqual({
		firstName: 'Ana',
		lastName: 'García',
		email: user.email,
		company: 'Ondas SL',
		avatarUrl: null,
	})
	// a field left out keeps its value; null clears one, as an empty field of the form does
	const cleared = await patch(user.token, { account: { company: null } })
	expect(cleared.body.account).toMatchObject({ firstName: 'Ana', lastName: 'García', company: null })

	const preferences = await patch(user.token, {
		preferences: { autoSaveScript: false, timeZone: 'America/Mexico_City', defaultLanguage: 'latino' },
	})
	expect(preferences.body.preferences).toMatchObject({
		autoSaveScript: false,
		timeZone: 'America/Mexico_City',
		defaultLanguage: 'latino',
	})
	const notifications = await patch(user.token, { notifications: { weeklyReport: true, email: false } })
	expect(notifications.body.notifications).toEqual({ email: false, episodeComplete: true, weeklyReport: true })

	const shown = await pageSettings(user.id)
	expect(shown).toMatchObject({
		account: { firstName: 'Ana', lastName: 'García', company: null },
		preferences: { autoSaveScript: false, timeZone: 'America/Mexico_City', defaultLanguage: 'latino' },
		notifications: { email: false, episodeComplete: true, weeklyReport: true },
	})
	expect((await callApi(getSettings, '/api/settings', { token: user.token })).body).toEqual(notifications.body)
})

test('fields that the page’s forms refuse are a 400 naming each field, and nothing is saved', async () => {
	const user = await newUser()
	const email = await patch(user.token, { account: { email: 'no-es-un-email', firstName: 'x'.repeat(81) } })
	expect(email).toMatchObject({
		status: 400,
		body: { code: 'API_BAD_REQUEST', fields: { 'account.email': ['Email inválido'], 'account.firstName': ['Demasiado largo'] } },
	})
	const zone = await patch(user.token, { preferences: { timeZone: 'Marte/Olimpo', defaultLanguage: 'klingon' } })
	expect(zone.body.fields).toEqual({
		'preferences.timeZone': ['Zona horaria no válida'],
		'preferences.defaultLanguage': ['Idioma no disponible'],
	})
	const two = await patch(user.token, { account: { firstName: 'Ana' }, notifications: { email: false } })
	expect(two).toMatchObject({
		status: 400,
		body: { fields: { body: ['Envía una sola sección: account, preferences o notifications.'] } },
	})
	expect((await patch(user.token, {})).status).toBe(400)
	expect((await patch(user.token, { notifications: { email: 'sí' } })).body.fields).toHaveProperty(['notifications.email'])
	expect((await patch(user.token, { plan: { id: 'agencia' } })).status).toBe(400)
	const english = await callApi(patchSettings, '/api/settings', {
		method: 'PATCH',
		token: user.token,
		json: { account: { email: 'mal' } },
		headers: { 'Accept-Language': 'en' },
	})
	expect(english.body.fields).toEqual({ 'account.email': ['Invalid e-mail'] })
	expect(await pageSettings(user.id)).toMatchObject({ account: { firstName: null, email: user.email } })
})

test('a new e-mail revokes the account’s other tokens but keeps the caller’s; another account’s e-mail is a 409', async () => {
	const user = await newUser()
	const other = await issueApiToken(user.id, 'Zapier')
	const taken = await newUser()
	expect(await patch(user.token, { account: { email: taken.email } })).toMatchObject({
		status: 409,
		body: { code: 'API_EMAIL_TAKEN' },
	})
	expect(await findApiToken(other.token)).not.toBeNull()

	const changed = await patch(user.token, { account: { email: '  Nueva@Ejemplo.es ' } })
	expect(changed.body.account.email).toBe('nueva@ejemplo.es')
	expect(await findApiToken(other.token)).toBeNull()
	expect(await findApiToken(user.token)).toMatchObject({ id: user.tokenId })
	expect((await callApi(getSettings, '/api/settings', { token: other.token })).status).toBe(401)
	expect((await callApi(getSettings, '/api/settings', { token: user.token })).status).toBe(200)
})

test('DELETE /api/account deletes the account, its files and its tokens; GET there is a 405', async () => {
	const user = await newUser()
	const second = await issueApiToken(user.id, 'Móvil')
	const document = `uploads/${user.id}/55555555-5555-4555-8555-555555555555.txt`
	await putFile(document, Buffer.from('notas'))
	await prisma.episode.create({ data: { userId: user.id, title: 'Se va con la cuenta' } })
	const survivor = await newUser()

	expect((await callApi(accountLoader, '/api/account', { token: user.token })).status).toBe(405)
	expect(await callApi(deleteAccount, '/api/account', { method: 'DELETE', token: user.token })).toMatchObject({
		status: 200,
		body: { deleted: true },
	})
	expect(await prisma.user.count({ where: { id: user.id } })).toBe(0)
	expect(await prisma.episode.count({ where: { userId: user.id } })).toBe(0)
	expect(await hasFile(document)).toBe(false)
	for (const token of [user.token, second.token]) {
		expect(await callApi(getSettings, '/api/settings', { token })).toMatchObject({
			status: 401,
			body: { code: 'API_TOKEN_INVALID' },
		})
	}
	expect((await callApi(getSettings, '/api/settings', { token: survivor.token })).status).toBe(200)
})
