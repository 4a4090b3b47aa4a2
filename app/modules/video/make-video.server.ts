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
 * A static video for YouTube from the cover and the audio: the cover centred over a blurred, darkened copy of
 * itself filling 16:9. That frame is drawn once with sharp (a filter in ffmpeg would redraw it for every frame), decoded
 * once and repeated, then encoded at one frame per second (a still image needs no more) with the still-image tuning, AAC audio, and the moov
 * atom at the front (faststart) so it plays while downloading. The duration comes from ffprobe and is passed with
 * -t: with -r 1, -shortest overruns on this ffmpeg. The audio's tags come with it, the AI mark among them
 * (ai-disclosure.ts), as QuickTime metadata keys (use_metadata_tags: the iTunes atoms have no place for AI_GENERATED).
 */
export async function makeVideo({ cover, audio, signal }: { cover: Buffer; audio: Buffer; signal?: AbortSignal }) {
	const { durationSeconds } = await probeMedia(audio, { signal })
	if (!(durationSeconds > 0)) throw new Error('El audio del episodio no tiene duración.')
	if (durationSeconds > VIDEO_MAX_SECONDS) throw new VideoInputError('El vídeo admite episodios de hasta 30 minutos.')
	const frame = await videoFrame(cover)
	return withTempDir(async (dir) => {
		const frameFile = path.join(dir, 'frame.png')
		const audioFile = path.join(dir, 'audio.mp3')
		const output = path.join(dir, 'video.mp4')
		await fs.writeFile(frameFile, frame)
		await fs.writeFile(audioFile, audio)
		// biome-ignore format: one ffmpeg option per line
		await runFfmpeg([
			'-y',
			'-framerate', '1', '-i', frameFile,
			'-i', audioFile,
			'-map', '0:v', '-map', '1:a',
			// the MP3's tags (title, podcast, the AI mark and its comment) become the MP4's, every key kept as it is
			'-map_metadata', '1',
			// the PNG decoded and converted once, then repeated by the loop filter (-loop 1 on the input decodes it
			// again for every frame: most of the video's cost)
			'-vf', 'format=yuv420p,loop=loop=-1:size=1:start=0',
			'-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'stillimage', '-pix_fmt', 'yuv420p', '-r', '1',
			// the fast AAC coder: a third less work than the default (two-loop) one, no audible difference for speech
			'-c:a', 'aac', '-aac_coder', 'fast', '-b:a', '160k', '-ar', '44100',
			'-t', durationSeconds.toFixed(3),
			'-movflags', '+faststart+use_metadata_tags',
			output,
		], { signal })
		return { mp4: await fs.readFile(output), durationSeconds }
	})
}

/** The one picture of the video: 1280x720, the cover over a blurred, darker copy of itself. */
function videoFrame(cover: Buffer) {
	return framedStill(cover, { width: VIDEO_WIDTH, height: VIDEO_HEIGHT, side: VIDEO_HEIGHT - 80 })
}
