import { z } from 'zod'
import { oneLine } from '#app/utils/one-line.ts'

/** Longest presenter or guest name: it opens every line of the script text ('NOMBRE: texto'). */
const SPEAKER_NAME_MAX = 40

/**
 * The one rule for a speaker's name, used by the input form and by the script reader: up to 40 characters, any
 * letters, titles and punctuation ('Dr. García', "O'Neill", 'Ana-Lucía'), but no colon (it ends the name in
 * 'NOMBRE: texto') and no line break or other control character.
 */
export const speakerNameSchema = z
	.string()
	.overwrite(oneLine)
	.max(SPEAKER_NAME_MAX, { error: 'create.errors.speakerName' })
	.refine((name) => !/[:\p{Cc}]/u.test(name), { error: 'create.errors.speakerName' })

/** A name compared as readers hear it: without case or accents. */
const foldName = (text: string) =>
	text
		.normalize('NFD')
		.replace(/\p{Diacritic}/gu, '')
		.trim()
		.toLowerCase()

/** 'NOMBRE: texto' with a name that is not one of the episode's: a short phrase without sentence punctuation. */
const OTHER_SPEAKER_LINE = /^([^:.!?¡¿"«»()]{1,40}):\s*(.*)$/

/**
 * Who says a line of the script text and what: one of the episode's names (whatever it contains, compared without
 * case or accents) before the first colon; else `unknown` when the line looks like another name and a colon; else
 * null (the line continues the one before).
 */
export function readSpeakerLine<N extends string>(row: string, names: Record<N, string>) {
	const colon = row.indexOf(':')
	if (colon > 0) {
		const name = row.slice(0, colon).trim()
		for (const [speaker, known] of Object.entries(names) as [N, string][]) {
			if (known && foldName(name) === foldName(known)) return { speaker, name, text: row.slice(colon + 1).trim() }
		}
	}
	const other = OTHER_SPEAKER_LINE.exec(row)
	return other ? { speaker: 'unknown' as const, name: other[1]!.trim(), text: other[2]!.trim() } : null
}
