import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { deleteFile, hasFile, putFile } from '#app/integrations/storage/storage.server.ts'
import { type EpisodeFile, episodeFileKey, episodeFileUrl } from '#app/modules/episodes/episode-files.ts'
import { e2eDb } from './e2e-database.ts'

const ffmpeg: string = createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg').path

/** A real media file made once by ffmpeg (a short tone, and for video a black frame with it). */
function media(kind: 'mp3' | 'mp4') {
	const file = path.join(os.tmpdir(), `ondacast-e2e-fixture.${kind}`)
	if (fs.existsSync(file)) return fs.readFileSync(file)
	// biome-ignore format: one ffmpeg option per line
	const args = kind === 'mp3'
		? ['-y', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=3', '-c:a', 'libmp3lame', '-b:a', '64k', file]
		: ['-y', '-f', 'lavfi', '-i', 'color=c=black:s=320x180:d=3', '-f', 'lavfi', '-i', 'sine=duration=3', '-c:v', 'libx264', '-c:a', 'aac', '-shortest', file]
	const run = spawnSync(ffmpeg, args, { stdio: 'ignore' })
	if (run.status !== 0) throw new Error(`ffmpeg failed making the ${kind} fixture`)
	return fs.readFileSync(file)
}

type Seed = {
	title: string
	podcastName?: string
	episodeNumber?: number
	duration?: number
	script?: string
	step?: string
	createdAt?: Date
	videoStatus?: 'idle' | 'processing' | 'ready' | 'failed'
}

/** An episode straight in the e2e database, with a real MP3 (and MP4 when its video is ready) in its storage. */
export async function seedEpisode(userId: string, seed: Seed) {
	const step = seed.step ?? 'complete'
	const { id } = await e2eDb().episode.create({
		data: {
			userId,
			title: seed.title,
			podcastName: seed.podcastName ?? 'Ondas Internas',
			episodeNumber: seed.episodeNumber ?? null,
			duration: seed.duration ?? null,
			script: seed.script ?? null,
			scriptData: seed.script
				? { sections: [{ title: 'Introducción', lines: [{ speaker: 'presenter', text: seed.script }] }] }
				: undefined,
			step,
			status: step === 'complete' ? 'completed' : step,
			presenterName: 'Lucía',
			guestName: 'Mateo',
			videoStatus: seed.videoStatus ?? 'idle',
			createdAt: seed.createdAt ?? new Date(),
		},
		select: { id: true },
	})
	if (step === 'complete') {
		await putFile(episodeFileKey(id, 'audio.mp3'), media('mp3'))
		await e2eDb().episode.update({ where: { id }, data: { audioUrl: episodeFileUrl(id, 'audio.mp3', 1) } })
	}
	if (seed.videoStatus === 'ready') await markVideoReady(id)
	return id
}

export async function markVideoReady(episodeId: string) {
	e2eDb() // storage is the e2e server's
	await putFile(episodeFileKey(episodeId, 'video.mp4'), media('mp4'))
	await e2eDb().episode.update({
		where: { id: episodeId },
		data: { videoStatus: 'ready', videoUrl: episodeFileUrl(episodeId, 'video.mp4', 1) },
	})
}

export function storedFile(episodeId: string, file: EpisodeFile) {
	e2eDb()
	return hasFile(episodeFileKey(episodeId, file))
}

export function removeStoredFile(episodeId: string, file: EpisodeFile) {
	e2eDb()
	return deleteFile(episodeFileKey(episodeId, file))
}
