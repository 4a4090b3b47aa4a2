import { LOCAL_INPUT_ONLY, runFfmpeg } from './ffmpeg.server.ts'

/** The rate the analysis works at: enough for speech pitch (60-500 Hz) and syllable rhythm, and cheap to search. */
export const ANALYSIS_SAMPLE_RATE = 8000

/**
 * The first `maxSeconds` of an audio file (or a WAV in memory) as mono 32-bit float PCM at `sampleRate`, for measuring (silence, clipping,
 * pitch, pace). Resampling low-passes first, so clipping is judged on the original peaks by `peakStats`.
 */
export async function decodeMonoPcm(
	fileOrWav: string | Buffer,
	{ sampleRate = ANALYSIS_SAMPLE_RATE, maxSeconds, signal }: { sampleRate?: number; maxSeconds: number; signal?: AbortSignal },
): Promise<Float32Array> {
	const input = typeof fileOrWav === 'string' ? fileOrWav : 'pipe:0'
	const raw = await runFfmpeg(
		[
			...LOCAL_INPUT_ONLY,
			'-i',
			input,
			'-t',
			String(maxSeconds),
			'-vn',
			'-ac',
			'1',
			'-ar',
			String(sampleRate),
			'-f',
			'f32le',
			'pipe:1',
		],
		{ signal, ...(typeof fileOrWav === 'string' ? {} : { input: fileOrWav }) },
	)
	// a copy on its own aligned ArrayBuffer (the Buffer may sit at an odd offset of Node's pool)
	const samples = new Float32Array(Math.floor(raw.length / 4))
	for (let index = 0; index < samples.length; index++) samples[index] = raw.readFloatLE(index * 4)
	return samples
}

/**
 * How much of the file (its first `maxSeconds`, at its own rate, channels mixed by taking the largest) sits at full
 * scale: the share of samples at or above 0.999 of the maximum. A clipped recording has long flat runs there.
 */
export async function fullScaleShare(file: string, { maxSeconds, signal }: { maxSeconds: number; signal?: AbortSignal }) {
	const raw = await runFfmpeg(
		[...LOCAL_INPUT_ONLY, '-i', file, '-t', String(maxSeconds), '-vn', '-ac', '1', '-f', 's16le', 'pipe:1'],
		{ signal },
	)
	const count = Math.floor(raw.length / 2)
	let atFullScale = 0
	for (let index = 0; index < count; index++) {
		const value = raw.readInt16LE(index * 2)
		if (value >= 32_735 || value <= -32_736) atFullScale++
	}
	return count === 0 ? 0 : atFullScale / count
}

/**
 * A sample as a voice-cloning service wants it: mono, 44.1 kHz, the silence at both ends trimmed, loudness brought
 * to -16 LUFS (speech, one pass: close enough for a clone's input), MP3 at 192 kbps.
 */
export function normaliseVoiceSample(file: string, { signal }: { signal?: AbortSignal } = {}) {
	const trim = 'silenceremove=start_periods=1:start_threshold=-50dB:start_silence=0.2'
	const filters = [trim, 'areverse', trim, 'areverse', 'loudnorm=I=-16:TP=-1.5:LRA=11', 'aresample=44100']
	return runFfmpeg(
		[
			...LOCAL_INPUT_ONLY,
			'-i',
			file,
			'-vn',
			'-af',
			filters.join(','),
			'-ac',
			'1',
			'-ar',
			'44100',
			'-c:a',
			'libmp3lame',
			'-b:a',
			'192k',
			'-f',
			'mp3',
			'pipe:1',
		],
		{ signal },
	)
}
