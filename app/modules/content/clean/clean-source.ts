import { normaliseText } from '#app/modules/content/documents/text-normalise.ts'
import { blocksFromHtml } from './html-document.ts'
import { blocksFromPages } from './line-document.ts'
import type { OutlineEntry } from './line-kinds.ts'
import { sectionsFromBlocks } from './sections.ts'
import { type Block, type CleanSource, emptyCounts } from './source-structure.ts'

/** The three shapes a source's text arrives in, each cleaned into sections (see source-structure.ts). */

/** PDF pages (one string per page), with the PDF's outline when it has one. */
export function cleanPages(pages: string[], outline: OutlineEntry[] = []): CleanSource {
	const counts = emptyCounts()
	// without an outline, a line standing alone between paragraphs («Los criterios») is a heading, as in plain text
	const blocks = blocksFromPages(pages.map(normaliseText), counts, {
		outline,
		paged: true,
		plainHeadings: outline.length === 0,
	})
	return { sections: sectionsFromBlocks(blocks), pages: pages.length, counts }
}

/**
 * Plain text (TXT, DOC, PPT, pasted content): paragraphs, headings (its own heading-like lines too), code; no page
 * furniture to look for.
 */
export function cleanPlainText(text: string): CleanSource {
	const counts = emptyCounts()
	const blocks = blocksFromPages([normaliseText(text)], counts, { paged: false, plainHeadings: true })
	return { sections: sectionsFromBlocks(blocks), counts }
}

/** An HTML tree: a web page's article or a DOCX converted to HTML. */
export function cleanHtml(root: Node): CleanSource {
	const counts = emptyCounts()
	return { sections: sectionsFromBlocks(blocksFromHtml(root, counts)), counts }
}

/** Slides (PPTX): each slide's first short paragraph is its title, the rest its text. */
export function cleanSlides(slides: string[][]): CleanSource {
	const counts = emptyCounts()
	const blocks: Block[] = []
	for (const slide of slides) {
		const [first, ...rest] = slide.map((paragraph) => normaliseText(paragraph)).filter(Boolean)
		if (!first) continue
		const titled = first.length <= 100 && rest.length > 0
		if (titled) blocks.push({ kind: 'heading', text: first, level: 1 })
		blocks.push(...blocksFromPages([(titled ? rest : [first, ...rest]).join('\n')], counts, { paged: false }))
	}
	return { sections: sectionsFromBlocks(blocks), counts }
}
