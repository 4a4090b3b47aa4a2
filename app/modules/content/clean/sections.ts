import { splitByLanguage } from './language.ts'
import type { Block, SourceSection } from './source-structure.ts'

/**
 * Blocks grouped under their headings. Each section knows its top-level chapter: the number the document gives it
 * ('3. Modificar las fuentes' → '3', 'A. Técnicas avanzadas' → 'A') or its position among the chapters.
 */
export function sectionsFromBlocks(blocks: readonly Block[]): SourceSection[] {
	const sections: SourceSection[] = []
	let current: SourceSection | null = null
	let chapters = 0
	let chapter: string | null = null
	const topLevel = Math.min(
		...blocks.filter((block) => block.kind === 'heading').map((block) => (block.kind === 'heading' ? block.level : 9)),
		9,
	)
	const open = (heading: string | null, level: number) => {
		current = { heading, level, chapter, paragraphs: [], unspoken: [] }
		sections.push(current)
		return current
	}
	for (const block of blocks) {
		if (block.kind === 'heading') {
			if (block.level <= topLevel) {
				chapters++
				chapter = block.label ?? /^((?:\d{1,3}|[A-Z]))(?:[.\s]|$)/.exec(block.text)?.[1] ?? String(chapters)
			}
			const section = open(block.text, block.level - topLevel + 1)
			if (block.page) section.pages = { first: block.page, last: block.page }
			continue
		}
		// Footnotes belong to the section of their page, never interrupt it: they go to the section they came from.
		const section: SourceSection =
			block.kind === 'footnote' ? (sectionOfPage(sections, block.page) ?? current ?? open(null, 1)) : (current ?? open(null, 1))
		if (block.page) {
			section.pages = section.pages
				? { first: Math.min(section.pages.first, block.page), last: Math.max(section.pages.last, block.page) }
				: { first: block.page, last: block.page }
		}
		if (block.kind === 'paragraph')
			section.paragraphs.push(...splitByLanguage(block.text).map((run) => (block.page ? { ...run, page: block.page } : run)))
		else section.unspoken.push({ kind: block.kind, text: block.text })
	}
	return sections.filter((section) => section.paragraphs.length > 0 || section.unspoken.length > 0)
}

function sectionOfPage(sections: SourceSection[], page: number | undefined) {
	if (page === undefined) return undefined
	return sections.findLast((section) => section.pages && section.pages.first <= page)
}
