import { beforeEach, expect, test } from 'vitest'
import { probeMedia } from '#app/integrations/ffmpeg/ffmpeg.server.ts'
import { id3Frames } from '#app/integrations/ffmpeg/id3-frames.ts'
import { readFile } from '#app/integrations/storage/storage.server.ts'
import { deleteAccount } from '#app/modules/account/delete-account.server.ts'
import { createEpisode } from '#app/modules/episodes/create-episode.server.ts'
import { episodeFileKey } from '#app/modules/episodes/episode-files.ts'
import { approve } from '#app/modules/episodes/episode-lifecycle.server.ts'
import { CLONED_VOICE_PREFIX } from '#app/modules/voices/cloning/cloned-voice-id.ts'
import { availableVoices, userVoices } from '#app/modules/voices/voice-catalogue.server.ts'
import { action as pageAction, loader as pageLoader } from '#app/routes/_app.voice-cloning._index.tsx'
import { action as deleteAction } from '#app/routes/_app.voice-cloning.$voiceId.delete.tsx'
import { prisma } from '#app/utils/db.server.ts'
import { elevenLabsError } from '#tests/fakes/elevenlabs-fake.ts'
import type { RecordedFile } from '#tests/fakes/scripted-http-fake.ts'
import { cookieFor } from '#tests/support/session-cookie.ts'
import { spanishParagraph } from '#tests/support/spanish-prose.ts'
import { elevenLabsCloning, previewVoice, settledVoice, uploadVoice } from '#tests/support/voice-cloning.ts'

// With ELEVENLABS_API_KEY: the real SDK against the local ElevenLabs cloning.fake().
const cloning = elevenLabsCloning()
beforeEach(() => cloning.fake().reset())

const base = 'http://localhost'
const context = { cspNonce: '' }

async function newUser(planId = 'creadores') {
	const user = await prisma.user.create({ data: { email: `${crypto.randomUUID()}@ejemplo.es`, planId } })
	return { id: user.id, cookie: await cookieFor(user.id) }
}

const upload = (cookie: string, name: string) => uploadVoice(cookie, name, cloning.speech())
const settled = settledVoice

const preview = previewVoice

test('clone accepted: a normalised sample goes to instant cloning; the voice previews, is listed to its owner only, and deleting removes it at ElevenLabs', async () => {
	const owner = await newUser()
	const other = await newUser()
	const id = await upload(owner.cookie, 'Voz de Marta')
	const voice = await settled(id)
	expect(voice).toMatchObject({
		status: 'completed',
		engine: 'elevenlabs',
		elevenlabsVoiceId: expect.stringMatching(/^Cl\d+Fake$/),
	})

	const [clone] = cloning.fake().cloneRequests()
	expect(clone!.headers['xi-api-key']).toBe(cloning.fake().apiKey)
	expect(clone!.body.name).toBe('Voz de Marta')
	expect(JSON.parse(String(clone!.body.labels))).toEqual({ language: 'es', accent: 'peninsular' })
	const [file] = clone!.body.files as RecordedFile[]
	const sent = await probeMedia(file!.bytes)
	expect(sent.formatName).toBe('mp3')
	expect(sent.durationSeconds).toBeGreaterThan(8)

	const page = await pageLoader({
		request: new Request(`${base}/voice-cloning`, { headers: { Cookie: owner.cookie } }),
		params: {},
		context,
	})
	expect(page).toMatchObject({ engine: 'elevenlabs', voices: [{ id, status: 'completed', canPreview: true }] })

	const spoken = await preview(owner.cookie, id)
	expect(spoken.status).toBe(200)
	expect(Buffer.from(await spoken.arrayBuffer()).equals(cloning.fake().mp3)).toBe(true)
	expect(
		cloning
			.fake()
			.speechRequests()
			.map((request) => request.path),
	).toEqual([`/v1/text-to-speech/${voice.elevenlabsVoiceId}`])
	expect((await preview(other.cookie, id)).status).toBe(404)

	// the account's new cloned voice is not offered to everyone; its owner has it under their own id
	const everyone = await availableVoices()
	expect(everyone.some((candidate) => candidate.voice_id === `el-${voice.elevenlabsVoiceId}`)).toBe(false)
	const mine = (await userVoices(owner.id)).filter((candidate) => candidate.category === 'cloned')
	expect(mine.map((candidate) => [candidate.voice_id, candidate.labels.language])).toEqual([
		[`${CLONED_VOICE_PREFIX}${id}`, 'castellano'],
		[`${CLONED_VOICE_PREFIX}${id}`, 'latino'],
		[`${CLONED_VOICE_PREFIX}${id}`, 'english'],
	])
	expect((await userVoices(other.id)).some((candidate) => candidate.category === 'cloned')).toBe(false)
	// without the key it could not speak: not offered then
	expect((await userVoices(owner.id, undefined, {})).some((candidate) => candidate.category === 'cloned')).toBe(false)

	const deleteRequest = () =>
		new Request(`${base}/voice-cloning/${id}/delete`, { method: 'POST', headers: { Cookie: owner.cookie } })
	// ElevenLabs failing: the voice stays (nothing left behind there without a row), the user is told
	cloning.fake().failNext({ status: 500, body: { detail: 'Internal Server Error' } })
	const failed = await deleteAction({ request: deleteRequest(), params: { voiceId: id }, context })
	expect(failed.status).toBe(302)
	expect(await prisma.clonedVoice.count({ where: { id } })).toBe(1)
	const deleted = await deleteAction({ request: deleteRequest(), params: { voiceId: id }, context })
	expect(deleted.status).toBe(302)
	expect(
		cloning
			.fake()
			.requests.filter((request) => request.method === 'DELETE')
			.map((request) => request.path),
	).toEqual([`/v1/voices/${voice.elevenlabsVoiceId}`, `/v1/voices/${voice.elevenlabsVoiceId}`])
	expect(cloning.fake().voices.some((candidate) => candidate.voice_id === voice.elevenlabsVoiceId)).toBe(false)
	expect(await prisma.clonedVoice.count({ where: { id } })).toBe(0)
})

test('clone refused: the voice fails with its reason, and a retry clones it', async () => {
	const owner = await newUser()
	cloning.fake().failNext({ status: 400, body: elevenLabsError('invalid_audio', 'The audio file could not be processed.') })
	const id = await upload(owner.cookie, 'Rechazada')
	expect(await settled(id)).toMatchObject({ status: 'failed', errorCode: 'VOICE_CLONE_REFUSED', elevenlabsVoiceId: null })
	const page = await pageLoader({
		request: new Request(`${base}/voice-cloning`, { headers: { Cookie: owner.cookie } }),
		params: {},
		context,
	})
	expect(page.voices).toMatchObject([{ id, status: 'failed', errorCode: 'VOICE_CLONE_REFUSED', canPreview: false }])

	const retry = await pageAction({
		request: new Request(`${base}/voice-cloning?index`, {
			method: 'POST',
			body: new URLSearchParams({ intent: 'retry', voiceId: id }),
			headers: { Cookie: owner.cookie },
		}),
		params: {},
		context,
	})
	expect((retry as Response).status).toBe(302)
	expect(await settled(id)).toMatchObject({ status: 'completed', errorCode: null })
	expect(cloning.fake().cloneRequests()).toHaveLength(2)
})

test('429 then success: the job waits as asked and tries again', async () => {
	const owner = await newUser()
	cloning.fake().failNext({
		status: 429,
		headers: { 'retry-after': '0' },
		body: elevenLabsError('too_many_concurrent_requests', 'Too many concurrent requests.'),
	})
	const id = await upload(owner.cookie, 'Con espera')
	expect(await settled(id)).toMatchObject({ status: 'completed', engine: 'elevenlabs' })
	expect(cloning.fake().cloneRequests()).toHaveLength(2)
})

test('a voice cloned with the Latin American accent is labelled so at ElevenLabs', async () => {
	const owner = await newUser()
	const id = await uploadVoice(owner.cookie, 'Voz de Camila', cloning.speech(), { accent: 'latino' })
	expect(await settled(id)).toMatchObject({ status: 'completed', accent: 'latino' })
	const clone = cloning
		.fake()
		.cloneRequests()
		.find((request) => request.body.name === 'Voz de Camila')!
	expect(JSON.parse(String(clone.body.labels))).toEqual({ language: 'es', accent: 'latin american' })
})

test('no credits left: failed with the credits reason, not retried', async () => {
	const owner = await newUser()
	cloning.fake().failNext({ status: 401, body: elevenLabsError('quota_exceeded', 'This request exceeds your quota.') })
	const id = await upload(owner.cookie, 'Sin créditos')
	expect(await settled(id)).toMatchObject({ status: 'failed', errorCode: 'VOICE_CLONE_CREDITS' })
	expect(cloning.fake().cloneRequests()).toHaveLength(1)
})

test('an episode presented by the cloned voice speaks it through the ElevenLabs speech path', { timeout: 120_000 }, async () => {
	const owner = await newUser()
	const id = await upload(owner.cookie, 'Presentadora')
	const voice = await settled(id)
	const content = spanishParagraph('la voz propia de cada podcast', 8)
	const episode = await createEpisode(owner.id, {
		title: 'Con mi voz',
		podcastName: 'Ondas',
		presenterName: 'Marta',
		guestName: 'Álvaro',
		format: 'podcast',
		tone: 'marca',
		language: 'castellano',
		presenterVoiceId: `${CLONED_VOICE_PREFIX}${id}`,
		guestVoiceId: 'local-es-presentador',
		content,
		urls: [],
		files: [],
	})
	const load = () => prisma.episode.findUniqueOrThrow({ where: { id: episode.id } })
	await expect.poll(async () => (await load()).step, { timeout: 60_000 }).toBe('preview')
	cloning.fake().reset()
	await approve(owner.id, episode.id)
	await expect.poll(async () => (await load()).step, { timeout: 90_000 }).not.toBe('audio')
	expect((await load()).step).toBe('complete')
	const paths = new Set(
		cloning
			.fake()
			.speechRequests()
			.map((request) => request.path),
	)
	expect([...paths]).toEqual([`/v1/text-to-speech/${voice.elevenlabsVoiceId}`])
	const mp3 = (await readFile(episodeFileKey(episode.id, 'audio.mp3')))!
	expect((await probeMedia(mp3)).formatName).toBe('mp3')
	// the MP3 names the consent record the cloned voice was made with (its row, the text's version, when), not the e-mail
	const record = await prisma.clonedVoice.findUniqueOrThrow({ where: { id } })
	const userTexts = id3Frames(mp3, 'TXXX').map((frame) => frame.subarray(11).toString('utf8').split('\0').filter(Boolean))
	expect(userTexts).toContainEqual([
		'AI_VOICE_CONSENT',
		`cloned-voice:${id} consent:${record.consentTextVersion} accepted:${record.termsAcceptedAt!.toISOString()}`,
	])
	expect(mp3.includes(Buffer.from(record.consentEmail!))).toBe(false)
})

test('deleting the account deletes its voices at ElevenLabs and their samples', async () => {
	const owner = await newUser()
	const id = await upload(owner.cookie, 'Se va con la cuenta')
	const voice = await settled(id)
	const sample = voice.audioFileUrl!
	expect(await readFile(sample)).not.toBeNull()
	await deleteAccount(owner.id)
	expect(
		cloning
			.fake()
			.requests.filter((request) => request.method === 'DELETE')
			.map((request) => request.path),
	).toEqual([`/v1/voices/${voice.elevenlabsVoiceId}`])
	expect(await readFile(sample)).toBeNull()
	expect(await prisma.clonedVoice.count({ where: { id } })).toBe(0)
})
