import type { Script } from '#app/modules/script/script-types.ts'
import { fitLinesToDuration } from './cut-to-length.ts'

/** Silence after a turn, and after the last line of a section (a chapter change is heard). */
const PAUSE_BETWEEN_TURNS_MS = 350
const PAUSE_BETWEEN_SECTIONS_MS = 900

/** One clip of the episode: who says what, the pause after it and the section it opens (its chapter), if any. */
export type EpisodeLine = { voiceId: string; text: string; pauseAfterMs: number; opensSection?: number }

/** The spoken watermark every demo episode carries, at the start and the end. */
const demoWatermark = {
	intro: 'Este episodio se ha creado con la demo de Ondacast.',
	outro: 'Has escuchado una demo de Ondacast. Crea episodios completos con un plan de Ondacast.',
}

/**
 * The script as the clips to synthesise, in order. `disclosure` (ai-disclosure.ts) opens the episode in the
 * presenter's voice, outside the script's sections: the chapters and captions are timed from the clips' real offsets,
 * so they come after it. Demo episodes: the watermark at both ends and only as much of the script as fits in
 * `maxSeconds` (the assembly cuts whatever the estimate got wrong).
 */
export function episodeLines(
	script: Script,
	voices: { presenter: string; guest: string },
	{ demo = false, maxSeconds, disclosure }: { demo?: boolean; maxSeconds?: number; disclosure?: string } = {},
): EpisodeLine[] {
	const lines: EpisodeLine[] = []
	script.sections.forEach((section, sectionIndex) => {
		section.lines.forEach((line, index) => {
			lines.push({
				voiceId: voices[line.speaker],
				text: line.text,
				pauseAfterMs: index === section.lines.length - 1 ? PAUSE_BETWEEN_SECTIONS_MS : PAUSE_BETWEEN_TURNS_MS,
				...(index === 0 ? { opensSection: sectionIndex } : {}),
			})
		})
	})
	const presenterSays = (text: string) => ({ voiceId: voices.presenter, text, pauseAfterMs: PAUSE_BETWEEN_SECTIONS_MS })
	const opening = disclosure ? [presenterSays(disclosure)] : []
	if (!demo) return [...opening, ...lines]
	// room for the watermark's two sentences and the disclosure's
	const budget = (maxSeconds ?? 120) - 10 - (disclosure ? 4 : 0)
	return [
		...opening,
		presenterSays(demoWatermark.intro),
		...fitLinesToDuration(lines, budget),
		presenterSays(demoWatermark.outro),
	]
}

/** Where each section starts in the audio, from the clips' offsets (a section cut off by the length cap has none). */
export function sectionStarts(script: Script, lines: EpisodeLine[], offsets: number[]) {
	return script.sections.flatMap((section, sectionIndex) => {
		const clip = lines.findIndex((line) => line.opensSection === sectionIndex)
		const start = offsets[clip]
		return clip >= 0 && start !== undefined ? [{ title: section.title, startSeconds: sectionIndex === 0 ? 0 : start }] : []
	})
}
