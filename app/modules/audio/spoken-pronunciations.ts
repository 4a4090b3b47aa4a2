// ————————————————————————————————————————————————— the account's pronunciation dictionary
//
// A user's entries (settings → Pronunciación) say how a written word or phrase is said: «Wifi» → «uaifai». They are
// applied by speakableText before anything else reads the words, so the line cache, which is keyed by the speakable
// text, makes again exactly the lines whose text an entry changes.

import { outsideAddresses } from './spoken-addresses.ts'

/** One entry as the normaliser needs it: the written form, how it is said, and whether its case must match. */
export type PronunciationRule = { written: string; said: string; caseSensitive: boolean }

type CompiledRule = {
	pattern: RegExp
	said: string
	/** a piece every match contains, lower-cased: rules whose probe is not in a line are not even tried on it */
	probe: string
}

/**
 * A dictionary ready to apply (compilePronunciations): built once per episode, applied to each of its lines. `rules`
 * are respelled in the text; `phonemes` are entries the engine is given as IPA instead (an ElevenLabs pronunciation
 * dictionary): left as written, they are only looked for, so that a line's cache key names the ones it contains.
 */
export type Pronunciations = { readonly rules: readonly CompiledRule[]; readonly phonemes?: readonly CompiledRule[] }

export const noPronunciations: Pronunciations = { rules: [] }

// A whole word: no letter, mark, digit or underscore touching either end, and never a piece of a number (the 5 of
// 2.5, the 3D of 13D): a digit and a decimal or time separator before it, or a separator and a digit after it.
const WORD_START = String.raw`(?<![\p{L}\p{M}\p{N}_])(?<!\p{N}[.,:])`
const WORD_END = String.raw`(?![\p{L}\p{M}\p{N}_])(?![.,:]\p{N})`

/**
 * The entries as patterns. Accents always count as written (an entry «México» does not say «Mexico»); the case
 * counts only for a case-sensitive entry. A phrase's words may be parted by any run of spaces or a line break.
 */
export function compilePronunciations(
	rules: readonly PronunciationRule[],
	phonemes: readonly PronunciationRule[] = [],
): Pronunciations {
	return phonemes.length === 0 ? { rules: compileRules(rules) } : { rules: compileRules(rules), phonemes: compileRules(phonemes) }
}

function compileRules(rules: readonly PronunciationRule[]): CompiledRule[] {
	return rules.flatMap((rule) => {
		const written = rule.written.normalize('NFC').replace(/\s+/g, ' ').trim()
		if (!written) return []
		const body = [...written].map((char) => charPattern(char, rule.caseSensitive)).join('')
		return [
			{
				pattern: new RegExp(`${WORD_START}${body}${WORD_END}`, 'gu'),
				said: rule.said.normalize('NFC'),
				probe: written.split(' ')[0]!.toLowerCase(),
			},
		]
	})
}

function charPattern(char: string, caseSensitive: boolean) {
	if (char === ' ') return String.raw`\s+`
	const lower = char.toLowerCase()
	const upper = char.toUpperCase()
	// a letter whose other case is a single letter too (not ß → SS): either case
	if (!caseSensitive && lower !== upper && [...lower].length === 1 && [...upper].length === 1) {
		return `[${escapeRegExp(lower)}${escapeRegExp(upper)}]`
	}
	return escapeRegExp(char)
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')

/**
 * `text` with every whole-word match of an entry replaced by how it is said. Where matches of two entries overlap
 * («Banco de España» and «España»), the longest match wins, then the one that starts first; a replacement is never
 * read again, so one entry's respelling is not changed by another. Web and e-mail addresses are left as they are.
 */
export function sayPronunciations(text: string, pronunciations: Pronunciations) {
	if (pronunciations.rules.length === 0) return text
	return outsideAddresses(text, (part) => replaceWholeWords(part, pronunciations.rules))
}

/**
 * The phoneme entries `text` contains, as «written→IPA» in the order of the dictionary: part of the line's cache key,
 * so that a changed IPA re-voices the lines that contain that entry only.
 */
export function phonemesIn(text: string, pronunciations: Pronunciations) {
	const lower = text.toLowerCase()
	return (pronunciations.phonemes ?? [])
		.filter((rule) => lower.includes(rule.probe) && text.search(rule.pattern) !== -1)
		.map((rule) => `${rule.pattern.source}→${rule.said}`)
}

type Match = { start: number; end: number; said: string }

function replaceWholeWords(part: string, rules: readonly CompiledRule[]) {
	const lower = part.toLowerCase()
	const found: Match[] = []
	for (const rule of rules) {
		if (!lower.includes(rule.probe)) continue
		for (const match of part.matchAll(rule.pattern)) {
			found.push({ start: match.index, end: match.index + match[0].length, said: rule.said })
		}
	}
	if (found.length === 0) return part
	found.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start)
	const chosen: Match[] = []
	for (const match of found) {
		if (chosen.every((taken) => match.end <= taken.start || match.start >= taken.end)) chosen.push(match)
	}
	chosen.sort((a, b) => a.start - b.start)
	let out = ''
	let last = 0
	for (const match of chosen) {
		out += part.slice(last, match.start) + match.said
		last = match.end
	}
	return out + part.slice(last)
}
