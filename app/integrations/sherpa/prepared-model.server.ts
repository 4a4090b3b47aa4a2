import fs from 'node:fs/promises'
import path from 'node:path'
import type { OfflineTtsConfig } from 'sherpa-onnx-node'
import { ensureEspeakNgData } from './espeak-ng-data.server.ts'
import { metadataPropsBytes } from './onnx-wire.ts'
import { type PiperVoiceFolder, SHERPA_REQUIRED_METADATA } from './piper-voice-folders.server.ts'

/** ISO 639-1 → the English name sherpa-onnx's scripts put in `language` (it only logs it for Piper voices). */
const LANGUAGE_NAMES: Record<string, string> = { es: 'Spanish', en: 'English', ca: 'Catalan', pt: 'Portuguese', fr: 'French' }

/**
 * The sherpa-onnx configuration of a voice folder, writing under `cacheDir` whatever rhasspy's two files lack and
 * sherpa-onnx needs (what its own scripts/piper/add_meta_data.py adds to its archives): tokens.txt from the
 * .onnx.json's phoneme_id_map, a copy of the model with sherpa-onnx's metadata appended (protobuf repeated fields
 * may be appended to a message; the graph is not touched), and the espeak-ng data. A folder from sherpa-onnx's
 * archives is used as it is.
 */
export async function preparedConfig(voice: PiperVoiceFolder, cacheDir: string): Promise<OfflineTtsConfig> {
	const own = path.join(cacheDir, voice.folder)
	const [model, tokens, dataDir] = await Promise.all([
		preparedModel(voice, own),
		voice.tokensFile ?? writeTokens(voice, own),
		voice.espeakDataDir ?? ensureEspeakNgData(path.join(cacheDir, 'espeak-ng-data')),
	])
	return {
		model: { vits: { model, tokens, dataDir }, numThreads: 2, debug: false, provider: 'cpu' },
		// one sentence per run: a long line is split where espeak-ng ends a sentence, as Piper does
		maxNumSentences: 1,
	}
}

async function preparedModel(voice: PiperVoiceFolder, own: string) {
	const missing = SHERPA_REQUIRED_METADATA.filter((key) => !voice.metadata[key])
	if (missing.length === 0) return voice.modelFile
	const target = path.join(own, 'model.onnx')
	const stampFile = path.join(own, 'model.source.json')
	const source = await fs.stat(voice.modelFile)
	const stamp = JSON.stringify({ file: voice.modelFile, size: source.size, mtimeMs: source.mtimeMs })
	if ((await fs.readFile(stampFile, 'utf8').catch(() => null)) === stamp) return target
	const family = voice.languageCode.split(/[_-]/)[0] ?? ''
	const sherpaMetadata = {
		model_type: 'vits',
		comment: 'piper',
		language: LANGUAGE_NAMES[family] ?? family,
		voice: voice.espeakVoice,
		has_espeak: 1,
		n_speakers: voice.speakers.length,
		// Piper's 22,500 Hz voices are 22,050 Hz voices with a typo in their .onnx.json (sherpa-onnx's script fixes it too)
		sample_rate: voice.sampleRate === 22_500 ? 22_050 : voice.sampleRate,
	}
	const added = Object.fromEntries(Object.entries(sherpaMetadata).filter(([key]) => !voice.metadata[key]))
	await fs.mkdir(own, { recursive: true })
	const partial = `${target}.${process.pid}.tmp`
	await fs.copyFile(voice.modelFile, partial)
	await fs.appendFile(partial, metadataPropsBytes(added))
	await fs.rename(partial, target)
	await fs.writeFile(stampFile, stamp)
	return target
}

/** tokens.txt as sherpa-onnx reads it: one symbol (a single character) and its id per line. */
async function writeTokens(voice: PiperVoiceFolder, own: string) {
	const lines = Object.entries(voice.phonemeIdMap)
		.filter(([symbol]) => symbol !== '\n' && [...symbol].length === 1)
		.map(([symbol, ids]) => `${symbol} ${ids[0]}`)
	const file = path.join(own, 'tokens.txt')
	await fs.mkdir(own, { recursive: true })
	await fs.writeFile(file, `${lines.join('\n')}\n`)
	return file
}
