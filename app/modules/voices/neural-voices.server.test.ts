import fs from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import express from 'express'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { healthz } from '#server/healthz.ts'
import { tempDir } from '#tests/support/test-postgres.ts'
import { writeTinyPiperVoice } from '#tests/support/tiny-piper-voice.ts'
import {
	loadNeuralVoiceCatalogue,
	logNeuralVoices,
	type NeuralVoiceCatalogue,
	neuralVoicesReport,
} from './neural-voices.server.ts'

// An operator's VOICE_MODELS_DIR: voices as rhasspy and sherpa-onnx publish them, one with our voice.json, and the
// folders an operator gets wrong (a half download, a file that is not a model, a bad JSON, a language the app does not write).
const root = tempDir('ondacast-voice-models')
let catalogue: NeuralVoiceCatalogue

beforeAll(async () => {
	await writeTinyPiperVoice(root, 'es_ES-davefx-medium', { code: 'es_ES', dataset: 'davefx', sampleRate: 22_050 })
	await writeTinyPiperVoice(root, 'sharvard', { code: 'es_ES', dataset: 'sharvard', speakers: ['F', 'M'] })
	const claude = await writeTinyPiperVoice(root, 'claude', {
		code: 'es_MX',
		espeakVoice: 'es-419',
		dataset: 'claude',
		sherpaMetadata: true,
	})
	await fs.writeFile(path.join(claude, 'voice.json'), JSON.stringify({ name: 'Claudia', gender: 'female' }))
	await writeTinyPiperVoice(root, 'lessac', { code: 'en_US', espeakVoice: 'en-us', dataset: 'lessac' })

	const halfDownload = await writeTinyPiperVoice(root, 'solo-json', { dataset: 'halfdone' })
	await fs.rm(path.join(halfDownload, 'es_ES-halfdone-medium.onnx'))
	const truncated = await writeTinyPiperVoice(root, 'cortado', { dataset: 'cut' })
	const model = path.join(truncated, 'es_ES-cut-medium.onnx')
	await fs.writeFile(model, (await fs.readFile(model)).subarray(0, 300))
	const notJson = await writeTinyPiperVoice(root, 'json-roto', { dataset: 'broken' })
	await fs.writeFile(path.join(notJson, 'es_ES-broken-medium.onnx.json'), '{ "audio": ')
	await writeTinyPiperVoice(root, 'frances', { code: 'fr_FR', espeakVoice: 'fr', dataset: 'siwis' })
	await fs.mkdir(path.join(root, 'vacia'))

	catalogue = await loadNeuralVoiceCatalogue({ DATA_DIR: root, VOICE_MODELS_DIR: root })
})

afterAll(() => fs.rm(root, { recursive: true, force: true }))

test('each voice folder joins the library with its language, accent, gender and speakers', () => {
	expect(catalogue.voices.map(({ voice }) => voice)).toEqual([
		{
			voice_id: 'nv-claude',
			name: 'Claudia',
			description: 'Voz neuronal local (México)',
			category: 'other',
			labels: { language: 'latino', accent: 'México', gender: 'female' },
		},
		{
			voice_id: 'nv-es-es-davefx-medium',
			name: 'Davefx',
			description: 'Voz neuronal local (España)',
			category: 'other',
			labels: { language: 'castellano', accent: 'España', gender: 'male' },
		},
		{
			voice_id: 'nv-lessac',
			name: 'Lessac',
			description: 'Voz neuronal local (EE. UU.)',
			category: 'other',
			labels: { language: 'english', accent: 'EE. UU.', gender: 'female' },
		},
		{
			voice_id: 'nv-sharvard-f',
			name: 'Sharvard F',
			description: 'Voz neuronal local (España)',
			category: 'other',
			labels: { language: 'castellano', accent: 'España', gender: 'female' },
		},
		{
			voice_id: 'nv-sharvard-m',
			name: 'Sharvard M',
			description: 'Voz neuronal local (España)',
			category: 'other',
			labels: { language: 'castellano', accent: 'España', gender: 'male' },
		},
	])
	const davefx = catalogue.voices.find(({ voice }) => voice.voice_id === 'nv-es-es-davefx-medium')!
	expect(davefx.folder).toMatchObject({ sampleRate: 22_050, espeakVoice: 'es', languageCode: 'es_ES', metadata: {} })
	expect(catalogue.voices.filter(({ folder }) => folder.folder === 'sharvard').map(({ sid }) => sid)).toEqual([0, 1])
	// sherpa-onnx's archives carry its metadata in the model: read from the file without loading it
	const claude = catalogue.voices.find(({ voice }) => voice.voice_id === 'nv-claude')!
	expect(claude.folder.metadata).toMatchObject({ comment: 'piper', voice: 'es-419', sample_rate: '16000', n_speakers: '1' })
})

test('a folder that cannot be used is reported with its reason, in Spanish, and the others still load', async () => {
	expect(catalogue.problems).toEqual([
		{ folder: 'cortado', reason: 'es_ES-cut-medium.onnx: el fichero .onnx está incompleto (¿descarga cortada?)' },
		{ folder: 'frances', reason: 'el idioma fr_FR no es castellano, latino ni inglés' },
		{ folder: 'json-roto', reason: 'es_ES-broken-medium.onnx.json no es un JSON válido' },
		{ folder: 'solo-json', reason: 'falta el modelo .onnx (solo está su .onnx.json)' },
		{
			folder: 'vacia',
			reason: 'no hay ningún modelo .onnx (una voz Piper son dos ficheros: <nombre>.onnx y <nombre>.onnx.json)',
		},
	])

	const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {})
	const lines: string[] = []
	await logNeuralVoices(catalogue, (line) => lines.push(line))
	expect(lines).toEqual([
		`[voces] 5 voces neuronales en ${root}: nv-claude (latino, female), nv-es-es-davefx-medium (castellano, male), nv-lessac (english, female), nv-sharvard-f (castellano, female), nv-sharvard-m (castellano, male)`,
	])
	expect(warnings).toHaveBeenCalledWith(
		`[voces] La voz neuronal de «cortado» (en ${root}) no se puede usar: es_ES-cut-medium.onnx: el fichero .onnx está incompleto (¿descarga cortada?). Las demás voces siguen disponibles.`,
	)
	expect(warnings).toHaveBeenCalledTimes(5)
	warnings.mockRestore()
})

test('/healthz lists the neural voices and the folders with problems, and stays 200', async () => {
	const handler = healthz({
		connectionString: process.env.DATABASE_URL!,
		queueReady: async () => true,
		storageReady: async () => true,
		role: 'web+worker',
		voices: () => neuralVoicesReport(Promise.resolve(catalogue)),
	})
	const server = express().get('/healthz', handler).listen(0, '127.0.0.1')
	await new Promise((resolve) => server.once('listening', resolve))
	try {
		const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/healthz`)
		expect(response.status).toBe(200)
		const body = await response.json()
		expect(body.voices.neural).toBe(5)
		expect(body.voices.problems).toContain('json-roto: es_ES-broken-medium.onnx.json no es un JSON válido')
		expect(body.voices.problems).toHaveLength(5)
	} finally {
		await new Promise((resolve) => server.close(resolve))
		await handler.close()
	}
})

test('the default folder (DATA_DIR/voices) may not exist; a VOICE_MODELS_DIR the operator named must', async () => {
	const missing = path.join(root, 'no-existe')
	expect(await loadNeuralVoiceCatalogue({ DATA_DIR: missing, VOICE_MODELS_DIR: undefined })).toEqual({
		dir: path.join(missing, 'voices'),
		voices: [],
		problems: [],
	})
	expect((await loadNeuralVoiceCatalogue({ DATA_DIR: root, VOICE_MODELS_DIR: missing })).problems).toEqual([
		{ folder: missing, reason: 'la carpeta no existe' },
	])
})
