import { parentPort } from 'node:worker_threads'
import { type EspeakRun, runEspeak } from './espeak-program.ts'

/**
 * A thread of local-engine.server.ts's pool: runs eSpeak NG for each run it is sent, one at a time, and answers { result },
 * the WAV's bytes moved rather than copied. A run blocks its thread while it speaks, so several threads speak
 * several lines at once, each on a core, while the main thread goes on serving.
 */
parentPort?.on('message', async (run: EspeakRun) => {
	try {
		const result = await runEspeak(run)
		parentPort?.postMessage({ result }, 'wav' in result ? [result.wav.buffer as ArrayBuffer] : [])
	} catch (error) {
		parentPort?.postMessage({ result: { failure: error instanceof Error ? error.message : String(error) } })
	}
})
