// Media bench (`npm run bench -- media`): the memory of serving a 30-minute MP4 to 20 clients at once through the
// real route (GET /media/episodes/<id>/video.mp4, signed in, ownership checked), for each storage driver: the local
// disk, and an S3-compatible bucket (s3rver in a process of its own). Each client plays the file as a player does:
// `bytes=0-` read for 1 MB and dropped, then ranges of 4 MB to the end. The app's RSS is sampled every 100 ms. Next
// to it, in the same run, a bare node:http server answering the same ranges (fs.createReadStream for the disk, the
// minio client for the bucket): the figures and the ratios app/bare.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { createInterface } from 'node:readline'
import { setTimeout as delay } from 'node:timers/promises'
import { runFfmpeg } from '#app/integrations/ffmpeg/ffmpeg.server.ts'
import { localStorage } from '#app/integrations/storage/local-storage.server.ts'
import { s3Storage } from '#app/integrations/storage/s3-storage.server.ts'
import { queryEmbedded } from '../tests/support/embedded-query.ts'
import { startTestS3, type TestS3 } from '../tests/support/s3-server.ts'
import { signedInUser, startRunningApp } from '../tests/support/signed-in-app.ts'
import { tempDir } from '../tests/support/test-postgres.ts'

const CLIENTS = 20
const MB = 1024 * 1024
/** What a player reads of its first, open-ended request before it drops it and asks for ranges. */
const PROBE_BYTES = 1 * MB
const RANGE_BYTES = 4 * MB
const SAMPLE_MS = 100
const VIDEO_SECONDS = 30 * 60

type Measure = { idle: number; peak: number; seconds: number; bytes: number }
type Row = { storage: string; app: Measure; bare: Measure }

export async function benchMedia() {
	const video = await benchVideo()
	const size = fs.statSync(video).size
	const s3 = await startTestS3('ondacast-bench')
	const rows: Row[] = []
	try {
		const local = await measureApp('local', video, size, s3)
		rows.push({ storage: 'local disk', app: local.measure, bare: await measureBare(['file', video], {}, size) })
		const bucket = await measureApp('s3', video, size, s3)
		rows.push({ storage: 'S3 (s3rver)', app: bucket.measure, bare: await measureBare(['s3', bucket.key], s3.env, size) })
	} finally {
		await s3.close()
	}

	console.log(
		`\n## Media (a ${VIDEO_SECONDS / 60}-minute MP4 of ${(size / MB).toFixed(1)} MB to ${CLIENTS} clients at once: \`bytes=0-\` read for ${PROBE_BYTES / MB} MB, then ranges of ${RANGE_BYTES / MB} MB; RSS every ${SAMPLE_MS} ms)\n`,
	)
	console.log('| storage | server | idle RSS MB | peak RSS MB | growth per client MB | total s | MB/s |')
	console.log('|---|---|---|---|---|---|---|')
	for (const row of rows) {
		for (const [server, measure] of [
			['app (media route)', row.app],
			['bare node:http', row.bare],
		] as const) {
			console.log(
				`| ${row.storage} | ${server} | ${measure.idle.toFixed(0)} | ${measure.peak.toFixed(0)} | ${perClient(measure).toFixed(2)} | ${measure.seconds.toFixed(1)} | ${throughput(measure).toFixed(0)} |`,
			)
		}
	}
	console.log('\n| storage | peak RSS app/bare | growth app/bare | time app/bare | throughput app/bare |')
	console.log('|---|---|---|---|---|')
	for (const { storage, app, bare } of rows) {
		console.log(
			`| ${storage} | ${ratio(app.peak, bare.peak)} | ${ratio(perClient(app), perClient(bare))} | ${ratio(app.seconds, bare.seconds)} | ${ratio(throughput(app), throughput(bare))} |`,
		)
	}
	console.log(
		`\nGrowth per client: (peak − idle) / ${CLIENTS}. Bare: a node:http server in a process of its own answering the same ranges from the same file (fs.createReadStream) or object (minio getPartialObject).`,
	)
}

const perClient = (measure: Measure) => (measure.peak - measure.idle) / CLIENTS
const throughput = (measure: Measure) => measure.bytes / MB / measure.seconds
/** A ratio, or a dash when the reference's figure is too small to divide by (a bare server that barely grew). */
const ratio = (app: number, bare: number) => (bare >= 0.1 ? (app / bare).toFixed(2) : '—')

/**
 * A still picture and soft noise for 30 minutes (noise, unlike a pure tone, takes the full audio bitrate, as speech
 * does: the file has the size of a real episode's video) at the app's video settings (make-video.server.ts: 1280x720 H.264 at one
 * frame a second with the still-image tuning, AAC 160 kb/s, faststart), made once and kept in ~/.cache/ondacast-bench.
 */
async function benchVideo() {
	const dir = path.join(os.homedir(), '.cache', 'ondacast-bench')
	const file = path.join(dir, `video-${VIDEO_SECONDS / 60}min-1280x720-noise.mp4`)
	if (fs.existsSync(file)) return file
	fs.mkdirSync(dir, { recursive: true })
	console.log(`\n(making ${file} once: a ${VIDEO_SECONDS / 60}-minute video, under a minute)`)
	const partial = `${file}.${process.pid}.partial`
	// biome-ignore format: one ffmpeg option per line
	await runFfmpeg([
		'-y',
		'-f', 'lavfi', '-i', 'color=c=0x1f4e79:s=1280x720:r=1',
		'-f', 'lavfi', '-i', 'anoisesrc=color=pink:amplitude=0.1:sample_rate=44100',
		'-map', '0:v', '-map', '1:a',
		'-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'stillimage', '-pix_fmt', 'yuv420p', '-r', '1',
		'-c:a', 'aac', '-b:a', '160k', '-ar', '44100',
		'-t', String(VIDEO_SECONDS),
		'-movflags', '+faststart',
		'-f', 'mp4', partial,
	])
	fs.renameSync(partial, file) // an interrupted run leaves no half video in the cache
	return file
}

/** `npm start` with the given driver, a signed-in owner and an episode whose video is the file; measured, stopped. */
async function measureApp(driver: 'local' | 's3', video: string, size: number, s3: TestS3) {
	const dataDir = tempDir('ondacast-bench-media')
	const app = await startRunningApp(dataDir, { RATE_LIMIT_FACTOR: '100000', ...(driver === 's3' ? s3.env : {}) })
	try {
		const owner = await signedInUser(app)
		const [episode] = await queryEmbedded<{ id: string }>(
			{ dataDir, port: app.pgPort },
			`INSERT INTO episodes ("userId", title, duration, "videoStatus", "updatedAt")
			 VALUES ($1, 'Episodio de media hora', $2, 'ready', now()) RETURNING id`,
			[owner.id, VIDEO_SECONDS],
		)
		const key = `episodes/${episode!.id}/video.mp4`
		const storage = driver === 's3' ? s3Storage(s3.config) : localStorage(path.join(dataDir, 'storage'))
		await storage.putStream(key, fs.createReadStream(video), size)
		const url = `${app.base}/media/episodes/${episode!.id}/video.mp4`
		return { key, measure: await measure(app.child.pid!, url, { cookie: owner.cookie }, size) }
	} finally {
		await app.stop()
		fs.rmSync(dataDir, { recursive: true, force: true })
	}
}

/** The bare server of bench/media-reference-server.ts on the same file or object; measured, stopped. */
async function measureBare(args: [string, string], env: Record<string, string>, size: number) {
	const child = spawn(process.execPath, [path.join(import.meta.dirname, 'media-reference-server.ts'), ...args], {
		env: { ...process.env, ...env },
		stdio: ['ignore', 'pipe', 'inherit'],
	})
	try {
		const [line] = (await once(createInterface({ input: child.stdout! }), 'line')) as [string]
		const { port } = JSON.parse(line) as { port: number }
		return await measure(child.pid!, `http://127.0.0.1:${port}/video.mp4`, {}, size)
	} finally {
		child.kill('SIGTERM')
		if (child.exitCode === null) await once(child, 'exit')
	}
}

/** 20 players at once against `url`, the server's RSS sampled meanwhile. */
async function measure(pid: number, url: string, headers: Record<string, string>, size: number): Promise<Measure> {
	// warm-up: one small range, so the route's code is loaded and the idle figure is the server's at rest
	await drain(await get(url, { ...headers, range: 'bytes=0-1023' }))
	const idleSamples: number[] = []
	for (let index = 0; index < 5; index++) {
		idleSamples.push(rssMegabytes(pid))
		await delay(SAMPLE_MS)
	}
	const idle = idleSamples.sort((a, b) => a - b)[2]!
	const samples: number[] = []
	const sampler = setInterval(() => samples.push(rssMegabytes(pid)), SAMPLE_MS)
	const started = performance.now()
	const received = await Promise.all(Array.from({ length: CLIENTS }, () => play(url, headers, size)))
	const seconds = (performance.now() - started) / 1000
	clearInterval(sampler)
	samples.push(rssMegabytes(pid))
	return { idle, peak: Math.max(idle, ...samples), seconds, bytes: received.reduce((sum, bytes) => sum + bytes, 0) }
}

/** One player: an open-ended request dropped after its first megabyte, then ranges to the end. Its bytes. */
async function play(url: string, headers: Record<string, string>, size: number) {
	const first = await get(url, { ...headers, range: 'bytes=0-' })
	const reader = first.body!.getReader()
	let position = 0
	while (position < PROBE_BYTES) {
		const { value, done } = await reader.read()
		if (done) break
		position += value.length
	}
	await reader.cancel()
	while (position < size) {
		const end = Math.min(position + RANGE_BYTES, size) - 1
		const response = await get(url, { ...headers, range: `bytes=${position}-${end}` })
		if (response.headers.get('content-range') !== `bytes ${position}-${end}/${size}`)
			throw new Error(`unexpected range: ${response.headers.get('content-range')}`)
		const bytes = await drain(response)
		if (bytes !== end - position + 1) throw new Error(`range ${position}-${end}: ${bytes} bytes`)
		position = end + 1
	}
	return position
}

async function get(url: string, headers: Record<string, string>) {
	const response = await fetch(url, { headers })
	if (response.status !== 206) throw new Error(`${url}: HTTP ${response.status}`)
	return response
}

/** Reads a body to its end without keeping it: its length. */
async function drain(response: Response) {
	const reader = response.body!.getReader()
	let bytes = 0
	for (let read = await reader.read(); !read.done; read = await reader.read()) bytes += read.value.length
	return bytes
}

function rssMegabytes(pid: number) {
	const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
	return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024
}
