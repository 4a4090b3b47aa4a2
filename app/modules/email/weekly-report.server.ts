import { downloadsBetween } from '#app/modules/episodes/episode-downloads.server.ts'
import { getQuota } from '#app/modules/quota/quota.server.ts'
import { prisma } from '#app/utils/db.server.ts'
import { scheduleUserEmail } from './outbox.server.ts'
import { DEFAULT_TIME_ZONE, isTimeZone } from './time-zone.ts'

const WEEK_MS = 7 * 24 * 60 * 60 * 1000

/** The weekday, hour and date of a moment in a time zone (an unknown zone counts as Europe/Madrid). */
function localTime(now: Date, timeZone: string) {
	const zone = isTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE
	const parts = Object.fromEntries(
		new Intl.DateTimeFormat('en-US', {
			timeZone: zone,
			weekday: 'short',
			hour: '2-digit',
			hourCycle: 'h23',
			year: 'numeric',
			month: '2-digit',
			day: '2-digit',
		})
			.formatToParts(now)
			.map((part) => [part.type, part.value]),
	)
	return { weekday: parts.weekday, hour: Number(parts.hour), date: `${parts.year}-${parts.month}-${parts.day}`, zone }
}

/** Monday, 09:00–09:59 where the user lives: when their report goes. */
export function isReportHour(now: Date, timeZone: string) {
	const local = localTime(now, timeZone)
	return local.weekday === 'Mon' && local.hour === 9
}

/**
 * The weekly report of every user who wants it and for whom it is now Monday 09:00 (the job runs every quarter of
 * an hour, so zones with half hours are covered; the key — user and local date — sends one per week). The week is
 * the 7 days before `now`: episodes made, their minutes, downloads of any of the user's episodes. Nothing is sent
 * when no episode was made that week.
 */
export async function sendWeeklyReports(now = new Date()) {
	const users = await prisma.user.findMany({
		where: { notifyWeeklyReport: true, notifyEmail: true, isDemoUser: false },
		select: { id: true, timeZone: true },
	})
	let scheduled = 0
	for (const user of users) {
		if (!isReportHour(now, user.timeZone)) continue
		if (await scheduleWeeklyReport(user.id, user.timeZone, now)) scheduled++
	}
	return { scheduled }
}

async function scheduleWeeklyReport(userId: string, timeZone: string, now: Date) {
	const from = new Date(now.getTime() - WEEK_MS)
	const made = await prisma.episode.aggregate({
		where: { userId, step: 'complete', createdAt: { gte: from, lt: now } },
		_count: { _all: true },
		_sum: { duration: true },
	})
	if (made._count._all === 0) return null
	const [downloads, quota] = await Promise.all([downloadsBetween(userId, from, now), getQuota(userId)])
	const local = localTime(now, timeZone)
	return prisma.$transaction((tx) =>
		scheduleUserEmail(tx, userId, {
			key: `weekly-report:${userId}:${local.date}`,
			kind: 'weekly-report',
			data: {
				from: from.toISOString(),
				to: now.toISOString(),
				timeZone: local.zone,
				episodes: made._count._all,
				minutes: Math.round((made._sum.duration ?? 0) / 60),
				downloads,
				quotaLeft: quota.limit < 0 ? -1 : Math.max(0, quota.limit - quota.used),
				tip: Math.floor(now.getTime() / WEEK_MS),
			},
		}),
	)
}
