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
 * cost does not grow with the episode. Meanwhile, on the other core, the audio becomes AAC (the spec's H.264/AAC:
 * MP3 in MP4 is valid but not what it asks for); then both are put together without re-encoding, the moov atom at
 * the front (faststart) so it plays while downloading. The duration comes from ffprobe and is passed with -t. The
 * audio's tags come with it, the AI mark among them (ai-disclosure.ts), as QuickTime metadata keys
 * (use_metadata_tags: the iTunes atoms have no place for AI_GENERATED).
 */
export async function makeVideo({ cover, audio, signal }: { cover: Buffer; audio: Buffer; signal?: AbortSignal }) {
	return withTempDir(async (dir) => {
		const file = (name: string) => path.join(dir, name)
		await fs.writeFile(file('audio.mp3'), audio)
		const { durationSeconds } = await probeMedia(file('audio.mp3'), { signal })
		if (!(durationSeconds > 0)) throw new Error('El audio del episodio no tiene duración.')
		if (durationSeconds > VIDEO_MAX_SECONDS) throw new VideoInputError('El vídeo admite episodios de hasta 30 minutos.')
		// one frame for each whole second of audio: the last one stays on screen until the sound ends, as with -t
		const videoSeconds = Math.max(1, Math.floor(durationSeconds))
		const loopSeconds = Math.min(LOOP_SECONDS, videoSeconds)
		await fs.writeFile(file('loop.txt'), loopList(videoSeconds, loopSeconds))
		// the AAC (the longest part, one core) starts at once; the picture is drawn and encoded beside it. Both are
		// awaited whatever happens, so that no ffmpeg still writes in the folder when it is removed.
		const results = await Promise.allSettled([
			encodeAac(file('audio.mp3'), file('audio.m4a'), signal),
			(async () => {
				await fs.writeFile(file('frame.png'), await videoFrame(cover))
				await encodeLoop(file('frame.png'), file('loop.mp4'), loopSeconds, signal)
			})(),
		])
		for (const result of results) if (result.status === 'rejected') throw result.reason
		// biome-ignore format: one ffmpeg option per line
		await runFfmpeg([
			'-y',
			'-f', 'concat', '-i', file('loop.txt'),
			'-i', file('audio.m4a'),
			'-i', file('audio.mp3'),
			'-map', '0:v', '-map', '1:a',
			// the MP3's tags (title, podcast, the AI mark and its comment) become the MP4's, every key kept as it is
			'-map_metadata', '2', '-map_chapters', '2',
			'-c', 'copy',
			'-t', durationSeconds.toFixed(3),
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

/**
 * The episode's audio as AAC with the fast coder, 128 kbps: the bitrate of the mono MP3 it comes from (more cannot add
 * what that MP3 lost) and what YouTube recommends uploading for mono; for speech, 160 kbps cost a third more time.
 */
function encodeAac(mp3: string, output: string, signal: AbortSignal | undefined) {
	// biome-ignore format: one ffmpeg option per line
	return runFfmpeg([
		'-y',
		'-i', mp3,
		'-vn', '-map_metadata', '-1', '-map_chapters', '-1',
		'-c:a', 'aac', '-aac_coder', 'fast', '-b:a', '128k', '-ar', '44100',
		output,
	], { signal })
}

/** The one picture of the video: 1280x720, the cover over a blurred, darker copy of itself. */
function videoFrame(cover: Buffer) {
	return framedStill(cover, { width: VIDEO_WIDTH, height: VIDEO_HEIGHT, side: VIDEO_HEIGHT - 80 })
}
