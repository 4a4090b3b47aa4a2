import { isCodeLine } from './inline-clean.ts'
import type { Heading, Line } from './line-kinds.ts'

/**
 * The headings of a plain text (pasted, TXT, DOC) that has no markup for them: a line that stands alone and names
 * what follows. It is short, starts with a capital (or '¿'), ends without a period, comma, colon or an open word
 * ('de', 'y'), holds one sentence at most, comes at the start of the text, after a finished sentence or after another
 * heading, and is followed by a paragraph (a longer line that ends a sentence or runs on) or is a title right before
 * such a heading. A line in capitals ('TIPOS DE DOCUMENTO') is a chapter; another one a section. A short sentence
 * ends with its period and is never one; nor is an item of a list (a line after 'lo siguiente:' or after another
 * item, or one followed by another short line).
 */

const MAX_CHARS = 80
const MAX_WORDS = 10
/** Words a heading never ends with (a sentence broken across lines does). */
const OPEN_END =
	/(?:(?<![\p{L}])(?:de|del|la|el|los|las|lo|y|o|e|u|en|con|para|por|que|a|al|un|una|sin|sobre|entre|como)|[,;:(«"“-])$/iu
/** '-', '•', 'a)', '1)' and the like: an item of a list. */
const ITEM = /^(?:[•●▪◦‣∙·*]|[-–—](?=\s)|\d{1,2}\)|[a-z][.)](?=\s))/u

export function plainHeading(
	lines: readonly Line[],
	index: number,
	{ width, afterHeading }: { width: number; afterHeading: boolean },
): Heading | null {
	const text = lines[index]!.text
	if (!isHeadingLike(text, width)) return null
	const previous = nearest(lines, index, -1)
	// at the start, after a finished sentence, or right after another heading; never after 'los pasos son:' or an item
	if (previous !== null && !afterHeading && !/[.!?»”)]$/u.test(lines[previous]!.text)) return null
	const next = nearest(lines, index, 1)
	if (next === null) return null
	const capitals = !/\p{Ll}/u.test(text) && /\p{Lu}{4,}/u.test(text)
	if (capitals) return { text, level: 1, consumesNext: false }
	if (leadsParagraph(lines, next, text)) return { text, level: 2, consumesNext: false }
	// a title right before a heading and its paragraph ('Introducción a LyX', '¿Qué es LyX?', 'LyX es…')
	const nextText = lines[next]!.text
	const after = nearest(lines, next, 1)
	const titled = isHeadingLike(nextText, width) && after !== null && leadsParagraph(lines, after, nextText)
	return titled ? { text, level: 2, consumesNext: false } : null
}

/** Whether the line at `index` is a paragraph under `heading`: longer, and ending a sentence or running on. */
function leadsParagraph(lines: readonly Line[], index: number, heading: string) {
	const text = lines[index]!.text
	return text.length > heading.length && (/[.!?:»”)]$/u.test(text) || text.length >= 60) && !ITEM.test(text)
}

/** The shape of a heading line (see the module comment); where it stands is checked by plainHeading. */
function isHeadingLike(text: string, width: number) {
	if (text.length > MAX_CHARS || (width < 200 && text.length > width * 0.7)) return false
	const words = text.split(/\s+/)
	if (words.length > MAX_WORDS || !/^[¿«"“]?\p{Lu}/u.test(text) || !/\p{L}{3}/u.test(text)) return false
	if (/[.,;:!…]$/u.test(text) || OPEN_END.test(text) || ITEM.test(text)) return false
	// two sentences, or a question followed by more
	if (/[.!?]\s+\S/u.test(text)) return false
	if (text.endsWith('?') && !text.startsWith('¿')) return false
	return !isCodeLine(text)
}

/** The index of the nearest line with text before (-1) or after (1) `index`, or null. */
function nearest(lines: readonly Line[], index: number, step: -1 | 1) {
	for (let at = index + step; at >= 0 && at < lines.length; at += step) if (lines[at]!.text) return at
	return null
}

/**
 * Numbered lines ('1. Nunca use [h] solo') that are items of a list rather than numbered headings: the next line
 * with text is another item of the same depth, the number restarts (a '1.' after the document's '2.' at the same
 * depth, with no shallower heading in between), or the line before ends in a colon. Returns whether a heading found
 * by its number is kept; headings without a number, or named by 'Capítulo N', are always kept.
 */
export function numberedHeadings() {
	const last: number[] = []
	return (heading: Heading, lines: readonly Line[], index: number) => {
		const match = /^(\d{1,2}(?:\.\d{1,2})*)\.?\s/u.exec(heading.text)
		if (!match || heading.label) return true
		const parts = match[1]!.split('.').map(Number)
		const depth = parts.length
		const number = parts.at(-1)!
		const after = nearest(lines, index, 1)
		const next = after === null ? null : lines[after]!.text
		const item = new RegExp(`^\\d{1,2}${String.raw`(?:\.\d{1,2})`.repeat(depth - 1)}[.)]?\\s`, 'u')
		if (next && item.test(next)) return false
		// «…introducimos una nueva regla:» + «9. No se dividirá entre vocales.»: what a colon announces is an item
		const before = nearest(lines, index, -1)
		if (before !== null && lines[before]!.text.endsWith(':')) return false
		if (last[depth - 1] !== undefined && number <= last[depth - 1]!) return false
		last[depth - 1] = number
		last.length = depth
		return true
	}
}
