import { afterEach, expect, test } from 'vitest'
import { resetEnv } from './env.server.ts'
import { localeCookieHeader } from './i18n.server.ts'

const saved = process.env.COOKIE_SECURE
afterEach(() => {
	if (saved === undefined) delete process.env.COOKIE_SECURE
	else process.env.COOKIE_SECURE = saved
	resetEnv()
})

test('the language cookie is Secure where the session cookie is (production, or COOKIE_SECURE=true), and only there', async () => {
	process.env.COOKIE_SECURE = 'true'
	resetEnv()
	const secure = await localeCookieHeader('en')
	expect(secure).toMatch(/^ondacast_lng=/)
	expect(secure).toMatch(/; Secure/)
	expect(secure).toMatch(/HttpOnly/)
	process.env.COOKIE_SECURE = 'false'
	resetEnv()
	expect(await localeCookieHeader('en')).not.toMatch(/Secure/)
})
