import { expect, test } from 'vitest'
import { prisma } from './db.server.ts'
import { getSessionStorage, purgeExpiredSessions } from './session.server.ts'

test('a session lives in the sessions table behind a signed, HttpOnly, SameSite=Lax cookie', async () => {
	const storage = getSessionStorage()
	const session = await storage.getSession()
	session.set('userId', 'u-1')
	const setCookie = await storage.commitSession(session)
	expect(setCookie).toMatch(/^ondacast_session=/)
	expect(setCookie).toMatch(/HttpOnly/)
	expect(setCookie).toMatch(/SameSite=Lax/)
	expect(setCookie).not.toMatch(/u-1/)

	const rows = await prisma.session.findMany()
	expect(rows).toHaveLength(1)
	expect(rows[0]!.sess).toEqual({ userId: 'u-1' })
	expect(rows[0]!.expire.getTime()).toBeGreaterThan(Date.now())

	const cookieHeader = setCookie.split(';')[0]!
	expect((await storage.getSession(cookieHeader)).get('userId')).toBe('u-1')

	await storage.destroySession(await storage.getSession(cookieHeader))
	expect(await prisma.session.count()).toBe(0)
	expect((await storage.getSession(cookieHeader)).get('userId')).toBeUndefined()
})

test('a tampered cookie or an expired row gives an empty session', async () => {
	const storage = getSessionStorage()
	const session = await storage.getSession()
	session.set('userId', 'u-2')
	const cookieHeader = (await storage.commitSession(session)).split(';')[0]!
	expect((await storage.getSession(`${cookieHeader}x`)).get('userId')).toBeUndefined()
	await prisma.session.updateMany({ data: { expire: new Date(Date.now() - 1000) } })
	expect((await storage.getSession(cookieHeader)).get('userId')).toBeUndefined()
})

test('the purge removes expired sessions and keeps live ones', async () => {
	const storage = getSessionStorage()
	const live = await storage.getSession()
	live.set('userId', 'u-3')
	const cookieHeader = (await storage.commitSession(live)).split(';')[0]!
	await prisma.session.create({ data: { sid: 'caducada', sess: {}, expire: new Date(Date.now() - 1000) } })
	expect(await purgeExpiredSessions()).toBeGreaterThanOrEqual(1)
	expect(await prisma.session.count({ where: { sid: 'caducada' } })).toBe(0)
	expect((await storage.getSession(cookieHeader)).get('userId')).toBe('u-3')
})
