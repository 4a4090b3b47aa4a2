import { Readability } from '@mozilla/readability'
import { parseHTML } from 'linkedom'
import { cleanHtml, cleanPlainText } from '#app/modules/content/clean/clean-source.ts'
import { keepDefaultAlternatives, oneLine, prepareForReadability } from '#app/modules/content/clean/html-document.ts'
import { type CleanSource, speakableText } from '#app/modules/content/clean/source-structure.ts'

/**
 * The readable text of a fetched page: Readability picks the article out of the HTML (menus, footers and ads go),
 * then the article is cleaned into sections (h1–h3 headings; code, tables, footnotes and URLs kept out of what is
 * read, see app/modules/content/clean) whose paragraphs, whitespace collapsed and Unicode composed (NFC), are the
 * text. Plain text goes through the same cleaning.
 */

export type ExtractedArticle = { title: string; text: string; source: CleanSource }

/** Extracts title and text from a page body; `mediaType` text/plain skips HTML parsing. */
export function extractArticle(body: string, url: string, mediaType = 'text/html'): ExtractedArticle {
	if (mediaType === 'text/plain') return plainTextArticle(body, url)
	const { document } = parseHTML(body)
	const pageTitle = oneLine(document.title ?? '')
	const notes = prepareForReadability(document as unknown as Parameters<typeof prepareForReadability>[0])
	let article: ReturnType<Readability<Node>['parse']> = null
	try {
		article = new Readability<Node>(document as unknown as Document, { serializer: (node) => node }).parse()
	} catch {
		article = null
	}
	const root = article?.content ?? fallbackBody(body)
	const source = root ? cleanHtml(root) : cleanPlainText('')
	const last = source.sections[source.sections.length - 1]
	if (last) last.unspoken.push(...notes.map((note) => ({ kind: 'footnote' as const, text: note })))
	source.counts.footnotes += notes.length
	const title = oneLine(article?.title ?? '') || pageTitle || fallbackTitle(url)
	// Readability drops the heading that repeats the title: the text before the first heading is under the title.
	if (source.sections[0] && source.sections[0].heading === null) source.sections[0].heading = title
	return { title, text: speakableText(source.sections), source }
}

/** Plain text as paragraphs: blank lines separate them, single line breaks inside one are hard wraps. */
function plainTextArticle(body: string, url: string): ExtractedArticle {
	const source = cleanPlainText(body)
	const firstLine = oneLine(body.split('\n').find((line) => line.trim()) ?? '')
	const title = firstLine && firstLine.length <= 120 ? firstLine : fallbackTitle(url)
	return { title, text: speakableText(source.sections), source }
}

/** The whole body, when Readability finds no article (it changes the document it reads, so the page is read again). */
function fallbackBody(body: string) {
	const { document } = parseHTML(body)
	keepDefaultAlternatives(document)
	return document.body as unknown as Node | null
}

function fallbackTitle(url: string) {
	try {
		return new URL(url).hostname
	} catch {
		return url
	}
}
