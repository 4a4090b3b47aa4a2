import crypto from 'node:crypto'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { oauthClient, requireGoogleConfig } from '#app/integrations/google/google-client.server.ts'
import { CHUNK_QUANTUM, uploadResumable } from '#app/integrations/google/youtube-upload.server.ts'
import { putFile } from '#app/integrations/storage/storage.server.ts'
import { issueApiToken } from '#app/modules/api/api-tokens.server.ts'
import { episodeFileKey, episodeFileUrl } from '#app/modules/episodes/episode-files.ts'
import { finishYoutubeConnection, startYoutubeConnection } from '#app/modules/youtube/youtube-account.server.ts'
import { action as youtubeAction, loader as youtubeLoader } from '#app/routes/_app.library.$episodeId.youtube.tsx'
import { action as disconnectApi } from '#app/routes/api.youtube.disconnect.ts'
import { loader as youtubeStatusApi } from '#app/routes/api.youtube.status.ts'
import { action as uploadVideoApi } from '#app/routes/api.youtube.upload-video.$episodeId.ts'
import { loader as authUrlApi } from '#app/routes/auth.youtube.url.ts'
import { loader as statusLoader } from '#app/routes/resources.episodes.$episodeId.status.tsx'
import { prisma } from '#app/utils/db.server.ts'
import { open } from '#app/utils/encryption.server.ts'
import { resetEnv } from '#app/utils/env.server.ts'
import { startWorker, type Worker } from '#jobs/worker.ts'
import { FAKE_CHANNEL, type GoogleFake, googleFakeEnv, startGoogleFake } from '#tests/fakes/google-fake.ts'
import { bearer, callApi } from '#tests/support/api-call.ts'
import { newEpisode } from '#tests/support/new-episode.ts'
import { cookieFor } from '#tests/support/session-cookie.ts'

let google: GoogleFake
let worker: Worker
beforeAll(async () => {
	google = await startGoogleFake()
	Object.assign(process.env, googleFakeEnv(google))
	resetEnv()
	worker = await startWorker(() => {})
})
afterAll(async () => {
	await worker.stop(10)
	await google.close()
})

/** A user on `planId`, connected to the fake Google through the real flow when `connected`. */
async function user(planId = 'creadores', { connected = true } = {}) {
	const created = await prisma.user.create({ data: { email: `${crypto.randomUUID()}@ejemplo.es`, planId } })
	if (connected) {
		const consent = await fetch(await startYoutubeConnection(created.id), { redirect: 'manual' })
		const back = new URL(consent.headers.get('location')!)
		const outcome = await finishYoutubeConnection(created.id, {
			state: back.searchParams.get('state'),
			code: back.searchParams.get('code'),
			error: null,
		})
		expect(outcome).toEqual({ ok: true })
	}
	return created
}

/** A complete episode with its video (random bytes: YouTube's fake does not decode it) and its cover in storage. */
async function completeEpisode(userId: string, { videoBytes = 3 * CHUNK_QUANTUM, video = true } = {}) {
	const episode = await prisma.episode.create({
		data: newEpisode(userId, {
			title: 'Equipos remotos',
			podcastName: 'Ondas Internas',
			description: 'Resumen del episodio.\n\nCapítulos:\n0:00 Introducción\n1:10 Rituales',
			progress: 100,
			scriptData: {
				sections: [
					{
						title: 'Introducción',
						lines: [
							{ speaker: 'presenter', text: 'Hoy hablamos de equipos remotos y de sus rituales de trabajo.' },
							{ speaker: 'guest', text: 'Los equipos remotos necesitan rituales claros y documentación compartida.' },
						],
					},
				],
			},
			coverStatus: 'ready',
			videoStatus: video ? 'ready' : 'idle',
		}),
	})
	const cover = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#2255aa' } })
		.png()
		.toBuffer()
	const content = crypto.randomBytes(videoBytes)
	await putFile(episodeFileKey(episode.id, 'cover.png'), cover)
	if (video) await putFile(episodeFileKey(episode.id, 'video.mp4'), content)
	await prisma.episode.update({
		where: { id: episode.id },
		data: {
			audioUrl: episodeFileUrl(episode.id, 'audio.mp3', 1),
			coverUrl: episodeFileUrl(episode.id, 'cover.png', 1),
			videoUrl: video ? episodeFileUrl(episode.id, 'video.mp4', 1) : null,
		},
	})
	return { id: episode.id, content }
}

const settle = (value: Promise<unknown>) => value.catch((thrown: unknown) => thrown) as Promise<Response>

async function page(episodeId: string, userId: string) {
	const request = new Request(`http://localhost/library/${episodeId}/youtube`, { headers: { Cookie: await cookieFor(userId) } })
	return youtubeLoader({ request, params: { episodeId }, context: { cspNonce: '' } })
}

async function upload(episodeId: string, userId: string, fields: Record<string, string> = {}) {
	const request = new Request(`http://localhost/library/${episodeId}/youtube`, {
		method: 'POST',
		headers: { Cookie: await cookieFor(userId) },
		body: new URLSearchParams({
			title: 'Equipos remotos',
			description: 'Capítulos:\n0:00 Introducción',
			back: '/library',
			...fields,
		}),
	})
	return settle(youtubeAction({ request, params: { episodeId }, context: { cspNonce: '' } }))
}

const load = (id: string) => prisma.episode.findUniqueOrThrow({ where: { id } })
async function until(id: string, statuses: string[]) {
	await expect.poll(async () => (await load(id)).youtubeStatus, { timeout: 30_000, interval: 100 }).toBeOneOf(statuses)
	return load(id)
}

test('the confirmed form uploads the video (private by default) with tags and language, then the 1280x720 thumbnail', async () => {
	const owner = await user()
	const { id, content } = await completeEpisode(owner.id, { videoBytes: 40 * CHUNK_QUANTUM })
	expect((await page(id, owner.id)).youtube).toMatchObject({ missing: [], status: 'idle' })
	// the video is over one 8 MiB chunk: a cut in the middle of the first is resumed, not restarted
	google.cutNextChunk(3_000_000)
	const response = await upload(id, owner.id, { title: 'Equipos remotos (vídeo)' })
	expect(response.status).toBe(302)
	const done = await until(id, ['uploaded', 'failed'])
	expect(done).toMatchObject({ youtubeStatus: 'uploaded', youtubeProgress: 100, youtubeUploadSession: null })
	const video = google.videos.get(done.youtubeVideoId!)!
	expect(done.youtubeVideoUrl).toBe(`https://www.youtube.com/watch?v=${video.id}`)
	expect(video.bytes.equals(content)).toBe(true)
	expect(video.metadata.snippet).toMatchObject({
		title: 'Equipos remotos (vídeo)',
		// the form's description, and the AI disclosure after it
		description: 'Capítulos:\n0:00 Introducción\n\nEste episodio se ha creado con voces generadas por IA (contenido sintético).',
		defaultLanguage: 'es-ES',
		categoryId: '22',
	})
	expect(video.metadata.snippet!.tags).toEqual(expect.arrayContaining(['Ondas Internas']))
	expect(video.metadata.snippet!.tags!.length).toBeGreaterThan(1)
	expect(video.metadata.status).toMatchObject({ privacyStatus: 'private', containsSyntheticMedia: true })
	const thumbnail = await sharp(video.thumbnail!).metadata()
	expect(thumbnail).toMatchObject({ format: 'jpeg', width: 1280, height: 720 })
	expect(video.thumbnail!.length).toBeLessThan(2 * 1024 * 1024)
	// the channel YouTube answered with is shown in settings from now on
	expect((await prisma.user.findUniqueOrThrow({ where: { id: owner.id } })).youtubeChannelName).toBe(FAKE_CHANNEL.title)
	expect((await page(id, owner.id)).youtube).toMatchObject({ status: 'uploaded', videoUrl: done.youtubeVideoUrl })
	// uploaded once: asking again queues nothing
	expect((await upload(id, owner.id)).status).toBe(302)
	expect((await load(id)).youtubeStatus).toBe('uploaded')
})

test('a run after a crash goes on with the stored session instead of starting over; unlisted on request', async () => {
	const owner = await user()
	const { id, content } = await completeEpisode(owner.id, { videoBytes: 4 * CHUNK_QUANTUM })
	// an earlier run opened the session, sent one chunk and died
	const config = requireGoogleConfig()
	const stored = await prisma.user.findUniqueOrThrow({ where: { id: owner.id } })
	let session = ''
	await uploadResumable({
		client: oauthClient(config, { refreshToken: open(stored.youtubeRefreshToken!, owner.id) }),
		config,
		source: { size: content.length, read: async (start, length) => content.subarray(start, start + length) },
		metadata: { title: 'x', description: '', tags: [], language: 'es-ES', categoryId: '22', privacy: 'unlisted' },
		session: null,
		onSession: async (opened) => {
			session = opened
		},
		onProgress: (sent) => {
			if (sent > 0) throw new Error('el proceso murió')
		},
		chunkBytes: CHUNK_QUANTUM,
	}).catch(() => {})
	await prisma.episode.update({ where: { id }, data: { youtubeUploadSession: session } })
	google.log.length = 0
	await upload(id, owner.id, { privacy: 'unlisted' })
	const done = await until(id, ['uploaded', 'failed'])
	expect(done.youtubeStatus).toBe('uploaded')
	expect(google.videos.get(done.youtubeVideoId!)!.bytes.equals(content)).toBe(true)
	expect(google.log.filter((line) => line.startsWith('POST /upload/youtube/v3/videos'))).toEqual([])
})

test('each missing condition has its own reason, and nothing is queued', async () => {
	const esencial = await user('esencial', { connected: false })
	const { id } = await completeEpisode(esencial.id, { video: false })
	// Esencial has no video and no uploads: the page names the plan, not a video to make first
	expect((await page(id, esencial.id)).youtube.missing).toEqual(['YOUTUBE_PLAN'])
	expect((await upload(id, esencial.id)).status).toBe(302)
	expect((await load(id)).youtubeStatus).toBe('idle')
	// a bad form keeps what was typed and says why
	const owner = await user()
	const ready = await completeEpisode(owner.id)
	// data() answers carry their status in init
	const refused = (await upload(ready.id, owner.id, { title: '', privacy: 'todo el mundo' })) as unknown as {
		init: { status: number }
		data: { result: { error: Record<string, string[]> } }
	}
	expect(refused.init.status).toBe(400)
	expect(refused.data.result.error).toMatchObject({ title: ['youtube.errors.titleRequired'] })
	expect((await load(ready.id)).youtubeStatus).toBe('idle')
})

test('another user can neither see nor start an episode upload (the same 404 as a missing episode)', async () => {
	const owner = await user()
	const { id } = await completeEpisode(owner.id)
	const stranger = await user()
	expect((await settle(page(id, stranger.id))).status).toBe(404)
	expect((await upload(id, stranger.id)).status).toBe(404)
	expect((await load(id)).youtubeStatus).toBe('idle')
	const request = new Request(`http://localhost/resources/episodes/${id}/status`, {
		headers: { Cookie: await cookieFor(stranger.id) },
	})
	expect((await settle(statusLoader({ request, params: { episodeId: id }, context: { cspNonce: '' } }))).status).toBe(404)
})

test('quota exceeded fails at once and says when to try again; a retry then uploads', async () => {
	const owner = await user()
	const { id } = await completeEpisode(owner.id)
	google.quotaExceededNext()
	await upload(id, owner.id)
	const failed = await until(id, ['failed', 'uploaded'])
	expect(failed).toMatchObject({ youtubeStatus: 'failed', youtubeErrorCode: 'YOUTUBE_QUOTA_EXCEEDED' })
	expect(failed.youtubeErrorParams).toMatchObject({ date: expect.any(String), time: expect.stringMatching(/^\d\d:\d\d$/) })
	await upload(id, owner.id)
	expect((await until(id, ['uploaded', 'failed'])).youtubeStatus).toBe('uploaded')
})

test('the JSON calls: status, consent URL, upload-video (owner only, what is missing said first), disconnect', async () => {
	const owner = await user()
	const { id } = await completeEpisode(owner.id)
	const { token } = await issueApiToken(owner.id, 'Prueba')
	const status = await callApi(youtubeStatusApi, '/api/youtube/status', { headers: bearer(token) })
	expect(status.body).toMatchObject({ configured: true, connected: true, connectedAt: expect.stringMatching(/^\d{4}-/) })
	// the browser's session works as well, and the consent address is JSON outside /api too
	const cookie = { Cookie: await cookieFor(owner.id) }
	const consent = await callApi(authUrlApi, '/auth/youtube/url', { headers: cookie })
	expect((consent.body.authUrl as string).startsWith(`${google.url}/o/oauth2/v2/auth?`)).toBe(true)
	expect((await callApi(authUrlApi, '/auth/youtube/url')).body).toMatchObject({ code: 'API_AUTH_REQUIRED' })

	const stranger = await user('creadores', { connected: false })
	const strangerAuth = bearer((await issueApiToken(stranger.id, 'Prueba')).token)
	const uploadVideo = (episodeId: string, headers: Record<string, string>, json?: unknown) =>
		callApi(uploadVideoApi, `/api/youtube/upload-video/${episodeId}`, {
			method: 'POST',
			headers,
			json,
			params: { episodeId },
		})
	expect(await uploadVideo(id, strangerAuth)).toMatchObject({ status: 404, body: { code: 'EPISODE_NOT_FOUND' } })
	const strangers = await completeEpisode(stranger.id)
	const refused = await uploadVideo(strangers.id, { ...strangerAuth, 'Accept-Language': 'en' })
	expect(refused).toMatchObject({
		status: 409,
		body: { code: 'YOUTUBE_NOT_CONNECTED', error: expect.stringMatching(/^Connect/) },
	})
	const esencial = await user('esencial', { connected: false })
	const esencials = await completeEpisode(esencial.id)
	const plan = await uploadVideo(esencials.id, bearer((await issueApiToken(esencial.id, 'Prueba')).token))
	expect(plan).toMatchObject({ status: 403, body: { code: 'YOUTUBE_PLAN' } })
	const bad = await uploadVideo(id, bearer(token), { title: '<b>', privacy: 'secreto' })
	expect(bad).toMatchObject({ status: 400, body: { code: 'API_BAD_REQUEST' } })
	expect(Object.keys(bad.body.fields as object).sort()).toEqual(['privacy', 'title'])

	// a bodiless POST: the episode's title, private; queued at once, followed at the episode's status address
	const queued = await uploadVideo(id, bearer(token))
	expect(queued).toMatchObject({ status: 202, body: { statusUrl: `/api/episodes/${id}/status` } })
	expect(queued.headers.get('Location')).toBe(`/api/episodes/${id}/status`)
	const done = await until(id, ['uploaded', 'failed'])
	expect(done).toMatchObject({ youtubeStatus: 'uploaded', youtubeTitle: 'Equipos remotos', youtubePrivacy: 'private' })
	const again = await uploadVideo(id, bearer(token))
	expect(again).toMatchObject({ status: 200, body: { status: 'uploaded', videoUrl: done.youtubeVideoUrl } })

	const disconnected = await callApi(disconnectApi, '/api/youtube/disconnect', { method: 'DELETE', headers: bearer(token) })
	expect(disconnected.body).toEqual({ connected: false })
	expect((await callApi(youtubeStatusApi, '/api/youtube/status', { headers: bearer(token) })).body).toMatchObject({
		connected: false,
		connectedAt: null,
	})
	expect((await callApi(disconnectApi, '/api/youtube/disconnect', { method: 'POST', headers: bearer(token) })).status).toBe(405)
})

test('invalid_grant marks the account disconnected and asks to reconnect, without retrying', async () => {
	const owner = await user()
	const { id } = await completeEpisode(owner.id)
	// the access token is expired too, so the refresh (refused) happens before anything is sent
	await prisma.user.update({ where: { id: owner.id }, data: { youtubeAccessTokenExpiresAt: new Date(Date.now() - 60_000) } })
	google.expireRefreshTokens()
	await upload(id, owner.id)
	const failed = await until(id, ['failed', 'uploaded'])
	expect(failed).toMatchObject({ youtubeStatus: 'failed', youtubeErrorCode: 'YOUTUBE_AUTH_EXPIRED' })
	expect(await prisma.user.findUniqueOrThrow({ where: { id: owner.id } })).toMatchObject({
		youtubeRefreshToken: null,
		youtubeAccessToken: null,
	})
	expect((await page(id, owner.id)).youtube.missing).toContain('YOUTUBE_NOT_CONNECTED')
	// the JSON API tells this 'not connected' apart, as the spec's client does: the authorisation expired, reconnect
	const { token } = await issueApiToken(owner.id, 'Prueba')
	const api = await callApi(uploadVideoApi, `/api/youtube/upload-video/${id}`, {
		method: 'POST',
		headers: bearer(token),
		params: { episodeId: id },
	})
	expect(api).toMatchObject({ status: 409, body: { code: 'YOUTUBE_AUTH_EXPIRED' } })
})
