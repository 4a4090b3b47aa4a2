import fs from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'
import { isEspeakNgData } from './espeak-ng-data.server.ts'
import { OnnxFileError, readOnnxSummary } from './onnx-wire.ts'

/**
 * The voice folders an operator put in VOICE_MODELS_DIR, read without loading any model: each folder holds one
 * Piper (VITS) voice as rhasspy/piper-voices publishes it (`<name>.onnx` + `<name>.onnx.json`) or as sherpa-onnx's
 * archives unpack (the same plus tokens.txt and espeak-ng-data/), and optionally a `voice.json` of ours naming the
 * voice and its gender. A folder that cannot be used is a problem to report, never an exception.
 */

/** The metadata sherpa-onnx's VITS loader refuses to start without (it ends the process: see neural-engine.server.ts). */
export const SHERPA_REQUIRED_METADATA = ['sample_rate', 'n_speakers', 'language', 'comment'] as const

const piperConfigSchema = z.object({
	audio: z.object({ sample_rate: z.number().int().min(8000).max(48_000) }),
	espeak: z.object({ voice: z.string().min(1) }),
	language: z.object({ code: z.string().min(2) }).optional(),
	phoneme_type: z.string().optional(),
	num_speakers: z.number().int().min(1).default(1),
	speaker_id_map: z.record(z.string(), z.number().int().min(0)).default({}),
	phoneme_id_map: z.record(z.string(), z.array(z.number().int().min(0)).min(1)),
	dataset: z.string().optional(),
})

const speakerOverrideSchema = z.object({
	name: z.string().trim().min(1).max(40).optional(),
	gender: z.enum(['female', 'male']).optional(),
})

/** voice.json: what Piper's files do not say. `speakers` names each speaker of a voice with several. */
const voiceOverrideSchema = speakerOverrideSchema.extend({
	accent: z.string().trim().min(1).max(40).optional(),
	sampleText: z.string().trim().min(1).max(300).optional(),
	speakers: z.record(z.string(), speakerOverrideSchema).optional(),
})

type VoiceOverride = z.infer<typeof voiceOverrideSchema>

export type PiperSpeaker = { sid: number; key: string | null }

export type PiperVoiceFolder = {
	/** the folder's own name, as the operator chose it */
	folder: string
	dir: string
	modelFile: string
	/** the model's file name without .onnx (e.g. es_ES-davefx-medium) */
	modelName: string
	/** tokens.txt beside the model, when the folder has one; otherwise it is written from phoneme_id_map */
	tokensFile: string | null
	/** espeak-ng-data beside the model or shared in VOICE_MODELS_DIR; otherwise the espeak-ng package's */
	espeakDataDir: string | null
	sampleRate: number
	/** Piper's language code: es_ES, es_MX, en_US… (from the .onnx.json, else from the file name) */
	languageCode: string
	espeakVoice: string
	dataset: string
	speakers: PiperSpeaker[]
	phonemeIdMap: Record<string, number[]>
	/** the model's metadata_props: sherpa-onnx's when the model came from its archives, none from rhasspy's */
	metadata: Record<string, string>
	override: VoiceOverride
}

export type VoiceFolderProblem = { folder: string; reason: string }

export type VoiceFolderScan = { dir: string; voices: PiperVoiceFolder[]; problems: VoiceFolderProblem[] }

class FolderProblem extends Error {
	override name = 'FolderProblem'
}

/**
 * Every voice folder of `dir`. A missing `dir` is no problem when `required` is false (the default folder that the
 * operator never made); hidden folders and a shared espeak-ng-data/ are not voices.
 */
export async function scanVoiceFolders(dir: string, { required = false } = {}): Promise<VoiceFolderScan> {
	let entries: string[]
	try {
		entries = (await fs.readdir(dir, { withFileTypes: true }))
			.filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'espeak-ng-data')
			.map((entry) => entry.name)
			.sort()
	} catch (error) {
		const missing = (error as NodeJS.ErrnoException).code === 'ENOENT'
		if (missing && !required) return { dir, voices: [], problems: [] }
		return {
			dir,
			voices: [],
			problems: [{ folder: dir, reason: missing ? 'la carpeta no existe' : 'no se puede leer la carpeta' }],
		}
	}
	const shared = (await isEspeakNgData(path.join(dir, 'espeak-ng-data'))) ? path.join(dir, 'espeak-ng-data') : null
	const voices: PiperVoiceFolder[] = []
	const problems: VoiceFolderProblem[] = []
	for (const folder of entries) {
		try {
			voices.push(await readVoiceFolder(dir, folder, shared))
		} catch (error) {
			if (!(error instanceof FolderProblem)) throw error
			problems.push({ folder, reason: error.message })
		}
	}
	return { dir, voices, problems }
}

async function readVoiceFolder(root: string, folder: string, sharedEspeakData: string | null): Promise<PiperVoiceFolder> {
	const dir = path.join(root, folder)
	const files = await fs.readdir(dir).catch(() => {
		throw new FolderProblem('no se puede leer la carpeta')
	})
	const models = files.filter((file) => file.endsWith('.onnx'))
	if (models.length === 0) {
		throw new FolderProblem(
			files.some((file) => file.endsWith('.onnx.json'))
				? 'falta el modelo .onnx (solo está su .onnx.json)'
				: 'no hay ningún modelo .onnx (una voz Piper son dos ficheros: <nombre>.onnx y <nombre>.onnx.json)',
		)
	}
	if (models.length > 1) throw new FolderProblem(`hay ${models.length} modelos .onnx; pon cada voz en su propia carpeta`)
	const modelFile = path.join(dir, models[0] as string)
	const modelName = (models[0] as string).replace(/\.onnx$/, '')
	const configName = files.includes(`${modelName}.onnx.json`)
		? `${modelName}.onnx.json`
		: files.find((file) => file.endsWith('.onnx.json'))
	if (!configName) throw new FolderProblem(`falta ${modelName}.onnx.json, el fichero de configuración de la voz Piper`)
	const config = await readJson(path.join(dir, configName), piperConfigSchema, configName)
	if (config.phoneme_type && config.phoneme_type !== 'espeak') {
		throw new FolderProblem(`la voz usa fonemas «${config.phoneme_type}»; solo se admiten voces Piper con espeak`)
	}
	for (const symbol of ['_', '^', '$']) {
		if (!config.phoneme_id_map[symbol]) throw new FolderProblem(`${configName}: phoneme_id_map no tiene el símbolo «${symbol}»`)
	}
	const override = files.includes('voice.json')
		? await readJson(path.join(dir, 'voice.json'), voiceOverrideSchema, 'voice.json')
		: {}
	let summary: Awaited<ReturnType<typeof readOnnxSummary>>
	try {
		summary = await readOnnxSummary(modelFile)
	} catch (error) {
		if (error instanceof OnnxFileError) throw new FolderProblem(`${models[0]}: ${error.message}`)
		throw new FolderProblem(`${models[0]}: no se puede leer`)
	}
	if (!summary.hasGraph) throw new FolderProblem(`${models[0]}: no es un modelo ONNX (no tiene grafo)`)
	const ownData = path.join(dir, 'espeak-ng-data')
	const languageCode = config.language?.code ?? /^([a-z]{2,3}_[A-Z]{2})-/.exec(modelName)?.[1] ?? config.espeak.voice
	const speakerKeys = Object.entries(config.speaker_id_map).sort(([, a], [, b]) => a - b)
	const speakers: PiperSpeaker[] =
		config.num_speakers > 1 && speakerKeys.length > 0
			? speakerKeys.map(([key, sid]) => ({ sid, key }))
			: Array.from({ length: config.num_speakers }, (_, sid) => ({ sid, key: config.num_speakers > 1 ? String(sid) : null }))
	return {
		folder,
		dir,
		modelFile,
		modelName,
		tokensFile: files.includes('tokens.txt') ? path.join(dir, 'tokens.txt') : null,
		espeakDataDir: (await isEspeakNgData(ownData)) ? ownData : sharedEspeakData,
		sampleRate: config.audio.sample_rate,
		languageCode,
		espeakVoice: config.espeak.voice,
		dataset: config.dataset ?? modelName.split('-')[1] ?? folder,
		speakers,
		phonemeIdMap: config.phoneme_id_map,
		metadata: summary.metadata,
		override,
	}
}

async function readJson<T>(file: string, schema: z.ZodType<T>, label: string): Promise<T> {
	let data: unknown
	try {
		data = JSON.parse(await fs.readFile(file, 'utf8'))
	} catch {
		throw new FolderProblem(`${label} no es un JSON válido`)
	}
	const parsed = schema.safeParse(data)
	if (!parsed.success) {
		const issue = parsed.error.issues[0]
		throw new FolderProblem(`${label}: ${issue?.path.join('.') || 'contenido'} no es válido`)
	}
	return parsed.data
}
