import { expect, test } from 'vitest'
import { formatPublishTime, instantToZonedTime, zonedTimeToInstant } from './publish-time.ts'

test("a time typed in the user's zone is the instant it names there, in winter and in summer", () => {
	expect(zonedTimeToInstant('2026-12-03T09:30', 'Europe/Madrid')?.toISOString()).toBe('2026-12-03T08:30:00.000Z')
	expect(zonedTimeToInstant('2027-07-01T09:30', 'Europe/Madrid')?.toISOString()).toBe('2027-07-01T07:30:00.000Z')
	expect(zonedTimeToInstant('2026-12-03T09:30', 'America/Bogota')?.toISOString()).toBe('2026-12-03T14:30:00.000Z')
	expect(zonedTimeToInstant('2026-12-03T23:45', 'Asia/Kolkata')?.toISOString()).toBe('2026-12-03T18:15:00.000Z')
	expect(zonedTimeToInstant('2026-12-03T09:30', 'UTC')?.toISOString()).toBe('2026-12-03T09:30:00.000Z')
})

test('around the changes of summer time: a skipped time is taken an hour later, a repeated one as the second', () => {
	// Madrid, 29 March 2026: 02:00 → 03:00
	expect(zonedTimeToInstant('2026-03-29T01:59', 'Europe/Madrid')?.toISOString()).toBe('2026-03-29T00:59:00.000Z')
	expect(zonedTimeToInstant('2026-03-29T02:30', 'Europe/Madrid')?.toISOString()).toBe('2026-03-29T01:30:00.000Z')
	expect(zonedTimeToInstant('2026-03-29T03:00', 'Europe/Madrid')?.toISOString()).toBe('2026-03-29T01:00:00.000Z')
	// Madrid, 25 October 2026: 03:00 → 02:00
	expect(zonedTimeToInstant('2026-10-25T02:30', 'Europe/Madrid')?.toISOString()).toBe('2026-10-25T01:30:00.000Z')
	expect(zonedTimeToInstant('2026-10-25T03:30', 'Europe/Madrid')?.toISOString()).toBe('2026-10-25T02:30:00.000Z')
})

test('west of UTC too: New York skips 02:00–03:00 and repeats 01:00–02:00; Santiago skips midnight, never a day back', () => {
	// New York, 8 March 2026: 02:00 EST → 03:00 EDT; 1 November 2026: 02:00 EDT → 01:00 EST
	expect(zonedTimeToInstant('2026-03-08T02:30', 'America/New_York')?.toISOString()).toBe('2026-03-08T07:30:00.000Z')
	expect(zonedTimeToInstant('2026-03-08T03:30', 'America/New_York')?.toISOString()).toBe('2026-03-08T07:30:00.000Z')
	expect(zonedTimeToInstant('2026-11-01T01:30', 'America/New_York')?.toISOString()).toBe('2026-11-01T06:30:00.000Z')
	// Santiago, 6 September 2026: 00:00 → 01:00
	const skipped = zonedTimeToInstant('2026-09-06T00:30', 'America/Santiago')!
	expect(instantToZonedTime(skipped, 'America/Santiago')).toBe('2026-09-06T01:30')
})

test('what is not a date and time is null', () => {
	for (const text of [
		'',
		'2026-12-03',
		'2026-12-03 09:30',
		'2026-02-31T09:30',
		'2026-12-03T24:00',
		'2026-12-03T09:60',
		'mañana',
	]) {
		expect(zonedTimeToInstant(text, 'Europe/Madrid'), text).toBeNull()
	}
})

test("a scheduled instant is shown again in the user's zone, as the form types it and as a person reads it", () => {
	const instant = new Date('2026-12-03T14:30:00Z')
	expect(instantToZonedTime(instant, 'America/Bogota')).toBe('2026-12-03T09:30')
	expect(instantToZonedTime(instant, 'Europe/Madrid')).toBe('2026-12-03T15:30')
	expect(zonedTimeToInstant(instantToZonedTime(instant, 'Asia/Kolkata'), 'Asia/Kolkata')).toEqual(instant)
	expect(formatPublishTime(instant, 'America/Bogota', 'es')).toBe('3 de diciembre de 2026 a las 9:30')
})
