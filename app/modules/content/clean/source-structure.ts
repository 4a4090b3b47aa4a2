import type { ParagraphLanguage } from './language.ts'

/**
 * A source as structure rather than one flat string: sections with their heading, the paragraphs to be read aloud
 * and the blocks that may inform the writer but are never read (code, shell sessions, tables, URL lists, footnotes).
 */

/** One piece of a cleaned source, in reading order. `page` is the PDF page it came from (1-based). */
export type Block =
	| { kind: 'heading'; text: string; level: number; page?: number /** 'Capítulo 3' → '3' */; label?: string }
	| { kind: 'paragraph'; text: string; page?: number }
	| { kind: 'code' | 'table' | 'footnote'; text: string; page?: number }

/** A paragraph to read, its language and (in a PDF) the page it starts on. */
type SourceParagraph = { text: string; language: ParagraphLanguage; page?: number }

type UnspokenBlock = { kind: 'code' | 'table' | 'footnote'; text: string }

export type SourceSection = {
	/** The section's heading as the document writes it (null for text before the first heading). */
	heading: string | null
	/** 1 for a chapter, 2 and 3 for sections inside it. */
	level: number
	/** The top-level chapter the section belongs to, as the document numbers it ('1', 'A') or by its position. */
	chapter: string | null
	paragraphs: SourceParagraph[]
	/** Never read aloud; may inform the writer. */
	unspoken: UnspokenBlock[]
	/** PDF pages the section spans. */
	pages?: { first: number; last: number }
}

/** What the cleaning removed or set aside, counted (the quality report and the user's notices use them). */
export type CleaningCounts = {
	pageNumbers: number
	runningLines: number
	hyphenBreaks: number
	footnoteMarkers: number
	footnotes: number
	urls: number
	codeBlocks: number
	tables: number
	/** Captions of tables, figures and examples ('Tabla 2.1. Relación de herramientas…'): they label what is not read. */
	captions: number
	/** Title, credits, copyright and licence pages or paragraphs. */
	frontMatterPages: number
	/** Licence and copyright boilerplate paragraphs found elsewhere. */
	licenceParagraphs: number
	tocPages: number
	indexPages: number
}

export type CleanSource = { sections: SourceSection[]; pages?: number; counts: CleaningCounts }

export function emptyCounts(): CleaningCounts {
	return {
		pageNumbers: 0,
		runningLines: 0,
		hyphenBreaks: 0,
		footnoteMarkers: 0,
		footnotes: 0,
		urls: 0,
		codeBlocks: 0,
		tables: 0,
		captions: 0,
		frontMatterPages: 0,
		licenceParagraphs: 0,
		tocPages: 0,
		indexPages: 0,
	}
}

/** The text to read aloud: every paragraph of every section, one blank line between paragraphs. */
export function speakableText(sections: readonly SourceSection[]) {
	return sections.flatMap((section) => section.paragraphs.map((paragraph) => paragraph.text)).join('\n\n')
}
