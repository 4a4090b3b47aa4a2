import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { createNeuralEngine, type NeuralEngine } from '#app/integrations/sherpa/neural-engine.server.ts'
import { neuralCacheDir } from '#app/integrations/sherpa/neural-voice-paths.server.ts'
import { scanVoiceFolders } from '#app/integrations/sherpa/piper-voice-folders.server.ts'
import { hasFile } from '#app/integrations/storage/storage.server.ts'
import { speakableText } from '#app/modules/audio/speakable-text.ts'
import { episodeSpeechProvider, speechProviderFor } from '#app/modules/audio/speech-providers.server.ts'
import { lineCacheKey, synthesiseLines } from '#app/modules/audio/synthesise-lines.server.ts'
import { SpeechProviderError } from '#app/ports/speech.ts'
import { resetEnv } from '#app/utils/env.server.ts'
import { forgetSingleton } from '#app/utils/singleton.server.ts'
import { tempDir } from '#tests/support/test-postgres.ts'
import { HOP, writeTinyPiperVoice } from '#tests/support/tiny-piper-voice.ts'
import { enableNeuralVoices, stopNeuralVoices } from './neural-voice-speech.server.ts'
import { prepareNeuralVoiceSamples, voiceSampleKey } from './voice-sample.server.ts'

// sherpa-onnx-node speaking real model files: the tiny Piper voices of tests/support/tiny-piper-voice.ts, downloaded
// as rhasspy publishes them (no tokens.txt, no espeak-ng data, no sherpa-onnx metadata in the model), so the
// preparation, the child process and the addon all run for real. Only the weights are not a voice.
const root = tempDir('ondacast-neural-voices')
const engines: NeuralEngine[] = []

beforeAll(async () => {
	await writeTinyPiperVoice(root, 'davefx', { dataset: 'davefx', sampleRate: 22_050 })
	await writeTinyPiperVoice(root, 'sharvard', { dataset: 'sharvard', speakers: ['F', 'M'], sampleRate: 16_000 })
	const broken = await writeTinyPiperVoice(root, 'tokens-rotos', { dataset: 'rotos', sherpaMetadata: true })
	// a tokens.txt sherpa-onnx cannot read: it ends its process (_Exit) instead of throwing
	fs.writeFileSync(path.join(broken, 'tokens.txt'), '_ 0\n^ 1\n$ 2\nab 3\n')
	process.env.VOICE_MODELS_DIR = root
	resetEnv()
	forgetSingleton('neural-voice-catalogue')
})

afterAll(async () => {
	await stopNeuralVoices()
	for (const engine of engines) await engine.stop()
	delete process.env.VOICE_MODELS_DIR
	resetEnv()
	forgetSingleton('neural-voice-catalogue')
	fs.rmSync(root, { recursive: true, force: true })
})

/** Whether a process has sherpa-onnx's native code (ONNX Runtime) mapped into its memory. */
const hasAddon = (pid: number | 'self') => fs.readFileSync(`/proc/${pid}/maps`, 'utf8').includes('libonnxruntime')

function wavFacts(wav: Buffer) {
	expect(wav.subarray(0, 4).toString('latin1')).toBe('RIFF')
	return { sampleRate: wav.readUInt32LE(24), bitsPerSample: wav.readUInt16LE(34), samples: wav.readUInt32LE(40) / 2 }
}

function engine(idleMs = 60_000) {
	const created = createNeuralEngine({ cacheDir: neuralCacheDir(), idleMs })
	engines.push(created)
	return created
}

test('a process that is not a worker never speaks with a neural voice, and never loads the addon', async () => {
	const refusal = await speechProviderFor('nv-davefx')
		.synthesise({ voiceId: 'nv-davefx', text: 'Hola.' })
		.catch((error: unknown) => error)
	expect(refusal).toBeInstanceOf(SpeechProviderError)
	expect(refusal).toMatchObject({
		kind: 'invalid',
		message: 'La voz «nv-davefx» es una voz neuronal: se sintetiza en el worker, y este proceso no lo es.',
	})
	expect(hasAddon('self')).toBe(false)
})

test('the worker speaks episode lines with a neural voice: WAV at the voice rate, normalised and cached like every provider', async () => {
	const models = engine()
	enableNeuralVoices(models)
	const lines = [
		{ voiceId: 'nv-davefx', text: 'Hoy, 3 de mayo, hablamos de la IA.' },
		{ voiceId: 'nv-sharvard-m', text: 'Y yo os cuento el resto.' },
	]
	const provider = episodeSpeechProvider()
	const cachePrefix = 'speech-cache/neural-test'
	const [davefx, sharvard] = await synthesiseLines({ lines, provider, language: 'castellano', cachePrefix })

	const first = wavFacts(davefx!)
	expect(first).toMatchObject({ sampleRate: 22_050, bitsPerSample: 16 })
	// Piper's ids: start, pad, then each phoneme and a pad, end; the tiny model makes HOP samples per id
	const spoken = speakableText(lines[0]!.text, 'castellano')
	expect(spoken).toContain('tres de mayo')
	expect(first.samples % HOP).toBe(0)
	expect(first.samples / HOP).toBeGreaterThan(spoken.length)
	expect(first.samples / HOP).toBeLessThan(spoken.length * 4)
	expect(wavFacts(sharvard!)).toMatchObject({ sampleRate: 16_000, bitsPerSample: 16 })

	// this process drives the child; only the child has ONNX Runtime in it
	expect(models.hostPid).toBeTypeOf('number')
	expect(hasAddon(models.hostPid!)).toBe(true)
	expect(hasAddon('self')).toBe(false)

	// the line cache holds each line under its speakable text: with the engine gone, the same lines come from storage
	for (const line of lines) {
		const key = lineCacheKey(cachePrefix, provider.id, { voiceId: line.voiceId, text: speakableText(line.text, 'castellano') })
		expect(await hasFile(`${key}.wav`)).toBe(true)
	}
	await stopNeuralVoices()
	expect(await synthesiseLines({ lines, provider, language: 'castellano', cachePrefix })).toEqual([davefx, sharvard])
})

test('one child serves every line until its idle time ends it; the next line starts a new one', async () => {
	const { voices } = await scanVoiceFolders(root)
	const davefx = voices.find((voice) => voice.folder === 'davefx')!
	const models = engine(300)
	const first = await models.synthesise(davefx, { sid: 0, text: 'Primera frase.' })
	expect(first.sampleRate).toBe(22_050)
	const pid = models.hostPid!
	await models.synthesise(davefx, { sid: 0, text: 'Segunda frase.' })
	expect(models.hostPid).toBe(pid)

	await expect.poll(() => models.hostPid, { timeout: 10_000 }).toBeUndefined()
	await expect.poll(() => fs.existsSync(`/proc/${pid}`), { timeout: 10_000 }).toBe(false)

	await models.synthesise(davefx, { sid: 0, text: 'Tercera frase.' })
	expect(models.hostPid).not.toBe(pid)
})

test('a model that makes sherpa-onnx end its process fails that voice alone, with sherpa-onnx’s reason', async () => {
	const { voices } = await scanVoiceFolders(root)
	const broken = voices.find((voice) => voice.folder === 'tokens-rotos')!
	const davefx = voices.find((voice) => voice.folder === 'davefx')!
	const models = engine()
	const failure = await models.synthesise(broken, { sid: 0, text: 'Hola.' }).catch((error: unknown) => error)
	expect(failure).toMatchObject({ name: 'NeuralSpeechError', kind: 'invalid' })
	expect((failure as Error).message).toMatch(
		/^sherpa-onnx cerró su proceso \(código 255\) al cargar o usar el modelo: .*Error when reading tokens/,
	)
	// this process is still here, and so are the other voices
	expect((await models.synthesise(davefx, { sid: 0, text: 'Sigo aquí.' })).sampleRate).toBe(22_050)
})

test('the worker makes each neural voice’s sample at its start; a voice that fails is a warning, not a stop', async () => {
	enableNeuralVoices(engine())
	const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {})
	await prepareNeuralVoiceSamples()
	for (const id of ['nv-davefx', 'nv-sharvard-f', 'nv-sharvard-m']) expect(await hasFile(voiceSampleKey(id))).toBe(true)
	expect(await hasFile(voiceSampleKey('nv-tokens-rotos'))).toBe(false)
	expect(warnings).toHaveBeenCalledTimes(1)
	expect(String(warnings.mock.calls[0]?.[0])).toMatch(
		/^\[voces\] No se pudo hacer la muestra de la voz nv-tokens-rotos: La voz neuronal «nv-tokens-rotos» falló: sherpa-onnx cerró su proceso/,
	)
	warnings.mockRestore()
	await stopNeuralVoices()
})
