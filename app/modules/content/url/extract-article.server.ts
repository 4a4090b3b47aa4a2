import { Readability } from '@mozilla/readability'
import { parseHTML } from 'linkedom'

/**
 * The readable text of a fetched page: Readability picks the article out of the HTML (menus, footers and ads go),
 * then the article is flattened to plain paragraphs separated by a blank line, whitespace collapsed and Unicode
 * composed (NFC) so accents, ñ, ¿ and ¡ reach the script as single characters. Plain text passes through with the
 * same paragraph and whitespace rules.
 */

export type ExtractedArticle = { title: string; text: string }

/** Elements that start a new paragraph (their content is one or more paragraphs of its own). */
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
	'h1',
	'h2',
	'h3',
	'h4',
	'h5',
	'h6',
	'header',
	'hr',
	'li',
	'main',
	'ol',
	'p',
	'pre',
	'section',
	'summary',
	'table',
	'td',
	'th',
	'tr',
	'ul',
])

/** Elements whose text is never read aloud. */
const SKIPPED_TAGS = new Set(['script', 'style', 'noscript', 'template', 'svg', 'iframe', 'object', 'canvas', 'button', 'select'])

const ELEMENT_NODE = 1
const TEXT_NODE = 3

/** Extracts title and text from a page body; `mediaType` text/plain skips HTML parsing. */
export function extractArticle(body: string, url: string, mediaType = 'text/html'): ExtractedArticle {
	if (mediaType === 'text/plain') return plainTextArticle(body, url)
	const { document } = parseHTML(body)
	const pageTitle = cleanLine(document.title ?? '')
	let article: ReturnType<Readability<Node>['parse']> = null
	try {
		article = new Readability<Node>(document as unknown as Document, { serializer: (node) => node }).parse()
	} catch {
		article = null
	}
	const root = article?.content ?? (parseHTML(body).document.body as unknown as Node | null)
	const text = root ? paragraphsOf(root).join('\n\n') : ''
	return { title: cleanLine(article?.title ?? '') || pageTitle || fallbackTitle(url), text }
}

/** Plain text as paragraphs: blank lines separate them, single line breaks inside one are hard wraps. */
function plainTextArticle(body: string, url: string): ExtractedArticle {
	const paragraphs = body
		.replace(/\r\n?/g, '\n')
		.split(/\n\s*\n/)
		.map(cleanLine)
		.filter(Boolean)
	const firstLine = cleanLine(body.split('\n').find((line) => line.trim()) ?? '')
	const title = firstLine && firstLine.length <= 120 ? firstLine : fallbackTitle(url)
	return { title, text: paragraphs.join('\n\n') }
}

/** Walks the article DOM collecting one string per block, then cleans and drops empty ones. */
function paragraphsOf(root: Node): string[] {
	const blocks: string[] = ['']
	const walk = (node: Node) => {
		for (const child of Array.from(node.childNodes)) {
			if (child.nodeType === TEXT_NODE) {
				blocks[blocks.length - 1] += child.textContent ?? ''
			} else if (child.nodeType === ELEMENT_NODE) {
				const tag = (child as Element).tagName.toLowerCase()
				if (SKIPPED_TAGS.has(tag)) continue
				const block = BLOCK_TAGS.has(tag)
				if (block) blocks.push('')
				walk(child)
				if (block) blocks.push('')
			}
		}
	}
	walk(root)
	return blocks.map(cleanLine).filter(Boolean)
}

/** Collapses every run of whitespace (non-breaking spaces included) to one space and drops invisible characters. */
function cleanLine(text: string) {
	return text
		.normalize('NFC')
		.replace(/[\u200b-\u200d\u2060\ufeff\u00ad]/g, '')
		.replace(/\s+/g, ' ')
		.trim()
}

function fallbackTitle(url: string) {
	try {
		return new URL(url).hostname
	} catch {
		return url
	}
}
