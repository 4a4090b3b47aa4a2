import { afterAll, beforeAll } from 'vitest'
import { resetEnv } from '#app/utils/env.server.ts'
import { startWorker, type Worker } from '#jobs/worker.ts'
import { type ElevenLabsFake, startElevenLabsFake } from '#tests/fakes/elevenlabs-fake.ts'

/**
 * For a test file whose jobs speak or clone with ELEVENLABS_API_KEY: the local ElevenLabs fake as the API and the
 * job worker, started before its tests and stopped after them. Read the fake through the returned getter.
 */
export function elevenLabsWorker() {
	let fake: ElevenLabsFake
	let worker: Worker
	beforeAll(async () => {
		fake = await startElevenLabsFake()
		process.env.ELEVENLABS_API_KEY = fake.apiKey
		process.env.ELEVENLABS_BASE_URL = fake.url
		resetEnv()
		worker = await startWorker(() => {})
	})
	afterAll(async () => {
		await worker.stop(10)
		await fake.close()
		delete process.env.ELEVENLABS_API_KEY
		delete process.env.ELEVENLABS_BASE_URL
		resetEnv()
	})
	return () => fake
}
