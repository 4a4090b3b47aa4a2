import { spawn } from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { z } from 'zod'
import { getEnv } from '#app/utils/env.server.ts'

/** How much of ffmpeg's stderr an error keeps: the last lines say what went wrong, the banner before them does not. */
const STDERR_TAIL_CHARS = 4000

/** ffmpeg or ffprobe exited with an error; `stderr` is the end of what it printed. */
export class FfmpegError extends Error {
	override name = 'FfmpegError'
	readonly exitCode: number | null
	readonly stderr: string

	constructor(message: string, { exitCode, stderr }: { exitCode: number | null; stderr: string }) {
		super(message)
		this.exitCode = exitCode
		this.stderr = stderr
	}
}

type Binary = 'ffmpeg' | 'ffprobe'

/**
 * The binary's path: FFMPEG_PATH / FFPROBE_PATH when set (a system build, e.g. in a slim Docker image), else the
 * static build of the installer package. The package is only loaded when needed: it throws at import time on a
 * platform it has no binary for, which must not matter when the variable is set.
 */
export async function binaryPath(binary: Binary) {
	const env = getEnv()
	const override = binary === 'ffmpeg' ? env.FFMPEG_PATH : env.FFPROBE_PATH
	if (override) return override
	const installer = binary === 'ffmpeg' ? await import('@ffmpeg-installer/ffmpeg') : await import('@ffprobe-installer/ffprobe')
	return installer.default.path
}

/**
 * `input`: bytes for stdin, or a stream piped to it as it comes (e.g. audio still being written). `onOutput`: stdout
 * handed over chunk by chunk instead of gathered (the pipe's back-pressure keeps memory to a chunk or two, however
 * long the output); the resolved stdout is then empty.
 */
export type RunOptions = { input?: Buffer | Readable; signal?: AbortSignal; onOutput?: (chunk: Buffer) => void }

/**
 * Runs a binary with an argument array (never through a shell, so file names and titles cannot inject anything).
 * `input` is written to its stdin; resolves with its stdout, rejects with FfmpegError (stderr tail) on failure.
 */
export async function runBinary(binary: Binary, args: string[], options: RunOptions = {}): Promise<Buffer> {
	return (await runBinaryWithStderr(binary, args, options)).stdout
}

/** runBinary, also giving the end of what it printed on stderr (where ffmpeg's filters print their reports). */
async function runBinaryWithStderr(
	binary: Binary,
	args: string[],
	{ input, signal, onOutput }: RunOptions = {},
): Promise<{ stdout: Buffer; stderr: string }> {
	const file = await binaryPath(binary)
	return new Promise((resolve, reject) => {
		const child = spawn(file, args, { stdio: 'pipe', signal })
		const stdout: Buffer[] = []
		let stderr = ''
		child.stdout.on('data', (chunk: Buffer) => (onOutput ? onOutput(chunk) : stdout.push(chunk)))
		child.stderr.on('data', (chunk: Buffer) => {
			stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_TAIL_CHARS)
		})
		child.on('error', (error: NodeJS.ErrnoException) => {
			const hint = error.code === 'ENOENT' ? ` No se encuentra ${file}: revisa ${binary.toUpperCase()}_PATH.` : ''
			reject(new FfmpegError(`No se pudo ejecutar ${binary}: ${error.message}.${hint}`, { exitCode: null, stderr }))
		})
		child.on('close', (code) => {
			if (code === 0) return resolve({ stdout: Buffer.concat(stdout), stderr })
			const tail = stderr.trim()
			reject(
				new FfmpegError(`${binary} terminó con código ${code}: ${tail || '(sin salida de error)'}`, { exitCode: code, stderr }),
			)
		})
		// ffmpeg may stop reading early (bad input, or it has all it needs): that EPIPE is reported by 'close'.
		child.stdin.on('error', () => {})
		if (input && !Buffer.isBuffer(input)) {
			input.on('error', (error) => child.stdin.destroy(error))
			input.pipe(child.stdin)
		} else child.stdin.end(input)
	})
}

/** Runs ffmpeg quietly (errors only, so the stderr tail of a failure is the error itself) and never interactively. */
export function runFfmpeg(args: string[], options: RunOptions = {}) {
	const interactive = options.input ? [] : ['-nostdin']
	return runBinary('ffmpeg', ['-hide_banner', ...interactive, '-loglevel', 'error', ...args], options)
}

/**
 * Runs ffmpeg at the info level without progress lines, for the filters that report at the end of the run (ebur128's
 * summary): resolves with stdout and the tail of stderr, where that report is.
 */
export function runFfmpegReporting(args: string[], options: RunOptions = {}) {
	const interactive = options.input ? [] : ['-nostdin']
	return runBinaryWithStderr('ffmpeg', ['-hide_banner', ...interactive, '-nostats', '-loglevel', 'info', ...args], options)
}

/** A private temporary folder for `work`, removed afterwards whatever happens. */
export async function withTempDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
	const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ondacast-ffmpeg-'))
	try {
		return await work(dir)
	} finally {
		await fs.rm(dir, { recursive: true, force: true })
	}
}

/** MP3 settings for speech: 44.1 kHz (what every player and podcast platform expects) at a constant 128 kbps. */
export const MP3_SAMPLE_RATE = 44_100
export const MP3_BITRATE = '128k'

/**
 * A WAV (any rate, mono or stereo) as MP3, 44.1 kHz, 128 kbps CBR, mono: the input is synthetic speech from one
 * voice, so a second channel would only repeat the first and halve the bits each channel gets. Written to a temp
 * file, not a pipe, so that the LAME/Xing header (exact duration, encoder delay) can be filled in at the end.
 */
export function wavToMp3(wav: Buffer, { signal }: { signal?: AbortSignal } = {}) {
	return speechToMp3(wav, 'wav', [], signal)
}

/** How long the end of a cut clip fades out, in seconds. */
const CLIP_FADE_SECONDS = 0.3

/**
 * The first `seconds` of synthetic speech (WAV, or a cloud voice's MP3) as MP3, encoded as wavToMp3 does; the cut
 * fades out over its last 0.3 s, so that a preview ends softly rather than in the middle of a sound.
 */
export function speechClipMp3(audio: Buffer, format: 'wav' | 'mp3', seconds: number) {
	const fadeStart = Math.max(0, seconds - CLIP_FADE_SECONDS)
	return speechToMp3(audio, format, ['-t', String(seconds), '-af', `afade=t=out:st=${fadeStart}:d=${CLIP_FADE_SECONDS}`])
}

function speechToMp3(audio: Buffer, format: 'wav' | 'mp3', extra: string[], signal?: AbortSignal) {
	return withTempDir(async (dir) => {
		const input = path.join(dir, `input.${format}`)
		const output = path.join(dir, 'output.mp3')
		await fs.writeFile(input, audio)
		await runFfmpeg(
			[
				'-i',
				input,
				...extra,
				'-vn',
				'-ac',
				'1',
				'-ar',
				String(MP3_SAMPLE_RATE),
				'-c:a',
				'libmp3lame',
				'-b:a',
				MP3_BITRATE,
				'-f',
				'mp3',
				output,
			],
			{ signal },
		)
		return fs.readFile(output)
	})
}

type MediaStream = {
	codecType: string
	codecName: string
	sampleRate?: number
	width?: number
	height?: number
}

export type MediaInfo = {
	/** ffprobe's demuxer names, e.g. 'mp3', 'wav', 'mov,mp4,m4a,3gp,3g2,mj2'. */
	formatName: string
	/** 0 when the file has no duration (a still image). */
	durationSeconds: number
	streams: MediaStream[]
	/** Where each chapter starts, in seconds (an episode MP3's ID3 chapters), in order; empty when it has none. */
	chapterStarts: number[]
}

// ffprobe prints numbers as strings ("22050", "3.456000") and omits or writes "N/A" for what it does not know.
const numeric = z
	.union([z.string(), z.number()])
	.optional()
	.transform((value) => {
		const number = Number(value)
		return value === undefined || !Number.isFinite(number) ? undefined : number
	})

const probeSchema = z.object({
	format: z.object({ format_name: z.string(), duration: numeric }),
	streams: z
		.array(
			z.object({
				codec_type: z.string().default('unknown'),
				codec_name: z.string().default('unknown'),
				sample_rate: numeric,
				width: numeric,
				height: numeric,
				duration: numeric,
			}),
		)
		.default([]),
	chapters: z.array(z.object({ start_time: numeric })).default([]),
})

/**
 * What a media file contains (ffprobe -show_format -show_streams -show_chapters). A Buffer goes through a temp file rather than
 * stdin: MP4s keep their index at the end and a piped MP3 gets an estimated duration.
 */
export async function probeMedia(fileOrBuffer: string | Buffer, { signal }: { signal?: AbortSignal } = {}): Promise<MediaInfo> {
	if (typeof fileOrBuffer === 'string') return probeFile(fileOrBuffer, signal)
	return withTempDir(async (dir) => {
		const file = path.join(dir, 'media')
		await fs.writeFile(file, fileOrBuffer)
		return probeFile(file, signal)
	})
}

/**
 * Input options for a file someone uploaded: it may be read from disk or a pipe only, so a playlist or script format
 * inside it cannot make ffmpeg open anything else (the network, other protocols). Defence in depth: the formats we
 * accept do not do that with the bundled ffmpeg.
 */
export const LOCAL_INPUT_ONLY = ['-protocol_whitelist', 'file,pipe'] as const

async function probeFile(file: string, signal: AbortSignal | undefined): Promise<MediaInfo> {
	const output = await runBinary(
		'ffprobe',
		['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', '-show_chapters', ...LOCAL_INPUT_ONLY, '-i', file],
		{ signal },
	)
	const { format, streams, chapters } = probeSchema.parse(JSON.parse(output.toString('utf8')))
	const longestStream = Math.max(0, ...streams.map((stream) => stream.duration ?? 0))
	return {
		formatName: format.format_name,
		durationSeconds: format.duration ?? longestStream,
		streams: streams.map((stream) => ({
			codecType: stream.codec_type,
			codecName: stream.codec_name,
			...(stream.sample_rate !== undefined && { sampleRate: stream.sample_rate }),
			...(stream.width !== undefined && { width: stream.width }),
			...(stream.height !== undefined && { height: stream.height }),
		})),
		chapterStarts: chapters.flatMap((chapter) => (chapter.start_time === undefined ? [] : [chapter.start_time])),
	}
}
