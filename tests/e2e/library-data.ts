import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { e2eDataDir } from '../support/e2e-paths.ts'
import { query } from './db.ts'

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

function store(episodeId: string, file: string, bytes: Buffer) {
	const target = storagePath(episodeId, file)
	fs.mkdirSync(path.dirname(target), { recursive: true })
	fs.writeFileSync(target, bytes)
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
	const [row] = await query<{ id: string }>(
		`INSERT INTO episodes ("userId", title, "podcastName", "episodeNumber", duration, script, "scriptData", step, status,
			"presenterName", "guestName", "videoStatus", "createdAt", "updatedAt")
		 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'Lucía', 'Mateo', $10, $11, now()) RETURNING id`,
		[
			userId,
			seed.title,
			seed.podcastName ?? 'Ondas Internas',
			seed.episodeNumber ?? null,
			seed.duration ?? null,
			seed.script ?? null,
			seed.script
				? JSON.stringify({ sections: [{ title: 'Introducción', lines: [{ speaker: 'presenter', text: seed.script }] }] })
				: null,
			step,
			step === 'complete' ? 'completed' : step,
			seed.videoStatus ?? 'idle',
			seed.createdAt ?? new Date(),
		],
	)
	const id = row!.id
	if (step === 'complete') {
		store(id, 'audio.mp3', media('mp3'))
		await query(`UPDATE episodes SET "audioUrl" = $2 WHERE id = $1`, [id, `/media/episodes/${id}/audio.mp3?v=1`])
	}
	if (seed.videoStatus === 'ready') await markVideoReady(id)
	return id
}

export async function markVideoReady(episodeId: string) {
	store(episodeId, 'video.mp4', media('mp4'))
	await query(`UPDATE episodes SET "videoStatus" = 'ready', "videoUrl" = $2 WHERE id = $1`, [
		episodeId,
		`/media/episodes/${episodeId}/video.mp4?v=1`,
	])
}

const storagePath = (episodeId: string, file: string) => path.join(e2eDataDir(), 'storage', 'episodes', episodeId, file)

export function storedFile(episodeId: string, file: string) {
	return fs.existsSync(storagePath(episodeId, file))
}

export function removeStoredFile(episodeId: string, file: string) {
	fs.rmSync(storagePath(episodeId, file), { force: true })
}
