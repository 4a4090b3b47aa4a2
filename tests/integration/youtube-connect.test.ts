import { afterAll, beforeAll, expect, test } from 'vitest'
import { deleteAccount } from '#app/modules/account/delete-account.server.ts'
import { getYoutubeAccount, youtubeReturnToast } from '#app/modules/youtube/youtube-account.server.ts'
import { loader as settingsLoader } from '#app/routes/_app.settings.tsx'
import { loader as callbackLoader } from '#app/routes/settings.youtube.callback.tsx'
import { action as connectAction } from '#app/routes/settings.youtube.connect.tsx'
import { action as disconnectAction } from '#app/routes/settings.youtube.disconnect.tsx'
import { prisma } from '#app/utils/db.server.ts'
import { open, SealedSecretError } from '#app/utils/encryption.server.ts'
import { resetEnv } from '#app/utils/env.server.ts'
import { type GoogleFake, googleFakeEnv, startGoogleFake } from '#tests/fakes/google-fake.ts'
import { cookieFor } from '#tests/support/session-cookie.ts'

let google: GoogleFake
beforeAll(async () => {
	google = await startGoogleFake()
	configure(true)
})
afterAll(async () => {
	await google.close()
})

function configure(on: boolean) {
	for (const [name, value] of Object.entries(googleFakeEnv(google))) {
		if (on) process.env[name] = value
		else delete process.env[name]
	}
	resetEnv()
}

const newUser = () => prisma.user.create({ data: { email: `${crypto.randomUUID()}@ejemplo.es`, planId: 'creadores' } })
const args = async (url: string, userId: string, method = 'GET') => ({
	request: new Request(`http://localhost${url}`, { method, headers: { Cookie: await cookieFor(userId) } }),
	params: {},
	context: { cspNonce: '' },
})
const settle = (value: Promise<unknown>) => value.catch((thrown: unknown) => thrown) as Promise<Response>

/** 'Conectar YouTube' as the user posts it, then Google's consent screen: the callback address Google sends back. */
async function consentAs(userId: string) {
	const connect = await settle(connectAction(await args('/settings/youtube/connect', userId, 'POST')))
	expect(connect.status).toBe(302)
	const consentUrl = connect.headers.get('location')!
	expect(consentUrl.startsWith(`${google.url}/o/oauth2/v2/auth?`)).toBe(true)
	const back = await fetch(consentUrl, { redirect: 'manual' })
	const callback = new URL(back.headers.get('location')!)
	expect(callback.pathname).toBe('/settings/youtube/callback')
	return `${callback.pathname}${callback.search}`
}

const callback = async (url: string, userId: string) =>
	(await settle(callbackLoader(await args(url, userId)))).headers.get('location')

test('connect: upload scope only, offline; the callback stores the tokens sealed and lands on youtube=connected', async () => {
	const user = await newUser()
	const back = await consentAs(user.id)
	const asked = google.authorizeRequests.at(-1)!
	expect(asked.scope).toBe('https://www.googleapis.com/auth/youtube.upload')
	expect(asked.access_type).toBe('offline')
	expect(asked.state).toMatch(/^[\w-]{43}$/)
	// only the state's hash is kept
	const states = await prisma.oAuthState.findMany({ where: { userId: user.id } })
	expect(states).toHaveLength(1)
	expect(states[0]!.state).not.toBe(asked.state)
	expect(states[0]!.expiresAt.getTime() - Date.now()).toBeGreaterThan(9 * 60 * 1000)

	expect(await callback(back, user.id)).toBe('/settings?tab=youtube&youtube=connected')
	const stored = await prisma.user.findUniqueOrThrow({ where: { id: user.id } })
	const grant = google.grants().at(-1)!
	// the tokens are unreadable in the database without the key, and open only for their own user
	expect(stored.youtubeRefreshToken).not.toContain(grant.refreshToken)
	expect(stored.youtubeRefreshToken).toMatch(/^v1\./)
	expect(stored.youtubeAccessToken).toMatch(/^v1\./)
	const raw = await prisma.$queryRaw<
		Array<{ row: string }>
	>`SELECT row_to_json(u)::text AS row FROM users u WHERE id = ${user.id}::uuid`
	expect(raw[0]!.row).not.toContain(grant.refreshToken)
	expect(raw[0]!.row).not.toContain('ya29.')
	expect(open(stored.youtubeRefreshToken!, user.id)).toBe(grant.refreshToken)
	expect(() => open(stored.youtubeRefreshToken!, crypto.randomUUID())).toThrow(SealedSecretError)
	expect(stored.youtubeConnectedAt).not.toBeNull()
	expect(await getYoutubeAccount(user.id)).toMatchObject({ configured: true, connected: true, channelName: null })

	// the settings page turns the query into a toast and clears it
	const landing = await settle(settingsLoader(await args('/settings?tab=youtube&youtube=connected', user.id)))
	expect(landing.status).toBe(302)
	expect(landing.headers.get('location')).toBe('/settings?tab=youtube')
	expect(landing.headers.get('set-cookie')).toContain('ondacast_toast=')
})

test('a state is used once, expires after 10 minutes, and belongs to the user who asked for it', async () => {
	const user = await newUser()
	const back = await consentAs(user.id)
	expect(await callback(back, user.id)).toBe('/settings?tab=youtube&youtube=connected')
	// replayed: refused
	expect(await callback(back, user.id)).toBe('/settings?tab=youtube&youtube_error=state_invalid')

	const late = await consentAs(user.id)
	await prisma.oAuthState.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } })
	expect(await callback(late, user.id)).toBe('/settings?tab=youtube&youtube_error=state_invalid')

	// another user's browser cannot finish this user's connection (and the state is gone after trying)
	const mallory = await newUser()
	const stolen = await consentAs(user.id)
	expect(await callback(stolen, mallory.id)).toBe('/settings?tab=youtube&youtube_error=state_invalid')
	expect(await callback(stolen, user.id)).toBe('/settings?tab=youtube&youtube_error=state_invalid')
	expect((await prisma.user.findUniqueOrThrow({ where: { id: mallory.id } })).youtubeRefreshToken).toBeNull()
	expect(await callback('/settings/youtube/callback?code=x', user.id)).toBe('/settings?tab=youtube&youtube_error=callback_failed')
})

test('no refresh token, a refusal on the consent screen, a bad code: each lands with its code, nothing stored', async () => {
	const user = await newUser()
	google.omitNextRefreshToken()
	expect(await callback(await consentAs(user.id), user.id)).toBe('/settings?tab=youtube&youtube_error=no_tokens')
	google.denyNextConsent()
	expect(await callback(await consentAs(user.id), user.id)).toBe('/settings?tab=youtube&youtube_error=access_denied')
	const back = new URL(await consentAs(user.id), 'http://localhost')
	back.searchParams.set('code', '4/inventado')
	expect(await callback(`${back.pathname}${back.search}`, user.id)).toBe('/settings?tab=youtube&youtube_error=callback_failed')
	expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).youtubeRefreshToken).toBeNull()
	for (const [code, text] of [
		['no_tokens', 'toasts.youtubeNoTokens'],
		['callback_failed', 'toasts.youtubeCallbackFailed'],
		['algo_raro', 'toasts.youtubeConnectFailed'],
	]) {
		const landing = await settle(settingsLoader(await args(`/settings?tab=youtube&youtube_error=${code}`, user.id)))
		expect(landing.headers.get('location')).toBe('/settings?tab=youtube')
		expect(youtubeReturnToast(new URLSearchParams({ youtube_error: code! }))).toEqual({
			type: 'error',
			title: 'toasts.youtubeErrorTitle',
			description: text,
		})
	}
})

test('disconnect revokes the grant at Google and deletes the tokens', async () => {
	const user = await newUser()
	await callback(await consentAs(user.id), user.id)
	const grant = google.grants().at(-1)!
	const response = await settle(disconnectAction(await args('/settings/youtube/disconnect', user.id, 'POST')))
	expect(response.headers.get('location')).toBe('/settings?tab=youtube')
	expect(google.isRevoked(grant.refreshToken)).toBe(true)
	expect(await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
		youtubeAccessToken: null,
		youtubeRefreshToken: null,
		youtubeConnectedAt: null,
	})
	expect(await getYoutubeAccount(user.id)).toMatchObject({ connected: false })
})

test('deleting the account revokes its YouTube grant at Google', async () => {
	const user = await newUser()
	await callback(await consentAs(user.id), user.id)
	const grant = google.grants().at(-1)!
	await deleteAccount(user.id)
	expect(google.isRevoked(grant.refreshToken)).toBe(true)
})

test('without Google credentials the tab says YouTube is not configured and connecting goes nowhere', async () => {
	configure(false)
	try {
		const user = await newUser()
		expect(await getYoutubeAccount(user.id)).toMatchObject({ configured: false, connected: false })
		const response = await settle(connectAction(await args('/settings/youtube/connect', user.id, 'POST')))
		expect(response.headers.get('location')).toBe('/settings?tab=youtube')
		expect(await prisma.oAuthState.count({ where: { userId: user.id } })).toBe(0)
	} finally {
		configure(true)
	}
})
