import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { PassThrough } from 'node:stream'
import { MP3_BITRATE, MP3_SAMPLE_RATE, probeMedia, runFfmpeg, withTempDir } from '#app/integrations/ffmpeg/ffmpeg.server.ts'
import { type Loudness, measureLoudness, SILENCE_LUFS } from '#app/integrations/ffmpeg/loudness.server.ts'
import type { AudioFormat } from '#app/ports/speech.ts'
import { encodeInTwoParts } from './encode-in-two-parts.server.ts'

/**
 * The common format every clip is decoded to before they are joined: raw signed 16-bit mono at the MP3's rate.
 * Raw PCM has no header, so joining is appending bytes, silence is zero bytes and a clip's length in samples (its
 * exact duration) is its byte length / 2.
 */
const SAMPLE_RATE = MP3_SAMPLE_RATE
const BYTES_PER_SAMPLE = 2
const PCM_ARGS = ['-f', 's16le', '-ac', '1', '-ar', String(SAMPLE_RATE)]

/** Clips decoded ahead of the one being written: enough to keep the cores busy, few enough to bound memory. */
const DECODE_AHEAD = Math.max(2, os.availableParallelism())

/** The podcast norm: −16 LUFS integrated, within ±0.5 LU, and a true peak of at most −1 dBTP. */
const TARGET_LUFS = -16
/**
 * An MP3 further than this from the target is made again with the measured difference: within the norm's ±0.5 LU
 * with room for the meter's 0.1 LU, so a second encode is rare.
 */
const TOLERANCE_LU = 0.35
/**
 * The limiter's ceiling, in sample peaks: the peaks between samples and the MP3 encoder add up to about half a dB,
 * so the MP3's true peak stays under −1 dBTP.
 */
const LIMIT_DB = -2
/** A very quiet voice is raised at most this much: past it the limiter would flatten the speech. */
const MAX_GAIN_DB = 24
/** The part of the episode encoded ahead to learn how much loudness the MP3 encoder takes away. */
const EXCERPT_SECONDS = 60
const FADE_OUT_SECONDS = 1.5
/** A pause at least this long can hold the split of a two-part encoding (encodeInTwoParts), at its middle. */
const SPLIT_PAUSE_MS = 200
/** Each part of a two-part encoding lasts at least this long: below it, a second ffmpeg run saves nothing. */
const MIN_PART_SECONDS = 5

const limiter = `alimiter=limit=${10 ** (LIMIT_DB / 20)}:attack=5:release=50:level=false`
const gainFilter = (db: number) => `volume=${db.toFixed(2)}dB`
/**
 * LAME's quality 7 (`-compression_level 7`): about 40 % less encoding CPU than its default for mono speech at this
 * bitrate, with the same loudness and no audible difference in speech (bench/pipeline.ts measures the time).
 */
const MP3_ARGS = [
	'-ac',
	'1',
	'-ar',
	String(SAMPLE_RATE),
	'-c:a',
	'libmp3lame',
	'-b:a',
	MP3_BITRATE,
	'-compression_level',
	'7',
	'-f',
	'mp3',
]

export type EpisodeClip = {
	audio: Buffer
	format: AudioFormat
	/** Silence after the clip (e.g. 350 ms between turns, more between sections); ignored after the last clip. */
	pauseAfterMs: number
}

export type AssembledEpisode = {
	/** MP3, 44.1 kHz, 128 kbps CBR, mono (synthetic voices, one per line: a second channel would only repeat it). */
	mp3: Buffer
	/** From ffprobe of the MP3. */
	durationSeconds: number
	/**
	 * Where each clip starts in the MP3, in seconds (offsets[0] = 0), for chapter timestamps. When `maxSeconds` cut
	 * the episode short, only the clips that start before the cut have one, so there may be fewer than clips.
	 */
	offsets: number[]
	/** The MP3's integrated loudness as measured after encoding (within TOLERANCE_LU of TARGET_LUFS). */
	loudness: Loudness
}

export type AssembleEpisodeOptions = {
	clips: EpisodeClip[]
	signal?: AbortSignal
	/** Cut the episode at this length (with a short fade-out) when it runs over: demo episodes. */
	maxSeconds?: number
	/** Told how long each step took, in seconds, as it ends (the pipeline bench prints them). */
	onStep?: (step: AssemblyStep, seconds: number) => void
}

type AssemblyStep = 'clips joined and measured' | 'level set' | 'MP3 encoded' | 'MP3 measured'

/**
 * One episode MP3 from its clips, in order, with their pauses. Each clip is decoded by its own short ffmpeg run
 * (≈20 ms; a few at a time) to the common PCM format and appended to one raw file on disk, with zero bytes for
 * every pause; the offsets are counted in samples along the way, so they are exact whatever the clip's format or
 * rate. The loudness is measured while the PCM is written, then applied (finishEpisode). This scales to any number
 * of clips: no run gets more than one input (a concat filter with 300 inputs meets argv and file descriptor limits, the
 * concat demuxer needs every file in the same format), and memory holds only the clips being decoded.
 */
export async function assembleEpisode({
	clips,
	signal,
	maxSeconds,
	onStep = () => {},
}: AssembleEpisodeOptions): Promise<AssembledEpisode> {
	if (clips.length === 0) throw new Error('No hay audio que montar: el episodio no tiene ninguna frase.')
	if (maxSeconds !== undefined && !(maxSeconds > 0)) throw new RangeError(`maxSeconds must be > 0: ${maxSeconds}`)
	for (const clip of clips) {
		if (!(clip.pauseAfterMs >= 0)) throw new RangeError(`pauseAfterMs must be ≥ 0: ${clip.pauseAfterMs}`)
	}
	try {
		return await withTempDir(async (dir) => {
			const pcmFile = path.join(dir, 'episode.pcm')
			const maxSamples = maxSeconds === undefined ? Number.POSITIVE_INFINITY : Math.round(maxSeconds * SAMPLE_RATE)
			// the first measurement listens to the PCM while it is being written
			const meter = new PassThrough()
			const measuring = measureLoudness([...PCM_ARGS, '-i', 'pipe:0'], { input: meter, signal })
			meter.on('error', () => {}) // a write after the meter failed: its failure is the one reported
			measuring.catch(() => meter.destroy()) // awaited below; a failed meter must not hold the writing up
			const step = stepTimer(onStep)
			const { offsets, cut, samples, pauseMiddles } = await writeEpisodePcm(clips, pcmFile, maxSamples, signal, meter)
			const raw = await measuring
			step('clips joined and measured')
			const cutAtSeconds = cut && maxSeconds !== undefined ? maxSeconds : undefined
			const finished = await finishEpisode(dir, pcmFile, {
				raw,
				samples,
				cutAtSeconds,
				// a cut episode fades out at its end: one part, the fade where it belongs
				splitSample: cutAtSeconds === undefined ? splitPoint(pauseMiddles, samples) : undefined,
				signal,
				step,
			})
			const [mp3, info] = await Promise.all([fs.readFile(finished.file), probeMedia(finished.file, { signal })])
			const shiftSeconds = finished.shiftSamples / SAMPLE_RATE
			const splitSeconds = (finished.splitSample ?? samples) / SAMPLE_RATE
			return {
				mp3,
				durationSeconds: info.durationSeconds,
				offsets: offsets.map((offset) => (offset < splitSeconds ? offset : round3(offset + shiftSeconds))),
				loudness: finished.loudness,
			}
		})
	} catch (error) {
		// A killed ffmpeg reports itself as a failed run: the caller should see the abort it asked for.
		signal?.throwIfAborted()
		throw error
	}
}

/** Decodes and appends the clips (and pauses) to `file`, stopping at `maxSamples`; the offsets of the clips written. */
async function writeEpisodePcm(
	clips: EpisodeClip[],
	file: string,
	maxSamples: number,
	signal: AbortSignal | undefined,
	meter: PassThrough,
) {
	// Stops the decodes still running when this ends early (a failure, an abort, or the cut reached).
	const stop = new AbortController()
	const decodeSignal = signal ? AbortSignal.any([signal, stop.signal]) : stop.signal
	const decoding: (Promise<Buffer> | undefined)[] = []
	const startDecoding = (index: number) => {
		const clip = clips[index]
		if (!clip) return
		const pcm = decodeToPcm(clip, decodeSignal)
		pcm.catch(() => {}) // awaited in order below; this only stops an early failure counting as unhandled
		decoding[index] = pcm
	}
	for (let index = 0; index < DECODE_AHEAD; index++) startDecoding(index)

	const output = await fs.open(file, 'w')
	const offsets: number[] = []
	const pauseMiddles: number[] = [] // in samples, where an encoding in two parts may split
	let position = 0 // samples written so far
	let cut = false
	try {
		for (let index = 0; index < clips.length && position < maxSamples; index++) {
			const pcm = await decoding[index]!
			decoding[index] = undefined
			startDecoding(index + DECODE_AHEAD)
			offsets.push(round3(position / SAMPLE_RATE))
			const last = index === clips.length - 1
			const pauseSamples = last ? 0 : Math.round((clips[index]!.pauseAfterMs / 1000) * SAMPLE_RATE)
			if (clips[index]!.pauseAfterMs >= SPLIT_PAUSE_MS)
				pauseMiddles.push(position + pcm.length / BYTES_PER_SAMPLE + pauseSamples / 2)
			for (const chunk of [pcm, Buffer.alloc(pauseSamples * BYTES_PER_SAMPLE)]) {
				const room = (maxSamples - position) * BYTES_PER_SAMPLE
				const part = chunk.length > room ? chunk.subarray(0, room) : chunk
				if (part !== chunk) cut = true
				await output.write(part)
				if (!meter.write(part)) await drained(meter, decodeSignal)
				position += part.length / BYTES_PER_SAMPLE
			}
		}
		return { offsets, cut: cut || offsets.length < clips.length, samples: position, pauseMiddles }
	} finally {
		stop.abort()
		meter.end()
		await output.close()
	}
}

/** The pause middle nearest the episode's middle that leaves MIN_PART_SECONDS on each side, if there is one. */
function splitPoint(pauseMiddles: number[], samples: number) {
	const margin = MIN_PART_SECONDS * SAMPLE_RATE
	const candidates = pauseMiddles.map(Math.round).filter((sample) => sample >= margin && sample <= samples - margin)
	return candidates.sort((a, b) => Math.abs(a - samples / 2) - Math.abs(b - samples / 2))[0]
}

const round3 = (seconds: number) => Math.round(seconds * 1000) / 1000

/** Calls `onStep` with the seconds since the previous step (or since it was made). */
function stepTimer(onStep: (step: AssemblyStep, seconds: number) => void) {
	let last = performance.now()
	return (step: AssemblyStep) => {
		const now = performance.now()
		onStep(step, (now - last) / 1000)
		last = now
	}
}

/** Until `stream` wants more (or is gone, or the work is stopped): the meter reads at its own pace. */
function drained(stream: PassThrough, signal: AbortSignal) {
	if (stream.destroyed || signal.aborted) return Promise.resolve()
	return new Promise<void>((resolve) => {
		const done = () => {
			stream.off('drain', done).off('close', done)
			signal.removeEventListener('abort', done)
			resolve()
		}
		stream.once('drain', done).once('close', done)
		signal.addEventListener('abort', done, { once: true })
	})
}

/** A clip as raw PCM in the common format, its length a whole number of samples. */
async function decodeToPcm(clip: EpisodeClip, signal: AbortSignal) {
	const pcm = await runFfmpeg(['-f', clip.format, '-i', 'pipe:0', '-vn', ...PCM_ARGS, 'pipe:1'], { input: clip.audio, signal })
	if (pcm.length === 0) throw new Error('Una de las frases no tiene audio: no se puede montar el episodio.')
	return pcm.length % BYTES_PER_SAMPLE === 0 ? pcm : pcm.subarray(0, pcm.length - 1)
}

/** The gain that brings `lufs` to the target; none for silence, and never more than MAX_GAIN_DB. */
function gainTo(target: number, lufs: number) {
	return lufs <= SILENCE_LUFS ? 0 : Math.min(MAX_GAIN_DB, target - lufs)
}

/**
 * The measured PCM as the episode MP3 at −16 LUFS (±0.5 LU) with its true peak under −1 dBTP:
 * 1. the gain from the first measurement, through a limiter (ceiling LIMIT_DB), written to a second PCM and
 *    measured again in the same run (the limiter takes a little loudness away); at the same time, on the other core,
 *    a minute of the episode goes through the same gain, limiter and MP3 encoder, to learn how much loudness the
 *    encoder takes away (about 0.5 LU for the local voices at 128 kbps);
 * 2. the MP3, encoded once with the remaining correction (the limiter again, for the peaks it raises), and measured:
 *    only when it still misses the target by more than TOLERANCE_LU is it encoded again with the difference. The
 *    encoder is most of the time: an episode with a pause near its middle is encoded in two parts at once, one on
 *    each core (encodeInTwoParts), and the offsets after that pause move by the few milliseconds the join adds.
 * The fade-out of a cut episode comes last, after the limiter.
 *
 * Why not loudnorm's two passes (measure, then linear=true with the measured values): linear mode only applies when
 * the gain leaves the true peak under its target, and the local voices peak at 0 dBFS some 19 dB above their loudness
 * (−19.3 LUFS), so loudnorm falls back to its dynamic mode, which ended a 9-minute episode at −16.5 LUFS.
 * A plain gain and a limiter, measured, land within 0.2 LU and cost less than one loudnorm pass.
 */
async function finishEpisode(
	dir: string,
	pcmFile: string,
	{
		raw,
		samples,
		cutAtSeconds,
		splitSample,
		signal,
		step,
	}: {
		raw: Loudness
		samples: number
		cutAtSeconds: number | undefined
		splitSample: number | undefined
		signal: AbortSignal | undefined
		step: (step: AssemblyStep) => void
	},
) {
	const limitedFile = path.join(dir, 'limited.pcm')
	const mp3File = path.join(dir, 'episode.mp3')
	const gain = gainTo(TARGET_LUFS, raw.integratedLufs)
	const [limited, encoderLoss] = await Promise.all([
		measureLoudness([...PCM_ARGS, '-i', pcmFile], {
			filters: [gainFilter(gain), limiter],
			output: [...PCM_ARGS, limitedFile],
			signal,
		}),
		encoderLossLu(dir, pcmFile, samples / SAMPLE_RATE, gain, signal),
	])
	step('level set')
	let correction = gainTo(TARGET_LUFS, limited.integratedLufs) + encoderLoss
	let loudness: Loudness = limited
	let shiftSamples = 0
	for (let attempt = 0; attempt < 2; attempt++) {
		const filters = encodeFilters(correction, cutAtSeconds)
		if (splitSample === undefined) await encodeEpisode(limitedFile, mp3File, filters, signal)
		else {
			shiftSamples = await encodeInTwoParts({
				pcmFile: limitedFile,
				pcmArgs: PCM_ARGS,
				bytesPerSample: BYTES_PER_SAMPLE,
				splitSample,
				filters,
				mp3Args: MP3_ARGS,
				dir,
				mp3File,
				signal,
			})
		}
		step('MP3 encoded')
		loudness = await measureLoudness(['-i', mp3File], { signal })
		step('MP3 measured')
		const miss = TARGET_LUFS - loudness.integratedLufs
		if (loudness.integratedLufs <= SILENCE_LUFS || Math.abs(miss) <= TOLERANCE_LU) break
		correction += miss
	}
	return { file: mp3File, loudness, splitSample, shiftSamples }
}

/** How much loudness (LU) the MP3 encoder takes from a minute in the middle of the episode, after gain and limiter. */
async function encoderLossLu(
	dir: string,
	pcmFile: string,
	durationSeconds: number,
	gain: number,
	signal: AbortSignal | undefined,
) {
	const length = Math.min(EXCERPT_SECONDS, durationSeconds)
	const start = Math.max(0, (durationSeconds - length) / 2)
	const excerptPcm = path.join(dir, 'excerpt.pcm')
	const excerptMp3 = path.join(dir, 'excerpt.mp3')
	const before = await measureLoudness([...PCM_ARGS, '-ss', start.toFixed(3), '-t', length.toFixed(3), '-i', pcmFile], {
		filters: [gainFilter(gain), limiter],
		output: [...PCM_ARGS, excerptPcm],
		signal,
	})
	await runFfmpeg([...PCM_ARGS, '-i', excerptPcm, ...MP3_ARGS, excerptMp3], { signal })
	const after = await measureLoudness(['-i', excerptMp3], { signal })
	if (before.integratedLufs <= SILENCE_LUFS || after.integratedLufs <= SILENCE_LUFS) return 0
	return before.integratedLufs - after.integratedLufs
}

/** The final encoding's filters: `gainDb` louder, the limiter catching the peaks the gain raises, then any fade-out. */
function encodeFilters(gainDb: number, cutAtSeconds: number | undefined) {
	const filters = [gainFilter(gainDb), limiter]
	if (cutAtSeconds !== undefined) {
		const fade = Math.min(FADE_OUT_SECONDS, cutAtSeconds)
		filters.push(`afade=t=out:st=${(cutAtSeconds - fade).toFixed(3)}:d=${fade.toFixed(3)}`)
	}
	return filters.join(',')
}

/**
 * The limited PCM as the episode MP3 in one run (a cut episode, or one too short to split). The MP3 is written to a
 * file so that its Xing/LAME header (exact length, encoder delay) is filled in.
 */
async function encodeEpisode(pcmFile: string, mp3File: string, filters: string, signal: AbortSignal | undefined) {
	await runFfmpeg([...PCM_ARGS, '-i', pcmFile, '-af', filters, '-y', ...MP3_ARGS, mp3File], { signal })
}
