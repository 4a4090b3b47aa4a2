import fs from 'node:fs/promises'
import path from 'node:path'
import { expect, test } from 'vitest'
import { runFfmpeg, withTempDir } from './ffmpeg.server.ts'
import { mp3InfoFrameCount } from './mp3-info-frame.ts'

test('reads the frame count of the Info frame an MP3 starts with, and nothing from other bytes', async () => {
	const mp3 = await withTempDir(async (dir) => {
		const file = path.join(dir, 'tone.mp3')
		// biome-ignore format: one ffmpeg option per line
		await runFfmpeg([
			'-f', 'lavfi', '-i', 'sine=frequency=440:duration=3',
			'-ac', '1', '-c:a', 'libmp3lame', '-b:a', '128k', '-id3v2_version', '0', '-f', 'mp3', file,
		])
		return fs.readFile(file)
	})
	// 3 s at 44.1 kHz in frames of 1,152 samples, with the encoder's delay (576 samples) and padding
	expect(mp3InfoFrameCount(mp3)).toBe(Math.ceil((3 * 44_100 + 576) / 1152))
	expect(mp3InfoFrameCount(mp3.subarray(1))).toBeNull()
	expect(mp3InfoFrameCount(Buffer.alloc(0))).toBeNull()
})
