import { afterAll, beforeAll, expect, test } from 'vitest'
import { probeMedia } from '#app/integrations/ffmpeg/ffmpeg.server.ts'
import { readFile } from '#app/integrations/storage/storage.server.ts'
import { createEpisode } from '#app/modules/episodes/create-episode.server.ts'
import { episodeFileKey } from '#app/modules/episodes/episode-files.ts'
import { approve } from '#app/modules/episodes/episode-lifecycle.server.ts'
import { scriptSchema } from '#app/modules/script/script-types.ts'
import { loader } from '#app/routes/resources.episodes.$episodeId.captions.$format.tsx'
import { prisma } from '#app/utils/db.server.ts'
import { startWorker, type Worker } from '#jobs/worker.ts'
import { cookieFor } from '#tests/support/session-cookie.ts'
import { spanishParagraph } from '#tests/support/spanish-prose.ts'

let worker: Worker
beforeAll(async () => {
	worker = await startWorker(() => {})
})
afterAll(async () => {
	await worker.stop(10)
})

const load = (id: string) => prisma.episode.findUniqueOrThrow({ where: { id } })
async function until(id: string, done: (episode: Awaited<ReturnType<typeof load>>) => boolean) {
	await expect.poll(async () => done(await load(id)), { timeout: 90_000, interval: 200 }).toBe(true)
	return load(id)
}

const newUser = () => prisma.user.create({ data: { email: `${crypto.randomUUID()}@ejemplo.es`, planId: 'esencial' } })

async function captions(episodeId: string, format: string, userId?: string) {
	const request = new Request(`http://localhost/resources/episodes/${episodeId}/captions/${format}`, {
		headers: userId ? { Cookie: await cookieFor(userId) } : {},
	})
	return loader({ request, params: { episodeId, format }, context: { cspNonce: '' } }).catch(
		(thrown: unknown) => thrown as Response,
	)
}

/** 'hh:mm:ss,mmm' or 'hh:mm:ss.mmm' in seconds. */
const seconds = (stamp: string) => {
	const [h, m, s] = stamp.replace(',', '.').split(':').map(Number)
	return h! * 3600 + m! * 60 + s!
}

test('an episode gets SRT and WebVTT captions from its script, timed by the real audio, for its owner only', async () => {
	const owner = await newUser()
	const { id } = await createEpisode(owner.id, {
		title: 'Equipos / remotos',
		podcastName: 'Ondas Internas',
		presenterName: 'Álvaro',
		guestName: 'Lucía',
		format: 'podcast',
		tone: 'innovacion',
		language: 'castellano',
		presenterVoiceId: 'local-es-presentador',
		guestVoiceId: 'local-es-invitada',
		content: spanishParagraph('los equipos remotos', 10),
		urls: [],
		files: [],
	})
	await until(id, (e) => e.step === 'preview')
	await approve(owner.id, id)
	const done = await until(id, (e) => e.step === 'complete')
	const script = scriptSchema.parse(done.scriptData)
	// the episode is in no show, so the spoken AI disclosure opens it, a turn of the presenter's before the script's
	const turns = [
		{ text: 'Este episodio se ha creado con voces generadas por IA.' },
		...script.sections.flatMap((section) => section.lines),
	]
	const audio = await probeMedia((await readFile(episodeFileKey(id, 'audio.mp3')))!)

	const srt = await captions(id, 'srt', owner.id)
	expect(srt.status).toBe(200)
	expect(srt.headers.get('content-type')).toBe('application/x-subrip; charset=utf-8')
	expect(srt.headers.get('content-disposition')).toContain('attachment')
	expect(srt.headers.get('content-disposition')).toContain('.srt')
	const blocks = (await srt.text()).trim().split('\n\n')
	const cues = blocks.map((block) => {
		const [number, times, ...rows] = block.split('\n')
		const [start, end] = times!.split(' --> ').map(seconds)
		return { number: Number(number), start: start!, end: end!, text: rows.join(' ') }
	})
	expect(cues.map((cue) => cue.number)).toEqual(cues.map((_, index) => index + 1))
	expect(cues[0]!.start).toBe(0)
	// every turn of the script is there, in order, opened by its speaker's name
	expect(cues.filter((cue) => /^(Álvaro|Lucía): /.test(cue.text))).toHaveLength(turns.length)
	expect(cues[0]!.text).toMatch(/^Álvaro: /)
	const spoken = cues.map((cue) => cue.text.replace(/^(Álvaro|Lucía): /, '')).join(' ')
	expect(spoken).toBe(turns.map((turn) => turn.text).join(' '))
	// in order, never overlapping, the pauses between turns left silent, the last ending with the audio
	for (let i = 1; i < cues.length; i++) expect(cues[i]!.start).toBeGreaterThanOrEqual(cues[i - 1]!.end)
	const gaps = cues.slice(1).map((cue, i) => Math.round((cue.start - cues[i]!.end) * 1000))
	expect(gaps.filter((gap) => gap === 350).length).toBeGreaterThan(0)
	// a section's pause between sections, and after the disclosure
	expect(gaps.filter((gap) => gap === 900).length).toBe(script.sections.length)
	expect(Math.abs(cues.at(-1)!.end - audio.durationSeconds)).toBeLessThan(0.01)

	const vtt = await captions(id, 'vtt', owner.id)
	expect(vtt.status).toBe(200)
	expect(vtt.headers.get('content-type')).toBe('text/vtt; charset=utf-8')
	const text = await vtt.text()
	expect(text.startsWith('WEBVTT\n\n00:00:00.000 --> ')).toBe(true)
	expect(text).toContain('<v Álvaro>')
	expect(text.match(/ --> /g)).toHaveLength(cues.length)

	// another user gets the same 404 as a missing episode; signed out goes to the login
	const stranger = await newUser()
	expect((await captions(id, 'srt', stranger.id)).status).toBe(404)
	expect((await captions(crypto.randomUUID(), 'srt', owner.id)).status).toBe(404)
	expect((await captions(id, 'docx', owner.id)).status).toBe(404)
	expect((await captions(id, 'srt')).status).toBe(302)
})

test('an episode whose audio predates captions says so with a 404, not an error', async () => {
	const owner = await newUser()
	const episode = await prisma.episode.create({ data: { userId: owner.id, title: 'Antiguo', step: 'complete' } })
	const response = await captions(episode.id, 'vtt', owner.id)
	expect(response.status).toBe(404)
	expect(await response.text()).toContain('no tiene subtítulos')
})
