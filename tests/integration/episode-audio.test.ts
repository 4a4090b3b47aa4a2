import { afterAll, beforeAll, expect, test } from 'vitest'
import { probeMedia } from '#app/integrations/ffmpeg/ffmpeg.server.ts'
import { id3Comments } from '#app/integrations/ffmpeg/id3-frames.ts'
import { readFile } from '#app/integrations/storage/storage.server.ts'
import { createEpisode, type NewEpisode } from '#app/modules/episodes/create-episode.server.ts'
import { episodeFileKey } from '#app/modules/episodes/episode-files.ts'
import { approve, startPreview } from '#app/modules/episodes/episode-lifecycle.server.ts'
import { episodeError } from '#app/modules/episodes/episode-view.server.ts'
import { errorTextIn } from '#app/modules/errors/error-text.server.ts'
import { getQuota } from '#app/modules/quota/quota.server.ts'
import { scriptSchema, scriptWords, WORDS_PER_MINUTE } from '#app/modules/script/script-types.ts'
import { prisma } from '#app/utils/db.server.ts'
import { startWorker, type Worker } from '#jobs/worker.ts'
import { spanishParagraph } from '#tests/support/spanish-prose.ts'

let worker: Worker
beforeAll(async () => {
	worker = await startWorker(() => {})
})
afterAll(async () => {
	await worker.stop(10)
})

const content = spanishParagraph('los equipos que comparten objetivos claros', 12)

const episode: NewEpisode = {
	title: 'Canción del equipo',
	podcastName: 'Ondas Internas',
	presenterName: 'Álvaro',
	guestName: 'Lucía',
	format: 'podcast',
	tone: 'innovacion',
	language: 'castellano',
	presenterVoiceId: 'local-es-presentador',
	guestVoiceId: 'local-es-invitada',
	content,
	urls: [],
	files: [],
}

async function until(id: string, done: (episode: Awaited<ReturnType<typeof load>>) => boolean) {
	await expect.poll(async () => done(await load(id)), { timeout: 90_000, interval: 200 }).toBe(true)
	return load(id)
}
const load = (id: string) => prisma.episode.findUniqueOrThrow({ where: { id } })

async function approvedEpisode(planId: string, overrides: Partial<NewEpisode> = {}) {
	const user = await prisma.user.create({ data: { email: `${crypto.randomUUID()}@ejemplo.es`, planId } })
	const { id } = await createEpisode(user.id, { ...episode, ...overrides })
	await until(id, (e) => e.step === 'preview')
	await approve(user.id, id)
	return { id, userId: user.id }
}

test('an approved script becomes an MP3 with its duration, a description with chapters and a cover; no video on Esencial', async () => {
	const { id } = await approvedEpisode('esencial')
	const done = await until(id, (e) => e.step === 'complete' && e.coverStatus !== 'processing')
	expect(done).toMatchObject({ status: 'completed', progress: 100, coverStatus: 'ready', videoStatus: 'idle' })
	const mp3 = (await readFile(episodeFileKey(id, 'audio.mp3')))!
	const info = await probeMedia(mp3)
	expect(info.formatName).toBe('mp3')
	expect(info.streams[0]).toMatchObject({ codecName: 'mp3', sampleRate: 44_100 })
	expect(done.duration).toBe(Math.round(info.durationSeconds))
	// within 10% of the script's estimate at 150 words a minute (pauses included)
	const estimate = (scriptWords(scriptSchema.parse(done.scriptData)) / WORDS_PER_MINUTE) * 60
	expect(Math.abs(info.durationSeconds - estimate) / estimate).toBeLessThanOrEqual(0.1)
	expect(done.audioUrl).toMatch(new RegExp(`^/media/episodes/${id}/audio\\.mp3\\?v=\\d+$`))
	expect(done.description).toMatch(/^Canción del equipo \| Ondas Internas/)
	expect(done.description).toMatch(/Capítulos:\n0:00 Introducción\n\d+:\d\d /)
	expect(await readFile(episodeFileKey(id, 'cover.png'))).not.toBeNull()
	expect(await readFile(episodeFileKey(id, 'video.mp4'))).toBeNull()
})

test('Creadores also gets the video: H.264 1280x720 with AAC, as long as the audio', async () => {
	const { id } = await approvedEpisode('creadores')
	const done = await until(id, (e) => e.step === 'complete' && e.videoStatus !== 'processing')
	expect(done.videoStatus).toBe('ready')
	const video = await probeMedia((await readFile(episodeFileKey(id, 'video.mp4')))!)
	const audio = await probeMedia((await readFile(episodeFileKey(id, 'audio.mp3')))!)
	expect(video.streams).toEqual(
		expect.arrayContaining([
			expect.objectContaining({ codecType: 'video', codecName: 'h264', width: 1280, height: 720 }),
			expect.objectContaining({ codecType: 'audio', codecName: 'aac' }),
		]),
	)
	expect(Math.abs(video.durationSeconds - audio.durationSeconds)).toBeLessThanOrEqual(1)
})

test('a demo episode lasts at most two minutes', async () => {
	const user = await prisma.user.create({
		data: { email: `${crypto.randomUUID()}@ejemplo.es`, planId: 'trial', isDemoUser: true },
	})
	const { id } = await createEpisode(user.id, { ...episode, content: `${content} ${content} ${content}` })
	await until(id, (e) => e.step === 'preview')
	await approve(user.id, id)
	await until(id, (e) => e.step === 'complete')
	const info = await probeMedia((await readFile(episodeFileKey(id, 'audio.mp3')))!)
	expect(info.durationSeconds).toBeLessThanOrEqual(120.5)
})

test('audio that cannot be made returns to the preview step with its script and gives the unit back', async () => {
	const user = await prisma.user.create({ data: { email: `${crypto.randomUUID()}@ejemplo.es`, planId: 'esencial' } })
	const { id } = await createEpisode(user.id, episode)
	const preview = await until(id, (e) => e.step === 'preview')
	await prisma.episode.update({ where: { id }, data: { guestVoiceId: 'voz-que-no-existe' } })
	await approve(user.id, id)
	const failed = await until(id, (e) => e.step === 'preview')
	expect(failed).toMatchObject({ status: 'preview', progress: 50, errorCode: 'AUDIO_FAILED' })
	expect(errorTextIn('es', episodeError(failed)!)).toBe('Error al generar el audio')
	expect(failed.script).toBe(preview.script)
	expect((await getQuota(user.id)).used).toBe(0)
})

test('the preview sample is the opening 20–30 seconds of the script', async () => {
	const user = await prisma.user.create({ data: { email: `${crypto.randomUUID()}@ejemplo.es`, planId: 'esencial' } })
	const { id } = await createEpisode(user.id, { ...episode, content: `${content} ${content}` })
	await until(id, (e) => e.step === 'preview')
	await startPreview(id)
	const ready = await until(id, (e) => e.previewStatus !== 'processing')
	expect(ready.previewStatus).toBe('ready')
	const mp3 = (await readFile(episodeFileKey(id, 'preview.mp3')))!
	const sample = await probeMedia(mp3)
	expect(sample.durationSeconds).toBeGreaterThanOrEqual(12)
	expect(sample.durationSeconds).toBeLessThanOrEqual(30.5)
	// marked as AI-generated, like the episode's MP3
	expect(id3Comments(mp3)).toEqual([
		{ language: 'spa', description: '', text: 'Audio generado con IA: voces sintéticas creadas con Ondacast.' },
	])
})

test('a preview sample that cannot be made says so and leaves the script as it was', async () => {
	const user = await prisma.user.create({ data: { email: `${crypto.randomUUID()}@ejemplo.es`, planId: 'esencial' } })
	const { id } = await createEpisode(user.id, episode)
	const preview = await until(id, (e) => e.step === 'preview')
	await prisma.episode.update({ where: { id }, data: { presenterVoiceId: 'voz-que-no-existe' } })
	await startPreview(id)
	const failed = await until(id, (e) => e.previewStatus !== 'processing')
	expect(failed).toMatchObject({ previewStatus: 'failed', step: 'preview', script: preview.script })
})
