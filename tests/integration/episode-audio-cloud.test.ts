import { expect, test, vi } from 'vitest'
import { probeMedia } from '#app/integrations/ffmpeg/ffmpeg.server.ts'
import { readFile } from '#app/integrations/storage/storage.server.ts'
import { createEpisode, type NewEpisode } from '#app/modules/episodes/create-episode.server.ts'
import { episodeFileKey } from '#app/modules/episodes/episode-files.ts'
import { approve } from '#app/modules/episodes/episode-lifecycle.server.ts'
import { episodeError } from '#app/modules/episodes/episode-view.server.ts'
import { errorTextIn } from '#app/modules/errors/error-text.server.ts'
import { getQuota } from '#app/modules/quota/quota.server.ts'
import { prisma } from '#app/utils/db.server.ts'
import { elevenLabsError } from '#tests/fakes/elevenlabs-fake.ts'
import { elevenLabsWorker } from '#tests/support/elevenlabs-worker.ts'
import { spanishParagraph } from '#tests/support/spanish-prose.ts'

const fake = elevenLabsWorker()

const content = spanishParagraph('la formación continua', 10)

/** An ElevenLabs presenter and a local guest: each line goes to its own voice's provider. */
const episode: NewEpisode = {
	title: 'Talento',
	podcastName: 'Ondas',
	presenterName: 'Lucía',
	guestName: 'Álvaro',
	format: 'podcast',
	tone: 'formacion',
	language: 'castellano',
	presenterVoiceId: 'el-Es1Lucia',
	guestVoiceId: 'local-es-presentador',
	content,
	urls: [],
	files: [],
}

const load = (id: string) => prisma.episode.findUniqueOrThrow({ where: { id } })
async function until(id: string, done: (e: Awaited<ReturnType<typeof load>>) => boolean, timeout = 60_000) {
	await expect.poll(async () => done(await load(id)), { timeout, interval: 200 }).toBe(true)
	return load(id)
}

async function inPreview() {
	const user = await prisma.user.create({ data: { email: `${crypto.randomUUID()}@ejemplo.es`, planId: 'esencial' } })
	const { id } = await createEpisode(user.id, episode)
	await until(id, (e) => e.step === 'preview')
	fake().reset()
	return { id, userId: user.id }
}

test('cloud and local voices in one episode; a 429 is waited out and the episode completes', async () => {
	const { id } = await inPreview()
	fake().failNext({ status: 429, headers: { 'retry-after': '0' }, body: elevenLabsError('system_busy', 'Busy.') })
	await approve((await load(id)).userId, id)
	const done = await until(id, (e) => e.step !== 'audio')
	expect(done.step).toBe('complete')
	expect(
		fake()
			.speechRequests()
			.every((request) => request.path === '/v1/text-to-speech/Es1Lucia'),
	).toBe(true)
	const presenterLines = ((done.scriptData as { sections: { lines: { speaker: string }[] }[] }).sections ?? [])
		.flatMap((section) => section.lines)
		.filter((line) => line.speaker === 'presenter').length
	expect(fake().speechRequests().length).toBeGreaterThanOrEqual(presenterLines) // plus the one answered 429
	const info = await probeMedia((await readFile(episodeFileKey(id, 'audio.mp3')))!)
	expect(info.formatName).toBe('mp3')
})

test('provider credits exhausted: back to the preview step with the recharge message, unit refunded', async () => {
	const { id, userId } = await inPreview()
	const quota = elevenLabsError('quota_exceeded', 'This request exceeds your quota.')
	fake().failNext(...Array.from({ length: 20 }, () => ({ status: 401, body: quota })))
	await approve(userId, id)
	const failed = await until(id, (e) => e.step !== 'audio')
	expect(failed).toMatchObject({ step: 'preview', progress: 50, errorCode: 'CREDITS_EXHAUSTED' })
	expect(errorTextIn('es', episodeError(failed)!)).toBe(
		'El proveedor de voces se ha quedado sin créditos: hay que recargarlos antes de generar más audio. Inténtalo más tarde o avisa al administrador.',
	)
	expect((await getQuota(userId)).used).toBe(0)
})

// every line tried 4 times inside each run, and the run itself 3 times with pg-boss's backoff (5, 10 s): slow on purpose
test('a provider failing with 500 every time: after the retries, back to preview with "Error al generar el audio"', {
	timeout: 150_000,
}, async () => {
	const { id, userId } = await inPreview()
	const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
	fake().failNext(...Array.from({ length: 200 }, () => ({ status: 500, body: { detail: 'boom' } })))
	await approve(userId, id)
	const failed = await until(id, (e) => e.step !== 'audio', 80_000)
	// the give-up after the last attempt is an error for whoever runs the service
	expect(logged).toHaveBeenCalledWith('[episode-audio]', JSON.stringify({ episodeId: id }), expect.any(Error))
	logged.mockRestore()
	expect(failed).toMatchObject({ step: 'preview', errorCode: 'AUDIO_FAILED' })
	expect(errorTextIn('es', episodeError(failed)!)).toBe('Error al generar el audio')
	expect(failed.script).not.toBeNull()
	expect((await getQuota(userId)).used).toBe(0)
})
