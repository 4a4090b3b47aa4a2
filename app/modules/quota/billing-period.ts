/** Days in a calendar month (UTC); `month` may be any integer, it wraps into the right year. */
function daysInMonth(year: number, month: number) {
	return new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
}

/**
 * `anchor` plus whole calendar months (UTC), keeping the time of day. A day that the target month lacks becomes its
 * last day, as PostgreSQL's `timestamp + interval 'n months'` does: Jan 31 + 1 month = Feb 28 (29 in leap years).
 */
export function addMonths(anchor: Date, months: number) {
	const year = anchor.getUTCFullYear()
	const month = anchor.getUTCMonth() + months
	const day = Math.min(anchor.getUTCDate(), daysInMonth(year, month))
	return new Date(
		Date.UTC(year, month, day, anchor.getUTCHours(), anchor.getUTCMinutes(), anchor.getUTCSeconds(), anchor.getUTCMilliseconds()),
	)
}

/**
 * Start of the billing period that contains `now`: the anchor (the stored `billingPeriodStart`) moved forward by
 * whole calendar months, always counted from the anchor, to the latest start that is not after `now`. An anchor in
 * the future is returned as it is. The hourly rollover job may not have run yet, so callers compute this rather
 * than trusting the stored value.
 */
export function currentPeriodStart(anchor: Date, now: Date = new Date()) {
	if (anchor.getTime() > now.getTime()) return anchor
	const months = (now.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + now.getUTCMonth() - anchor.getUTCMonth()
	const candidate = addMonths(anchor, months)
	return candidate.getTime() <= now.getTime() ? candidate : addMonths(anchor, months - 1)
}
