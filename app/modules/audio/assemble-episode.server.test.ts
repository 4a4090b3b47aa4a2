import { execFile } from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { beforeAll, expect, test } from 'vitest'
import { binaryPath, probeMedia, runBinary, runFfmpeg, wavToMp3 } from '#app/integrations/ffmpeg/ffmpeg.server.ts'
import { measureLoudness } from '#app/integrations/ffmpeg/loudness.server.ts'
import { synthesiseLocal } from '#app/integrations/speech/local-engine.server.ts'
import { assembleEpisode, type EpisodeClip } from './assemble-episode.server.ts'

const texts = [
	['local-es-presentador', 'Bienvenidos a un nuevo episodio. Hoy hablamos de cómo aprender mejor en el trabajo, sin prisas.'],
	[
		'local-es-invitada',
		'Gracias por invitarme. Lo primero es saber qué problema queremos resolver, y después elegir la herramienta.',
	],
	['local-es-presentador', '¿Y cómo se sabe si ha funcionado? Porque medir el aprendizaje nunca ha sido sencillo.'],
	['local-es-invitada', 'Con pocos datos, pero medidos desde el principio. Hasta la próxima semana.'],
] as const
const pauses = [350, 900, 350, 0]

let wavs: Buffer[] = []
let clipSeconds: number[] = []

beforeAll(async () => {
	wavs = []
	for (const [voiceId, text] of texts) wavs.push(await synthesiseLocal({ voiceId, text }))
	clipSeconds = await Promise.all(wavs.map(async (wav) => (await probeMedia(wav)).durationSeconds))
})

const clips = (): EpisodeClip[] => wavs.map((audio, index) => ({ audio, format: 'wav', pauseAfterMs: pauses[index]! }))

/** The MP3 in a temp file for `work`, which gets its path. */
async function withMp3File<T>(mp3: Buffer, work: (file: string) => Promise<T>) {
	const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ondacast-assemble-test-'))
	try {
		const file = path.join(dir, 'episode.mp3')
		await fs.writeFile(file, mp3)
		return await work(file)
	} finally {
		await fs.rm(dir, { recursive: true, force: true })
	}
}

/** What an analysis filter prints: its summary goes to stderr at info level, which runFfmpeg keeps quiet. */
function ffmpegReport(mp3: Buffer, args: (file: string) => string[]) {
	return withMp3File(mp3, async (file) => {
		const ffmpeg = await binaryPath('ffmpeg')
		const { stderr } = await promisify(execFile)(ffmpeg, ['-hide_banner', '-nostats', ...args(file), '-f', 'null', '-'])
		return stderr
	})
}

async function integratedLoudness(mp3: Buffer) {
	const report = await ffmpegReport(mp3, (file) => ['-i', file, '-af', 'ebur128'])
	return Number(
		report
			.split('Summary:')
			.at(-1)!
			.match(/I:\s+(-?[\d.]+) LUFS/)![1],
	)
}

async function meanVolume(mp3: Buffer, fromSeconds: number, seconds: number) {
	const report = await ffmpegReport(mp3, (file) => [
		'-ss',
		String(fromSeconds),
		'-t',
		String(seconds),
		'-i',
		file,
		'-af',
		'volumedetect',
	])
	return Number(report.match(/mean_volume:\s+(-?[\d.]+) dB/)![1])
}

async function mp3Stream(mp3: Buffer) {
	const output = await withMp3File(mp3, (file) =>
		runBinary('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', file]),
	)
	const { streams, format } = JSON.parse(output.toString('utf8'))
	return { ...streams[0], formatName: format.format_name }
}

test('joins the clips with their pauses into a loudness-normalised 44.1 kHz 128 kbps MP3, with exact offsets', async () => {
	const episode = await assembleEpisode({ clips: clips() })

	const stream = await mp3Stream(episode.mp3)
	expect(stream).toMatchObject({ formatName: 'mp3', codec_name: 'mp3', sample_rate: '44100', channels: 1 })
	expect(Number(stream.bit_rate)).toBeGreaterThanOrEqual(126_000)
	expect(Number(stream.bit_rate)).toBeLessThanOrEqual(130_000)

	// The pause after the last clip is not added: an episode does not end in silence.
	const expected = clipSeconds.reduce((sum, seconds) => sum + seconds, 0) + (350 + 900 + 350) / 1000
	expect(Math.abs(episode.durationSeconds - expected) / expected).toBeLessThan(0.03)

	expect(episode.offsets).toHaveLength(clips().length)
	expect(episode.offsets[0]).toBe(0)
	for (const [index, offset] of episode.offsets.entries()) {
		if (index > 0) expect(offset).toBeGreaterThan(episode.offsets[index - 1]!)
		const start = clipSeconds.slice(0, index).reduce((sum, seconds, before) => sum + seconds + pauses[before]! / 1000, 0)
		// a long episode is encoded in two parts joined in a pause, which that pause lengthens by under 40 ms
		expect(offset - start).toBeGreaterThanOrEqual(-0.001)
		expect(offset - start).toBeLessThan(0.04)
	}
	expect(episode.offsets.at(-1)! + clipSeconds.at(-1)!).toBeCloseTo(episode.durationSeconds, 0)
	expect(Math.abs(episode.offsets.at(-1)! + clipSeconds.at(-1)! - episode.durationSeconds)).toBeLessThan(0.15)

	expect(Math.abs((await integratedLoudness(episode.mp3)) + 16)).toBeLessThanOrEqual(0.5)
})

test('each offset is where its clip’s speech starts in the MP3, before and after the join of a two-part encoding', async () => {
	const episode = await assembleEpisode({ clips: clips() })
	const decoded = await runFfmpeg(['-f', 'mp3', '-i', 'pipe:0', '-f', 's16le', '-ac', '1', '-ar', '44100', 'pipe:1'], {
		input: episode.mp3,
	})
	// from each offset to the first sound after it, less the clip's own silence before its first sound: the same for
	// every clip (what the limiter and the encoder delay leave), within a few milliseconds
	const leads = await Promise.all(
		wavs.map(async (wav, index) => {
			const clip = await runFfmpeg(['-f', 'wav', '-i', 'pipe:0', '-f', 's16le', '-ac', '1', '-ar', '44100', 'pipe:1'], {
				input: wav,
			})
			return firstSoundSeconds(decoded, episode.offsets[index]! - 0.1) - episode.offsets[index]! - firstSoundSeconds(clip, 0)
		}),
	)
	for (const lead of leads) expect(Math.abs(lead - leads[0]!)).toBeLessThan(0.003)
})

/** Where the first sample louder than −40 dBFS is, from `fromSeconds` on, in 16-bit mono PCM at 44.1 kHz. */
function firstSoundSeconds(pcm: Buffer, fromSeconds: number) {
	for (let sample = Math.max(0, Math.round(fromSeconds * 44_100)); sample < pcm.length / 2; sample++) {
		if (Math.abs(pcm.readInt16LE(sample * 2)) > 328) return sample / 44_100
	}
	throw new Error('no sound')
}

test('quiet, loud and clipping voices alike end at −16 LUFS ±0.5 LU with a true peak of at most −1 dBTP', async () => {
	// the same lines 25 dB quieter, and 12 dB louder (clipped flat at full scale, the worst peaks there are)
	for (const gainDb of [-25, 12]) {
		const changed = await Promise.all(
			wavs.map((wav) =>
				runFfmpeg(['-f', 'wav', '-i', 'pipe:0', '-af', `volume=${gainDb}dB`, '-c:a', 'pcm_s16le', '-f', 'wav', 'pipe:1'], {
					input: wav,
				}),
			),
		)
		const episode = await assembleEpisode({
			clips: changed.map((audio, index) => ({ audio, format: 'wav', pauseAfterMs: pauses[index]! })),
		})
		const measured = await withMp3File(episode.mp3, (file) => measureLoudness(['-i', file], { truePeak: true }))
		expect(Math.abs(measured.integratedLufs + 16), `${gainDb} dB: ${measured.integratedLufs} LUFS`).toBeLessThanOrEqual(0.5)
		expect(measured.truePeakDbtp, `${gainDb} dB`).toBeLessThanOrEqual(-1)
		expect(episode.loudness.integratedLufs).toBeCloseTo(measured.integratedLufs, 1)
	}
})

test('takes MP3 and WAV clips alike: offsets follow each clip’s decoded length', async () => {
	const mixed = clips()
	mixed[1] = { ...mixed[1]!, audio: await wavToMp3(wavs[1]!), format: 'mp3' }
	const episode = await assembleEpisode({ clips: mixed })
	const mp3Seconds = (await probeMedia(mixed[1]!.audio)).durationSeconds
	expect(episode.offsets[2]! - episode.offsets[1]!).toBeCloseTo(mp3Seconds + 0.9, 1)
	expect(episode.offsets.at(-1)! + clipSeconds.at(-1)!).toBeCloseTo(episode.durationSeconds, 0)
})

test('maxSeconds cuts the episode at that length with a fade-out, keeping the offsets of the clips it still holds', async () => {
	const maxSeconds = clipSeconds[0]! + 0.35 + 2 // two seconds into the second clip
	const episode = await assembleEpisode({ clips: clips(), maxSeconds })
	expect(Math.abs(episode.durationSeconds - maxSeconds)).toBeLessThanOrEqual(0.3)
	expect(episode.offsets).toHaveLength(2)
	expect(episode.offsets[1]).toBeCloseTo(clipSeconds[0]! + 0.35, 2)
	// The last half second fades towards silence: well below the speech just before the fade starts.
	const speech = await meanVolume(episode.mp3, maxSeconds - 2.5, 1)
	const fading = await meanVolume(episode.mp3, maxSeconds - 0.5, 0.5)
	expect(speech - fading).toBeGreaterThan(6)

	// A limit the episode stays within changes nothing.
	const whole = await assembleEpisode({ clips: clips(), maxSeconds: 600 })
	expect(whole.offsets).toHaveLength(4)
	expect(whole.durationSeconds).toBeGreaterThan(maxSeconds + 5)
})

test('refuses an empty episode and stops promptly when aborted', async () => {
	await expect(assembleEpisode({ clips: [] })).rejects.toThrow('no tiene ninguna frase')

	const controller = new AbortController()
	const many = Array.from({ length: 60 }, (_, index) => clips()[index % 4]!)
	const running = assembleEpisode({ clips: many, signal: controller.signal })
	setTimeout(() => controller.abort(), 100)
	const started = performance.now()
	await expect(running).rejects.toMatchObject({ name: 'AbortError' })
	expect(performance.now() - started).toBeLessThan(1000)
})
