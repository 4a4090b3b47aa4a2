import { z } from 'zod'
import type { EpisodeFormat, ScriptLanguage, Tone } from './script-options.ts'
import { WORDS_PER_MINUTE } from './speech-pace.ts'

export type { EpisodeFormat, ScriptLanguage, Tone } from './script-options.ts'

const speakers = ['presenter', 'guest'] as const

/** A script: ordered sections (chapters), each an ordered list of lines. The structure the episode keeps. */
export const scriptSchema = z.object({
	sections: z
		.array(
			z.object({
				title: z.string().min(1),
				lines: z.array(z.object({ speaker: z.enum(speakers), text: z.string().min(1) })).min(1),
			}),
		)
		.min(1),
})

export type Script = z.infer<typeof scriptSchema>

export type ScriptRequest = {
	sources: string
	title: string
	podcastName: string
	presenterName: string
	guestName: string
	format: EpisodeFormat
	tone: Tone
	language: ScriptLanguage
	monologue: boolean
	targetWords: number
	/** another take on the same sources (regenerate) */
	variation?: number
	/** the sources with the documents' headings: chapters follow them (the text alone when absent) */
	sections?: readonly ScriptSource[]
	/** each voice's gender, for agreement ('Encantada'); unknown: phrasing that needs none */
	genders?: Genders
	/** some sources are in another language than the script's (the model translates them as it writes) */
	otherLanguageSources?: boolean
	/** the first lines of this podcast's earlier episodes, latest first: an episode opens unlike them */
	previousOpenings?: readonly string[]
}

/** A section of the sources as the writers use it: its heading (null for text before any), depth and paragraphs. */
export type ScriptSource = { heading: string | null; level: number; paragraphs: readonly string[] }

type Gender = 'female' | 'male'
export type Genders = { presenter?: Gender; guest?: Gender }

export { WORDS_PER_MINUTE } from './speech-pace.ts'

export function targetWords(lengthMinutes: { min: number; max: number }) {
	return Math.round(((lengthMinutes.min + lengthMinutes.max) / 2) * WORDS_PER_MINUTE)
}

export function countWords(text: string) {
	return text.split(/\s+/).filter(Boolean).length
}

export function scriptWords(script: Script) {
	return script.sections.reduce((sum, section) => sum + section.lines.reduce((s, line) => s + countWords(line.text), 0), 0)
}

/** The presenter's first line: how an episode opens (null for a script that does not parse as one). */
export function openingOf(script: unknown) {
	const parsed = scriptSchema.safeParse(script)
	return parsed.success ? (parsed.data.sections[0]?.lines.find((line) => line.speaker === 'presenter')?.text ?? null) : null
}

/** The readable form kept in episodes.script: a title line per section, then 'NOMBRE: texto' lines. */
export function renderScript(script: Script, names: { presenter: string; guest: string }) {
	return script.sections
		.map((section) => [`## ${section.title}`, ...section.lines.map((line) => `${names[line.speaker]}: ${line.text}`)].join('\n'))
		.join('\n\n')
}
