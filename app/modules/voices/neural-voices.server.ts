import { voiceModelsDir } from '#app/integrations/sherpa/neural-voice-paths.server.ts'
import {
	type PiperSpeaker,
	type PiperVoiceFolder,
	scanVoiceFolders,
	type VoiceFolderProblem,
} from '#app/integrations/sherpa/piper-voice-folders.server.ts'
import type { Voice } from '#app/ports/speech.ts'
import { type Env, getEnv } from '#app/utils/env.server.ts'
import { singleton } from '#app/utils/singleton.server.ts'

/** The ids of the voices found in VOICE_MODELS_DIR: `nv-<folder>`, or `nv-<folder>-<speaker>` for each speaker of a voice with several. */
export const NEURAL_VOICE_PREFIX = 'nv-'

type NeuralVoice = { voice: Voice; folder: PiperVoiceFolder; sid: number }

export type NeuralVoiceCatalogue = { dir: string; voices: NeuralVoice[]; problems: VoiceFolderProblem[] }

type Gender = Voice['labels']['gender']

/**
 * What Piper's files do not say, for the voices worth downloading (rhasspy/piper-voices, by dataset): the gender,
 * per speaker for voices with several. A voice not here is 'female' unless its voice.json says otherwise.
 */
const KNOWN_GENDERS: Record<string, Gender | Record<string, Gender>> = {
	davefx: 'male',
	carlfm: 'male',
	sharvard: { F: 'female', M: 'male' },
	ald: 'male',
	lessac: 'female',
	amy: 'female',
	kristin: 'female',
	ljspeech: 'female',
	ryan: 'male',
	joe: 'male',
	alan: 'male',
	jenny_dioco: 'female',
	cori: 'female',
	northern_english_male: 'male',
}

const LATIN_AMERICAN_ACCENTS: Record<string, string> = {
	MX: 'México',
	AR: 'Argentina',
	CO: 'Colombia',
	CL: 'Chile',
	PE: 'Perú',
	VE: 'Venezuela',
	US: 'EE. UU.',
}

/** Piper's language code as the library's language and accent, or null for a language the app does not write. */
function languageOf(code: string): Pick<Voice['labels'], 'language' | 'accent'> | null {
	const [family, region = ''] = code.split(/[_-]/)
	if (family === 'es') {
		if (region === 'ES' || region === '') return { language: 'castellano', accent: 'España' }
		return { language: 'latino', accent: LATIN_AMERICAN_ACCENTS[region] ?? 'Latinoamérica' }
	}
	if (family === 'en')
		return { language: 'english', accent: region === 'GB' ? 'Reino Unido' : region === 'US' ? 'EE. UU.' : region }
	return null
}

const slug = (text: string) =>
	text
		.normalize('NFKD')
		.replace(/[\u0300-\u036f]/g, '')
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-|-$/g, '')

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).replaceAll('_', ' ')

function speakerVoice(
	folder: PiperVoiceFolder,
	speaker: PiperSpeaker,
	labels: Pick<Voice['labels'], 'language' | 'accent'>,
): Voice {
	const own = speaker.key ? folder.override.speakers?.[speaker.key] : undefined
	const known = KNOWN_GENDERS[folder.dataset]
	const knownGender = typeof known === 'string' ? known : speaker.key ? known?.[speaker.key] : undefined
	const accent = folder.override.accent ?? labels.accent
	const baseName = folder.override.name ?? capitalised(folder.dataset)
	return {
		voice_id: `${NEURAL_VOICE_PREFIX}${slug(folder.folder)}${speaker.key ? `-${slug(speaker.key)}` : ''}`,
		name: own?.name ?? (speaker.key ? `${baseName} ${speaker.key}` : baseName),
		description: `Voz neuronal local (${accent})`,
		category: 'other',
		labels: { language: labels.language, accent, gender: own?.gender ?? folder.override.gender ?? knownGender ?? 'female' },
	}
}

/** The voices of VOICE_MODELS_DIR, as the library lists them, and the folders that could not be used. */
export async function loadNeuralVoiceCatalogue(
	env: Pick<Env, 'DATA_DIR' | 'VOICE_MODELS_DIR'> = getEnv(),
): Promise<NeuralVoiceCatalogue> {
	const { dir, explicit } = voiceModelsDir(env)
	const scan = await scanVoiceFolders(dir, { required: explicit })
	const voices: NeuralVoice[] = []
	const problems = [...scan.problems]
	for (const folder of scan.voices) {
		const labels = languageOf(folder.languageCode)
		if (!labels) {
			problems.push({ folder: folder.folder, reason: `el idioma ${folder.languageCode} no es castellano, latino ni inglés` })
			continue
		}
		for (const speaker of folder.speakers) {
			const voice = speakerVoice(folder, speaker, labels)
			if (voices.some((other) => other.voice.voice_id === voice.voice_id)) {
				problems.push({
					folder: folder.folder,
					reason: `otra carpeta ya da el id ${voice.voice_id}; cambia el nombre de una de ellas`,
				})
				continue
			}
			voices.push({ voice, folder, sid: speaker.sid })
		}
	}
	problems.sort((a, b) => (a.folder < b.folder ? -1 : a.folder > b.folder ? 1 : 0))
	return { dir, voices, problems }
}

/**
 * This process's neural voices, read once (at start-up, see logNeuralVoices): a voice added to the folder joins
 * the library when the processes are restarted.
 */
export function neuralVoiceCatalogue(): Promise<NeuralVoiceCatalogue> {
	return singleton('neural-voice-catalogue', () => loadNeuralVoiceCatalogue())
}

export async function neuralVoices(): Promise<Voice[]> {
	return (await neuralVoiceCatalogue()).voices.map(({ voice }) => voice)
}

/** For /healthz: how many neural voices there are and which folders could not be used (`folder: reason`). */
export async function neuralVoicesReport(catalogue: Promise<NeuralVoiceCatalogue> = neuralVoiceCatalogue()) {
	const { voices, problems } = await catalogue
	return { neural: voices.length, problems: problems.map(({ folder, reason }) => `${folder}: ${reason}`) }
}

/** The start-up lines: the voices found, and one warning per folder that cannot be used. */
export async function logNeuralVoices(catalogue: NeuralVoiceCatalogue, log: (line: string) => void = console.info) {
	const { dir, voices, problems } = catalogue
	if (voices.length > 0) {
		const names = voices.map(({ voice }) => `${voice.voice_id} (${voice.labels.language}, ${voice.labels.gender})`)
		log(`[voces] ${voices.length} ${voices.length === 1 ? 'voz neuronal' : 'voces neuronales'} en ${dir}: ${names.join(', ')}`)
	}
	for (const { folder, reason } of problems) {
		console.warn(
			`[voces] La voz neuronal de «${folder}» (en ${dir}) no se puede usar: ${reason}. Las demás voces siguen disponibles.`,
		)
	}
}
