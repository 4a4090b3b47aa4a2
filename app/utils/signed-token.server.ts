import crypto from 'node:crypto'
import type { z } from 'zod'
import { getSecrets } from './secrets.server.ts'

/**
 * Signed, expiring tokens that need nothing stored: a JSON payload in base64url, a dot, and its HMAC-SHA256 with a
 * key derived from the session secret and `label` (so a token made for one use is refused by another's reader). The
 * payload's `x` is its expiry, in seconds since the epoch. Token characters are URL-safe: they may be a path segment.
 */
export function signedTokens(label: string) {
	const signature = (body: string) => {
		const key = crypto.createHmac('sha256', getSecrets().sessionSecret).update(label).digest()
		return crypto.createHmac('sha256', key).update(body).digest('base64url')
	}
	return {
		sign(payload: { x: number } & Record<string, unknown>) {
			const body = Buffer.from(JSON.stringify(payload)).toString('base64url')
			return `${body}.${signature(body)}`
		},
		/** The payload, or null when the token is forged, damaged, not of this schema or (unless `expired`) expired. */
		read<T extends { x: number }>(
			token: string | null | undefined,
			schema: z.ZodType<T>,
			{ now = new Date(), expired = false }: { now?: Date; expired?: boolean } = {},
		): T | null {
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
			if (!parsed.success || (!expired && parsed.data.x * 1000 <= now.getTime())) return null
			return parsed.data
		},
	}
}
