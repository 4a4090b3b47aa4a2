import { afterAll, beforeAll, expect, test } from 'vitest'
import { probeMedia, runBinary, runFfmpeg, withTempDir } from '#app/integrations/ffmpeg/ffmpeg.server.ts'
import { listFiles, putFile, readFile } from '#app/integrations/storage/storage.server.ts'
import { issueApiToken } from '#app/modules/api/api-tokens.server.ts'
import { speakableText } from '#app/modules/audio/speakable-text.ts'
import { episodeSpeechProvider } from '#app/modules/audio/speech-providers.server.ts'
import { lineCacheKey } from '#app/modules/audio/synthesise-lines.server.ts'
import { chapterLines } from '#app/modules/description/chapters.ts'
import { CORRECTIONS_PER_DAY } from '#app/modules/episodes/correction-limit.server.ts'
import { createEpisode, type NewEpisode } from '#app/modules/episodes/create-episode.server.ts'
import { episodeFileKey, episodeFileUrl } from '#app/modules/episodes/episode-files.ts'
import { approve } from '#app/modules/episodes/episode-lifecycle.server.ts'
import { errorTextIn } from '#app/modules/errors/error-text.server.ts'
import { getQuota } from '#app/modules/quota/quota.server.ts'
import { renderScript, type Script, scriptSchema } from '#app/modules/script/script-types.ts'
import { action as episodeAction } from '#app/routes/_app.create.$episodeId.tsx'
import { action as scriptPageAction, loader as scriptPageLoader } from '#app/routes/_app.library.$episodeId.script.tsx'
import { action as correctScript } from '#app/routes/api.episodes.$episodeId.script.ts'
import { loader as mediaLoader } from '#app/routes/media.episodes.$episodeId.$file.tsx'
import { prisma } from '#app/utils/db.server.ts'
import { getFixedT } from '#app/utils/locales.server.ts'
import { handleEpisodeCorrection } from '#jobs/handlers/episode-correction.ts'
import { drainingHandler, startWorker, type Worker, workOptions } from '#jobs/worker.ts'
import { callAs } from '#tests/support/api-call.ts'
import { cookieFor } from '#tests/support/session-cookie.ts'
import { spanishParagraph } from '#tests/support/spanish-prose.ts'

// Corrections of a finished episode (issue 24, ADR 0051), with the real worker and the local voices: one changed line
// is the only one synthesised again, the MP3, its chapters, captions, description and video are made again, the
// previous MP3 is served until then, no episode of the month is used; a failure keeps the previous audio.

let worker: Worker
beforeAll(async () => {
	worker = await startWorker(() => {})
})
afterAll(async () => {
	await worker.stop(10)
})

const context = { cspNonce: '' }
const load = (id: string) => prisma.episode.findUniqueOrThrow({ where: { id } })
async function until(id: string, done: (episode: Awaited<ReturnType<typeof load>>) => boolean) {
	await expect.poll(async () => done(await load(id)), { timeout: 120_000, interval: 200 }).toBe(true)
	return load(id)
}
const newUser = (planId: string) => prisma.user.create({ data: { email: `${crypto.randomUUID()}@ejemplo.es`, planId } })

const content = spanishParagraph('los equipos que comparten objetivos claros', 12)

const episode: NewEpisode = {
	title: 'Equipos que se entienden',
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
const names = { presenter: 'Álvaro', guest: 'Lucía' }

/** The form of the complete step (or of the library's script page), sent as the browser sends it. */
async function post(route: 'episode' | 'script', userId: string, episodeId: string, fields: Record<string, string>) {
	const path = route === 'episode' ? `/create/${episodeId}` : `/library/${episodeId}/script`
	const request = new Request(`http://localhost${path}`, {
		method: 'POST',
		headers: { Cookie: await cookieFor(userId) },
		body: new URLSearchParams(fields),
	})
	const args = { request, params: { episodeId }, context }
	const result = await (route === 'episode' ? episodeAction(args) : scriptPageAction(args))
	if (result instanceof Response) return { status: result.status, location: result.headers.get('Location'), data: null }
	const { data, init } = result as unknown as {
		data: { correction: { error: { key: string; values?: Record<string, string | number> } } }
		init?: ResponseInit
	}
	return { status: init?.status ?? 200, location: null, data }
}

/** What the owner's browser gets at one of the episode's media addresses. */
async function served(userId: string, episodeId: string, url: string) {
	const request = new Request(`http://localhost${url}`, { headers: { Cookie: await cookieFor(userId) } })
	const file = url.split('?')[0]!.split('/').at(-1)!
	const response = (await mediaLoader({ request, params: { episodeId, file }, context })) as Response
	return Buffer.from(await response.arrayBuffer())
}

/** The chapters a podcast player reads from the MP3 (ffprobe). */
function mp3Chapters(mp3: Buffer) {
	return withTempDir(async (dir) => {
		const file = `${dir}/episode.mp3`
		await import('node:fs/promises').then((fs) => fs.writeFile(file, mp3))
		const output = await runBinary('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_chapters', file])
		const { chapters } = JSON.parse(output.toString('utf8')) as {
			chapters: Array<{ start_time: string; tags: { title: string } }>
		}
		return chapters.map((chapter) => ({ title: chapter.tags.title, startSeconds: Number(chapter.start_time) }))
	})
}

const cacheFiles = async (episodeId: string) => (await listFiles(`speech-cache/${episodeId}`)).map((file) => file.key).sort()

/** The episode's script with one line of its first section said differently. */
function withLineChanged(script: Script, line: number, text: string): Script {
	const [first, ...rest] = script.sections
	return { sections: [{ ...first!, lines: first!.lines.map((l, i) => (i === line ? { ...l, text } : l)) }, ...rest] }
}

test('a corrected line of a finished episode: only it is synthesised again, the MP3, chapters, captions, description and video are made again, the previous MP3 is served meanwhile and no episode of the month is used', {
	timeout: 300_000,
}, async () => {
	const user = await newUser('creadores')
	const { id } = await createEpisode(user.id, episode)
	await until(id, (e) => e.step === 'preview')
	await approve(user.id, id)
	const before = await until(id, (e) => e.step === 'complete' && e.videoStatus === 'ready')
	expect((await getQuota(user.id)).used).toBe(1)
	const beforeMp3 = await served(user.id, id, before.audioUrl!)
	const beforeCover = await readFile(episodeFileKey(id, 'cover.png'))
	const beforeCache = await cacheFiles(id)
	const beforeChapters = await mp3Chapters(beforeMp3)
	expect(beforeChapters.length).toBeGreaterThanOrEqual(2)

	const script = scriptSchema.parse(before.scriptData)
	const changedText =
		'Lo digo de otra manera y con más calma: los equipos que comparten objetivos claros trabajan mejor, se entienden antes y lo notan cada semana en sus reuniones.'
	const corrected = withLineChanged(script, 1, changedText)

	// the correction job waits, so that the episode can be looked at while it is being corrected
	await worker.boss.offWork('episode-correction')
	const sent = await post('episode', user.id, id, { intent: 'correct', script: renderScript(corrected, names) })
	expect(sent).toMatchObject({ status: 302, location: `/create/${id}` })
	const remaking = await load(id)
	expect(remaking).toMatchObject({
		step: 'complete',
		revisionStatus: 'remaking',
		audioUrl: before.audioUrl,
		script: before.script,
	})
	expect((await served(user.id, id, remaking.audioUrl!)).equals(beforeMp3)).toBe(true)
	// a second correction waits for this one
	const again = await post('episode', user.id, id, { intent: 'correct', script: renderScript(corrected, names) })
	expect(again).toMatchObject({ status: 409, data: { correction: { error: { key: 'episode.correction.busy' } } } })

	await worker.boss.work(
		'episode-correction',
		{ ...workOptions, localConcurrency: 1 },
		drainingHandler(worker.boss, 'episode-correction', handleEpisodeCorrection),
	)
	const after = await until(id, (e) => e.revisionStatus !== 'remaking')
	expect(after).toMatchObject({ step: 'complete', revisionStatus: 'idle', revisionScript: null, revisionErrorCode: null })
	expect(after.script).toBe(renderScript(corrected, names))
	expect(scriptSchema.parse(after.scriptData)).toEqual(corrected)

	// one line synthesised again: the changed one, under its new speakable text
	const afterCache = await cacheFiles(id)
	const added = afterCache.filter((key) => !beforeCache.includes(key))
	const voiceId = corrected.sections[0]!.lines[1]!.speaker === 'presenter' ? episode.presenterVoiceId : episode.guestVoiceId!
	const expectedKey = lineCacheKey(`speech-cache/${id}`, episodeSpeechProvider().id, {
		voiceId,
		text: speakableText(changedText, 'castellano'),
	})
	expect(added).toHaveLength(1)
	expect(added[0]!.replace(/\.(wav|mp3)$/, '')).toBe(expectedKey)

	// the new MP3 at a new address, longer by the longer line, its chapters moved with it
	expect(after.audioUrl).not.toBe(before.audioUrl)
	const afterMp3 = await served(user.id, id, after.audioUrl!)
	expect(afterMp3.equals(beforeMp3)).toBe(false)
	const info = await probeMedia(afterMp3)
	expect(after.duration).toBe(Math.round(info.durationSeconds))
	expect(after.duration!).toBeGreaterThan(before.duration!)
	const afterChapters = await mp3Chapters(afterMp3)
	expect(afterChapters.map((c) => c.title)).toEqual(beforeChapters.map((c) => c.title))
	expect(afterChapters[1]!.startSeconds).toBeGreaterThan(beforeChapters[1]!.startSeconds + 1)
	// the description's chapter times are the new audio's
	expect(after.description).toContain(`Capítulos:\n${chapterLines(afterChapters).join('\n')}`)
	expect(after.description).not.toContain(chapterLines(beforeChapters).join('\n'))
	// the captions say the new line
	const captions = JSON.parse((await readFile(`episodes/${id}/captions.json`))!.toString('utf8')) as {
		lines: Array<{ text: string; end: number }>
	}
	expect(captions.lines.map((line) => line.text)).toContain(changedText)
	expect(captions.lines.at(-1)!.end).toBeCloseTo(info.durationSeconds, 1)
	// the video is made again, as long as the new audio; the cover stays
	const video = await probeMedia((await readFile(episodeFileKey(id, 'video.mp4')))!)
	expect(Math.abs(video.durationSeconds - info.durationSeconds)).toBeLessThanOrEqual(1)
	expect(after.videoUrl).not.toBe(before.videoUrl)
	expect(after).toMatchObject({ videoStatus: 'ready', coverStatus: 'ready', coverUrl: before.coverUrl })
	expect((await readFile(episodeFileKey(id, 'cover.png')))!.equals(beforeCover!)).toBe(true)
	// not a new episode
	expect((await getQuota(user.id)).used).toBe(1)
})

/** A finished episode of two lines straight in the database, with a real (short) MP3 of its own. */
async function finishedEpisode(userId: string) {
	const script: Script = {
		sections: [
			{
				title: 'Introducción',
				lines: [
					{ speaker: 'presenter', text: 'Hoy hablamos de equipos.' },
					{ speaker: 'guest', text: 'Y de cómo se entienden.' },
				],
			},
		],
	}
	const { id } = await prisma.episode.create({
		data: {
			userId,
			title: 'Un episodio terminado',
			presenterName: names.presenter,
			guestName: names.guest,
			scriptData: script,
			script: renderScript(script, names),
			step: 'complete',
			status: 'completed',
			progress: 100,
			duration: 3,
		},
	})
	const mp3 = await runFfmpeg(['-f', 'lavfi', '-i', 'sine=frequency=440:duration=3', '-c:a', 'libmp3lame', '-f', 'mp3', 'pipe:1'])
	await putFile(episodeFileKey(id, 'audio.mp3'), mp3)
	const audioUrl = episodeFileUrl(id, 'audio.mp3', 1)
	await prisma.episode.update({ where: { id }, data: { audioUrl } })
	return { id, script, mp3, audioUrl }
}

test('a correction that cannot be made keeps the previous audio and script, says why, and can be retried', async () => {
	const user = await newUser('esencial')
	const { id, script, mp3, audioUrl } = await finishedEpisode(user.id)
	await prisma.episode.update({ where: { id }, data: { guestVoiceId: 'voz-que-no-existe' } })
	const corrected = withLineChanged(script, 1, 'Y de cómo se entienden sin reuniones.')
	const sent = await post('script', user.id, id, { intent: 'correct', script: renderScript(corrected, names) })
	expect(sent).toMatchObject({ status: 302, location: `/library/${id}/script` })

	const failed = await until(id, (e) => e.revisionStatus !== 'remaking')
	expect(failed).toMatchObject({
		revisionStatus: 'failed',
		revisionErrorCode: 'AUDIO_FAILED',
		revisionScript: renderScript(corrected, names),
		audioUrl,
		script: renderScript(script, names),
	})
	expect((await served(user.id, id, audioUrl)).equals(mp3)).toBe(true)
	// the script page shows the failure, and the corrected text to retry or change
	const page = await scriptPageLoader({
		request: new Request(`http://localhost/library/${id}/script`, { headers: { Cookie: await cookieFor(user.id) } }),
		params: { episodeId: id },
		context,
	})
	expect(page.correction).toMatchObject({ status: 'failed', text: renderScript(corrected, names) })
	expect(errorTextIn('es', page.correction.error!)).toBe('Error al generar el audio')

	// the voice is back: the retry makes the corrected audio
	await prisma.episode.update({ where: { id }, data: { guestVoiceId: 'local-es-invitada' } })
	expect(await post('script', user.id, id, { intent: 'retry-correction' })).toMatchObject({ status: 302 })
	const done = await until(id, (e) => e.revisionStatus !== 'remaking')
	expect(done).toMatchObject({ revisionStatus: 'idle', script: renderScript(corrected, names) })
	expect(done.audioUrl).not.toBe(audioUrl)
	expect((await probeMedia((await served(user.id, id, done.audioUrl!))!)).durationSeconds).toBeGreaterThan(1)
	expect((await getQuota(user.id)).used).toBe(0)
})

test(`past ${CORRECTIONS_PER_DAY} corrections a day the account is told in Spanish when it can correct again; the refusal is not counted`, async () => {
	const user = await newUser('esencial')
	const { id, script } = await finishedEpisode(user.id)
	const key = `episode-correction:${user.id}`
	const resetAt = new Date(Date.now() + 5 * 3_600_000 - 60_000)
	await prisma.rateLimit.create({ data: { key, hits: CORRECTIONS_PER_DAY, resetAt } })
	const corrected = withLineChanged(script, 0, 'Hoy hablamos de equipos que se entienden.')
	const refused = await post('episode', user.id, id, { intent: 'correct', script: renderScript(corrected, names) })
	expect(refused.status).toBe(429)
	const error = refused.data!.correction.error
	expect(getFixedT('es', 'episodes')(error.key, error.values)).toBe(
		`Ya has vuelto a generar el audio ${CORRECTIONS_PER_DAY} veces hoy, el máximo por día. Podrás hacerlo de nuevo dentro de 5 h.`,
	)
	expect(await load(id)).toMatchObject({ revisionStatus: 'idle', script: renderScript(script, names) })
	expect((await prisma.rateLimit.findUniqueOrThrow({ where: { key } })).hits).toBe(CORRECTIONS_PER_DAY)

	// a script that cannot be read is said as on the preview step, and starts nothing
	const unreadable = await post('episode', user.id, id, { intent: 'correct', script: 'Alguien: hola' })
	expect(unreadable).toMatchObject({ status: 400, data: { correction: { error: { key: 'episode.errors.unknownSpeaker' } } } })
})

test('the JSON API: PATCH /api/episodes/{id}/script corrects a finished episode (200 with ?wait), says why it cannot (400, 409, 422, 429)', async () => {
	const user = await newUser('esencial')
	const { token } = await issueApiToken(user.id, 'Prueba')
	const { id, script, audioUrl } = await finishedEpisode(user.id)
	const patch = (body: unknown, wait = 60) =>
		callAs(correctScript, `/api/episodes/${id}/script?wait=${wait}`, token, { method: 'PATCH', params: { episodeId: id }, body })
	const corrected = renderScript(withLineChanged(script, 0, 'Hoy hablamos de equipos, con calma.'), names)

	const made = await patch({ script: corrected })
	expect(made.status).toBe(200)
	expect(made.body).toMatchObject({ step: 'complete', script: corrected, correction: { status: 'idle', error: null } })
	expect(made.body.audioUrl).not.toBe(audioUrl)

	// a script that cannot be read: the editor's message for the field
	const unreadable = await patch({ script: 'Alguien: hola' })
	expect(unreadable).toMatchObject({ status: 400, body: { code: 'API_BAD_REQUEST' } })
	expect(unreadable.body.fields.script[0]).toMatch(/^Línea 1: «Alguien» no es Álvaro ni Lucía/)

	// a correction that fails: 422 with its error, the corrected audio of before stays
	await prisma.episode.update({ where: { id }, data: { presenterVoiceId: 'voz-que-no-existe' } })
	const failed = await patch({ script: `${corrected}\nÁlvaro: Una frase más.` })
	expect(failed).toMatchObject({ status: 422, body: { code: 'AUDIO_FAILED', error: 'Error al generar el audio', episodeId: id } })
	expect(await load(id)).toMatchObject({ revisionStatus: 'failed', script: corrected, audioUrl: made.body.audioUrl })

	// past the day's corrections: 429, and when to come back
	await prisma.rateLimit.update({
		where: { key: `episode-correction:${user.id}` },
		data: { hits: CORRECTIONS_PER_DAY, resetAt: new Date(Date.now() + 2 * 3_600_000 - 60_000) },
	})
	const limited = await patch({ script: corrected }, 0)
	expect(limited).toMatchObject({ status: 429, body: { code: 'API_CORRECTION_LIMIT' } })
	expect(limited.headers.get('Retry-After')).toBe('7200')
	expect(limited.body.error).toBe(
		`Ya has vuelto a generar el audio ${CORRECTIONS_PER_DAY} veces hoy, el máximo por día. Podrás hacerlo de nuevo dentro de 2 h.`,
	)

	// an episode that is not finished cannot be corrected
	await prisma.episode.update({ where: { id }, data: { step: 'preview', status: 'preview' } })
	expect(await patch({ script: corrected }, 0)).toMatchObject({ status: 409, body: { code: 'API_WRONG_STEP' } })
	expect((await getQuota(user.id)).used).toBe(0)
})
