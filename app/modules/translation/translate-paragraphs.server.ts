import {
	type ApertiumMode,
	apertiumAvailable,
	apertiumTranslate,
	MAX_INPUT_CHARS,
} from '#app/integrations/apertium/apertium.server.ts'
import type { ScriptLanguage } from '#app/modules/script/script-types.ts'
import { withApertiumSynonyms } from './apertium-synonyms.ts'
import { adaptDialect } from './dialect-rules.ts'
import { lowerStrayCapitals } from './english-capitals.ts'
import { placeholderMark, protectTerms, restoreTerms } from './protect-terms.ts'
import { openSpanishMarks } from './spanish-punctuation.ts'

/**
 * Paragraphs of a source translated offline with Apertium, into the episode's language and dialect: names, figures,
 * quoted titles, addresses and code-like tokens kept as they are (protect-terms.ts). Throws the integration's
 * TranslationError (codes TRANSLATION_UNAVAILABLE, TRANSLATION_TIMEOUT, TRANSLATION_FAILED).
 */

type SourceLanguage = 'en' | 'es'

/** The Apertium mode for a source language and a target: the US English of spa-eng_US for English episodes. */
function modeFor(from: SourceLanguage, to: ScriptLanguage): ApertiumMode | null {
	if (from === 'en' && to !== 'english') return 'eng-spa'
	if (from === 'es' && to === 'english') return 'spa-eng_US'
	return null
}

/** Whether this server can translate `from` into `to` offline. */
export function canTranslateOffline(from: SourceLanguage, to: ScriptLanguage) {
	const mode = modeFor(from, to)
	return mode !== null && apertiumAvailable(mode)
}

/** A paragraph to translate: its text, and whether it is a heading (English capitalises every word of a title). */
export type ParagraphToTranslate = string | { text: string; heading: boolean }

export async function translateParagraphs(
	paragraphs: readonly ParagraphToTranslate[],
	{ from, to, timeoutMs }: { from: SourceLanguage; to: ScriptLanguage; timeoutMs?: number },
): Promise<string[]> {
	const mode = modeFor(from, to)
	const given = paragraphs.map((item) => (typeof item === 'string' ? { text: item, heading: false } : item))
	if (!mode) return given.map((item) => item.text)
	// a paragraph longer than a piece (a text without blank lines) goes in pieces cut at sentence ends, put together after
	const pieces = given.map((item) => piecesOf(item.text).map((text) => ({ text, heading: item.heading })))
	const items = pieces.flat()
	const mark = placeholderMark(items.map((item) => item.text))
	const guarded = items.map((item) => {
		const text = item.text.replace(/\s+/g, ' ').trim()
		return protectTerms(from === 'en' ? withApertiumSynonyms(text) : text, { heading: item.heading, mark })
	})
	const translated: string[] = []
	for (const batch of batches(
		guarded.map((item) => item.text),
		MAX_INPUT_CHARS / 2,
	))
		translated.push(...(await apertiumTranslate(batch, mode, { timeoutMs })))
	const target = to === 'english' ? 'en' : 'es'
	const finished = translated.map((text, index) =>
		// a paragraph of one word in lower case is a term (a definition list's «daemon», «bin», «games»): a name to keep
		TERM.test(items[index]!.text) ? items[index]!.text.trim() : finishFor(to, restoreTerms(text, guarded[index]!, target)),
	)
	let next = 0
	return pieces.map((parts) => {
		const start = next
		next += parts.length
		return finished.slice(start, next).join(' ')
	})
}

/** One word in lower case, with digits, dots or hyphens («daemon», «www-data», «lp»): an account's or an option's name. */
const TERM = /^\s*\p{Ll}[\p{L}\d._+-]{0,30}\s*$/u

/** The longest text sent as one paragraph: Apertium's time grows with it, and a batch must hold at least one. */
const PIECE_CHARS = 20_000

/** `text` in pieces of at most PIECE_CHARS, cut after a sentence's end where there is one (else at a space). */
function piecesOf(text: string) {
	const pieces: string[] = []
	let rest = text
	while (rest.length > PIECE_CHARS) {
		const window = rest.slice(0, PIECE_CHARS)
		const end = Math.max(window.lastIndexOf('. '), window.lastIndexOf('? '), window.lastIndexOf('! '))
		const cut = end > PIECE_CHARS / 2 ? end + 1 : Math.max(window.lastIndexOf(' '), PIECE_CHARS / 2)
		pieces.push(rest.slice(0, cut).trim())
		rest = rest.slice(cut).trim()
	}
	pieces.push(rest)
	return pieces
}

/**
 * The one place where a translated paragraph is finished for the episode's dialect. Apertium writes the Spanish of
 * Spain (castellano): a latino episode's text goes through the dialect rules (vosotros → ustedes, ordenador →
 * computadora…). It closes questions and exclamations only («Sabes por qué?»): Spanish opens them too. Its English
 * capitalises stray small words («Hello To all»).
 */
function finishFor(to: ScriptLanguage, text: string) {
	if (to === 'english') return lowerStrayCapitals(text)
	const spanish = openSpanishMarks(text)
	return to === 'latino' ? adaptDialect(spanish, 'latino') : spanish
}

/** Paragraphs in groups of at most `maxChars` (a longer paragraph alone), for one Apertium process each. */
function batches(paragraphs: readonly string[], maxChars: number) {
	const groups: string[][] = []
	let size = Number.POSITIVE_INFINITY
	for (const paragraph of paragraphs) {
		if (size + paragraph.length + 2 > maxChars) {
			groups.push([])
			size = 0
		}
		groups[groups.length - 1]!.push(paragraph)
		size += paragraph.length + 2
	}
	return groups
}
