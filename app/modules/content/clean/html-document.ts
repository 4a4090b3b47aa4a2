import { cleanInline, isCaption, isCodeLine, isMostlyUrls } from './inline-clean.ts'
import type { Block, CleaningCounts } from './source-structure.ts'

/**
 * An HTML tree (a web page's article as Readability keeps it, or a DOCX converted by mammoth) to blocks: h1–h3 are
 * headings (h4–h6 count as h3), <pre> and shell sessions are code, tables are tables, footnote sections and their
 * markers (<sup> links, '^[2]', '[21]') leave the flow, navigation and tables of contents are skipped.
 */

const ELEMENT_NODE = 1
const TEXT_NODE = 3

/** Elements that start a new paragraph. */
const BLOCK_TAGS = new Set([
	'address',
	'article',
	'aside',
	'blockquote',
	'br',
	'dd',
	'details',
	'div',
	'dl',
	'dt',
	'figcaption',
	'figure',
	'footer',
	'header',
	'hr',
	'li',
	'main',
	'ol',
	'p',
	'section',
	'summary',
	'ul',
])

/** Elements whose text is never read aloud nor kept. */
const SKIPPED_TAGS = new Set([
	'script',
	'style',
	'noscript',
	'template',
	'svg',
	'iframe',
	'object',
	'canvas',
	'button',
	'select',
	'nav',
])

const HEADING = /^h([1-6])$/
/** Classes and ids of footnote sections and tables of contents (DocBook, pandoc, MediaWiki, Sphinx). */
const FOOTNOTES = /\b(?:footnotes?|endnotes?|references|notas?)\b/i
const TOC = /\b(?:toc|table-of-contents|tabla-de-contenidos|contents)\b/i

type ElementLike = Element & { childNodes: NodeListOf<ChildNode> }

export function blocksFromHtml(root: Node, counts: CleaningCounts): Block[] {
	const blocks: Block[] = []
	let text = ''
	const flush = () => {
		const paragraph = oneLine(text)
		text = ''
		if (!paragraph) return
		if (isCodeLine(paragraph)) {
			blocks.push({ kind: 'code', text: paragraph })
			counts.codeBlocks++
			return
		}
		if (isMostlyUrls(paragraph)) {
			counts.urls++
			return
		}
		if (isCaption(paragraph)) {
			counts.captions++
			return
		}
		const cleaned = cleanInline(paragraph, counts)
		if (/\p{L}{2}/u.test(cleaned)) blocks.push({ kind: 'paragraph', text: cleaned })
	}
	const walk = (node: Node) => {
		for (const child of Array.from(node.childNodes)) {
			if (child.nodeType === TEXT_NODE) {
				text += child.textContent ?? ''
				continue
			}
			if (child.nodeType !== ELEMENT_NODE) continue
			const element = child as ElementLike
			const tag = element.tagName.toLowerCase()
			if (SKIPPED_TAGS.has(tag)) continue
			const marks = `${element.getAttribute('class') ?? ''} ${element.getAttribute('id') ?? ''} ${element.getAttribute('role') ?? ''}`
			const heading = HEADING.exec(tag)
			if (heading) {
				flush()
				const title = oneLine(element.textContent ?? '')
				if (title) blocks.push({ kind: 'heading', text: title, level: Math.min(3, Number(heading[1])) })
				continue
			}
			if (tag === 'pre' || (tag === 'code' && !text.trim() && isCodeLine(element.textContent ?? ''))) {
				flush()
				blocks.push({ kind: 'code', text: (element.textContent ?? '').trim() })
				counts.codeBlocks++
				continue
			}
			if (tag === 'table') {
				flush()
				blocks.push({ kind: 'table', text: oneLine(element.textContent ?? '') })
				counts.tables++
				continue
			}
			if (tag === 'sup' && /^\s*\[?\d{1,3}\]?\s*$/.test(element.textContent ?? '')) {
				counts.footnoteMarkers++
				continue
			}
			if (
				tag === 'a' &&
				/^#(?:ftn|fn|footnote|note|cite_note)/i.test(element.getAttribute('href') ?? '') &&
				/^\s*\[?\d{1,3}\]?\s*$/.test(element.textContent ?? '')
			) {
				counts.footnoteMarkers++
				continue
			}
			if (TOC.test(marks) && tag !== 'body' && tag !== 'html') continue
			if (FOOTNOTES.test(marks) && BLOCK_TAGS.has(tag)) {
				flush()
				const note = oneLine(element.textContent ?? '')
				if (note) {
					blocks.push({ kind: 'footnote', text: note })
					counts.footnotes++
				}
				continue
			}
			const block = BLOCK_TAGS.has(tag)
			if (block) flush()
			walk(element)
			if (block) flush()
		}
	}
	walk(root)
	flush()
	return blocks
}

/** NFC, invisible characters (soft hyphens, zero-width spaces) dropped, whitespace collapsed. */
export function oneLine(text: string) {
	return text
		.normalize('NFC')
		.replace(/[\u200b-\u200d\u2060\ufeff\u00ad]/g, '')
		.replace(/\s+/g, ' ')
		.trim()
}

/** Footnote sections and tables of contents as pages mark them (DocBook, pandoc, MediaWiki, Sphinx). */
const ASIDE_SELECTOR =
	'.footnotes, .footnote, .endnotes, .references, [role="doc-endnotes"], [role="doc-footnote"], .toc, #toc, .table-of-contents'

/** A set of alternatives a page's script picks one of: LibreOffice help's switch and switchinline. */
const SWITCH = /\bswitch(?:inline)?\b/i
/** The alternative shown when the script finds no better one: a default, defaultinline, or an id starting 'default'. */
const DEFAULT_ALTERNATIVE = (element: Element) =>
	/\bdefault(?:inline)?\b/i.test(element.getAttribute('class') ?? '') || /^default/i.test(element.getAttribute('id') ?? '')
/** The other alternatives: a case or caseinline, an element with a select attribute, or one hidden until picked. */
const OTHER_ALTERNATIVE = (element: Element) =>
	/\bcase(?:inline)?\b/i.test(element.getAttribute('class') ?? '') || element.hasAttribute('select') || isHidden(element)

function isHidden(element: Element) {
	return element.hasAttribute('hidden') || /display\s*:\s*none/i.test(element.getAttribute('style') ?? '')
}

/**
 * Alternatives of which a page's script shows one (a key or menu name for Mac and the default one for everyone else,
 * all hidden until the script runs, which it never does here) keep their default: it is unhidden and the other
 * alternatives go. A set is a switch element, or any element with a default child beside hidden or case siblings.
 * Without a default nothing changes.
 */
export function keepDefaultAlternatives(document: ParentNode) {
	for (const element of Array.from(document.querySelectorAll('*'))) {
		if (!element.isConnected) continue
		const children = Array.from(element.children)
		const chosen = children.find(DEFAULT_ALTERNATIVE)
		if (!chosen) continue
		const others = children.filter((child) => child !== chosen && OTHER_ALTERNATIVE(child))
		if (!SWITCH.test(element.getAttribute('class') ?? '') && others.length === 0) continue
		for (const other of others) other.remove()
		chosen.removeAttribute('hidden')
		const style = (chosen.getAttribute('style') ?? '').replace(/display\s*:\s*none\s*;?/gi, '').trim()
		if (style) chosen.setAttribute('style', style)
		else chosen.removeAttribute('style')
	}
}

/**
 * Readies a page for Readability: alternatives a script would pick from keep their default (keepDefaultAlternatives),
 * footnote sections and tables of contents come out (Readability drops the classes that mark them; the footnotes'
 * texts come back, to be kept aside), and links inside headings become their text (Readability drops a heading that
 * is all link, as DocBook writes them).
 */
export function prepareForReadability(document: ParentNode & { createTextNode: (text: string) => Text }): string[] {
	keepDefaultAlternatives(document)
	for (const link of Array.from(document.querySelectorAll('h1 a, h2 a, h3 a, h4 a, h5 a, h6 a')))
		link.replaceWith(document.createTextNode(link.textContent ?? ''))
	const notes: string[] = []
	for (const element of Array.from(document.querySelectorAll(ASIDE_SELECTOR))) {
		if (!element.isConnected) continue
		const marks = `${element.getAttribute('class') ?? ''} ${element.getAttribute('id') ?? ''}`
		const text = oneLine(element.textContent ?? '')
		if (!TOC.test(marks) && text) notes.push(text)
		element.remove()
	}
	return notes
}
