import { cleanInline, isCaption, isCodeLine } from './inline-clean.ts'
import { headingOf, isListLine, type Line, type OutlineEntry, outlineTitles } from './line-kinds.ts'
import { numberedHeadings, plainHeading } from './plain-headings.ts'
import type { Block, CleaningCounts } from './source-structure.ts'

/**
 * Text laid out in lines (PDF pages, plain text, old Word and PowerPoint files) turned into blocks: running headers
 * and footers, page numbers, table-of-contents, title/credits/licence and index pages go; footnotes leave the flow
 * (their markers in the text go too); words broken at a line end are joined again; lines become paragraphs,
 * headings (the PDF outline's titles, numbered or 'Capítulo N' lines) and code blocks.
 */

/** A lone page number, 'n / m', 'n de m', 'Página 3', 'Page 3', 'pág. 3', or a roman numeral ('iv'). */
const PAGE_NUMBER = /^(?:(?:p[áa]gina|page|p[áa]g\.|p\.)\s*)?\d{1,4}(?:\s*(?:\/|de|of)\s*\d{1,4})?$|^[ivxlcdm]{1,7}$/i
/** A table-of-contents line: a title, then dotted leaders or spaces, then a page number. */
const TOC_LINE = /(?:\.\s?){3,}\s*[\divxlc]+$|\S\s+\d{1,4}$/i
const TOC_TITLE = /^(?:índice(?: general)?|tabla de contenidos?|contenidos?|sumario|contents|table of contents)$/i
/** Index entries: 'término, 12, 34–36'. */
const INDEX_LINE = /,\s*\d{1,4}(?:\s*[–-]\s*\d{1,4})?(?:\s*,\s*\d{1,4}(?:\s*[–-]\s*\d{1,4})?)*$/
const INDEX_TITLE = /^(?:índice (?:alfabético|analítico|temático|de materias|de términos)|index|glosario de términos)$/i
/** What title, credits, copyright and licence pages say. */
const FRONT_MATTER_MARKS = [
	/copyright|©/i,
	/\bISBN\b/,
	/todos los derechos reservados|all rights reserved/i,
	/\bCOLABORADORES\b|HISTORIAL DE REVISIONES|\bESCRITO POR\b|ACCIÓN\s+NOMBRE\s+FECHA/,
	/GNU (?:General Public|Free Documentation|Lesser General) License|Creative Commons|Free Software Foundation/i,
	/licencia|license/i,
	/dep[óo]sito legal|impreso en|printed in|primera edición|first edition/i,
]
/** Paragraphs of licence boilerplate, dropped wherever they are. */
const LICENCE_PARAGRAPH =
	/GNU (?:General Public|Free Documentation|Lesser General) License|Free Software Foundation|Creative Commons (?:Attribution|Reconocimiento)|This document may be used under the terms|todos los derechos reservados|all rights reserved/i
const BULLET = /^(?:[•●▪◦‣∙·*]|[-–—](?=\s)|\d{1,2}[.)](?=\s)|[a-z][.)](?=\s))\s*/u

export type LineDocumentOptions = {
	outline?: OutlineEntry[]
	paged: boolean
	/** A plain text's own heading-like lines become headings (plain-headings.ts). */
	plainHeadings?: boolean
}

/** Pages of text (one string per page; plain text is one page) to blocks, counting what was removed. */
export function blocksFromPages(pages: string[], counts: CleaningCounts, options: LineDocumentOptions): Block[] {
	let lines = pages.map((page) =>
		page
			.split('\n')
			.map((line) => line.trim())
			.filter((line) => {
				if (!options.paged || !PAGE_NUMBER.test(line)) return true
				counts.pageNumbers++
				return false
			}),
	)
	if (options.paged && pages.length >= 3) lines = dropRunningLines(lines, counts)
	const kept: Line[] = []
	const footnotes: Block[] = []
	lines.forEach((page, index) => {
		const skip = options.paged ? skippedPageKind(page, index, lines.length) : null
		if (skip) {
			counts[skip]++
			return
		}
		const { body, notes } = options.paged ? splitFootnotes(page, counts) : { body: page, notes: [] }
		for (const note of notes) footnotes.push({ kind: 'footnote', text: note, page: index + 1 })
		for (const text of body) kept.push({ text, page: index + 1 })
	})
	const blocks = buildBlocks(joinBrokenWords(kept, counts), counts, options)
	// Footnotes go after the flow: they may inform, never interrupt it.
	return [...dropIndexSection(blocks, counts), ...footnotes]
}

/** Lines at the top or bottom of pages that repeat (digits aside) across many pages: running headers and footers. */
function dropRunningLines(pages: string[][], counts: CleaningCounts) {
	const key = (line: string) =>
		line
			.toLowerCase()
			.replace(/\d+|\b[ivxlc]+\b/g, '#')
			.replace(/\s+/g, ' ')
			.trim()
	const edges = (page: string[]) => {
		const filled = page.filter(Boolean)
		return new Set([...filled.slice(0, 2), ...filled.slice(-2)].map(key))
	}
	const seen = new Map<string, number>()
	for (const page of pages) for (const line of edges(page)) if (line) seen.set(line, (seen.get(line) ?? 0) + 1)
	const threshold = Math.max(3, Math.ceil(pages.length * 0.3))
	const running = new Set([...seen.entries()].filter(([, count]) => count >= threshold).map(([line]) => line))
	return pages.map((page) => {
		const edge = edges(page)
		return page.filter((line) => {
			const lineKey = key(line)
			if (!line || !running.has(lineKey) || !edge.has(lineKey)) return true
			counts.runningLines++
			return false
		})
	})
}

/** Why a whole page is skipped: a table of contents, front matter (title, credits, licence) or none. */
function skippedPageKind(page: string[], index: number, total: number): 'tocPages' | 'frontMatterPages' | null {
	const lines = page.filter(Boolean)
	if (lines.length === 0) return null
	const tocLines = lines.filter((line) => TOC_LINE.test(line)).length
	const dotted = lines.filter((line) => /(?:\.\s?){4,}\s*[\divxlc]+$/i.test(line)).length
	if (dotted >= 3 || (lines.length >= 4 && tocLines / lines.length >= 0.6) || (TOC_TITLE.test(lines[0]!) && tocLines >= 3))
		return 'tocPages'
	const nearEdge = index < Math.max(4, Math.min(10, total * 0.2)) || index >= total - 2
	if (!nearEdge || total < 3) return null
	const text = lines.join('\n')
	const marks = FRONT_MATTER_MARKS.filter((mark) => mark.test(text)).length
	const words = text.split(/\s+/).length
	if (marks >= 2 || (marks >= 1 && words < 150)) return 'frontMatterPages'
	// A title page: the first page, a few short lines, no sentence.
	if (index === 0 && words < 60 && !/[.!?:]$/m.test(text)) return 'frontMatterPages'
	return null
}

/**
 * Footnotes at the foot of a page: lines starting with their number glued to the text ('2Puedes aprender…'), in
 * increasing order, in the lower part of the page. They leave the body, and so do their markers in it ('maestro 2.').
 */
function splitFootnotes(page: string[], counts: CleaningCounts) {
	const starts: Array<{ index: number; number: number }> = []
	for (let index = page.length - 1; index >= Math.floor(page.length * 0.3); index--) {
		const match = /^(\d{1,3})(?=[\p{Lu}«"“(¿¡])/u.exec(page[index]!)
		if (match) starts.unshift({ index, number: Number(match[1]) })
	}
	// Keep the last run of consecutive numbers (1, 2, 3 or 7, 8).
	let first = starts.length - 1
	while (first > 0 && starts[first - 1]!.number === starts[first]!.number - 1) first--
	const run = starts.slice(Math.max(0, first))
	if (run.length === 0) return { body: page, notes: [] }
	const notes: string[] = []
	run.forEach((start, position) => {
		const end = run[position + 1]?.index ?? page.length
		notes.push(
			page
				.slice(start.index, end)
				.join(' ')
				.replace(/^\d{1,3}/, ''),
		)
	})
	counts.footnotes += notes.length
	let body = page.slice(0, run[0]!.index)
	for (const { number } of run) body = dropMarker(body, number, counts)
	return { body, notes }
}

/** Words a number after them is theirs, not a footnote marker ('capítulo 2', 'versión 3'). */
const NUMBERED_WORDS =
	/(?<![\p{L}])(?:cap[íi]tulo|secci[óo]n|p[áa]gina|versi[óo]n|paso|figura|tabla|nivel|parte|n[úu]mero|art[íi]culo|apartado|chapter|section|page|version|step|figure|table|level|debian|ubuntu|python|gnu|de|y|o|el|la|los|las|a|en)$/iu

/** Removes the last marker `number` glued to a word or after punctuation in the body ('maestro 2.', 'outdated. 1'). */
function dropMarker(body: string[], number: number, counts: CleaningCounts) {
	// After a letter or punctuation, never after '1.' ('1.1. Título' is a section number, not a marker).
	const marker = new RegExp(`([\\p{L})»”’,;:!?]|(?<![\\d.])\\.)\\s?${number}(?=[\\s,;:)]|\\.(?!\\d)|$)`, 'u')
	for (let index = body.length - 1; index >= 0; index--) {
		const line = body[index]!
		// A line holding only the marker ('2.' after 'maestro' at the end of the previous line).
		if (new RegExp(`^${number}[.,;:]?$`).test(line) && index > 0) {
			body = [...body.slice(0, index - 1), body[index - 1] + line.replace(/^\d+/, ''), ...body.slice(index + 1)]
			counts.footnoteMarkers++
			return body
		}
		const match = marker.exec(line)
		if (!match) continue
		const before = line.slice(0, match.index + match[1]!.length)
		if (NUMBERED_WORDS.test(before.trimEnd())) continue
		const after = line.slice(match.index + match[0].length)
		body = [...body.slice(0, index), `${before}${after}`, ...body.slice(index + 1)]
		counts.footnoteMarkers++
		return body
	}
	return body
}

/** 'direc-' + 'torio' → 'directorio'; 'Fernández-' + 'Sanguino' → 'Fernández-Sanguino' (a real hyphen stays). */
function joinBrokenWords(lines: Line[], counts: CleaningCounts) {
	const joined: Line[] = []
	for (const line of lines) {
		const previous = joined[joined.length - 1]
		if (
			previous &&
			/[\p{L}/]-$/u.test(previous.text) &&
			/^[\p{L}]/u.test(line.text) &&
			!isCodeLine(previous.text, { strict: true })
		) {
			const [word = '', ...rest] = line.text.split(' ')
			const lowerBreak = /\p{Ll}-$/u.test(previous.text) && /^\p{Ll}/u.test(word)
			previous.text = lowerBreak ? previous.text.slice(0, -1) + word : previous.text + word
			if (lowerBreak) counts.hyphenBreaks++
			if (rest.length > 0) joined.push({ text: rest.join(' '), page: line.page })
			continue
		}
		joined.push({ ...line })
	}
	return joined
}

/** Lines to headings, code blocks and paragraphs (lines of a paragraph joined; a short line ending a sentence ends it). */
function buildBlocks(lines: Line[], counts: CleaningCounts, options: LineDocumentOptions): Block[] {
	const titles = outlineTitles(options.outline ?? [])
	const width = typicalWidth(lines)
	const hardWrapped = width < 200
	const blocks: Block[] = []
	let paragraph: Line[] = []
	let code: Line[] = []
	// how many list lines came just before (a list's next item may start in lower case)
	let listItems = 0
	const numbered = numberedHeadings()
	/** The heading a line is, if any: the outline's, a numbered one that is not a list's item, or a plain text's own. */
	const lineHeading = (index: number, atStart: boolean) => {
		const line = lines[index]!
		// a title right after a line ending a sentence that ran to the margin («…para química.» + «3. Bibliografía»)
		const start = atStart || (code.length === 0 && /[.!?]$/u.test(paragraph.at(-1)?.text ?? ''))
		const found = headingOf(line.text, lines[index + 1]?.text, titles, start, !options.paged)
		if (found) return titles.size > 0 || numbered(found, lines, index) ? found : null
		if (!options.plainHeadings || !start) return null
		return plainHeading(lines, index, { width, afterHeading: blocks.at(-1)?.kind === 'heading' })
	}
	const flushParagraph = () => {
		if (paragraph.length === 0) return
		blocks.push({ kind: 'paragraph', text: paragraph.map((line) => line.text).join(' '), page: paragraph[0]!.page })
		paragraph = []
	}
	const flushCode = () => {
		if (code.length === 0) return
		blocks.push({ kind: 'code', text: code.map((line) => line.text).join('\n'), page: code[0]!.page })
		counts.codeBlocks++
		code = []
	}
	for (let index = 0; index < lines.length; index++) {
		const line = lines[index]!
		if (!line.text) {
			flushParagraph()
			flushCode()
			continue
		}
		const heading = lineHeading(index, paragraph.length === 0 && code.length === 0)
		if (heading) {
			flushParagraph()
			flushCode()
			blocks.push({ kind: 'heading', text: heading.text, level: heading.level, label: heading.label, page: line.page })
			if (heading.consumesNext) index++
			continue
		}
		// Inside an unfinished paragraph only a prompt ('$ cd ~/gentoo') starts code: a wrapped line is prose.
		if (isCodeLine(line.text, { strict: paragraph.length > 0 })) {
			flushParagraph()
			code.push(line)
			continue
		}
		flushCode()
		if (BULLET.test(line.text) && paragraph.length > 0) flushParagraph()
		const inList = listItems > 0 && paragraph.length === 0
		if (options.paged && hardWrapped && isListLine(line, lines[index + 1], width, inList)) {
			// a step of a list set as lines of their own ('Selecciona el perfil Minimal' / 'Instala los paquetes'): a
			// sentence each, not one run-on line
			listItems++
			flushParagraph()
			paragraph.push({ ...line, text: `${line.text.replace(/^[•●▪◦‣∙·]\s*/u, '')}.` })
			flushParagraph()
			continue
		}
		listItems = 0
		paragraph.push({ ...line, text: line.text.replace(/^[•●▪◦‣∙·]\s*/u, '') })
		const endsSentence = /[.!?:»)”]$/.test(line.text)
		// Plain text: a line ending a sentence ends its paragraph; a PDF's lines run to the margin, so only a short one does.
		const lastOfPage = lines[index + 1]?.page !== line.page
		if (!hardWrapped || (endsSentence && (!options.paged || lastOfPage || line.text.length < width * 0.8))) flushParagraph()
	}
	flushParagraph()
	flushCode()
	return blocks.flatMap((block) => cleanBlock(block, counts))
}

/** Inline clean-up of a paragraph; a paragraph left with little text, or licence boilerplate, goes. */
function cleanBlock(block: Block, counts: CleaningCounts): Block[] {
	if (block.kind !== 'paragraph') return [block]
	if (LICENCE_PARAGRAPH.test(block.text)) {
		counts.licenceParagraphs++
		return []
	}
	if (isCaption(block.text)) {
		counts.captions++
		return []
	}
	const text = cleanInline(block.text, counts)
	return /\p{L}/u.test(text) ? [{ ...block, text }] : []
}

/** The length of a full line (90th percentile): shorter lines ending a sentence end their paragraph. */
function typicalWidth(lines: Line[]) {
	const lengths = lines
		.map((line) => line.text.length)
		.filter((length) => length > 0)
		.sort((a, b) => a - b)
	return lengths[Math.floor(lengths.length * 0.9)] ?? 0
}

/** The index (a heading 'Índice alfabético', or pages of 'término, 12, 34' lines) at the end of a document goes. */
function dropIndexSection(blocks: Block[], counts: CleaningCounts) {
	const start = blocks.findIndex(
		(block, index) => index >= blocks.length / 2 && block.kind === 'heading' && INDEX_TITLE.test(block.text.trim()),
	)
	if (start < 0) {
		const indexPages = new Set(
			blocks.filter((block) => block.kind === 'paragraph' && isIndexParagraph(block.text)).map((block) => block.page),
		)
		counts.indexPages += indexPages.size
		return blocks.filter((block) => !(block.kind === 'paragraph' && isIndexParagraph(block.text)))
	}
	const pages = new Set(blocks.slice(start).map((block) => block.page))
	counts.indexPages += pages.size
	return blocks.slice(0, start)
}

function isIndexParagraph(text: string) {
	const entries = text.split(/(?<=\d)\s+(?=\p{L})/u)
	return entries.length >= 4 && entries.filter((entry) => INDEX_LINE.test(entry)).length / entries.length >= 0.7
}
