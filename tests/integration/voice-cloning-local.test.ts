import fs from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { probeMedia } from '#app/integrations/ffmpeg/ffmpeg.server.ts'
import { listFiles, readFile } from '#app/integrations/storage/storage.server.ts'
import { createEpisode } from '#app/modules/episodes/create-episode.server.ts'
import { episodeFileKey } from '#app/modules/episodes/episode-files.ts'
import { approve } from '#app/modules/episodes/episode-lifecycle.server.ts'
import { inputStepFor } from '#app/modules/episodes/input-step.server.ts'
import { DAILY_UPLOAD_BYTES } from '#app/modules/quota/upload-allowance.server.ts'
import { getSettingsPage, updatePreferences } from '#app/modules/settings/settings.server.ts'
import { CLONED_VOICE_PREFIX } from '#app/modules/voices/cloning/cloned-voice-id.ts'
import { PREVIEWS_PER_WINDOW } from '#app/modules/voices/cloning/voice-preview.server.ts'
import { voiceRequirements } from '#app/modules/voices/cloning/voice-requirements.ts'
import { userVoices } from '#app/modules/voices/voice-catalogue.server.ts'
import { getVoiceSample } from '#app/modules/voices/voice-sample.server.ts'
import { action as pageAction, loader as pageLoader } from '#app/routes/_app.voice-cloning._index.tsx'
import { action as deleteAction, loader as deleteLoader } from '#app/routes/_app.voice-cloning.$voiceId.delete.tsx'
import { loader as clonedListLoader } from '#app/routes/api.voice.cloned.tsx'
import { loader as requirementsLoader } from '#app/routes/api.voice.requirements.tsx'
import { action as previewAction, loader as previewLoader } from '#app/routes/resources.cloned-voices.$voiceId.preview.tsx'
import { prisma } from '#app/utils/db.server.ts'
import { dataDir, resetEnv } from '#app/utils/env.server.ts'
import { startWorker, type Worker } from '#jobs/worker.ts'
import { cookieFor } from '#tests/support/session-cookie.ts'
import { spanishParagraph } from '#tests/support/spanish-prose.ts'
import { generatedAudio, speechSample } from '#tests/support/voice-samples.ts'

// Without ELEVENLABS_API_KEY: the local approximation.
let worker: Worker
beforeAll(async () => {
	delete process.env.ELEVENLABS_API_KEY
	resetEnv()
	worker = await startWorker(() => {})
})
afterAll(() => worker.stop(10))

const base = 'http://localhost'
const context = { cspNonce: '' }

async function newUser(planId = 'creadores') {
	const user = await prisma.user.create({ data: { email: `${crypto.randomUUID()}@ejemplo.es`, planId } })
	return { id: user.id, cookie: await cookieFor(user.id) }
}

type Sent = {
	name?: string
	accent?: string
	consent?: boolean
	file?: { bytes: Buffer; name: string; type: string }
	kept?: string
}

function createRequest(cookie: string, { name = 'Mi voz', accent, consent = true, file, kept }: Sent) {
	const form = new FormData()
	form.set('intent', 'create')
	form.set('name', name)
	if (accent) form.set('accent', accent)
	if (consent) form.set('consent', 'on')
	if (file) form.set('audio', new File([new Uint8Array(file.bytes)], file.name, { type: file.type }))
	if (kept) form.set('keptSample', kept)
	return new Request(`${base}/voice-cloning?index`, { method: 'POST', body: form, headers: { Cookie: cookie } })
}

/** What the page's action answered: a redirect (its Location) or the refusal it shows, with its status. */
async function submit(cookie: string, sent: Sent) {
	const result = await pageAction({ request: createRequest(cookie, sent), params: {}, context }).catch((thrown) => thrown)
	if (result instanceof Response) return { status: result.status, location: result.headers.get('Location'), refused: null }
	const { data, init } = result as {
		data: { refused: { problem: string; name: string; accent: string; sample: { key: string; name: string } | null } }
		init?: { status?: number }
	}
	return { status: init?.status ?? 200, location: null, refused: data.refused }
}

const mp3 = (bytes: Buffer, name = 'muestra.mp3') => ({ bytes, name, type: 'audio/mpeg' })
let speech: Buffer
beforeAll(async () => {
	speech = await speechSample()
})

const rows = (userId: string) => prisma.clonedVoice.findMany({ where: { userId }, orderBy: { createdAt: 'asc' } })
async function untilSettled(voiceId: string) {
	await expect
		.poll(async () => (await prisma.clonedVoice.findUniqueOrThrow({ where: { id: voiceId } })).status, { timeout: 60_000 })
		.not.toBe('processing')
	return prisma.clonedVoice.findUniqueOrThrow({ where: { id: voiceId } })
}

test('GET /api/voice/requirements: the figures of the requirements card', async () => {
	const response = requirementsLoader()
	expect(await response.json()).toMatchObject({
		minDuration: voiceRequirements.minDuration,
		maxDuration: voiceRequirements.maxDuration,
		maxFileSize: 20 * 1024 * 1024,
		acceptedFormats: expect.arrayContaining(['.mp3', '.wav', '.m4a', '.ogg', '.opus', '.webm', '.flac']),
		acceptedFormatNames: ['MP3', 'WAV', 'M4A', 'OGG/Opus', 'WEBM', 'FLAC'],
	})
})

test('plans without cloning see the gate, and posting the form is refused', async () => {
	const esencial = await newUser('esencial')
	const page = await pageLoader({
		request: new Request(`${base}/voice-cloning`, { headers: { Cookie: esencial.cookie } }),
		params: {},
		context,
	})
	expect(page).toMatchObject({ enabled: false, limit: 0, voices: [] })
	const creadores = await newUser('creadores_plus')
	const enabled = await pageLoader({
		request: new Request(`${base}/voice-cloning`, { headers: { Cookie: creadores.cookie } }),
		params: {},
		context,
	})
	expect(enabled).toMatchObject({ enabled: true, limit: 2, engine: 'local' })
	const refused = await submit(esencial.cookie, { file: mp3(speech) })
	expect(refused).toMatchObject({ status: 400, refused: { problem: 'notInPlan', name: 'Mi voz' } })
	expect(await rows(esencial.id)).toHaveLength(0)
})

test('each refusal has its reason, keeps the typed name and stores nothing', async () => {
	const user = await newUser()
	const cases: Array<[string, Sent]> = [
		['incomplete', { name: '', file: mp3(speech) }],
		['incomplete', { consent: false, file: mp3(speech) }],
		['incomplete', {}],
		['format', { file: { bytes: Buffer.from('hola'), name: 'notas.txt', type: 'text/plain' } }],
		['tooLarge', { file: mp3(Buffer.alloc(voiceRequirements.maxFileSize + 1, 1)) }],
		['notAudio', { file: mp3(Buffer.from('esto no es audio, aunque se llame .mp3')) }],
		['tooShort', { file: mp3(await generatedAudio('sine=frequency=220', 4)) }],
		['tooLong', { file: mp3(await generatedAudio('sine=frequency=220', voiceRequirements.maxDuration + 5)) }],
		['silent', { file: mp3(await generatedAudio('anullsrc=r=16000:cl=mono', 15)) }],
		// a steady tone and noise are sound, but no voice to clone
		['notSpeech', { file: mp3(await generatedAudio('sine=frequency=220', 15)) }],
		['notSpeech', { file: mp3(await generatedAudio('anoisesrc=a=0.2:c=pink', 15)) }],
		[
			'clipped',
			{
				file: {
					...mp3(await generatedAudio('sine=frequency=220', 15, { format: 'wav', filters: 'volume=12' })),
					name: 'saturada.wav',
					type: 'audio/wav',
				},
			},
		],
	]
	for (const [problem, sent] of cases) {
		const result = await submit(user.cookie, { name: 'Voz de Marta', ...sent })
		expect(result, problem).toMatchObject({ status: 400, refused: { problem, name: sent.name ?? 'Voz de Marta' } })
	}
	expect(await rows(user.id)).toHaveLength(0)
	await expect(fs.readdir(path.join(dataDir(), 'storage', 'cloned-voices', user.id))).rejects.toThrow()
})

test('a good sample refused only for its name or consent is kept: sent back without a file it clones, for its owner only', async () => {
	const user = await newUser()
	const other = await newUser()
	const first = await submit(user.cookie, { name: '', accent: 'latino', consent: true, file: mp3(speech, 'mi muestra.mp3') })
	expect(first).toMatchObject({
		status: 400,
		refused: { problem: 'incomplete', accent: 'latino', consent: true, sample: { name: 'mi muestra.mp3' } },
	})
	const sample = first.refused!.sample!
	const kept = JSON.stringify(sample)

	// the same sample kept again while something is still missing; never kept for a sample with problems of its own
	const again = await submit(user.cookie, { name: 'Voz de Marta', consent: false, kept })
	expect(again).toMatchObject({ refused: { problem: 'incomplete', name: 'Voz de Marta', sample } })
	const silent = await submit(user.cookie, { name: '', file: mp3(await generatedAudio('anullsrc=r=16000:cl=mono', 15)) })
	expect(silent).toMatchObject({ refused: { problem: 'incomplete', sample: null } })

	// another user, a path or a made-up key name nothing: refused as a form without a file
	for (const forged of [kept, JSON.stringify({ ...sample, key: `uploads/${user.id}/../../secrets.json` }), 'x']) {
		expect(await submit(other.cookie, { name: 'Robada', kept: forged })).toMatchObject({
			refused: { problem: 'incomplete', sample: null },
		})
	}
	expect(await rows(other.id)).toHaveLength(0)

	const created = await submit(user.cookie, { name: 'Voz de Marta', accent: 'latino', kept })
	expect(created).toMatchObject({ status: 302, location: '/voice-cloning' })
	const [voice] = await rows(user.id)
	expect(voice).toMatchObject({ name: 'Voz de Marta', accent: 'latino' })
	expect(await readFile(sample.key)).toBeNull()
	// the approximation speaks with the chosen accent
	expect(await untilSettled(voice!.id)).toMatchObject({ status: 'completed', localVoice: { settings: { voice: 'es-419' } } })
})

test('refused forms keep one sample per user, and the day’s upload allowance stops a flood of them', async () => {
	const user = await newUser()
	const keptFiles = async () => (await listFiles(`uploads/${user.id}/voice-samples/`)).map((file) => file.key)
	for (let attempt = 0; attempt < 3; attempt++) {
		const refused = await submit(user.cookie, { name: '', file: mp3(speech, `toma ${attempt}.mp3`) })
		expect(refused).toMatchObject({ status: 400, refused: { problem: 'incomplete', sample: { name: `toma ${attempt}.mp3` } } })
	}
	// each new sample replaced the last: one file on disk
	expect(await keptFiles()).toHaveLength(1)

	// the day's allowance nearly spent: the next sample is neither kept nor cloned, and the page says why
	await prisma.uploadDay.updateMany({ where: { userId: user.id }, data: { bytes: BigInt(DAILY_UPLOAD_BYTES - 1000) } })
	const kept = await keptFiles()
	expect(await submit(user.cookie, { name: '', file: mp3(speech) })).toMatchObject({
		status: 400,
		refused: { problem: 'uploadLimit', sample: null },
	})
	expect(await submit(user.cookie, { name: 'Voz de Marta', file: mp3(speech) })).toMatchObject({
		refused: { problem: 'uploadLimit' },
	})
	expect(await keptFiles()).toEqual(kept)
	expect(await rows(user.id)).toHaveLength(0)
})

test('a sample is cloned as a local approximation that speaks in the preview, in the voice lists and to no one else', async () => {
	const owner = await newUser()
	const other = await newUser()
	const sent = await submit(owner.cookie, { name: 'Voz de Marta', file: mp3(speech) })
	expect(sent).toMatchObject({ status: 302, location: '/voice-cloning' })
	const [created] = await rows(owner.id)
	expect(created).toMatchObject({
		name: 'Voz de Marta',
		status: 'processing',
		acceptedTerms: true,
		consentTextVersion: 'voz-consentimiento-2026-11-v1',
		consentEmail: expect.stringContaining('@ejemplo.es'),
	})
	expect(created!.sampleSha256).toBe((await import('node:crypto')).createHash('sha256').update(speech).digest('hex'))
	expect(created!.termsAcceptedAt).toBeInstanceOf(Date)

	const voice = await untilSettled(created!.id)
	expect(voice).toMatchObject({ status: 'completed', engine: 'local', errorCode: null, elevenlabsVoiceId: null })
	expect(voice.localVoice).toMatchObject({ baseVoiceId: expect.stringMatching(/^local-es-/), settings: { voice: 'es' } })

	const page = await pageLoader({
		request: new Request(`${base}/voice-cloning`, { headers: { Cookie: owner.cookie } }),
		params: {},
		context,
	})
	expect(page.voices).toEqual([
		expect.objectContaining({ id: voice.id, name: 'Voz de Marta', status: 'completed', engine: 'local', canPreview: true }),
	])
	expect(page.voices[0]!.created).toMatch(/^\d{1,2} de [a-z]+ de \d{4}$/)
	const listed = await clonedListLoader({
		request: new Request(`${base}/api/voice/cloned`, { headers: { Cookie: owner.cookie } }),
		params: {},
		context,
	})
	expect((await listed.json()).map((item: { id: string }) => item.id)).toEqual([voice.id])
	const othersList = await clonedListLoader({
		request: new Request(`${base}/api/voice/cloned`, { headers: { Cookie: other.cookie } }),
		params: {},
		context,
	})
	expect(await othersList.json()).toEqual([])

	// the creation grid and the settings defaults: the owner's voice, nobody else's
	const voiceId = `${CLONED_VOICE_PREFIX}${voice.id}`
	expect((await userVoices(owner.id, 'castellano')).filter((v) => v.category === 'cloned').map((v) => v.voice_id)).toEqual([
		voiceId,
	])
	expect((await userVoices(other.id)).some((v) => v.voice_id === voiceId)).toBe(false)
	const ownStep = await inputStepFor(owner.id)
	expect(ownStep.voices.filter((option) => option.own)).toEqual([
		expect.objectContaining({ id: voiceId, name: 'Voz de Marta', language: 'castellano', accent: 'Aproximación local' }),
		expect.objectContaining({ id: voiceId, language: 'latino' }),
	])
	expect((await inputStepFor(other.id)).voices.some((option) => option.id === voiceId)).toBe(false)
	expect((await getSettingsPage(owner.id)).voices.filter((option) => option.own).map((option) => option.id)).toEqual([
		voiceId,
		voiceId,
	])
	// as a default voice: the owner may choose it, another user's choice of it is dropped
	const preferences = {
		intent: 'preferences' as const,
		defaultPresenterVoice: voiceId,
		defaultLanguage: 'castellano' as const,
		autoSaveScript: true,
	}
	await updatePreferences(owner.id, preferences)
	await updatePreferences(other.id, preferences)
	const defaults = await prisma.user.findMany({
		where: { id: { in: [owner.id, other.id] } },
		select: { id: true, defaultPresenterVoice: true },
	})
	expect(Object.fromEntries(defaults.map((user) => [user.id, user.defaultPresenterVoice]))).toEqual({
		[owner.id]: voiceId,
		[other.id]: null,
	})
	// the voice's sample in the pickers: its owner's only
	const sample = (userId: string) =>
		getVoiceSample(voiceId, userId).then(
			(mp3) => mp3.length,
			(error: Error) => error.name,
		)
	expect(await sample(owner.id)).toBeGreaterThan(1000)
	expect(await sample(other.id)).toBe('VoiceNotFoundError')

	const preview = (cookie: string, id = voice.id, text = 'Hola, soy yo: 3 episodios al mes.', page = false) => {
		const body = new URLSearchParams({ text, ...(page ? { page: '1' } : {}) })
		return previewAction({
			request: new Request(`${base}/resources/cloned-voices/${id}/preview`, {
				method: 'POST',
				body,
				headers: { Cookie: cookie },
			}),
			params: { voiceId: id },
			context,
		}).catch((thrown: unknown) => thrown as Response)
	}
	const spoken = await preview(owner.cookie)
	expect(spoken.status).toBe(200)
	expect(spoken.headers.get('content-type')).toBe('audio/mpeg')
	const info = await probeMedia(Buffer.from(await spoken.arrayBuffer()))
	expect(info.durationSeconds).toBeGreaterThan(1)
	expect((await preview(other.cookie)).status).toBe(404)
	expect((await preview(owner.cookie, 'no-es-un-id')).status).toBe(404)
	expect((await preview(owner.cookie, voice.id, '   ')).status).toBe(400)
	// the form without JavaScript: the page comes back with a player of the preview, kept for the owner only
	const played = (cookie: string) =>
		previewLoader({
			request: new Request(`${base}/resources/cloned-voices/${voice.id}/preview`, { headers: { Cookie: cookie } }),
			params: { voiceId: voice.id },
			context,
		}).catch((thrown: unknown) => thrown as Response)
	expect((await played(owner.cookie)).status).toBe(404)
	const onPage = await preview(owner.cookie, voice.id, 'Hola, soy yo.', true)
	expect(onPage.status).toBe(303)
	expect(onPage.headers.get('Location')).toBe(`/voice-cloning?preview=${voice.id}#voz-${voice.id}`)
	const kept = await played(owner.cookie)
	expect(kept.headers.get('content-type')).toBe('audio/mpeg')
	expect((await probeMedia(Buffer.from(await kept.arrayBuffer()))).durationSeconds).toBeGreaterThan(0.5)
	expect((await played(other.cookie)).status).toBe(404)
	const withPlayer = await pageLoader({
		request: new Request(`${base}/voice-cloning?preview=${voice.id}`, { headers: { Cookie: owner.cookie } }),
		params: {},
		context,
	})
	expect(withPlayer.previewed).toBe(voice.id)
	// a refusal comes back to the page as its toast, not as a bare error page
	const refused = await preview(owner.cookie, voice.id, '   ', true)
	expect(refused.status).toBe(302)
	expect(refused.headers.get('Location')).toBe('/voice-cloning')
	expect(refused.headers.get('Set-Cookie')).toBeTruthy()
	// previews cost provider credits: 20 in ten minutes per user, then 429
	const statuses = []
	for (let index = 0; index < 20; index++) statuses.push((await preview(owner.cookie, voice.id, 'Hola.')).status)
	expect(statuses.filter((status) => status === 200)).toHaveLength(PREVIEWS_PER_WINDOW - 2)
	expect(statuses.at(-1)).toBe(429)
})

test('the limit holds under two submissions at once: exactly one voice, the other is told the limit', async () => {
	const user = await newUser('creadores')
	expect(await submit(user.cookie, { name: 'Primera', file: mp3(speech) })).toMatchObject({ status: 302 })
	const results = await Promise.all([
		submit(user.cookie, { name: 'Segunda A', file: mp3(speech) }),
		submit(user.cookie, { name: 'Segunda B', file: mp3(speech) }),
	])
	expect(results.map((result) => result.status).sort()).toEqual([302, 409])
	expect(results.find((result) => result.status === 409)!.refused).toMatchObject({ problem: 'limit' })
	expect(await rows(user.id)).toHaveLength(2)
	const third = await submit(user.cookie, { name: 'Tercera', file: mp3(speech) })
	expect(third).toMatchObject({ status: 409, refused: { problem: 'limit', name: 'Tercera' } })
	// the refused uploads left no sample behind
	const stored = await fs.readdir(path.join(dataDir(), 'storage', 'cloned-voices', user.id))
	expect(stored.sort()).toEqual((await rows(user.id)).map((row) => row.id).sort())
	for (const row of await rows(user.id)) await untilSettled(row.id)
})

test("deleting: the owner's confirmation and delete remove the sample and the row; anyone else gets a 404", async () => {
	const owner = await newUser()
	const other = await newUser()
	await submit(owner.cookie, { name: 'Para borrar', file: mp3(speech) })
	const [voice] = await rows(owner.id)
	await untilSettled(voice!.id)
	const sampleFile = path.join(dataDir(), 'storage', voice!.audioFileUrl!)
	await fs.access(sampleFile)

	const as = (cookie: string, method = 'GET', id = voice!.id) =>
		new Request(`${base}/voice-cloning/${id}/delete`, { method, headers: { Cookie: cookie } })
	const failure = (promise: Promise<unknown>) =>
		promise.then(
			() => null,
			(thrown: Response) => thrown.status,
		)
	expect(await failure(deleteLoader({ request: as(other.cookie), params: { voiceId: voice!.id }, context }))).toBe(404)
	expect(await failure(deleteAction({ request: as(other.cookie, 'POST'), params: { voiceId: voice!.id }, context }))).toBe(404)
	expect(await failure(deleteAction({ request: as(owner.cookie, 'POST', '../x'), params: { voiceId: '../x' }, context }))).toBe(
		404,
	)
	// retrying someone else's voice is a 404 too
	const retry = new Request(`${base}/voice-cloning?index`, {
		method: 'POST',
		body: new URLSearchParams({ intent: 'retry', voiceId: voice!.id }),
		headers: { Cookie: other.cookie },
	})
	expect(await failure(pageAction({ request: retry, params: {}, context }))).toBe(404)
	expect(await prisma.clonedVoice.count({ where: { id: voice!.id } })).toBe(1)

	expect(await deleteLoader({ request: as(owner.cookie), params: { voiceId: voice!.id }, context })).toEqual({
		name: 'Para borrar',
	})
	const deleted = await deleteAction({ request: as(owner.cookie, 'POST'), params: { voiceId: voice!.id }, context })
	expect(deleted.status).toBe(302)
	expect(await prisma.clonedVoice.count({ where: { id: voice!.id } })).toBe(0)
	await expect(fs.access(sampleFile)).rejects.toThrow()
})

test('an episode with the local approximation as its presenter is made with it', { timeout: 120_000 }, async () => {
	const owner = await newUser()
	await submit(owner.cookie, { name: 'Presentadora local', file: mp3(speech) })
	const [voice] = await rows(owner.id)
	await untilSettled(voice!.id)
	const content = spanishParagraph('la voz propia de cada podcast', 8)
	const episode = await createEpisode(owner.id, {
		title: 'Con mi voz',
		podcastName: 'Ondas',
		presenterName: 'Marta',
		guestName: 'Álvaro',
		format: 'podcast',
		tone: 'marca',
		language: 'castellano',
		presenterVoiceId: `${CLONED_VOICE_PREFIX}${voice!.id}`,
		guestVoiceId: 'local-es-presentador',
		content,
		urls: [],
		files: [],
	})
	const load = () => prisma.episode.findUniqueOrThrow({ where: { id: episode.id } })
	await expect.poll(async () => (await load()).step, { timeout: 60_000 }).toBe('preview')
	await approve(owner.id, episode.id)
	await expect.poll(async () => (await load()).step, { timeout: 90_000 }).not.toBe('audio')
	expect(await load()).toMatchObject({ step: 'complete', errorCode: null })
	expect((await probeMedia((await readFile(episodeFileKey(episode.id, 'audio.mp3')))!)).durationSeconds).toBeGreaterThan(5)
})
