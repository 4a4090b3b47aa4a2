import { afterAll, beforeAll, expect, test } from 'vitest'
import { probeMedia } from '#app/integrations/ffmpeg/ffmpeg.server.ts'
import { issueApiToken } from '#app/modules/api/api-tokens.server.ts'
import { PREVIEWS_PER_WINDOW } from '#app/modules/voices/cloning/voice-preview.server.ts'
import { action as audioPreview } from '#app/routes/api.audio-preview.ts'
import { action as deleteVoice } from '#app/routes/api.voice.cloned.$voiceId.ts'
import { loader as clonedVoices } from '#app/routes/api.voice.cloned.tsx'
import { action as previewVoice } from '#app/routes/api.voice.preview.ts'
import { loader as requirements } from '#app/routes/api.voice.requirements.tsx'
import { action as uploadVoice } from '#app/routes/api.voice.upload.ts'
import { loader as languageVoices, action as languageVoicesWrite } from '#app/routes/api.voices.$language.ts'
import { prisma } from '#app/utils/db.server.ts'
import { resetEnv } from '#app/utils/env.server.ts'
import { startWorker, type Worker } from '#jobs/worker.ts'
import { bearer, callApi } from '#tests/support/api-call.ts'
import { cookieFor } from '#tests/support/session-cookie.ts'
import { settledVoice } from '#tests/support/voice-cloning.ts'
import { speechSample } from '#tests/support/voice-samples.ts'

// The voices' JSON calls (/api/voices/*, /api/voice/*, /api/audio-preview), without ELEVENLABS_API_KEY (the local
// voices and the local approximation), with a bearer token or the browser's session.
let worker: Worker
let speech: Buffer
beforeAll(async () => {
	delete process.env.ELEVENLABS_API_KEY
	delete process.env.OPENAI_API_KEY
	resetEnv()
	worker = await startWorker(() => {})
	speech = await speechSample()
})
afterAll(() => worker.stop(10))

async function newUser(planId = 'creadores') {
	const user = await prisma.user.create({ data: { email: `${crypto.randomUUID()}@ejemplo.es`, planId } })
	const { token } = await issueApiToken(user.id, 'Prueba')
	return { id: user.id, headers: bearer(token) }
}

const sampleFile = (bytes: Buffer, name = 'muestra.mp3', type = 'audio/mpeg') => new File([new Uint8Array(bytes)], name, { type })

function upload(headers: Record<string, string>, form: Record<string, string | File>) {
	return callApi(uploadVoice, '/api/voice/upload', { method: 'POST', headers, form })
}

test('every voice call asks who is calling: no token, a bad token (even with a session), another user’s voice', async () => {
	const owner = await newUser()
	const cookie = { Cookie: await cookieFor(owner.id) }
	const refused: Record<string, string>[] = [
		{},
		{ Authorization: 'Bearer onda_no-existe' },
		{ Authorization: 'Basic abc', ...cookie },
	]
	for (const headers of refused) {
		expect((await callApi(clonedVoices, '/api/voice/cloned', { headers })).status).toBe(401)
		expect((await callApi(languageVoices, '/api/voices/spanish', { headers, params: { language: 'spanish' } })).status).toBe(401)
		const preview = await callApi(audioPreview, '/api/audio-preview', {
			method: 'POST',
			headers,
			json: { voiceId: 'local-es-presentador', text: 'Hola.' },
		})
		expect(preview.body).toMatchObject({ code: expect.stringMatching(/^API_(AUTH_REQUIRED|TOKEN_INVALID)$/) })
	}
	// the browser's session still works for a read
	expect((await callApi(clonedVoices, '/api/voice/cloned', { headers: cookie })).body).toEqual([])
	// the sample's requirements are public
	const figures = await callApi(requirements, '/api/voice/requirements')
	expect(figures.body).toMatchObject({ minDuration: 10, maxDuration: 300, maxFileSize: 20 * 1024 * 1024 })
})

test('GET /api/voices/{language}: the create form’s voices, by the app’s codes and the spec’s names', async () => {
	const user = await newUser('esencial')
	const voices = async (language: string) =>
		callApi(languageVoices, `/api/voices/${language}`, { headers: user.headers, params: { language } })
	const spanish = await voices('spanish')
	expect(spanish.status).toBe(200)
	expect(spanish.headers.get('Cache-Control')).toBe('private, max-age=300')
	const languages = new Set((spanish.body.voices as { labels: { language: string } }[]).map((voice) => voice.labels.language))
	expect([...languages].sort()).toEqual(['castellano', 'latino'])
	const castellano = (await voices('castellano')).body.voices as { voice_id: string; labels: { language: string } }[]
	expect(castellano.length).toBeGreaterThan(0)
	expect(castellano.every((voice) => voice.labels.language === 'castellano')).toBe(true)
	expect(castellano.map((voice) => voice.voice_id)).toContain('local-es-presentador')
	expect(((await voices('EN')).body.voices as { labels: { language: string } }[])[0]!.labels.language).toBe('english')
	expect(await voices('klingon')).toMatchObject({ status: 404, body: { code: 'VOICE_LANGUAGE_NOT_FOUND' } })
	const write = await callApi(languageVoicesWrite, '/api/voices/spanish', {
		method: 'POST',
		headers: user.headers,
		params: { language: 'spanish' },
	})
	expect([write.status, write.headers.get('Allow')]).toEqual([405, 'GET'])
})

test('POST /api/voice/upload, GET /api/voice/cloned, /api/voice/preview and DELETE /api/voice/cloned/{id}: the page’s rules', async () => {
	const owner = await newUser()
	const other = await newUser()
	const sample = sampleFile(speech)

	// the API's fields: acceptedTerms='true' is the consent; each refusal by its code, with the status it has always had
	const missing = await upload(owner.headers, { name: 'Mi voz', audio: sample })
	expect(missing).toMatchObject({
		status: 400,
		body: { code: 'VOICE_UPLOAD_INCOMPLETE', error: expect.stringMatching(/^Información incompleta/) },
	})
	const text = await upload(owner.headers, {
		name: 'Mi voz',
		acceptedTerms: 'true',
		audio: sampleFile(speech, 'a.txt', 'text/plain'),
	})
	expect(text).toMatchObject({ status: 415, body: { code: 'VOICE_UPLOAD_FORMAT', error: expect.stringContaining('MP3, WAV') } })
	const esencial = await newUser('esencial')
	const gated = await upload(esencial.headers, { name: 'Mi voz', acceptedTerms: 'true', audio: sample })
	expect(gated).toMatchObject({ status: 403, body: { code: 'VOICE_CLONING_NOT_IN_PLAN' } })
	const json = await callApi(uploadVoice, '/api/voice/upload', {
		method: 'POST',
		headers: owner.headers,
		json: { name: 'x' },
	})
	expect(json).toMatchObject({ status: 415, body: { code: 'API_MULTIPART_REQUIRED' } })
	// an API client sends its file again: nothing is kept for it
	expect(await prisma.clonedVoice.count({ where: { userId: owner.id } })).toBe(0)

	const created = await upload(owner.headers, { name: 'Mi voz', acceptedTerms: 'true', audio: sample })
	expect(created).toMatchObject({ status: 201, body: { status: 'processing' } })
	const id = created.body.id as string
	expect(created.body.voiceId).toBe(`cv-${id}`)
	expect((await settledVoice(id)).status).toBe('completed')
	const listed = await callApi(clonedVoices, '/api/voice/cloned', { headers: owner.headers })
	expect(listed.body).toEqual([
		expect.objectContaining({ id, voiceId: `cv-${id}`, name: 'Mi voz', status: 'completed', canPreview: true }),
	])
	expect((await callApi(clonedVoices, '/api/voice/cloned', { headers: other.headers })).body).toEqual([])

	const preview = (headers: Record<string, string>, json: unknown) =>
		callApi(previewVoice, '/api/voice/preview', { method: 'POST', headers, json })
	const spoken = await preview(owner.headers, { voiceId: id, text: 'Hola, soy yo.' })
	expect(spoken.headers.get('content-type')).toBe('audio/mpeg')
	expect((await probeMedia(spoken.bytes)).durationSeconds).toBeGreaterThan(0.5)
	// the id the voice lists give works too
	expect((await preview(owner.headers, { voiceId: `cv-${id}`, text: 'Hola.' })).status).toBe(200)
	const empty = await preview(owner.headers, { voiceId: id, text: '  ' })
	expect(empty).toMatchObject({
		status: 400,
		body: { code: 'API_BAD_REQUEST', fields: { text: ['Escribe un texto para escuchar la voz.'] } },
	})
	const long = await preview(owner.headers, { voiceId: id, text: 'a'.repeat(201) })
	expect(long.body.fields).toEqual({ text: [expect.stringMatching(/demasiado largo/)] })
	expect(await preview(other.headers, { voiceId: id, text: 'Hola.' })).toMatchObject({
		status: 404,
		body: { code: 'VOICE_NOT_FOUND' },
	})
	expect((await preview(owner.headers, { text: 'Hola.' })).body.fields).toEqual({ voiceId: [expect.any(String)] })

	const remove = (headers: Record<string, string>, voiceId = id) =>
		callApi(deleteVoice, `/api/voice/cloned/${voiceId}`, { method: 'DELETE', headers, params: { voiceId } })
	expect((await remove(other.headers)).status).toBe(404)
	expect((await remove(owner.headers, '..%2Fx')).status).toBe(404)
	expect(
		(
			await callApi(deleteVoice, `/api/voice/cloned/${id}`, {
				method: 'POST',
				headers: owner.headers,
				params: { voiceId: id },
			})
		).status,
	).toBe(405)
	expect(await prisma.clonedVoice.count({ where: { id } })).toBe(1)
	expect(await remove(owner.headers)).toMatchObject({ status: 200, body: { deleted: true } })
	expect(await prisma.clonedVoice.count({ where: { id } })).toBe(0)
})

test('POST /api/audio-preview: any voice of the catalogue, cut to the duration asked; the previews’ limit in English', async () => {
	const user = await newUser('esencial')
	const say = (json: unknown, headers: Record<string, string> = {}) =>
		callApi(audioPreview, '/api/audio-preview', { method: 'POST', headers: { ...user.headers, ...headers }, json })
	const long = 'Bienvenidos a un nuevo episodio de nuestro podcast, en el que hablamos con calma de todo lo que importa hoy, '
	const eight = await say({ voiceId: 'local-es-presentador', text: long.repeat(2).slice(0, 200) })
	expect(eight.headers.get('content-type')).toBe('audio/mpeg')
	const eightSeconds = (await probeMedia(eight.bytes)).durationSeconds!
	expect(eightSeconds).toBeGreaterThan(7)
	expect(eightSeconds).toBeLessThan(8.5)
	const three = await say({ voiceId: 'local-es-presentador', text: long, duration: 3 })
	expect((await probeMedia(three.bytes)).durationSeconds).toBeLessThan(3.5)

	expect((await say({ voiceId: 'local-es-presentador', text: long, duration: 60 })).body.fields).toEqual({
		duration: ['La duración va de 1 a 30 segundos.'],
	})
	expect(await say({ voiceId: 'no-existe', text: 'Hola.' })).toMatchObject({ status: 404, body: { code: 'VOICE_NOT_FOUND' } })
	// someone else's cloned voice is not one a user with cloning can choose
	const stranger = await newUser()
	const theirs = await prisma.clonedVoice.create({
		data: { userId: stranger.id, name: 'Ajena', status: 'completed', engine: 'local' },
	})
	const creator = await newUser()
	expect((await say({ voiceId: `cv-${theirs.id}`, text: 'Hola.' }, creator.headers)).status).toBe(404)

	// one budget with the cloned voices' previews: past it, a 429 that says when to come back, in the client's language
	await prisma.rateLimit.upsert({
		where: { key: `voice-preview:${user.id}` },
		create: { key: `voice-preview:${user.id}`, hits: PREVIEWS_PER_WINDOW, resetAt: new Date(Date.now() + 600_000) },
		update: { hits: PREVIEWS_PER_WINDOW },
	})
	const limited = await say({ voiceId: 'local-es-presentador', text: 'Hola.' }, { 'Accept-Language': 'en' })
	expect(limited).toMatchObject({ status: 429, body: { code: 'VOICE_PREVIEW_RATE', error: expect.stringMatching(/^You asked/) } })
	expect(limited.headers.get('Retry-After')).toBe('600')
})
