import crypto from 'node:crypto'
import { z } from 'zod'
import { getSecrets } from '#app/utils/secrets.server.ts'
import { type NotificationSwitch, notificationSwitches } from './email-kinds.ts'

/** How long the unsubscribe link of a mail works. */
export const UNSUBSCRIBE_LINK_DAYS = 90

const payloadSchema = z.object({
	/** purpose: a token made for one use is refused for another */
	p: z.literal('unsubscribe'),
	u: z.uuid(),
	s: z.enum(notificationSwitches),
	/** expiry, seconds since the epoch */
	x: z.number().int(),
})

export type UnsubscribeToken = { userId: string; switch: NotificationSwitch; expiresAt: Date }

/**
 * A signed, expiring token for the unsubscribe link: which user and which switch, HMAC-SHA256 with a key derived
 * from the session secret. Nothing is stored: the signature is the authorisation, so the link works signed out.
 */
export function signUnsubscribeToken(userId: string, which: NotificationSwitch, now = new Date()) {
	const expires = Math.floor(now.getTime() / 1000) + UNSUBSCRIBE_LINK_DAYS * 24 * 60 * 60
	const body = Buffer.from(JSON.stringify({ p: 'unsubscribe', u: userId, s: which, x: expires })).toString('base64url')
	return `${body}.${signature(body)}`
}

/** The token's user and switch, or null when it is forged, damaged, made for something else or expired. */
export function readUnsubscribeToken(token: string | null | undefined, now = new Date()): UnsubscribeToken | null {
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
	const parsed = payloadSchema.safeParse(json)
	if (!parsed.success || parsed.data.x * 1000 <= now.getTime()) return null
	return { userId: parsed.data.u, switch: parsed.data.s, expiresAt: new Date(parsed.data.x * 1000) }
}

function signature(body: string) {
	const key = crypto.createHmac('sha256', getSecrets().sessionSecret).update('ondacast:email-link-token').digest()
	return crypto.createHmac('sha256', key).update(body).digest('base64url')
}
