import { z } from 'zod'
import { signedTokens } from '#app/utils/signed-token.server.ts'
import { type NotificationSwitch, notificationSwitches } from './email-kinds.ts'

/** How long the links in a mail that need no sign-in (unsubscribe, the cover image) work. */
export const EMAIL_LINK_DAYS = 90

const tokens = signedTokens('ondacast:email-link-token')

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
	return tokens.sign({ p: 'unsubscribe', u: userId, s: which, x: expiry(now) })
}

/** The token's user and switch, or null when it is forged, damaged, made for something else or expired. */
export function readUnsubscribeToken(token: string | null | undefined, now = new Date()): UnsubscribeToken | null {
	const payload = tokens.read(token, unsubscribePayload, { now })
	return payload && { userId: payload.u, switch: payload.s, expiresAt: new Date(payload.x * 1000) }
}

export function signCoverToken(episodeId: string, now = new Date()) {
	return tokens.sign({ p: 'cover', e: episodeId, x: expiry(now) })
}

/** The episode whose cover the token shows, or null. */
export function readCoverToken(token: string | null | undefined, now = new Date()) {
	return tokens.read(token, coverPayload, { now })?.e ?? null
}

const expiry = (now: Date) => Math.floor(now.getTime() / 1000) + EMAIL_LINK_DAYS * 24 * 60 * 60
