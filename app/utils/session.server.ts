import crypto from 'node:crypto'
import { createCookie, createSessionStorage } from '@remix-run/node'
import type { Prisma } from '#app/generated/prisma/client.ts'
import { secureCookies } from './cookies.server.ts'
import { prisma, type RowQuery } from './db.server.ts'
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

/** The session id from the signed session cookie (signature checked, no database query), or null. */
export async function signedSessionId(cookieHeader: string | undefined): Promise<string | null> {
	if (!cookieHeader?.includes('ondacast_session=')) return null
	const value: unknown = await getSessionCookie().parse(cookieHeader)
	return typeof value === 'string' && value ? value : null
}

/**
 * The account a session id signs in, by getUserId's rules (the session exists and has not expired, and so does its
 * account), and how many times that account's rows have changed (`user_versions`, ADR 0058): one statement, for the
 * signed-in page cache, through its side pool (`query`). Null when the session does not sign anyone in.
 */
export async function sessionAccountVersion(query: RowQuery, sid: string, now = new Date()) {
	const [row] = await query<{ userId: string; version: string | null }>(
		`SELECT u."id" AS "userId", v."version"::text AS "version"
		FROM "sessions" s
		JOIN "users" u ON u."id" = CASE WHEN jsonb_typeof(s."sess" -> 'userId') = 'string' AND (s."sess" ->> 'userId') ~* $3 THEN (s."sess" ->> 'userId')::uuid END
		LEFT JOIN "user_versions" v ON v."userId" = u."id"
		WHERE s."sid" = $1 AND s."expire" >= $2`,
		[sid, now, UUID_PATTERN],
	)
	return row ? { userId: row.userId, version: row.version ?? '0' } : null
}

const UUID_PATTERN = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'

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
