import fs from 'node:fs/promises'
import path from 'node:path'
import { bytesField, intField, message, metadataPropsBytes } from '#app/integrations/sherpa/onnx-wire.ts'

/**
 * A Piper voice folder as an operator downloads it (rhasspy/piper-voices: `<name>.onnx` + `<name>.onnx.json`), with
 * a model of the real shape but no learning in it: the inputs of a Piper VITS export (x int64 [1,T], x_length int64
 * [1], scales float [3], sid int64 [1] when it has several speakers) and its output y float [1,1,N], where every
 * phoneme id becomes HOP samples of a tone (N = T × HOP, as a real voice makes about 256 samples per id). Written
 * with our own protobuf encoder (app/integrations/sherpa/onnx-wire.ts): no Python or onnx package is needed.
 */
export const HOP = 256

/** Piper's phoneme alphabet: pad, start and end, punctuation, and the IPA letters espeak-ng writes. */
const SYMBOLS = [
	'_',
	'^',
	'$',
	' ',
	..."!'(),-.:;?".split(''),
	...'abcdefhijklmnopqrstuvwxyz'.split(''),
	...'æçðøħŋœǀǁǂǃɐɑɒɓɔɕɖɗɘəɚɛɜɞɟɠɡɢɣɤɥɦɧɨɪɫɬɭɮɯɰɱɲɳɴɵɶɸɹɺɻɽɾʀʁʂʃʄʈʉʊʋʌʍʎʏʐʑʒʔʕʘʙʛʜʝʟʡʢʲˈˌːˑ˞βθχᵻⱱ'.split(''),
	...'0123456789'.split(''),
	'\u0327',
	'\u0303',
	'\u032a',
	'\u032f',
	'\u0329',
	'ʰ',
	'ˤ',
	'ε',
	'↓',
	'#',
	'"',
	'↑',
]

export const PHONEME_ID_MAP: Record<string, number[]> = Object.fromEntries(SYMBOLS.map((symbol, id) => [symbol, [id]]))

const FLOAT = 1
const INT64 = 7

function dimension(value: number | string) {
	return typeof value === 'number' ? intField(1, value) : bytesField(2, value)
}

function valueInfo(name: string, elemType: number, dims: Array<number | string>) {
	const shape = message(...dims.map((dim) => bytesField(1, dimension(dim))))
	const tensorType = message(intField(1, elemType), bytesField(2, shape))
	return message(bytesField(1, name), bytesField(2, message(bytesField(1, tensorType))))
}

function int64Tensor(name: string, values: number[]) {
	const raw = Buffer.alloc(values.length * 8)
	for (const [index, value] of values.entries()) raw.writeBigInt64LE(BigInt(value), index * 8)
	return message(intField(1, values.length), intField(2, INT64), bytesField(8, name), bytesField(9, raw))
}

function floatScalar(name: string, value: number) {
	const raw = Buffer.alloc(4)
	raw.writeFloatLE(value, 0)
	return message(intField(2, FLOAT), bytesField(8, name), bytesField(9, raw))
}

function node(opType: string, inputs: string[], outputs: string[], attributes: Buffer[] = []) {
	return message(
		...inputs.map((input) => bytesField(1, input)),
		...outputs.map((output) => bytesField(2, output)),
		bytesField(3, `${opType}_${outputs[0]}`),
		bytesField(4, opType),
		...attributes.map((attribute) => bytesField(5, attribute)),
	)
}

const intAttribute = (name: string, value: number) => message(bytesField(1, name), intField(3, value), intField(20, 2))

/** The serialised model; `metadata` are the metadata_props (sherpa-onnx's, or none as in rhasspy's downloads). */
export function tinyPiperModel({
	speakers = 1,
	metadata = {},
}: {
	speakers?: number
	metadata?: Record<string, string | number>
}) {
	const inputs = [
		valueInfo('input', INT64, [1, 'phonemes']),
		valueInfo('input_lengths', INT64, [1]),
		valueInfo('scales', FLOAT, [3]),
		...(speakers > 1 ? [valueInfo('sid', INT64, [1])] : []),
	]
	const graph = message(
		// id → float, one column per id, HOP copies of it, sin(id × 0.05 × k) — a tone whose pitch follows the id
		bytesField(1, node('Cast', ['input'], ['ids'], [intAttribute('to', FLOAT)])),
		bytesField(1, node('Unsqueeze', ['ids', 'last_axis'], ['column'])),
		bytesField(1, node('Expand', ['column', 'hop_shape'], ['frames'])),
		bytesField(1, node('Mul', ['frames', 'ramp'], ['phase'])),
		bytesField(1, node('Sin', ['phase'], ['tone'])),
		bytesField(1, node('Mul', ['tone', 'gain'], ['quiet'])),
		bytesField(1, node('Reshape', ['quiet', 'output_shape'], ['output'])),
		bytesField(2, 'tiny-piper'),
		bytesField(5, int64Tensor('last_axis', [2])),
		bytesField(5, int64Tensor('hop_shape', [1, 1, HOP])),
		bytesField(5, rampTensor()),
		bytesField(5, floatScalar('gain', 0.3)),
		bytesField(5, int64Tensor('output_shape', [1, 1, -1])),
		...inputs.map((input) => bytesField(11, input)),
		bytesField(12, valueInfo('output', FLOAT, [1, 1, 'samples'])),
	)
	return message(
		intField(1, 8), // ir_version
		bytesField(2, 'ondacast-tests'),
		bytesField(7, graph),
		bytesField(8, message(bytesField(1, ''), intField(2, 13))), // opset 13
		metadataPropsBytes(metadata),
	)
}

/** [1,1,HOP] of 0.05 × k: multiplied by an id, the phase of its tone at sample k. */
function rampTensor() {
	const raw = Buffer.alloc(HOP * 4)
	for (let k = 0; k < HOP; k++) raw.writeFloatLE(0.05 * k, k * 4)
	return message(intField(1, 1), intField(1, 1), intField(1, HOP), intField(2, FLOAT), bytesField(8, 'ramp'), bytesField(9, raw))
}

type TinyVoiceOptions = {
	/** Piper's language code, e.g. es_ES, es_MX, en_US */
	code?: string
	espeakVoice?: string
	sampleRate?: number
	dataset?: string
	speakers?: string[]
	/** sherpa-onnx's metadata in the model, as its converted archives have; rhasspy's downloads have none */
	sherpaMetadata?: boolean
}

/**
 * Writes `<folder>/<code>-<dataset>-medium.onnx` and its `.onnx.json` under `root`, as a Piper voice is downloaded.
 * Returns the folder.
 */
export async function writeTinyPiperVoice(
	root: string,
	folder: string,
	{
		code = 'es_ES',
		espeakVoice = 'es',
		sampleRate = 16_000,
		dataset = 'tiny',
		speakers = [],
		sherpaMetadata = false,
	}: TinyVoiceOptions = {},
) {
	const dir = path.join(root, folder)
	await fs.mkdir(dir, { recursive: true })
	const base = `${code}-${dataset}-medium`
	const metadata: Record<string, string | number> = sherpaMetadata
		? {
				model_type: 'vits',
				comment: 'piper',
				language: 'Spanish',
				voice: espeakVoice,
				has_espeak: 1,
				n_speakers: Math.max(1, speakers.length),
				sample_rate: sampleRate,
			}
		: {}
	await fs.writeFile(path.join(dir, `${base}.onnx`), tinyPiperModel({ speakers: speakers.length, metadata }))
	const [family, region] = code.split('_')
	const config = {
		audio: { sample_rate: sampleRate, quality: 'medium' },
		espeak: { voice: espeakVoice },
		inference: { noise_scale: 0.667, length_scale: 1, noise_w: 0.8 },
		phoneme_type: 'espeak',
		phoneme_map: {},
		phoneme_id_map: PHONEME_ID_MAP,
		num_symbols: SYMBOLS.length,
		num_speakers: Math.max(1, speakers.length),
		speaker_id_map: Object.fromEntries(speakers.map((speaker, id) => [speaker, id])),
		piper_version: '1.0.0',
		language: { code, family, region },
		dataset,
	}
	await fs.writeFile(path.join(dir, `${base}.onnx.json`), JSON.stringify(config, null, 2))
	return dir
}
