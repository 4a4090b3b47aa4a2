import { afterAll, beforeAll, expect, test } from 'vitest'
import { issueApiToken } from '#app/modules/api/api-tokens.server.ts'
import { loader as status } from '#app/routes/api.episodes.$episodeId.status.ts'
import { action as episodeWrite } from '#app/routes/api.episodes.$episodeId.ts'
import { loader as videoStatus } from '#app/routes/api.episodes.$episodeId.video.status.ts'
import { action as episodeVideo } from '#app/routes/api.episodes.$episodeId.video.ts'
import { action as generateAudio } from '#app/routes/api.episodes.generate-audio.ts'
import { action as generatePreview } from '#app/routes/api.episodes.generate-preview.ts'
import { action as generateScript } from '#app/routes/api.episodes.generate-script.ts'
import { action as generateVideo } from '#app/routes/api.episodes.generate-video.ts'
import { action as generateDescription } from '#app/routes/api.episodes.generate-youtube-description.ts'
import { action as uploadFiles } from '#app/routes/api.files.upload.ts'
import { prisma } from '#app/utils/db.server.ts'
import { startWorker, type Worker } from '#jobs/worker.ts'
import { callApi, callAs } from '#tests/support/api-call.ts'
import { spanishParagraph } from '#tests/support/spanish-prose.ts'

// The JSON API's generation: 202 and a status address at once, the result with ?wait, made by the real jobs with the
// local providers (composer, espeak-ng, the designed cover, ffmpeg).
let worker: Worker
beforeAll(async () => {
	worker = await startWorker(() => {})
})
afterAll(async () => {
	await worker.stop(10)
})

const content = spanishParagraph('los huertos urbanos', 10)

async function owner(planId = 'creadores') {
	const user = await prisma.user.create({ data: { email: `${crypto.randomUUID()}@ejemplo.es`, planId } })
	const { token } = await issueApiToken(user.id, 'Prueba')
	return { id: user.id, token }
}

type CallOptions = Parameters<typeof callAs>[3]

/** A generation call as a client sends it: POST unless said. */
const call = (handler: (args: never) => unknown, path: string, token: string | null, options: CallOptions = {}) =>
	callAs(handler, path, token, { ...options, method: options?.method ?? 'POST' })

const newEpisode = {
	podcastName: 'Ciudad Verde',
	episodeTitle: 'Huertos en la azotea',
	linkedinContent: content,
	tone: 'formacion',
	language: 'spanish',
	lengthConfirmed: true,
}

test('text in, MP3 out: 202 with a status address, the script with ?wait, the audio, the cover and the video', async () => {
	const user = await owner()
	const started = await call(generateScript, '/api/episodes/generate-script', user.token, { body: newEpisode })
	expect(started.status).toBe(202)
	const id = started.body.episodeId as string
	expect(started.headers.get('Location')).toBe(`/api/episodes/${id}/status`)
	expect(started.body).toMatchObject({
		step: 'generating',
		script: null,
		audioUrl: null,
		statusUrl: `/api/episodes/${id}/status`,
	})

	const written = await call(status, `/api/episodes/${id}/status?wait=60`, user.token, {
		method: 'GET',
		params: { episodeId: id },
	})
	expect(written.status).toBe(200)
	expect(written.body.step).toBe('preview')
	const script = written.body.script as string
	expect(script).toMatch(/huertos/i)

	// the client edits the script before the audio, as the editor would
	const edited = `${script}\n\n## Despedida\n${script.split(':')[0]}: Gracias por escucharnos, hasta la próxima.`
	const made = await call(generateAudio, '/api/episodes/generate-audio?wait=60', user.token, {
		body: { episodeId: id, script: edited, voicePreset: 'conversational' },
	})
	expect(made.status).toBe(200)
	expect(made.body).toMatchObject({ step: 'complete', episode: { id } })
	expect(made.body.audioUrl).toMatch(new RegExp(`/media/episodes/${id}/audio\\.mp3`))
	expect((made.body.episode as { duration: number }).duration).toBeGreaterThan(5)
	expect(made.body.script).toContain('Gracias por escucharnos')

	const media = await call(status, `/api/episodes/${id}/status?wait=60`, user.token, { method: 'GET', params: { episodeId: id } })
	expect(media.body).toMatchObject({ coverStatus: 'ready', videoStatus: 'ready' })
	expect(media.body.coverUrl).toMatch(/cover\.png/)
	expect(media.body.videoUrl).toMatch(/\.mp4/)
	const video = await call(videoStatus, `/api/episodes/${id}/video/status`, user.token, {
		method: 'GET',
		params: { episodeId: id },
	})
	expect(video.body).toEqual({ videoStatus: 'ready', videoUrl: media.body.videoUrl })
	// asked again, a ready video and cover are answered as they are
	const again = await call(episodeVideo, `/api/episodes/${id}/video`, user.token, { params: { episodeId: id } })
	expect(again.status).toBe(200)
	const spec = await call(generateVideo, '/api/episodes/generate-video', user.token, { body: { episodeId: id } })
	expect(spec).toMatchObject({ status: 200, body: { videoUrl: media.body.videoUrl } })
	const cover = await call(episodeWrite, '/api/episodes/generate-openai-cover', user.token, {
		body: { episodeId: id },
		params: { episodeId: 'generate-openai-cover' },
	})
	expect(cover.status).toBe(200)
	expect(cover.body.coverUrl).toBe(media.body.coverUrl)

	const description = await call(generateDescription, '/api/episodes/generate-youtube-description', user.token, {
		body: { episodeId: id },
	})
	expect(description.body.description).toMatch(/huertos/i)
})

test('a script written by the client becomes an episode and its audio; ?wait answers the MP3', async () => {
	const user = await owner()
	const script = [
		'Marta: Hoy hablamos de huertos urbanos y de por qué enfrían los barrios.',
		'Pablo: Las plantas dan sombra y el agua que evaporan baja la temperatura del aire.',
		'Marta: Gracias, Pablo. Nos escuchamos en el próximo episodio.',
	].join('\n')
	const made = await call(generateAudio, '/api/episodes/generate-audio?wait=60', user.token, {
		body: { script, episodeData: { title: 'Huertos', podcastName: 'Ciudad Verde', tone: 'formacion' } },
	})
	expect(made.status).toBe(200)
	expect(made.body.audioUrl).toMatch(/audio\.mp3/)
	const episode = await prisma.episode.findUniqueOrThrow({ where: { id: made.body.episodeId as string } })
	expect(episode).toMatchObject({ presenterName: 'Marta', guestName: 'Pablo', isMonologue: false, userId: user.id })
	expect(episode.presenterVoiceId).not.toBe(episode.guestVoiceId)
})

test('refusals: no token, fields with their messages, the plan’s limit with its numbers, another user’s episode, the wrong step', async () => {
	const user = await owner('esencial')
	const none = await call(generateScript, '/api/episodes/generate-script', null, { body: newEpisode })
	expect(none.status).toBe(401)

	const fields = await call(generateScript, '/api/episodes/generate-script', user.token, {
		body: { linkedinContent: content, language: 'english' },
	})
	expect(fields.status).toBe(400)
	expect(fields.body.fields).toMatchObject({
		podcastName: ['Completa al menos el nombre del podcast y el título del episodio'],
	})
	const language = await call(generateScript, '/api/episodes/generate-script', user.token, {
		body: { ...newEpisode, language: 'english' },
	})
	expect(language.body.fields).toEqual({ language: ['El inglés solo está disponible en los planes Creadores PLUS y Agencia'] })
	const english = await call(generateScript, '/api/episodes/generate-script', user.token, {
		body: { linkedinContent: content },
		headers: { 'Accept-Language': 'en' },
	})
	expect(english.body.error).toMatch(/request is not valid|not valid/i)

	const badFile = await call(generateScript, '/api/episodes/generate-script', user.token, {
		body: { ...newEpisode, files: ['episodes/otro/doc.pdf'] },
	})
	expect(badFile.status).toBe(400)
	expect(badFile.body.fields).toHaveProperty('files')

	const first = await call(generateScript, '/api/episodes/generate-script', user.token, { body: newEpisode })
	const id = first.body.episodeId as string
	// an episode still writing its script has no script to make audio of
	const writing = await prisma.episode.create({
		data: { userId: user.id, title: 'A medias', podcastName: 'Ondas', step: 'generating', status: 'generating' },
	})
	const early = await call(generateAudio, '/api/episodes/generate-audio', user.token, { body: { episodeId: writing.id } })
	expect(early).toMatchObject({ status: 409, body: { code: 'API_WRONG_STEP' } })
	expect(early.body.error).toBe('El episodio no admite esta llamada en su paso actual (generating).')

	await call(generateScript, '/api/episodes/generate-script', user.token, { body: newEpisode })
	const limit = await call(generateScript, '/api/episodes/generate-script', user.token, { body: newEpisode })
	expect(limit.status).toBe(403)
	expect(limit.body).toMatchObject({ code: 'API_LIMIT_REACHED' })
	expect(limit.body.error).toBe('Límite alcanzado: has consumido 2/2 episodios este mes. Actualiza a Creadores para crear más.')

	const other = await owner()
	for (const [handler, path, options] of [
		[status, `/api/episodes/${id}/status`, { method: 'GET', params: { episodeId: id } }],
		[videoStatus, `/api/episodes/${id}/video/status`, { method: 'GET', params: { episodeId: id } }],
		[episodeVideo, `/api/episodes/${id}/video`, { params: { episodeId: id } }],
		[generateAudio, '/api/episodes/generate-audio', { body: { episodeId: id } }],
		[generatePreview, '/api/episodes/generate-preview', { body: { episodeId: id } }],
		[generateScript, '/api/episodes/generate-script', { body: { episodeId: id, variation: 2 } }],
		[generateDescription, '/api/episodes/generate-youtube-description', { body: { episodeId: id } }],
	] as const) {
		const answer = await call(handler, path, other.token, options as CallOptions)
		expect(answer.status, path).toBe(404)
	}
	const noVideo = await call(episodeVideo, `/api/episodes/${id}/video`, user.token, { params: { episodeId: id } })
	expect(noVideo).toMatchObject({ status: 403, body: { code: 'API_VIDEO_PLAN' } })
})

test('Idempotency-Key: a retry answers the first episode and makes nothing twice; the key with another body is a 422', async () => {
	const user = await owner()
	const headers = { 'Idempotency-Key': `creacion-${crypto.randomUUID()}` }
	const first = await call(generateScript, '/api/episodes/generate-script', user.token, { body: newEpisode, headers })
	const retry = await call(generateScript, '/api/episodes/generate-script', user.token, { body: newEpisode, headers })
	expect(retry.status).toBe(first.status)
	expect(retry.body.episodeId).toBe(first.body.episodeId)
	expect(retry.headers.get('Idempotent-Replayed')).toBe('true')
	expect(await prisma.episode.count({ where: { userId: user.id } })).toBe(1)
	const other = await call(generateScript, '/api/episodes/generate-script', user.token, {
		body: { ...newEpisode, episodeTitle: 'Otro' },
		headers,
	})
	expect(other).toMatchObject({ status: 422, body: { code: 'API_IDEMPOTENCY_MISMATCH' } })
	// another user's same key is theirs alone
	const stranger = await owner()
	const theirs = await call(generateScript, '/api/episodes/generate-script', stranger.token, { body: newEpisode, headers })
	expect(theirs.body.episodeId).not.toBe(first.body.episodeId)
})

test('?wait on the script itself, the audio sample of the preview step, and another take of the script', async () => {
	const user = await owner()
	const written = await call(generateScript, '/api/episodes/generate-script?wait=60', user.token, { body: newEpisode })
	expect(written).toMatchObject({ status: 200, body: { step: 'preview' } })
	const id = written.body.episodeId as string
	const sample = await call(generatePreview, '/api/episodes/generate-preview?wait=60', user.token, { body: { episodeId: id } })
	expect(sample).toMatchObject({ status: 200, body: { previewStatus: 'ready' } })
	expect(sample.body.previewUrl).toMatch(/preview/)

	const retake = await call(generateScript, '/api/episodes/generate-script?wait=60', user.token, {
		body: { episodeId: id, variation: 7 },
	})
	expect(retake).toMatchObject({ status: 200, body: { episodeId: id, step: 'preview', previewStatus: 'idle' } })
	const row = await prisma.episode.findUniqueOrThrow({ where: { id }, select: { scriptTake: true } })
	expect(row.scriptTake).toBe(2)
	expect(await prisma.episode.count({ where: { userId: user.id } })).toBe(1)
})

test('documents sent to /api/files/upload are the sources of a new episode, by their ids', async () => {
	const user = await owner()
	const form = new FormData()
	form.append('files', new File([content], 'huertos.txt', { type: 'text/plain' }))
	const uploaded = await callApi(uploadFiles, '/api/files/upload', { method: 'POST', token: user.token, body: form })
	expect(uploaded.status).toBe(201)
	const ids = (uploaded.body.files as { id: string }[]).map((file) => file.id)
	const { linkedinContent: _text, ...fromDocument } = newEpisode
	const written = await call(generateScript, '/api/episodes/generate-script?wait=60', user.token, {
		body: { ...fromDocument, files: ids },
	})
	expect(written).toMatchObject({ status: 200, body: { step: 'preview' } })
	expect(written.body.script).toMatch(/huertos/i)
})

test('?wait: a script that cannot be written is a 422 with the episode’s error; a bad wait is a 400 that makes nothing', async () => {
	const user = await owner('esencial')
	const tooShort = await call(generateScript, '/api/episodes/generate-script?wait=60', user.token, {
		body: { ...newEpisode, linkedinContent: 'Hola a todos. Hoy hablamos de huertos.' },
	})
	expect(tooShort).toMatchObject({ status: 422, body: { code: 'NOT_ENOUGH_CONTENT' } })
	expect(tooShort.body.statusUrl).toBe(`/api/episodes/${tooShort.body.episodeId}/status`)
	// the failed episode gave its unit back: the plan's two episodes are still there to make
	const me = await prisma.usageLedgerEntry.count({ where: { userId: user.id } })
	expect(me).toBe(0)

	const badWait = await call(generateScript, '/api/episodes/generate-script?wait=600', user.token, { body: newEpisode })
	expect(badWait).toMatchObject({ status: 400, body: { code: 'API_BAD_REQUEST', fields: { wait: ['0–60'] } } })
	expect(await prisma.episode.count({ where: { userId: user.id } })).toBe(1)
})
