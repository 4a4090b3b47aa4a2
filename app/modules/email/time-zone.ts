/** Where the weekly report's Monday 09:00 is read when the user has not chosen a time zone. */
export const DEFAULT_TIME_ZONE = 'Europe/Madrid'

/** Whether the runtime knows a time zone name (IANA: 'Europe/Madrid', 'America/Bogota'). */
export function isTimeZone(value: string) {
	if (!value || value.length > 64) return false
	try {
		new Intl.DateTimeFormat('en-US', { timeZone: value })
		return true
	} catch {
		return false
	}
}
