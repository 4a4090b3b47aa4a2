import fs from 'node:fs/promises'
import type { OAuth2Client } from 'google-auth-library'
import type { GoogleConfig } from './google-client.server.ts'
import { googleAuthSdk, youTubeSdk } from './sdk.server.ts'

/** Why a YouTube call failed, as the upload job needs to know it. */
export type YoutubeFailure =
	/** the refresh token is no longer valid (revoked, expired): the account must be connected again; no retry */
	| 'invalid_grant'
	/** the project's daily quota or the channel's upload limit: retrying today will not help */
	| 'quota'
	/** anything else (network, 5xx): worth another try */
	| 'other'

export class YoutubeError extends Error {
	override name = 'YoutubeError'
	readonly failure: YoutubeFailure
	constructor(failure: YoutubeFailure, message: string, options?: ErrorOptions) {
		super(message, options)
		this.failure = failure
	}
}

const QUOTA_REASONS = new Set(['quotaExceeded', 'dailyLimitExceeded', 'uploadLimitExceeded'])

/** A Google error (token endpoint or YouTube API) as a YoutubeError with its cause. */
export function youtubeError(error: unknown): YoutubeError {
	if (error instanceof YoutubeError) return error
	if (error instanceof googleAuthSdk().gaxios.GaxiosError) {
		const data = error.response?.data as { error?: string | { errors?: Array<{ reason?: string }> } } | undefined
		if (data?.error === 'invalid_grant' || error.status === 401) {
			return new YoutubeError('invalid_grant', 'Google ya no acepta la autorización de esta cuenta.', { cause: error })
		}
		const reasons = typeof data?.error === 'object' ? (data.error.errors ?? []).map((item) => item.reason ?? '') : []
		if (error.status === 403 && reasons.some((reason) => QUOTA_REASONS.has(reason))) {
			return new YoutubeError('quota', 'Se ha agotado la cuota de subidas de YouTube.', { cause: error })
		}
		return new YoutubeError('other', `YouTube respondió ${error.status ?? 'sin estado'}: ${error.message}`, { cause: error })
	}
	return new YoutubeError('other', error instanceof Error ? error.message : String(error), { cause: error })
}

export type VideoMetadata = {
	title: string
	description: string
	tags: string[]
	/** BCP-47, e.g. es-ES */
	language: string
	categoryId: string
	privacy: 'private' | 'unlisted' | 'public'
}

export type UploadedVideo = { id: string; channelId: string | null; channelTitle: string | null }

/** Chunks are multiples of 256 KiB, as the resumable protocol requires: 8 MiB by default. */
export const CHUNK_QUANTUM = 256 * 1024
const NETWORK_RETRIES = 3

/** The bytes to upload: their size and any range of them (a file in storage, read a chunk at a time). */
export type UploadSource = { size: number; read: (start: number, length: number) => Promise<Buffer> }

/** A file on disk as an upload source. */
export async function fileSource(file: string): Promise<UploadSource> {
	const { size } = await fs.stat(file)
	return {
		size,
		async read(start, length) {
			const handle = await fs.open(file, 'r')
			try {
				const chunk = Buffer.alloc(length)
				const { bytesRead } = await handle.read(chunk, 0, length, start)
				return chunk.subarray(0, bytesRead)
			} finally {
				await handle.close()
			}
		},
	}
}

export type ResumableUpload = {
	client: OAuth2Client
	config: GoogleConfig
	source: UploadSource
	metadata: VideoMetadata
	/** the session of an earlier run that stopped midway, if any: the upload goes on from what YouTube has */
	session: string | null
	/** a new session was opened (keep it: a run after a crash goes on with it) */
	onSession: (session: string) => Promise<unknown>
	onProgress: (sent: number, total: number) => unknown
	chunkBytes?: number
}

/**
 * Uploads the video with YouTube's resumable protocol: a session is opened with the metadata, then the file goes in
 * chunks (Content-Range), each answered 308 with what has arrived. After a cut (the connection drops, the process
 * dies) the session is asked how much it has (`bytes *\/size`) and the upload goes on from there, not from the
 * start. A session YouTube no longer knows (about a week old) is replaced by a new one.
 */
export async function uploadResumable(upload: ResumableUpload): Promise<UploadedVideo> {
	const { size } = upload.source
	const chunkBytes = upload.chunkBytes ?? 32 * CHUNK_QUANTUM
	if (chunkBytes % CHUNK_QUANTUM !== 0) throw new RangeError('chunkBytes must be a multiple of 256 KiB')
	let session = upload.session
	let offset = 0
	if (session) {
		const status = await sessionStatus(upload.client, session, size)
		if (status === 'gone') session = null
		else if (typeof status === 'object') return status
		else offset = status
	}
	if (!session) {
		session = await openSession(upload, size)
		await upload.onSession(session)
	}
	let failures = 0
	for (;;) {
		upload.onProgress(offset, size)
		const length = Math.min(chunkBytes, size - offset)
		const chunk = await upload.source.read(offset, length)
		try {
			const response = await upload.client.request<VideoResource>({
				url: session,
				method: 'PUT',
				headers: { 'Content-Range': `bytes ${offset}-${offset + length - 1}/${size}` },
				data: chunk,
				validateStatus: (status) => status === 308 || (status >= 200 && status < 300),
				retry: false,
			})
			if (response.status !== 308) {
				upload.onProgress(size, size)
				return uploadedVideo(response.data)
			}
			offset = receivedBytes(response.headers.get('range'))
			failures = 0
		} catch (error) {
			const failure = youtubeError(error)
			const refused = error instanceof googleAuthSdk().gaxios.GaxiosError && error.status !== undefined && error.status < 500
			if (failure.failure !== 'other' || refused) throw failure
			// the connection dropped (or a 5xx, which YouTube says to resume after): ask what arrived and go on from there
			if (++failures > NETWORK_RETRIES) throw failure
			const status = await sessionStatus(upload.client, session, size)
			if (status === 'gone') throw new YoutubeError('other', 'La sesión de subida de YouTube caducó.', { cause: error })
			if (typeof status === 'object') return status
			offset = status
		}
	}
}

type VideoResource = { id?: string; snippet?: { channelId?: string; channelTitle?: string } }

function uploadedVideo(video: VideoResource): UploadedVideo {
	if (!video.id) throw new YoutubeError('other', 'YouTube terminó la subida sin devolver el vídeo.')
	return { id: video.id, channelId: video.snippet?.channelId ?? null, channelTitle: video.snippet?.channelTitle ?? null }
}

/** 'bytes=0-1048575' → 1048576; no header means nothing arrived. */
function receivedBytes(range: string | null) {
	const last = range ? /bytes=0-(\d+)/.exec(range)?.[1] : undefined
	return last === undefined ? 0 : Number(last) + 1
}

async function openSession({ client, config, metadata }: ResumableUpload, size: number) {
	try {
		const response = await client.request({
			url: `${config.apiRoot}upload/youtube/v3/videos`,
			method: 'POST',
			params: { uploadType: 'resumable', part: 'snippet,status' },
			headers: {
				'Content-Type': 'application/json; charset=UTF-8',
				'X-Upload-Content-Length': String(size),
				'X-Upload-Content-Type': 'video/mp4',
			},
			data: {
				snippet: {
					title: metadata.title,
					description: metadata.description,
					tags: metadata.tags,
					categoryId: metadata.categoryId,
					defaultLanguage: metadata.language,
					defaultAudioLanguage: metadata.language,
				},
				// YouTube's own label for altered or synthetic media: every episode's voices are made by AI
				status: { privacyStatus: metadata.privacy, selfDeclaredMadeForKids: false, containsSyntheticMedia: true },
			},
			retry: false,
		})
		const location = response.headers.get('location')
		if (!location) throw new YoutubeError('other', 'YouTube no abrió la sesión de subida.')
		return location
	} catch (error) {
		throw youtubeError(error)
	}
}

/** How many bytes the session has, the video if it is complete, or 'gone' when YouTube no longer knows it. */
async function sessionStatus(client: OAuth2Client, session: string, size: number): Promise<number | UploadedVideo | 'gone'> {
	try {
		const response = await client.request<VideoResource>({
			url: session,
			method: 'PUT',
			headers: { 'Content-Range': `bytes */${size}` },
			validateStatus: (status) => status === 308 || (status >= 200 && status < 300),
			retry: false,
		})
		return response.status === 308 ? receivedBytes(response.headers.get('range')) : uploadedVideo(response.data)
	} catch (error) {
		if (error instanceof googleAuthSdk().gaxios.GaxiosError && (error.status === 404 || error.status === 410)) return 'gone'
		throw youtubeError(error)
	}
}

/** Sets the video's thumbnail (a JPEG of at most 2 MB) with @googleapis/youtube's thumbnails.set. */
export async function setThumbnail(client: OAuth2Client, config: GoogleConfig, videoId: string, jpeg: Buffer) {
	try {
		// the root is given per call: the media upload address is built from it (the client-wide root is not used there)
		await youTubeSdk()
			.youtube({ version: 'v3', auth: client })
			.thumbnails.set({ videoId, media: { mimeType: 'image/jpeg', body: jpeg } }, { rootUrl: config.apiRoot })
	} catch (error) {
		throw youtubeError(error)
	}
}
