import { leansOnBefore, withoutAuthorAsides } from '#app/modules/script/passages.ts'

/**
 * Which sentences of an episode can stand in its description's summary: whole, clean sentences a reader understands
 * alone. Never one cut where a link or a path was ('disponibles en.'), one carrying the document's running headers or
 * page numbers ('castellano 23 6.4.', '13 Cuadro 1.3'), one with a heading run into it ('Resumen La división…'),
 * one that leans on a sentence not there ('Esto…', 'Por eso…', 'Este problema…') or an author's aside ('como he
 * dicho'), nor a question. Pure functions.
 */

/** A summary sentence has at least this many words, and at most this many characters. */
const MIN_WORDS = 6
const MAX_CHARS = 220

/** Words a sentence never ends with: it was cut ('disponibles en.', 'la versión de.'). */
const CUT_END =
	/(?:^|\s)(?:a|al|ante|bajo|con|contra|de|del|desde|durante|en|entre|hacia|hasta|mediante|para|por|según|sin|sobre|tras|el|la|lo|los|las|un|una|unos|unas|y|e|o|u|ni|que|su|sus|como|the|a|an|and|or|of|to|in|on|for|with|by|from|at|as|its|their)[.!]$/iu

/** Page furniture: a number where a page number, a section number or a caption's stands. */
const FURNITURE = new RegExp(
	[
		// a sentence that starts with a number and a capitalised word: a page or section number before a heading
		/^\d[\d.]*\s+\p{Lu}/u.source,
		// ending in a section number or in two numbers ('castellano 23 6.4.', 'página 12.')
		/\s\d{1,4}(?:\.\d{1,3})+\.?$/u.source,
		/\s\d{1,4}\s+\d{1,4}(?:\.\d{1,3})*\.?$/u.source,
		// a number run into a caption ('13 Cuadro 1.3')
		/\b\d{1,4}\s+(?:Cuadro|Tabla|Figura|Capítulo|Sección|Apartado|Table|Figure|Chapter|Section)\s+\d/u.source,
	].join('|'),
	'u',
)

/** A heading run into the sentence it titles: 'Resumen La división…', '15 Discusión En la curva…'. */
const HEADING_RUN_IN =
	/^(?:\d[\d.]*\s+)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}?\p{Ll}+){0,3}\s+(?:El|La|Los|Las|Un|Una|En|Para|Con|Si|Este|Esta|Estos|Estas|Cuando|Por|Se|Lo|Al|No|Hay|Es|The|In|This|It)\s/u

/** Connectors a sentence may open with that mean nothing alone: taken off ('Además, el…' → 'El…'). */
const LOOSE_OPENER = /^(?:además|también|por otra parte|por otro lado|de hecho|en general|also|in fact),\s+/iu

/** A sentence as the summary says it: without a loose opener, capitalised. */
export function tidySentence(sentence: string) {
	const text = sentence.replace(LOOSE_OPENER, '').trim()
	return text.charAt(0).toLocaleUpperCase('es') + text.slice(1)
}

/** Whether a (tidied) sentence can stand in the summary; see the module comment. */
export function isSummarySentence(sentence: string) {
	if (sentence.split(' ').length < MIN_WORDS || sentence.length > MAX_CHARS) return false
	if (!/^[«"“]?\p{Lu}/u.test(sentence) || !/[.!]["»”)]?$/u.test(sentence) || /[?¿…]|:\s*\.?$/u.test(sentence)) return false
	if (CUT_END.test(sentence) || FURNITURE.test(sentence) || HEADING_RUN_IN.test(sentence)) return false
	// a sentence that needs the one before it, or says an author's aside, is not understood alone
	if (leansOnBefore(sentence) || withoutAuthorAsides(sentence) !== sentence) return false
	return balanced(sentence)
}

/** Every bracket and quote that opens closes. */
function balanced(text: string) {
	const count = (character: string) => text.split(character).length - 1
	return count('(') === count(')') && count('«') === count('»') && count('“') === count('”') && count('"') % 2 === 0
}
