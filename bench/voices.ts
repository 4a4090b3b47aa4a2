// Voices benchmark (`npm run bench -- voices`): each neural voice of VOICE_MODELS_DIR (else DATA_DIR/voices) speaks the
// same Spanish paragraph through the worker's engine (sherpa-onnx in its child process): the time of the first line
// (the model loaded), the real-time factor once loaded (seconds of work per second of audio; below 1 is faster than
// speech), and the memory of the process holding the model. With no voice there (this machine cannot download one),
// a tiny model of Piper's shape is measured instead and labelled so: its figures say nothing about a real voice.
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { createNeuralEngine } from '#app/integrations/sherpa/neural-engine.server.ts'
import { voiceModelsDir } from '#app/integrations/sherpa/neural-voice-paths.server.ts'
import { type PiperVoiceFolder, scanVoiceFolders } from '#app/integrations/sherpa/piper-voice-folders.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { writeTinyPiperVoice } from '#tests/support/tiny-piper-voice.ts'

const TEXT =
	'Los huertos urbanos dan sombra y frescor a los barrios. Las plantas evaporan agua y bajan la temperatura del aire en verano, y los vecinos se conocen mientras las cuidan.'
const RUNS = 3

/** The resident memory of a process, in MB (Linux), or null. */
async function rssMb(pid: number | undefined) {
	if (!pid) return null
	const status = await fs.readFile(`/proc/${pid}/status`, 'utf8').catch(() => '')
	const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1])
	return kb ? Math.round(kb / 1024) : null
}

async function measure(voice: PiperVoiceFolder, label: string, cacheDir: string) {
	const engine = createNeuralEngine({ cacheDir, idleMs: 60_000 })
	try {
		const request = { sid: voice.speakers[0]?.sid ?? 0, text: TEXT }
		let started = performance.now()
		const first = await engine.synthesise(voice, request)
		const firstSeconds = (performance.now() - started) / 1000
		let work = 0
		let audio = 0
		for (let run = 0; run < RUNS; run++) {
			started = performance.now()
			const spoken = await engine.synthesise(voice, request)
			work += (performance.now() - started) / 1000
			audio += spoken.samples.length / spoken.sampleRate
		}
		const memory = await rssMb(engine.hostPid)
		console.log(
			`| ${label} | ${voice.languageCode} | ${first.sampleRate} | ${(first.samples.length / first.sampleRate).toFixed(1)} | ${firstSeconds.toFixed(2)} | ${(work / audio).toFixed(3)} | ${memory ?? '—'} |`,
		)
	} finally {
		await engine.stop()
	}
}

export async function benchVoices() {
	const { dir } = voiceModelsDir(getEnv())
	const scan = await scanVoiceFolders(dir)
	const work = await fs.mkdtemp(path.join(os.tmpdir(), 'ondacast-bench-voices-'))
	console.log(`\n## Neural voices (${dir}; the same ${TEXT.split(' ').length}-word paragraph, ${RUNS} runs once loaded)\n`)
	console.log('| voice | language | sample rate | audio s | first line s (load) | real-time factor | host RSS MB |')
	console.log('|---|---|---|---|---|---|---|')
	try {
		for (const voice of scan.voices) await measure(voice, voice.folder, path.join(work, 'cache'))
		if (scan.voices.length === 0) {
			const tiny = await scanVoiceFolders(path.dirname(await writeTinyPiperVoice(path.join(work, 'voices'), 'tiny')))
			for (const voice of tiny.voices)
				await measure(voice, 'tiny test model (shape only, not a real voice)', path.join(work, 'cache'))
		}
		for (const problem of scan.problems) console.log(`\n- ${problem.folder}: ${problem.reason}`)
	} finally {
		await fs.rm(work, { recursive: true, force: true })
	}
}
