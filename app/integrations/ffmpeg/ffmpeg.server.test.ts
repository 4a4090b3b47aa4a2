import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { resetEnv } from '#app/utils/env.server.ts'
import { FfmpegError, probeMedia, runFfmpeg, wavToMp3, withTempDir } from './ffmpeg.server.ts'

/** A 16-bit mono WAV of a 220 Hz tone with a slow vibrato, like a voice at 22,050 Hz (what espeak-ng writes). */
function toneWav(seconds: number, sampleRate = 22_050) {
	const count = Math.round(seconds * sampleRate)
	const wav = Buffer.alloc(44 + count * 2)
	wav.write('RIFF', 0, 'latin1')
	wav.writeUInt32LE(36 + count * 2, 4)
	wav.write('WAVEfmt ', 8, 'latin1')
	wav.writeUInt32LE(16, 16)
	wav.writeUInt16LE(1, 20) // PCM
	wav.writeUInt16LE(1, 22) // mono
	wav.writeUInt32LE(sampleRate, 24)
	wav.writeUInt32LE(sampleRate * 2, 28)
	wav.writeUInt16LE(2, 32)
	wav.writeUInt16LE(16, 34)
	wav.write('data', 36, 'latin1')
	wav.writeUInt32LE(count * 2, 40)
	for (let i = 0; i < count; i++) {
		const t = i / sampleRate
		wav.writeInt16LE(Math.round(12_000 * Math.sin(2 * Math.PI * (220 * t + 3 * Math.sin(2 * Math.PI * 5 * t)))), 44 + i * 2)
	}
	return wav
}

afterEach(() => {
	delete process.env.FFMPEG_PATH
	resetEnv()
})

test('wavToMp3 makes a 44.1 kHz MP3 as long as the WAV', async () => {
	const wav = toneWav(7.3)
	const source = await probeMedia(wav)
	expect(source).toMatchObject({
		formatName: 'wav',
		streams: [{ codecType: 'audio', codecName: 'pcm_s16le', sampleRate: 22_050 }],
	})
	expect(source.durationSeconds).toBeCloseTo(7.3, 2)

	const mp3 = await wavToMp3(wav)
	const info = await probeMedia(mp3)
	expect(info.formatName).toBe('mp3')
	expect(info.streams).toEqual([{ codecType: 'audio', codecName: 'mp3', sampleRate: 44_100 }])
	expect(Math.abs(info.durationSeconds - source.durationSeconds) / source.durationSeconds).toBeLessThan(0.05)
	// 128 kbps for 7.3 s is about 117 kB.
	expect(mp3.length).toBeGreaterThan(100_000)
	expect(mp3.length).toBeLessThan(130_000)
})

test('probeMedia also reads a file on disk', async () => {
	await withTempDir(async (dir) => {
		const file = path.join(dir, 'tono.wav')
		await fs.writeFile(file, toneWav(1))
		expect(await probeMedia(file)).toMatchObject({ formatName: 'wav', durationSeconds: 1 })
	})
})

test('runFfmpeg reads stdin and returns stdout', async () => {
	const raw = await runFfmpeg(['-f', 'wav', '-i', 'pipe:0', '-f', 's16le', '-ac', '1', '-ar', '22050', 'pipe:1'], {
		input: toneWav(0.5),
	})
	expect(raw.length).toBe(Math.round(0.5 * 22_050) * 2)
})

test('a failing ffmpeg rejects with its stderr', async () => {
	const missing = path.join(os.tmpdir(), 'ondacast-no-such-file.wav')
	const error = await runFfmpeg(['-i', missing, '-f', 'null', '-']).catch((caught: unknown) => caught)
	expect(error).toBeInstanceOf(FfmpegError)
	expect((error as FfmpegError).exitCode).not.toBe(0)
	expect((error as FfmpegError).stderr).toContain('No such file or directory')
	expect((error as FfmpegError).message).toContain(missing)
})

test('temporary folders are removed even when the work fails', async () => {
	let folder = ''
	await expect(
		withTempDir(async (dir) => {
			folder = dir
			await fs.writeFile(path.join(dir, 'a.wav'), 'x')
			throw new Error('fallo')
		}),
	).rejects.toThrow('fallo')
	await expect(fs.access(folder)).rejects.toThrow()
})

test('FFMPEG_PATH replaces the bundled binary, and a wrong one says which variable to check', async () => {
	process.env.FFMPEG_PATH = path.join(os.tmpdir(), 'ondacast-no-ffmpeg-here')
	resetEnv()
	await expect(wavToMp3(toneWav(0.2))).rejects.toThrow(/FFMPEG_PATH/)
})
