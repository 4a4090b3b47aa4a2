import crypto from 'node:crypto'
import { createCookie, createSessionStorage } from '@remix-run/node'
import type { Prisma } from '#app/generated/prisma/client.ts'
import { secureCookies } from './cookies.server.ts'
import { prisma } from './db.server.ts'
import { getSecrets } from './secrets.server.ts'
import { singleton } from './singleton.server.ts'

const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24 * 30

/** The session cookie: signed, HttpOnly, SameSite=Lax, Secure in production. It holds only the session id. */
export function getSessionCookie() {
	return singleton('session-cookie', () =>
		createCookie('ondacast_session', {
			path: '/',
			httpOnly: true,
			sameSite: 'lax',
			secure: secureCookies(),
			secrets: [getSecrets().sessionSecret],
			maxAge: SESSION_MAX_AGE_SECONDS,
		}),
	)
}

/** Sessions stored in the `sessions` table (sid, sess, expire). */
export function getSessionStorage() {
	return singleton('session-storage', () =>
		createSessionStorage({
			cookie: getSessionCookie(),
			async createData(data, expires) {
				const sid = crypto.randomBytes(24).toString('base64url')
				await prisma.session.create({ data: { sid, sess: toJson(data), expire: expiry(expires) } })
				return sid
			},
			async readData(sid) {
				const row = await prisma.session.findUnique({ where: { sid } })
				if (!row) return null
				if (row.expire < new Date()) {
					await prisma.session.deleteMany({ where: { sid } })
					return null
				}
				return row.sess as Record<string, unknown>
			},
			async updateData(sid, data, expires) {
				await prisma.session.upsert({
					where: { sid },
					update: { sess: toJson(data), expire: expiry(expires) },
					create: { sid, sess: toJson(data), expire: expiry(expires) },
				})
			},
			async deleteData(sid) {
				await prisma.session.deleteMany({ where: { sid } })
			},
		}),
	)
}

/** Removes the sessions whose expiry has passed (the daily purge; an expired one is never read back anyway). */
export async function purgeExpiredSessions(now: Date = new Date()) {
	const { count } = await prisma.session.deleteMany({ where: { expire: { lt: now } } })
	return count
}

function expiry(expires: Date | undefined) {
	return expires ?? new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000)
}

function toJson(data: unknown) {
	return JSON.parse(JSON.stringify(data ?? {})) as Prisma.InputJsonValue
}
