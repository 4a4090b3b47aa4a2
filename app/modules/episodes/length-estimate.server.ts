import { composeScript, NotEnoughContentError } from '#app/modules/script/local-composer.ts'
import { type EpisodeFormat, type ScriptLanguage, scriptWords, targetWords } from '#app/modules/script/script-types.ts'
import { gatherSources } from './gather-sources.server.ts'
import { estimatedMinutes } from './length-range.ts'
import type { SourceFile } from './source-types.ts'

/**
 * How many minutes the sources can give for the plan's range, before anything is generated: the sources gathered and
 * cleaned as the script job will, and the local composer's script for the plan's target — which takes only what the
 * sources say and never pads — measured at the speaking rate. Null when there is nothing to write from at all (the
 * script job says so in its own words).
 */
export async function estimateSourceMinutes(input: {
	content: string | null
	urls: string[]
	files: SourceFile[]
	title: string
	format: EpisodeFormat
	language: ScriptLanguage
	monologue: boolean
	lengthMinutes: { min: number; max: number }
}): Promise<number | null> {
	const sources = await gatherSources({ ...input, language: input.language })
	try {
		const script = composeScript({
			sources: sources.text,
			sections: sources.sections,
			title: input.title,
			podcastName: '',
			presenterName: '',
			guestName: '',
			format: input.format,
			tone: 'formacion',
			language: input.language,
			monologue: input.monologue,
			targetWords: targetWords(input.lengthMinutes),
		})
		return estimatedMinutes(scriptWords(script))
	} catch (error) {
		if (error instanceof NotEnoughContentError) return null
		throw error
	}
}
