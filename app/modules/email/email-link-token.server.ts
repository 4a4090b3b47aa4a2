import crypto from 'node:crypto'
import { z } from 'zod'
import { getSecrets } from '#app/utils/secrets.server.ts'
import { type NotificationSwitch, notificationSwitches } from './email-kinds.ts'

/** How long the links in a mail that need no sign-in (unsubscribe, the cover image) work. */
export const EMAIL_LINK_DAYS = 90

const unsubscribePayload = z.object({ p: z.literal('unsubscribe'), u: z.uuid(), s: z.enum(notificationSwitches), x: z.number() })
const coverPayload = z.object({ p: z.literal('cover'), e: z.uuid(), x: z.number() })

export type UnsubscribeToken = { userId: string; switch: NotificationSwitch; expiresAt: Date }

/**
 * Signed, expiring tokens for the links of a mail that work signed out: which user and switch (unsubscribe), or
 * which episode's cover (the image mail clients fetch without cookies). HMAC-SHA256 with a key derived from the
 * session secret; nothing is stored, so the signature is the authorisation. Each token names its purpose (`p`),
 * and one made for a purpose is refused for another.
 */
export function signUnsubscribeToken(userId: string, which: NotificationSwitch, now = new Date()) {
	return sign({ p: 'unsubscribe', u: userId, s: which, x: expiry(now) })
}

/** The token's user and switch, or null when it is forged, damaged, made for something else or expired. */
export function readUnsubscribeToken(token: string | null | undefined, now = new Date()): UnsubscribeToken | null {
	const payload = read(token, unsubscribePayload, now)
	return payload && { userId: payload.u, switch: payload.s, expiresAt: new Date(payload.x * 1000) }
}

export function signCoverToken(episodeId: string, now = new Date()) {
	return sign({ p: 'cover', e: episodeId, x: expiry(now) })
}

/** The episode whose cover the token shows, or null. */
export function readCoverToken(token: string | null | undefined, now = new Date()) {
	return read(token, coverPayload, now)?.e ?? null
}

const expiry = (now: Date) => Math.floor(now.getTime() / 1000) + EMAIL_LINK_DAYS * 24 * 60 * 60

function sign(payload: object) {
	const body = Buffer.from(JSON.stringify(payload)).toString('base64url')
	return `${body}.${signature(body)}`
}

function read<T extends { x: number }>(token: string | null | undefined, schema: z.ZodType<T>, now: Date): T | null {
	if (!token || token.length > 512) return null
	const [body, mac, ...rest] = token.split('.')
	if (!body || !mac || rest.length > 0) return null
	const expected = Buffer.from(signature(body))
	const given = Buffer.from(mac)
	if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null
	let json: unknown
	try {
		json = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
	} catch {
		return null
	}
	const parsed = schema.safeParse(json)
	if (!parsed.success || parsed.data.x * 1000 <= now.getTime()) return null
	return parsed.data
}

function signature(body: string) {
	const key = crypto.createHmac('sha256', getSecrets().sessionSecret).update('ondacast:email-link-token').digest()
	return crypto.createHmac('sha256', key).update(body).digest('base64url')
}
