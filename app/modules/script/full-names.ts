import { startsWithOrder } from './register.ts'
import type { Script } from './script-types.ts'
import { isCommonWord } from './sentences.ts'

/**
 * People a document names in full once («Julio Casares fue uno de los artífices…») and by surname after («Casares
 * quiere dar solución…»): an episode that retells only the later passages would say a bare «Casares» nobody was
 * introduced to. The first time an episode says such a surname, it says the full name. Pure.
 */

/** A word written like a name: a capital and then lower case («Casares», «José»), not «LaTeX» nor «CTAN». */
const NAME_WORD = String.raw`\p{Lu}\p{Ll}{2,}`
const FULL_NAME = new RegExp(`(?<![\\p{L}\\p{N}])(${NAME_WORD}) (${NAME_WORD})(?![\\p{L}\\p{N}])`, 'gu')
/** Endings of adjectives, not of given names: «Visual Basic», «European Computer Modern», «Real Academia». */
const ADJECTIVE_END = /(?:al|ales|ico|ica|ble|ivo|iva|oso|osa|ario|aria|ean|ian|ic|ive|ous|ed|ing)$/u

/**
 * The full names of a text, by surname: «Julio Casares» when the text also says «Casares» alone, after a word that
 * is not a name. Not a pair whose first word is a common word, an order or an adjective («En Debian», «Pulse
 * Guardar», «Visual Basic»), nor one with a word the text also writes in lower case, and not a surname two full
 * names share («Ramos Martínez», «José Martínez»).
 */
export function fullNames(text: string) {
	const found = new Map<string, Set<string>>()
	for (const match of text.matchAll(FULL_NAME)) {
		const [full, given, surname] = match as unknown as [string, string, string]
		if (isCommonWord(given) || startsWithOrder(given) || ADJECTIVE_END.test(given) || isCommonWord(surname)) continue
		// a word the text also writes in lower case is a common word at the start of a sentence («Deja», «Real»)
		if (inLowerCase(text, given) || inLowerCase(text, surname)) continue
		const entry = found.get(surname) ?? new Set()
		entry.add(full)
		found.set(surname, entry)
	}
	const names = new Map<string, string>()
	for (const [surname, fulls] of found) {
		if (fulls.size !== 1 || !saidAlone(text, surname)) continue
		names.set(surname, [...fulls][0]!)
	}
	return names
}

function inLowerCase(text: string, word: string) {
	return new RegExp(`(?<![\\p{L}\\p{N}])${word.toLocaleLowerCase('es')}(?![\\p{L}\\p{N}])`, 'u').test(text)
}

/** Whether the text says the surname after a word that is not a name (lower case, or a sign). */
function saidAlone(text: string, surname: string) {
	return new RegExp(`(?:^|[^\\p{L}\\p{N}\\s]\\s*|\\s\\p{Ll}+\\s+)${surname}(?![\\p{L}\\p{N}])`, 'u').test(text)
}

/**
 * The script with each surname of `names` said in full the first time it comes up (in a question or an answer),
 * unless the full name came first; chapter titles and quoted titles («…») stay as they are.
 */
export function introduceNames(script: Script, names: ReadonlyMap<string, string>): Script {
	if (!names.size) return script
	const introduced = new Set<string>()
	const sections = script.sections.map((section) => ({
		...section,
		lines: section.lines.map((line) => {
			let text = line.text
			for (const [surname, full] of names) {
				if (introduced.has(surname)) continue
				const at = firstBareMention(text, surname, full)
				if (at === 'full') introduced.add(surname)
				if (typeof at !== 'number') continue
				text = `${text.slice(0, at)}${full}${text.slice(at + surname.length)}`
				introduced.add(surname)
			}
			return text === line.text ? line : { ...line, text }
		}),
	}))
	return { ...script, sections }
}

/**
 * Where a line first says the surname on its own (outside «…»), 'full' when the full name comes first, null when
 * the line says neither.
 */
function firstBareMention(text: string, surname: string, full: string) {
	const unquoted = text.replace(/«[^»]*»/gu, (quoted) => ' '.repeat(quoted.length))
	const bare = new RegExp(`(?<![\\p{L}\\p{N}])${surname}(?![\\p{L}\\p{N}])`, 'u').exec(unquoted)
	const named = unquoted.indexOf(full)
	if (named >= 0 && (!bare || named <= bare.index)) return 'full'
	if (!bare) return null
	// «Ramos Martínez»: another name before it is another person's; «José Martínez», «Computer Modern»: a name after
	// it makes it the first word of another name
	if (/\p{Lu}\p{L}*\s+$/u.test(unquoted.slice(0, bare.index))) return null
	if (/^\s+\p{Lu}/u.test(unquoted.slice(bare.index + surname.length))) return null
	return bare.index
}
