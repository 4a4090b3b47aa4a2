import { prisma } from '#app/utils/db.server.ts'
import { switchColumns, type UserSwitches } from './email-kinds.ts'
import { readUnsubscribeToken } from './email-link-token.server.ts'

/**
 * The unsubscribe page's data for a token: the user's address, their switches and the switch the mail named; null
 * for a forged or expired token, or an account that no longer exists.
 */
export async function unsubscribeView(token: string | null) {
	const read = readUnsubscribeToken(token)
	if (!read) return null
	const user = await prisma.user.findUnique({
		where: { id: read.userId },
		select: { email: true, notifyEmail: true, notifyEpisodeComplete: true, notifyWeeklyReport: true },
	})
	if (!user) return null
	return {
		email: user.email,
		which: read.switch,
		switches: { email: user.notifyEmail, episodeComplete: user.notifyEpisodeComplete, weeklyReport: user.notifyWeeklyReport },
	}
}

/** One-click (RFC 8058) or the page's confirm button: the token's switch off, and when. False for a bad token. */
export async function unsubscribe(token: string | null) {
	const read = readUnsubscribeToken(token)
	if (!read) return false
	const { count } = await prisma.user.updateMany({
		where: { id: read.userId },
		data: { [switchColumns[read.switch]]: false, unsubscribedAt: new Date() },
	})
	return count === 1
}

/** The page's form: every switch as chosen; turning any off records when. False for a bad token. */
export async function saveSwitches(token: string | null, switches: UserSwitches) {
	const read = readUnsubscribeToken(token)
	if (!read) return false
	const anyOff = !switches.notifyEmail || !switches.notifyEpisodeComplete || !switches.notifyWeeklyReport
	const { count } = await prisma.user.updateMany({
		where: { id: read.userId },
		data: { ...switches, ...(anyOff ? { unsubscribedAt: new Date() } : {}) },
	})
	return count === 1
}
