import { expect, test } from 'vitest'
import { deliverEmail } from '#app/modules/email/outbox.server.ts'
import { isReportHour, sendWeeklyReports } from '#app/modules/email/weekly-report.server.ts'
import { action as settingsAction } from '#app/routes/_app.settings.tsx'
import { prisma } from '#app/utils/db.server.ts'
import { newEpisode } from '#tests/support/new-episode.ts'
import { cookieFor } from '#tests/support/session-cookie.ts'
import { catchMailForFile } from '#tests/support/smtp-catcher.ts'

const smtp = catchMailForFile()

// Monday 30 November 2026: 09:00 in Madrid (CET, UTC+1) is 08:00 UTC; in New York (EST, UTC−5) 14:00 UTC
const mondayNineMadrid = new Date('2026-11-30T08:00:00Z')

async function user(fields: { timeZone?: string; notifyWeeklyReport?: boolean; notifyEmail?: boolean } = {}) {
	return prisma.user.create({
		data: { email: `semana-${crypto.randomUUID()}@ejemplo.es`, planId: 'creadores', notifyWeeklyReport: true, ...fields },
	})
}

/** A finished episode, downloaded at each of `downloadedAt`. */
async function episode(userId: string, createdAt: string, duration: number, downloadedAt: string[] = []) {
	await prisma.episode.create({
		data: newEpisode(userId, {
			duration,
			downloads: downloadedAt.length,
			createdAt: new Date(createdAt),
			downloadLog: { create: downloadedAt.map((at) => ({ file: 'audio.mp3', downloadedAt: new Date(at) })) },
		}),
	})
}

const reportsOf = (userId: string) => prisma.emailMessage.findMany({ where: { userId, kind: 'weekly-report' } })

test('Monday 09:00 is read in each user’s time zone', () => {
	expect(isReportHour(mondayNineMadrid, 'Europe/Madrid')).toBe(true)
	expect(isReportHour(new Date('2026-11-30T07:59:00Z'), 'Europe/Madrid')).toBe(false)
	expect(isReportHour(new Date('2026-11-30T08:59:00Z'), 'Europe/Madrid')).toBe(true)
	expect(isReportHour(new Date('2026-11-30T09:00:00Z'), 'Europe/Madrid')).toBe(false)
	expect(isReportHour(mondayNineMadrid, 'America/New_York')).toBe(false)
	expect(isReportHour(new Date('2026-11-30T14:00:00Z'), 'America/New_York')).toBe(true)
	// summer time: 09:00 in Madrid (CEST, UTC+2) is 07:00 UTC
	expect(isReportHour(new Date('2026-06-01T07:00:00Z'), 'Europe/Madrid')).toBe(true)
	// an unknown zone counts as Madrid
	expect(isReportHour(mondayNineMadrid, 'Marte/Olympus')).toBe(true)
})

test('the report goes on Monday 09:00 local time, once, with the week’s numbers; nothing to say, nothing sent', async () => {
	const madrid = await user()
	await episode(madrid.id, '2026-11-24T10:00:00Z', 300, ['2026-11-24T11:00:00Z', '2026-11-25T09:00:00Z', '2026-11-27T20:00:00Z'])
	await episode(madrid.id, '2026-11-29T18:00:00Z', 420, ['2026-11-29T19:00:00Z', '2026-11-30T07:59:00Z'])
	// made in an older week: only its downloads of this week count
	await episode(madrid.id, '2026-11-10T10:00:00Z', 600, ['2026-11-11T10:00:00Z', '2026-11-23T07:59:00Z', '2026-11-26T10:00:00Z'])
	const newYork = await user({ timeZone: 'America/New_York' })
	await episode(newYork.id, '2026-11-28T10:00:00Z', 240)
	const quiet = await user()
	await episode(quiet.id, '2026-11-01T10:00:00Z', 240)
	const off = await user({ notifyWeeklyReport: false })
	await episode(off.id, '2026-11-28T10:00:00Z', 240)
	const masterOff = await user({ notifyEmail: false })
	await episode(masterOff.id, '2026-11-28T10:00:00Z', 240)

	await sendWeeklyReports(new Date('2026-11-30T07:45:00Z')) // 08:45 in Madrid: not yet
	expect(await reportsOf(madrid.id)).toEqual([])

	await sendWeeklyReports(mondayNineMadrid)
	await sendWeeklyReports(new Date('2026-11-30T08:15:00Z')) // the next run of the same hour
	const [report] = await reportsOf(madrid.id)
	expect(await reportsOf(madrid.id)).toHaveLength(1)
	expect(report!.data).toMatchObject({ episodes: 2, minutes: 12, downloads: 6 })
	for (const nobody of [newYork, quiet, off, masterOff]) expect(await reportsOf(nobody.id)).toEqual([])

	await sendWeeklyReports(new Date('2026-11-30T14:00:00Z'))
	expect(await reportsOf(newYork.id)).toHaveLength(1)

	expect(await deliverEmail(report!.id)).toBe('sent')
	const [mail] = smtp().to(madrid.email)
	expect(mail!.subject).toBe('Tu semana en Ondacast')
	expect(mail!.text).toContain('Esto es lo que ha pasado del 23 de noviembre de 2026 al 30 de noviembre de 2026.')
	expect(mail!.text).toContain('Episodios creados: 2')
	expect(mail!.text).toContain('Minutos de audio: 12')
	expect(mail!.text).toContain('Descargas de tus episodios: 6')
	expect(mail!.text).toMatch(/Episodios que te quedan este periodo: \d+/)
	expect(mail!.text).toMatch(/Un consejo: .+/)
	expect(mail!.text).toContain('«Informe semanal»')

	// the next Monday is another week
	await sendWeeklyReports(new Date('2026-12-07T08:00:00Z'))
	expect(await reportsOf(madrid.id)).toHaveLength(1) // nothing made that week
})

test('the time zone is chosen in Preferencias; an unknown one is refused and the saved one stays', async () => {
	const someone = await user()
	expect(someone.timeZone).toBe('Europe/Madrid')
	const cookie = await cookieFor(someone.id)
	const save = (timeZone: string) =>
		settingsAction({
			request: new Request('http://localhost/settings?tab=preferencias', {
				method: 'POST',
				headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
				body: new URLSearchParams({ intent: 'preferences', defaultLanguage: 'castellano', timeZone }),
			}),
			params: {},
			context: { cspNonce: '' },
		}).catch((thrown: unknown) => thrown)
	await save('America/Bogota')
	expect((await prisma.user.findUniqueOrThrow({ where: { id: someone.id } })).timeZone).toBe('America/Bogota')
	const refused = (await save('Marte/Olympus')) as Response | { init?: { status?: number } }
	expect(refused instanceof Response ? refused.status : refused.init?.status).not.toBe(500)
	expect((await prisma.user.findUniqueOrThrow({ where: { id: someone.id } })).timeZone).toBe('America/Bogota')
})
