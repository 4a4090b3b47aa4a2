import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { MP3_BITRATE, MP3_SAMPLE_RATE, probeMedia, runFfmpeg, withTempDir } from '#app/integrations/ffmpeg/ffmpeg.server.ts'
import type { AudioFormat } from '#app/ports/speech.ts'

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

/** About −16 LUFS integrated (the podcast norm), true peak under −1.5 dBTP, in one pass (dynamic mode). */
const LOUDNORM = 'loudnorm=I=-16:TP=-1.5:LRA=11'
const FADE_OUT_SECONDS = 1.5

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
}

export type AssembleEpisodeOptions = {
	clips: EpisodeClip[]
	signal?: AbortSignal
	/** Cut the episode at this length (with a short fade-out) when it runs over: demo episodes. */
	maxSeconds?: number
}

/**
 * One episode MP3 from its clips, in order, with their pauses. Each clip is decoded by its own short ffmpeg run
 * (≈20 ms; a few at a time) to the common PCM format and appended to one raw file on disk, with zero bytes for
 * every pause; the offsets are counted in samples along the way, so they are exact whatever the clip's format or
 * rate. A single last run then normalises the loudness and encodes the MP3. This scales to any number of clips:
 * no run gets more than one input (a concat filter with 300 inputs meets argv and file descriptor limits, the
 * concat demuxer needs every file in the same format), and memory holds only the clips being decoded.
 */
export async function assembleEpisode({ clips, signal, maxSeconds }: AssembleEpisodeOptions): Promise<AssembledEpisode> {
	if (clips.length === 0) throw new Error('No hay audio que montar: el episodio no tiene ninguna frase.')
	if (maxSeconds !== undefined && !(maxSeconds > 0)) throw new RangeError(`maxSeconds must be > 0: ${maxSeconds}`)
	for (const clip of clips) {
		if (!(clip.pauseAfterMs >= 0)) throw new RangeError(`pauseAfterMs must be ≥ 0: ${clip.pauseAfterMs}`)
	}
	try {
		return await withTempDir(async (dir) => {
			const pcmFile = path.join(dir, 'episode.pcm')
			const mp3File = path.join(dir, 'episode.mp3')
			const maxSamples = maxSeconds === undefined ? Number.POSITIVE_INFINITY : Math.round(maxSeconds * SAMPLE_RATE)
			const { offsets, cut } = await writeEpisodePcm(clips, pcmFile, maxSamples, signal)
			await encodeEpisode(pcmFile, mp3File, cut && maxSeconds !== undefined ? maxSeconds : undefined, signal)
			const [mp3, info] = await Promise.all([fs.readFile(mp3File), probeMedia(mp3File, { signal })])
			return { mp3, durationSeconds: info.durationSeconds, offsets }
		})
	} catch (error) {
		// A killed ffmpeg reports itself as a failed run: the caller should see the abort it asked for.
		signal?.throwIfAborted()
		throw error
	}
}

/** Decodes and appends the clips (and pauses) to `file`, stopping at `maxSamples`; the offsets of the clips written. */
async function writeEpisodePcm(clips: EpisodeClip[], file: string, maxSamples: number, signal: AbortSignal | undefined) {
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
	let position = 0 // samples written so far
	let cut = false
	try {
		for (let index = 0; index < clips.length && position < maxSamples; index++) {
			const pcm = await decoding[index]!
			decoding[index] = undefined
			startDecoding(index + DECODE_AHEAD)
			offsets.push(Math.round((position / SAMPLE_RATE) * 1000) / 1000)
			const last = index === clips.length - 1
			const pauseSamples = last ? 0 : Math.round((clips[index]!.pauseAfterMs / 1000) * SAMPLE_RATE)
			for (const chunk of [pcm, Buffer.alloc(pauseSamples * BYTES_PER_SAMPLE)]) {
				const room = (maxSamples - position) * BYTES_PER_SAMPLE
				const part = chunk.length > room ? chunk.subarray(0, room) : chunk
				if (part !== chunk) cut = true
				await output.write(part)
				position += part.length / BYTES_PER_SAMPLE
			}
		}
		return { offsets, cut: cut || offsets.length < clips.length }
	} finally {
		stop.abort()
		await output.close()
	}
}

/** A clip as raw PCM in the common format, its length a whole number of samples. */
async function decodeToPcm(clip: EpisodeClip, signal: AbortSignal) {
	const pcm = await runFfmpeg(['-f', clip.format, '-i', 'pipe:0', '-vn', ...PCM_ARGS, 'pipe:1'], { input: clip.audio, signal })
	if (pcm.length === 0) throw new Error('Una de las frases no tiene audio: no se puede montar el episodio.')
	return pcm.length % BYTES_PER_SAMPLE === 0 ? pcm : pcm.subarray(0, pcm.length - 1)
}

/**
 * The joined PCM as the episode MP3. loudnorm works at 192 kHz internally, hence aresample back to 44.1 kHz after
 * it; the fade-out of a cut episode comes after loudnorm too, which would otherwise lift the fading end back up.
 * The MP3 is written to a file so that its Xing/LAME header (exact length, encoder delay) is filled in.
 */
async function encodeEpisode(
	pcmFile: string,
	mp3File: string,
	cutAtSeconds: number | undefined,
	signal: AbortSignal | undefined,
) {
	const filters = [LOUDNORM, `aresample=${SAMPLE_RATE}`]
	if (cutAtSeconds !== undefined) {
		const fade = Math.min(FADE_OUT_SECONDS, cutAtSeconds)
		filters.push(`afade=t=out:st=${(cutAtSeconds - fade).toFixed(3)}:d=${fade.toFixed(3)}`)
	}
	await runFfmpeg(
		[
			...PCM_ARGS,
			'-i',
			pcmFile,
			'-af',
			filters.join(','),
			...['-ac', '1', '-ar', String(SAMPLE_RATE), '-c:a', 'libmp3lame', '-b:a', MP3_BITRATE, '-f', 'mp3', mp3File],
		],
		{ signal },
	)
}
