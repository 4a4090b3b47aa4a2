/**
 * A publication time as the user reads and types it: a wall-clock date and time in their time zone (User.timeZone,
 * IANA), which the form's <input type="datetime-local"> sends as 'YYYY-MM-DDTHH:mm' without any zone. Converted with
 * Intl only (no Temporal in this runtime's browsers yet), the same on the server and in the browser.
 */

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/

/** How far the zone's clock is ahead of UTC at `instant`, in milliseconds (Madrid in winter: 3,600,000). */
function zoneOffsetMs(instant: number, timeZone: string) {
	const parts = new Intl.DateTimeFormat('en-US', {
		timeZone,
		hourCycle: 'h23',
		year: 'numeric',
		month: '2-digit',
		day: '2-digit',
		hour: '2-digit',
		minute: '2-digit',
		second: '2-digit',
	}).formatToParts(new Date(instant))
	const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((item) => item.type === type)!.value)
	const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'))
	return wall - Math.floor(instant / 1000) * 1000
}

/**
 * The instant a wall-clock time in `timeZone` names ('2026-12-03T09:30' in Europe/Madrid → 08:30 UTC), or null for
 * text that is not such a time. The zone has at most two offsets around any day (before and after a change of summer
 * time): each gives a candidate, kept when the zone's clock shows the typed time at it. A time that a change skips
 * (02:30 on the last Sunday of March in Madrid, 00:30 when Chile's clocks go from midnight to one) is taken with the
 * offset before the change, an hour later on the clock (03:30, 01:30: never on another day); one the clock shows
 * twice (autumn) is the second.
 */
export function zonedTimeToInstant(local: string, timeZone: string): Date | null {
	const match = LOCAL_INPUT.exec(local)
	if (!match) return null
	const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number]
	const guess = Date.UTC(year, month - 1, day, hour, minute)
	const check = new Date(guess)
	// Date.UTC rolls 31 February over to March: such a date is not a date
	if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null
	const before = guess - zoneOffsetMs(guess - DAY_MS, timeZone)
	const after = guess - zoneOffsetMs(guess + DAY_MS, timeZone)
	const shown = [before, after].filter((instant) => instantToZonedTime(new Date(instant), timeZone) === local)
	return new Date(shown.length ? Math.max(...shown) : before)
}

const DAY_MS = 24 * 60 * 60 * 1000

/** The instant as the form's datetime-local value in `timeZone` ('2026-12-03T09:30'), to show a scheduled time again. */
export function instantToZonedTime(instant: Date, timeZone: string) {
	const wall = new Date(instant.getTime() + zoneOffsetMs(instant.getTime(), timeZone))
	return wall.toISOString().slice(0, 16)
}

/** The instant as a person reads it in `timeZone` and their language: «3 de diciembre de 2026 a las 9:30». */
export function formatPublishTime(instant: Date, timeZone: string, language: string) {
	return new Intl.DateTimeFormat(language, { timeZone, dateStyle: 'long', timeStyle: 'short' }).format(instant)
}
