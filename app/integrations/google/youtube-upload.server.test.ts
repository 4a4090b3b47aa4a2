import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { resetEnv } from '#app/utils/env.server.ts'
import { FAKE_CHANNEL, FAKE_CLIENT_ID, type GoogleFake, googleFakeEnv, startGoogleFake } from '#tests/fakes/google-fake.ts'
import { type GoogleConfig, oauthClient, requireGoogleConfig, YOUTUBE_UPLOAD_SCOPE } from './google-client.server.ts'
import { exchangeCode, revokeToken, startAuthorization } from './google-oauth.server.ts'
import {
	CHUNK_QUANTUM,
	fileSource,
	setThumbnail,
	uploadResumable,
	type VideoMetadata,
	YoutubeError,
} from './youtube-upload.server.ts'

let google: GoogleFake
let config: GoogleConfig
let dir: string
beforeAll(async () => {
	google = await startGoogleFake()
	Object.assign(process.env, googleFakeEnv(google))
	resetEnv()
	config = requireGoogleConfig()
	dir = await fs.mkdtemp(path.join(os.tmpdir(), 'youtube-upload-'))
})
afterAll(async () => {
	await google.close()
	await fs.rm(dir, { recursive: true, force: true })
})
beforeEach(() => {
	google.log.length = 0
})

/** The consent screen as a browser goes through it: the redirect back carries the code. */
async function consent() {
	const { url, codeVerifier } = await startAuthorization(config, 'estado-de-prueba')
	const answer = await fetch(url, { redirect: 'manual' })
	const back = new URL(answer.headers.get('location')!)
	return { back, codeVerifier, tokens: await exchangeCode(config, back.searchParams.get('code')!, codeVerifier) }
}

async function videoFile(bytes: number) {
	const file = path.join(dir, `${crypto.randomUUID()}.mp4`)
	const content = crypto.randomBytes(bytes)
	await fs.writeFile(file, content)
	return { file, content }
}

const metadata: VideoMetadata = {
	title: 'Equipos remotos',
	description: 'Capítulos:\n0:00 Introducción',
	tags: ['equipos', 'remoto'],
	language: 'es-ES',
	categoryId: '22',
	privacy: 'private',
}

/** The upload of `file` with the account's refresh token, in 256 KiB chunks unless told otherwise. */
async function upload(refreshToken: string, file: string, options: Partial<Parameters<typeof uploadResumable>[0]> = {}) {
	return uploadResumable({
		client: oauthClient(config, { refreshToken }),
		config,
		source: await fileSource(file),
		metadata,
		session: null,
		onSession: async () => {},
		onProgress: () => {},
		chunkBytes: CHUNK_QUANTUM,
		...options,
	})
}

test('the consent URL asks for the upload scope only, offline, with PKCE; the code becomes tokens', async () => {
	const { back, tokens } = await consent()
	const asked = google.authorizeRequests.at(-1)!
	expect(asked).toMatchObject({
		client_id: FAKE_CLIENT_ID,
		redirect_uri: 'http://localhost:3000/settings/youtube/callback',
		response_type: 'code',
		scope: YOUTUBE_UPLOAD_SCOPE,
		access_type: 'offline',
		prompt: 'consent',
		state: 'estado-de-prueba',
		code_challenge_method: 'S256',
	})
	expect(back.searchParams.get('state')).toBe('estado-de-prueba')
	expect(tokens.refreshToken).toMatch(/^1\/\//)
	expect(tokens.accessToken).toMatch(/^ya29\./)
	expect(tokens.expiresAt!.getTime()).toBeGreaterThan(Date.now())
	// a code is used once
	await expect(exchangeCode(config, back.searchParams.get('code')!, 'otro')).rejects.toThrow()
})

test('a resumable upload in chunks, with progress, and the thumbnail set with @googleapis/youtube', async () => {
	const { tokens } = await consent()
	const { file, content } = await videoFile(3 * CHUNK_QUANTUM + 1000)
	const progress: number[] = []
	const sessions: string[] = []
	const client = oauthClient(config, { refreshToken: tokens.refreshToken! })
	const video = await upload(tokens.refreshToken!, file, {
		client,
		onSession: async (session) => sessions.push(session),
		onProgress: (sent, total) => progress.push(Math.round((sent / total) * 100)),
	})
	expect(video).toEqual({ id: expect.any(String), channelId: FAKE_CHANNEL.id, channelTitle: FAKE_CHANNEL.title })
	const uploaded = google.videos.get(video.id)!
	expect(uploaded.bytes.equals(content)).toBe(true)
	expect(uploaded.metadata).toMatchObject({
		snippet: { title: 'Equipos remotos', tags: ['equipos', 'remoto'], categoryId: '22', defaultLanguage: 'es-ES' },
		status: { privacyStatus: 'private', containsSyntheticMedia: true },
	})
	expect(sessions).toHaveLength(1)
	expect(progress).toEqual([0, 33, 66, 100, 100].map((p) => expect.closeTo(p, -1)))
	expect(google.log.filter((line) => line.startsWith('PUT'))).toHaveLength(4)

	const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...crypto.randomBytes(500), 0xff, 0xd9])
	await setThumbnail(client, config, video.id, jpeg)
	expect(google.videos.get(video.id)!.thumbnail!.equals(jpeg)).toBe(true)
	expect(google.log.at(-1)).toMatch(/^POST \/upload\/youtube\/v3\/thumbnails\/set\?videoId=.+uploadType=media/)
})

test('a connection cut in the middle of a chunk: the session is asked what arrived and the upload goes on', async () => {
	const { tokens } = await consent()
	const { file, content } = await videoFile(4 * CHUNK_QUANTUM)
	google.cutNextChunk(100_000)
	const video = await upload(tokens.refreshToken!, file, { chunkBytes: 2 * CHUNK_QUANTUM })
	expect(google.videos.get(video.id)!.bytes.equals(content)).toBe(true)
	const puts = google.log.filter((line) => line.startsWith('PUT'))
	// the cut chunk, the question, then the rest from byte 100000 (not from the start)
	expect(puts.length).toBe(4)
	expect(google.log.filter((line) => line.startsWith('POST /upload/youtube/v3/videos'))).toHaveLength(1)
})

test('after a crash, a new run with the stored session goes on from what YouTube has', async () => {
	const { tokens } = await consent()
	const { file, content } = await videoFile(4 * CHUNK_QUANTUM)
	let stored: string | null = null
	const crashing = upload(tokens.refreshToken!, file, {
		onSession: async (session) => {
			stored = session
		},
		onProgress: (sent) => {
			if (sent >= 2 * CHUNK_QUANTUM) throw new Error('el proceso murió')
		},
	})
	await expect(crashing).rejects.toThrow('el proceso murió')
	expect(stored).not.toBeNull()
	google.log.length = 0
	const sent: number[] = []
	const video = await upload(tokens.refreshToken!, file, {
		session: stored,
		onSession: async () => {
			throw new Error('no new session expected')
		},
		onProgress: (bytes) => sent.push(bytes),
	})
	expect(sent[0]).toBe(2 * CHUNK_QUANTUM)
	expect(google.videos.get(video.id)!.bytes.equals(content)).toBe(true)
	expect(google.log.some((line) => line.startsWith('POST'))).toBe(false)
})

test('quota exceeded and invalid_grant are told apart from other failures', async () => {
	const { tokens } = await consent()
	const { file } = await videoFile(CHUNK_QUANTUM)
	const run = async (refreshToken: string) => upload(refreshToken, file, { chunkBytes: undefined })
	google.quotaExceededNext()
	await expect(run(tokens.refreshToken!)).rejects.toMatchObject({ name: 'YoutubeError', failure: 'quota' })
	await expect(run('1//desconocido')).rejects.toMatchObject({ name: 'YoutubeError', failure: 'invalid_grant' })
	const error = await run('1//desconocido').catch((thrown: unknown) => thrown)
	expect(error).toBeInstanceOf(YoutubeError)
})

test('revoking: the grant is gone at Google; revoking it again is not an error', async () => {
	const { tokens } = await consent()
	await revokeToken(config, tokens.refreshToken!)
	expect(google.isRevoked(tokens.refreshToken!)).toBe(true)
	await revokeToken(config, tokens.refreshToken!)
})
