import fs from 'node:fs/promises'
import path from 'node:path'
import { probeMedia, runFfmpeg, withTempDir } from '#app/integrations/ffmpeg/ffmpeg.server.ts'
import { framedStill } from '#app/integrations/image/image.server.ts'

/** The static video: up to 30 minutes, MP4 1280x720, H.264/AAC. */
const VIDEO_MAX_SECONDS = 30 * 60
const VIDEO_WIDTH = 1280
const VIDEO_HEIGHT = 720

/** The video cannot be made from these inputs (too long, or a file missing): retrying will not help. */
export class VideoInputError extends Error {
	override name = 'VideoInputError'
}

/**
 * How many seconds of still video are encoded: the rest of the video repeats them. Each repetition starts on a key
 * frame, so a player seeks to within this many frames (one a second) of any point.
 */
const LOOP_SECONDS = 60

/**
 * A static video for YouTube from the cover and the audio: the cover centred over a blurred, darkened copy of
 * itself filling 16:9. That frame is drawn once with sharp (a filter in ffmpeg would redraw it for every frame), and
 * only a minute of it is encoded, at one frame per second (a still image needs no more) with the still-image tuning;
 * the video stream is that minute repeated as it is (the concat demuxer, stream copy) to the audio's length, so its
 * cost does not grow with the episode. Meanwhile the audio becomes AAC (the spec's H.264/AAC: MP3 in MP4 is valid
 * but not what it asks for), in two halves at once when a chapter starts near the episode's middle
 * (encodeAacInTwoParts); then both are put together without re-encoding, the moov atom at the front (faststart) so
 * it plays while downloading. The length is the AAC's own (its frames counted), passed with -t. The
 * audio's tags come with it, the AI mark among them (ai-disclosure.ts), as QuickTime metadata keys
 * (use_metadata_tags: the iTunes atoms have no place for AI_GENERATED).
 */
export async function makeVideo({ cover, audio, signal }: { cover: Buffer; audio: Buffer; signal?: AbortSignal }) {
	return withTempDir(async (dir) => {
		const file = (name: string) => path.join(dir, name)
		await fs.writeFile(file('audio.mp3'), audio)
		const { durationSeconds, chapterStarts } = await probeMedia(file('audio.mp3'), { signal })
		if (!(durationSeconds > 0)) throw new Error('El audio del episodio no tiene duración.')
		if (durationSeconds > VIDEO_MAX_SECONDS) throw new VideoInputError('El vídeo admite episodios de hasta 30 minutos.')
		// one frame for each whole second of audio: the last one stays on screen until the sound ends, as with -t
		const videoSeconds = Math.max(1, Math.floor(durationSeconds))
		const loopSeconds = Math.min(LOOP_SECONDS, videoSeconds)
		await fs.writeFile(file('loop.txt'), loopList(videoSeconds, loopSeconds))
		// the AAC (the longest part) starts at once; the picture is drawn and encoded beside it. Both are
		// awaited whatever happens, so that no ffmpeg still writes in the folder when it is removed.
		const split = aacSplit(durationSeconds, chapterStarts)
		const results = await Promise.allSettled([
			split === undefined
				? encodeAac(file('audio.mp3'), file('audio.aac'), signal)
				: encodeAacInTwoParts(file('audio.mp3'), split, dir, file('audio.aac'), signal),
			(async () => {
				await fs.writeFile(file('frame.png'), await videoFrame(cover))
				await encodeLoop(file('frame.png'), file('loop.mp4'), loopSeconds, signal)
			})(),
		])
		for (const result of results) if (result.status === 'rejected') throw result.reason
		// the sound's own length, the encoder's start included: the video ends with it, not a few frames before
		const soundSeconds = Math.max(durationSeconds, adtsSeconds(await fs.readFile(file('audio.aac'))))
		// biome-ignore format: one ffmpeg option per line
		await runFfmpeg([
			'-y',
			'-f', 'concat', '-i', file('loop.txt'),
			'-i', file('audio.aac'),
			'-i', file('audio.mp3'),
			'-map', '0:v', '-map', '1:a',
			// the MP3's tags (title, podcast, the AI mark and its comment) become the MP4's, every key kept as it is
			'-map_metadata', '2', '-map_chapters', '2',
			'-c', 'copy', '-bsf:a', 'aac_adtstoasc',
			'-t', soundSeconds.toFixed(3),
			'-movflags', '+faststart+use_metadata_tags',
			file('video.mp4'),
		], { signal })
		return { mp4: await fs.readFile(file('video.mp4')), durationSeconds }
	})
}

/**
 * The concat demuxer's list: the encoded loop as many times as `videoSeconds` needs, the last copy cut short
 * (outpoint) so that the picture ends with the sound, not up to a minute after it. Names are relative to the list's
 * folder: the demuxer's safe mode accepts them.
 */
function loopList(videoSeconds: number, loopSeconds: number) {
	const repeats = Math.ceil(videoSeconds / loopSeconds)
	const lastSeconds = videoSeconds - (repeats - 1) * loopSeconds
	const entries = Array.from({ length: repeats }, () => 'file loop.mp4')
	if (lastSeconds < loopSeconds) entries[repeats - 1] += `\noutpoint ${lastSeconds}`
	return `${entries.join('\n')}\n`
}

/**
 * `seconds` frames of the still at one frame per second, H.264 yuv420p: one key frame, then frames that repeat it
 * (no B-frames, whose reordering would get in the way of joining copies end to end).
 */
function encodeLoop(frame: string, output: string, seconds: number, signal: AbortSignal | undefined) {
	// biome-ignore format: one ffmpeg option per line
	return runFfmpeg([
		'-y',
		'-framerate', '1', '-i', frame,
		// the PNG decoded and converted once, then repeated by the loop filter (-loop 1 on the input decodes it again
		// for every frame)
		'-vf', 'format=yuv420p,loop=loop=-1:size=1:start=0',
		'-frames:v', String(seconds),
		'-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'stillimage', '-pix_fmt', 'yuv420p', '-r', '1',
		'-g', String(seconds), '-bf', '0',
		'-an',
		output,
	], { signal })
}

/** Episodes shorter than this are encoded in one part: a second ffmpeg run would save nothing. */
const MIN_TWO_PART_SECONDS = 60
/**
 * A chapter starts after the pause between sections (900 ms, episode-lines.ts): the split falls this long before it,
 * in that pause's middle, so that the join's few milliseconds of encoder start are silence.
 */
const SPLIT_BEFORE_CHAPTER_SECONDS = 0.45
const AAC_SAMPLE_RATE = 44100
const AAC_SAMPLES_PER_FRAME = 1024

/**
 * Where a two-part AAC encoding splits the episode: before the chapter start nearest its middle, if one falls in its
 * middle half; none for a short episode or one without chapters.
 */
export function aacSplit(durationSeconds: number, chapterStarts: readonly number[]) {
	if (durationSeconds < MIN_TWO_PART_SECONDS) return undefined
	const candidates = chapterStarts
		.map((start) => start - SPLIT_BEFORE_CHAPTER_SECONDS)
		.filter((split) => split >= durationSeconds / 4 && split <= (durationSeconds * 3) / 4)
	return candidates.sort((a, b) => Math.abs(a - durationSeconds / 2) - Math.abs(b - durationSeconds / 2))[0]
}

/**
 * The AAC encoder is the longest part of the video and uses one core: the two halves of the episode, split in a pause
 * (aacSplit), are encoded at once, one on each core, as ADTS, whose frames can be joined end to end. The second half
 * starts with the encoder's priming (1,024 samples, 23 ms) inside that pause: what comes after it plays at most a
 * frame or two later than in the MP3.
 */
async function encodeAacInTwoParts(mp3: string, split: number, dir: string, output: string, signal: AbortSignal | undefined) {
	const parts = [path.join(dir, 'part-1.aac'), path.join(dir, 'part-2.aac')]
	await Promise.all([encodeAac(mp3, parts[0]!, signal, { to: split }), encodeAac(mp3, parts[1]!, signal, { from: split })])
	await fs.writeFile(output, Buffer.concat(await Promise.all(parts.map((part) => fs.readFile(part)))))
}

/** How long an ADTS stream plays: its frames counted from their headers, 1,024 samples each. */
export function adtsSeconds(adts: Buffer) {
	let frames = 0
	for (let offset = 0; offset + 7 <= adts.length; frames++) {
		if (adts[offset] !== 0xff || (adts[offset + 1]! & 0xf6) !== 0xf0) break // not a frame's sync word: the end
		const length = ((adts[offset + 3]! & 0x03) << 11) | (adts[offset + 4]! << 3) | (adts[offset + 5]! >> 5)
		if (length < 7) break
		offset += length
	}
	return (frames * AAC_SAMPLES_PER_FRAME) / AAC_SAMPLE_RATE
}

/**
 * The episode's audio (or its part from `from` seconds, or up to `to`) as AAC in ADTS frames, with the fast coder,
 * 128 kbps: the bitrate of the mono MP3 it comes from (more cannot add what that MP3 lost) and what YouTube
 * recommends uploading for mono; for speech, 160 kbps cost a third more time.
 */
function encodeAac(
	mp3: string,
	output: string,
	signal: AbortSignal | undefined,
	{ from, to }: { from?: number; to?: number } = {},
) {
	// biome-ignore format: one ffmpeg option per line
	return runFfmpeg([
		'-y',
		...(from === undefined ? [] : ['-ss', from.toFixed(3)]),
		'-i', mp3,
		...(to === undefined ? [] : ['-t', to.toFixed(3)]),
		'-vn', '-map_metadata', '-1', '-map_chapters', '-1',
		'-c:a', 'aac', '-aac_coder', 'fast', '-b:a', '128k', '-ar', String(AAC_SAMPLE_RATE),
		'-f', 'adts',
		output,
	], { signal })
}

/** The one picture of the video: 1280x720, the cover over a blurred, darker copy of itself. */
function videoFrame(cover: Buffer) {
	return framedStill(cover, { width: VIDEO_WIDTH, height: VIDEO_HEIGHT, side: VIDEO_HEIGHT - 80 })
}
