/**
 * What a line of a paged or plain-text document is, before lines become paragraphs: a heading (an outline title,
 * 'Capítulo N' + its title line, a numbered title, a markdown title) or a line standing alone in a list.
 */

/** An entry of a PDF's outline (bookmarks): its title and depth (1 = chapter). */
export type OutlineEntry = { title: string; level: number }

/** A line of text and the page it is on. */
export type Line = { text: string; page: number }

/** 'Capítulo 3', 'Apéndice A', 'Parte II': the title follows on the next line. */
const CHAPTER_LABEL = /^(?:cap[íi]tulo|chapter|ap[ée]ndice|appendix|parte|part)\s+([\dIVXLC]+|[A-Z])\.?$/i
/** '2.1. Título', '3 Título', 'A.2. Título' (a numbered heading when there is no outline). */
const NUMBERED_HEADING = /^((?:\d{1,2}|[A-Z])(?:\.\d{1,2}){0,3})\.?\s+(\p{Lu}.{2,90})$/u
/** Words a heading never ends with (a sentence broken across lines does). */
const OPEN_END = /(?:(?<![\p{L}])(?:de|del|la|el|los|las|y|o|en|con|para|por|que|a|un|una)|[,;:(-])$/iu

export type Heading = { text: string; level: number; label?: string; consumesNext: boolean }

/** A heading line: an outline title (with or without its number), 'Capítulo N' + the title line, or a numbered line. */
export function headingOf(
	line: string,
	next: string | undefined,
	titles: Map<string, number>,
	atParagraphStart: boolean,
	markdown: boolean,
): Heading | null {
	if (line.length > 120) return null
	const label = CHAPTER_LABEL.exec(line)
	if (label && next && next.length <= 120)
		return { text: next.replace(/\.$/, ''), level: 1, label: label[1]!, consumesNext: true }
	if (titles.size > 0) {
		// A numbered title ('4.1. El archivo control') is a heading even right after an unfinished line.
		const numbered = /^(?:\d{1,2}|[A-Z])(?:\.\d{1,2})*\.?\s/.test(line)
		if (!atParagraphStart && !numbered) return null
		const level = titles.get(titleKey(line))
		if (level) return { text: line.replace(/\.$/, ''), level, consumesNext: false }
		// A long numbered title wraps onto the next line ('14.15. Instalación de … del servidor' + 'principal').
		const wrapped = numbered && next && next.length <= 60 ? `${line} ${next}` : null
		const wrappedLevel = wrapped ? titles.get(titleKey(wrapped)) : undefined
		return wrappedLevel ? { text: wrapped!.replace(/\.$/, ''), level: wrappedLevel, consumesNext: true } : null
	}
	if (!atParagraphStart) return null
	const numbered = NUMBERED_HEADING.exec(line)
	if (
		numbered &&
		!/[.:;,]$/.test(line.replace(/\.$/, '')) &&
		!OPEN_END.test(line) &&
		!/[.!?]\s/.test(numbered[2]!) &&
		!numberedSentence(line, next)
	) {
		const depth = numbered[1]!.split('.').length
		return { text: line, level: Math.min(3, depth), consumesNext: false }
	}
	if (markdown && /^#{1,3}\s+\S/.test(line))
		return { text: line.replace(/^#+\s+/, ''), level: line.indexOf(' '), consumesNext: false }
	return null
}

/** Words of a numbered line ending in a period beyond which it is a rule or a step («6. Tampoco se dividirá…»). */
const MAX_TITLE_WORDS = 8
/** Characters of a numbered line beyond which, when the next line goes on in lower case, it is a wrapped sentence. */
const WRAPPED_CHARS = 60

/**
 * A numbered line that is an item of a list, not a title: a long sentence ending in its period («6. Tampoco se
 * dividirá antes de una h ni de la letra que le pudiera anteceder.»), or a long line whose sentence goes on in lower
 * case on the next line («2. Salvo en los matices…, las palabras se dividirán» + «antes de una consonante.»).
 */
function numberedSentence(line: string, next: string | undefined) {
	if (line.endsWith('.') && line.split(/\s+/u).length > MAX_TITLE_WORDS + 1) return true
	return line.length >= WRAPPED_CHARS && next !== undefined && /^\p{Ll}/u.test(next)
}

/** Outline titles by their comparable form, with their level. */
export function outlineTitles(outline: OutlineEntry[]) {
	const titles = new Map<string, number>()
	for (const entry of outline) if (entry.title.trim()) titles.set(titleKey(entry.title), Math.min(3, entry.level))
	return titles
}

/** A title without its number, final period, case or spacing: '1.1. Dinamismo social' ≡ 'Dinamismo social'. */
function titleKey(text: string) {
	return text
		.toLowerCase()
		.replace(/^(?:(?:\d{1,2}|[a-z])(?:\.\d{1,2}){0,3}\.?\s+)/, '')
		.replace(/[.\s]+$/, '')
		.replace(/\s+/g, ' ')
		.trim()
}

/**
 * A PDF line that stands alone: well short of the margin (a wrapped line runs to it), starting with a capital (or any
 * letter right after another such line), with no final punctuation, and followed on the same page by a line that
 * starts with a capital or is another such line.
 */
export function isListLine(line: Line, next: Line | undefined, width: number, inList = false) {
	const text = line.text
	if (!next?.text || next.page !== line.page || text.length >= width * 0.6) return false
	// the items after a list's first may start in lower case ('actualiza DNS en el servidor principal')
	if (!(inList ? /^\p{L}/u : /^\p{Lu}/u).test(text) || /[.!?:;,»)”-]$/u.test(text)) return false
	if (text.split(' ').length < 2) return false
	// the next line starts another sentence, or is a short unpunctuated line too (the next item, in lower case)
	return /^\p{Lu}/u.test(next.text) || (next.text.length < width * 0.6 && !/[.!?:;,»)”-]$/u.test(next.text))
}
