import { FfmpegError, LOCAL_INPUT_ONLY, runFfmpeg, runFfmpegReporting } from './ffmpeg.server.ts'

/** The rate the analysis works at: enough for speech pitch (60-500 Hz) and syllable rhythm, and cheap to search. */
export const ANALYSIS_SAMPLE_RATE = 8000

/**
 * Every measure reads the file's first audio stream, the one ffprobe's check looked at: left to itself ffmpeg picks
 * the 'best' stream (the most channels), which a crafted file could make a different, much faster one.
 */
const FIRST_AUDIO = ['-map', '0:a:0'] as const

/** The highest rate the clipping check reads at: recordings above it are resampled by ffmpeg first. */
const MAX_CHECKED_SAMPLE_RATE = 48_000

/**
 * The first `maxSeconds` of an audio file (or a WAV in memory) as mono 32-bit float PCM at `sampleRate`, for measuring (silence, clipping,
 * pitch, pace). Resampling low-passes first, so clipping is judged on the original peaks by `fullScaleShare`. ffmpeg
 * decodes in its own process and the samples are copied as they stream in, into one array sized for `maxSeconds`:
 * whatever the file's own rate, this process holds about 4 bytes × sampleRate × maxSeconds.
 */
export async function decodeMonoPcm(
	fileOrWav: string | Buffer,
	{ sampleRate = ANALYSIS_SAMPLE_RATE, maxSeconds, signal }: { sampleRate?: number; maxSeconds: number; signal?: AbortSignal },
): Promise<Float32Array> {
	const input = typeof fileOrWav === 'string' ? fileOrWav : 'pipe:0'
	const samples = new Float32Array(Math.ceil(maxSeconds * sampleRate))
	let count = 0
	const onOutput = wholeSamples(4, (bytes, offset) => {
		if (count < samples.length) samples[count++] = bytes.readFloatLE(offset)
	})
	await runFfmpeg(
		[
			...LOCAL_INPUT_ONLY,
			'-i',
			input,
			...FIRST_AUDIO,
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
		{ signal, onOutput, ...(typeof fileOrWav === 'string' ? {} : { input: fileOrWav }) },
	)
	return samples.subarray(0, count)
}

/**
 * How much of the file (its first `maxSeconds`, channels mixed, as 16-bit samples) sits at full scale: the share of
 * samples at or above 0.999 of the maximum. A clipped recording has long flat runs there. ffmpeg counts them itself
 * (each sample becomes 1 or 0, and astats reports their mean), so this process holds nothing of the audio however
 * long it is or whatever rate the file claims; above MAX_CHECKED_SAMPLE_RATE (`sourceRate`, from ffprobe) it is
 * resampled first, which keeps ffmpeg's own work in proportion.
 */
export async function fullScaleShare(
	file: string,
	{ maxSeconds, sourceRate, signal }: { maxSeconds: number; sourceRate: number | undefined; signal?: AbortSignal },
) {
	const resample = sourceRate === undefined || sourceRate > MAX_CHECKED_SAMPLE_RATE ? `aresample=${MAX_CHECKED_SAMPLE_RATE},` : ''
	const filters = `${resample}aformat=sample_fmts=s16:channel_layouts=mono,aeval='gte(abs(val(0)),0.999)',astats`
	const { stderr } = await runFfmpegReporting(
		[...LOCAL_INPUT_ONLY, '-i', file, ...FIRST_AUDIO, '-t', String(maxSeconds), '-vn', '-af', filters, '-f', 'null', '-'],
		{ signal },
	)
	// astats prints each channel's figures, then the overall ones: the last mean is the overall share
	const means = [...stderr.matchAll(/DC offset: (-?[\d.]+)/g)]
	const share = Number(means.at(-1)?.[1])
	if (!Number.isFinite(share)) throw new FfmpegError('astats no informó de la media', { exitCode: 0, stderr })
	return share
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
			...FIRST_AUDIO,
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

/** A stdout handler that reads whole samples of `size` bytes, carrying a sample split across two chunks to the next. */
function wholeSamples(size: number, read: (bytes: Buffer, offset: number) => void) {
	let carry: Buffer = Buffer.alloc(0)
	return (chunk: Buffer) => {
		const bytes = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk
		const whole = bytes.length - (bytes.length % size)
		for (let offset = 0; offset < whole; offset += size) read(bytes, offset)
		carry = Buffer.from(bytes.subarray(whole))
	}
}
