import { expect, test } from 'vitest'
import {
	EMAIL_LINK_DAYS,
	readCoverToken,
	readUnsubscribeToken,
	signCoverToken,
	signUnsubscribeToken,
} from './email-link-token.server.ts'

const userId = '4b8f7a2e-0c1d-4e5f-8a9b-0c1d2e3f4a5b'

test('an unsubscribe token names its user and switch until it expires', () => {
	const now = new Date('2026-11-23T10:00:00Z')
	const token = signUnsubscribeToken(userId, 'weeklyReport', now)
	expect(readUnsubscribeToken(token, now)).toMatchObject({ userId, switch: 'weeklyReport' })
	const later = new Date(now.getTime() + (EMAIL_LINK_DAYS * 24 - 1) * 60 * 60 * 1000)
	expect(readUnsubscribeToken(token, later)).not.toBeNull()
	expect(readUnsubscribeToken(token, new Date(now.getTime() + EMAIL_LINK_DAYS * 24 * 60 * 60 * 1000))).toBeNull()
})

test('forged, altered, truncated or other-purpose tokens are refused', () => {
	const token = signUnsubscribeToken(userId, 'episodeComplete')
	const [body, mac] = token.split('.') as [string, string]
	const forgedBody = Buffer.from(JSON.stringify({ p: 'unsubscribe', u: userId, s: 'email', x: 9_999_999_999 })).toString(
		'base64url',
	)
	for (const bad of [
		`${forgedBody}.${mac}`,
		`${body}.${mac.slice(0, -2)}AA`,
		body,
		`${body}.`,
		`${token}.extra`,
		'',
		'a'.repeat(600),
		signCoverToken(userId),
	]) {
		expect(readUnsubscribeToken(bad), bad).toBeNull()
	}
	expect(readCoverToken(token)).toBeNull()
	expect(readCoverToken(signCoverToken(userId))).toBe(userId)
})
