import { execFile } from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { runFfmpeg } from '#app/integrations/ffmpeg/ffmpeg.server.ts'

/**
 * A small file can declare a huge sample rate and five minutes of sound: the checks must not hold its decoded samples
 * in the web process. Each check runs in a process of its own, which reports how much its peak RSS grew.
 */
const run = promisify(execFile)
let dir: string
let warmUp: string

beforeAll(async () => {
	dir = await fs.mkdtemp(path.join(os.tmpdir(), 'voice-memory-'))
	warmUp = await constantFlac('warm-up.flac', 16_000, 12)
})
afterAll(async () => {
	await fs.rm(dir, { recursive: true, force: true })
})

/** `seconds` of a constant level at `rate` Hz as FLAC: a few hundred kilobytes that decode to hundreds of megabytes. */
async function constantFlac(name: string, rate: number, seconds: number) {
	const file = path.join(dir, name)
	await runFfmpeg(['-f', 'lavfi', '-i', `aevalsrc=0.5:s=${rate}:d=${seconds}`, '-ac', '1', '-c:a', 'flac', file])
	return file
}

async function checkInOwnProcess(file: string) {
	const { stdout } = await run(process.execPath, ['tests/support/voice-check-memory.ts', file, warmUp], {
		env: process.env,
		maxBuffer: 1024 * 1024,
	})
	return JSON.parse(stdout) as { growthMb: number; problem: string | null }
}

describe('a voice sample crafted to decode to a huge buffer', () => {
	test('a rate no microphone records (655,340 Hz) is refused as unreadable without decoding it', async () => {
		const file = await constantFlac('655k.flac', 655_340, 300)
		expect((await fs.stat(file)).size).toBeLessThan(2 * 1024 * 1024)
		const { growthMb, problem } = await checkInOwnProcess(file)
		expect(problem).toBe('notAudio')
		expect(growthMb).toBeLessThan(20)
	})

	test('a second audio stream at 655,340 Hz behind an ordinary first one is refused too', async () => {
		const file = path.join(dir, 'two-streams.mka')
		await runFfmpeg([
			...['-f', 'lavfi', '-i', 'sine=frequency=220:sample_rate=44100:duration=12'],
			...['-f', 'lavfi', '-i', 'aevalsrc=0.5|0.5:s=655340:d=300'],
			...['-map', '0', '-map', '1', '-c:a', 'flac', file],
		])
		const { growthMb, problem } = await checkInOwnProcess(file)
		expect(problem).toBe('notAudio')
		expect(growthMb).toBeLessThan(20)
	})

	test('five minutes at 192 kHz are checked in a bounded amount of memory, and refused as not a voice', async () => {
		// 192,000 × 301 s as 16-bit samples would be 115 MB at once (230 MB of growth before ffmpeg counted them itself)
		const file = await constantFlac('192k.flac', 192_000, 300)
		const { growthMb, problem } = await checkInOwnProcess(file)
		expect(problem).toBe('notSpeech')
		expect(growthMb).toBeLessThan(30)
	})
})
