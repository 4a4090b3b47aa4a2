import { cleanHtml, cleanPages, cleanPlainText, cleanSlides } from '#app/modules/content/clean/clean-source.ts'
import type { OutlineEntry } from '#app/modules/content/clean/line-kinds.ts'
import { type CleanSource, speakableText } from '#app/modules/content/clean/source-structure.ts'
import { DocumentError } from '#app/modules/content/documents/document-error.ts'
import type { DocumentType } from '#app/modules/content/documents/document-rules.ts'
import { extractPptText } from '#app/modules/content/documents/ppt-text.server.ts'
import { capText } from '#app/modules/content/documents/text-normalise.ts'
import { asBuffer } from '#app/modules/content/documents/zip-entries.server.ts'
import { guardZip, ZIP_LIMITS } from '#app/modules/content/documents/zip-guard.server.ts'
import { decodeTextFile } from '#app/modules/content/text-decoding.ts'

/** Caps on what one document may yield. */
export const EXTRACTION_LIMITS = {
	/**
	 * PDF pages read (a bound on parsing time; the whole document is read up to it, and which parts are used is
	 * chosen later by relevance, see select-sections.ts). Later pages are left out and the result says `truncated`.
	 */
	maxPages: 1000,
	/** Characters of speakable text kept from one document (after cleaning). */
	maxChars: 400_000,
	/** Time allowed to one parser before the document counts as unreadable. */
	timeoutMs: 60_000,
}

export type ExtractionLimits = typeof EXTRACTION_LIMITS

/**
 * A document's cleaned text: `text` is what may be read aloud (paragraphs, one blank line between them), `source`
 * its structure (sections, headings, what is never read, what cleaning removed); `pages` is the PDF's page count
 * and `pagesRead` how many were read; `truncated` when pages or characters were cut at a cap.
 */
export type ExtractedText = { text: string; pages?: number; pagesRead?: number; truncated: boolean; source: CleanSource }

/** What a parser gives: PDF pages (and outline), HTML (DOCX), slides (PPTX) or plain text. */
type RawText =
	| { kind: 'pages'; pages: string[]; outline: OutlineEntry[]; total: number; truncated: boolean }
	| { kind: 'html'; html: string }
	| { kind: 'slides'; slides: string[][] }
	| { kind: 'text'; text: string }

/**
 * The text of a document whose type has already been checked (validate-upload.server.ts). DOCX and PPTX go through
 * the zip guard first. The text is cleaned into sections (app/modules/content/clean: page furniture, footnotes,
 * contents and licence pages, code and URLs out of what is read) and capped. Every failure is a DocumentError with
 * an error code: 'bad_archive' (zip bomb or damaged zip), 'protected' (password), 'empty' (no text, e.g. a scanned
 * PDF: there is no OCR) or 'unreadable' (the parser failed). `name` only goes into those messages.
 */
export async function extractDocumentText(
	bytes: Uint8Array,
	type: DocumentType,
	{ name, limits = EXTRACTION_LIMITS }: { name?: string; limits?: ExtractionLimits } = {},
): Promise<ExtractedText> {
	let raw: RawText
	try {
		if (type === 'docx' || type === 'pptx') await guardZip(bytes)
		raw = await withTimeout(extractRaw(bytes, type, limits), limits.timeoutMs)
	} catch (error) {
		if (error instanceof DocumentError) throw new DocumentError(error.code, { name, cause: error.cause })
		throw new DocumentError(isPasswordError(error) ? 'protected' : 'unreadable', { name, cause: error })
	}
	const source = await cleanRaw(raw, limits.maxChars * 2)
	const capped = capText(speakableText(source.sections), limits.maxChars)
	if (!capped.text) throw new DocumentError('empty', { name })
	const truncated = (raw.kind === 'pages' && raw.truncated) || capped.truncated
	if (capped.truncated) source.sections = keepWithin(source, limits.maxChars)
	if (raw.kind === 'pages') source.pages = raw.total
	return raw.kind === 'pages'
		? { text: capped.text, pages: raw.total, pagesRead: raw.pages.length, truncated, source }
		: { text: capped.text, truncated, source }
}

async function cleanRaw(raw: RawText, maxChars: number): Promise<CleanSource> {
	switch (raw.kind) {
		case 'pages':
			return cleanPages(raw.pages, raw.outline)
		case 'html': {
			const { parseHTML } = await import('linkedom')
			return cleanHtml(parseHTML(raw.html).document.body as unknown as Node)
		}
		case 'slides':
			return cleanSlides(raw.slides)
		case 'text':
			return cleanPlainText(raw.text.slice(0, maxChars))
	}
}

/** The sections whose paragraphs fit in `maxChars`, in order (the last one cut short). */
function keepWithin(source: CleanSource, maxChars: number) {
	let left = maxChars
	return source.sections.flatMap((section) => {
		if (left <= 0) return []
		const paragraphs = section.paragraphs.filter((paragraph) => {
			left -= paragraph.text.length + 2
			return left >= 0
		})
		return [{ ...section, paragraphs }]
	})
}

/**
 * Each parser (and linkedom, cfb, yauzl) is imported when a document of its type comes, not at start-up: a web
 * process that is never sent a document never loads them (tests/support/job-only-packages.ts).
 */
function extractRaw(bytes: Uint8Array, type: DocumentType, limits: ExtractionLimits): Promise<RawText> {
	switch (type) {
		case 'pdf':
			return pdfText(bytes, limits.maxPages)
		case 'docx':
			return docxText(bytes)
		case 'pptx':
			return pptxText(bytes)
		case 'doc':
			return docText(bytes)
		case 'ppt':
			return extractPptText(bytes, limits.maxChars * 2).then((text) => ({ kind: 'text', text }))
		case 'txt':
			return Promise.resolve({ kind: 'text', text: decodeTextFile(bytes) ?? '' })
	}
}

/** pdf-parse 2 (pdf.js): the text of each page (up to `maxPages`) and the outline's titles with their depth. */
async function pdfText(bytes: Uint8Array, maxPages: number): Promise<RawText> {
	const { PDFParse } = await import('pdf-parse')
	// A copy: pdf.js may transfer (detach) the buffer it is given.
	const parser = new PDFParse({ data: new Uint8Array(bytes), verbosity: 0, isEvalSupported: false })
	try {
		const result = await parser.getText({ first: maxPages, pageJoiner: '' })
		const outline = await parser.getInfo().then(
			(info) => flattenOutline(info.outline ?? []),
			() => [],
		)
		const pages = result.pages.map((page) => page.text)
		return { kind: 'pages', pages, outline, total: result.total, truncated: result.total > maxPages }
	} finally {
		await parser.destroy()
	}
}

type PdfOutlineNode = { title: string; items?: PdfOutlineNode[] }

function flattenOutline(nodes: PdfOutlineNode[], level = 1): OutlineEntry[] {
	return nodes.flatMap((node) => [{ title: node.title, level }, ...flattenOutline(node.items ?? [], level + 1)])
}

/** mammoth's HTML keeps Word's heading styles as h1–h6, lists and tables. */
async function docxText(bytes: Uint8Array): Promise<RawText> {
	const { default: mammoth } = await import('mammoth')
	const result = await mammoth.convertToHtml({ buffer: asBuffer(bytes) })
	return { kind: 'html', html: `<!doctype html><html><body>${result.value}</body></html>` }
}

/** officeparser 7 with OCR and attachments off (it never loads tesseract then); speaker notes go last. */
async function pptxText(bytes: Uint8Array): Promise<RawText> {
	const { parseOffice } = await import('officeparser')
	const ast = await parseOffice(asBuffer(bytes), {
		ocr: false,
		extractAttachments: false,
		includeRawContent: false,
		putNotesAtLast: true,
		outputErrorToConsole: false,
		decompressionLimits: { maxUncompressedBytes: ZIP_LIMITS.maxTotalBytes, maxZipEntries: ZIP_LIMITS.maxEntries },
	})
	const slides = (ast.content ?? [])
		.filter((node) => node.type === 'slide')
		.map((slide) => (slide.children ?? []).map((child) => child.text ?? '').filter(Boolean))
	return slides.length > 0 ? { kind: 'slides', slides } : { kind: 'text', text: ast.toText() }
}

/** word-extractor: body text and the body's text boxes. Encrypted files (FIB fEncrypted) are 'protected'. */
async function docText(bytes: Uint8Array): Promise<RawText> {
	if (await isEncryptedWordFile(bytes)) throw new DocumentError('protected')
	const { default: WordExtractor } = await import('word-extractor')
	const document = await new WordExtractor().extract(asBuffer(bytes))
	const boxes = document.getTextboxes({ includeHeadersAndFooters: false, includeBody: true })
	return { kind: 'text', text: [document.getBody(), boxes].filter(Boolean).join('\n\n') }
}

/** Bit 0x0100 (fEncrypted) of the flags at offset 0x0A of the FIB, at the start of the WordDocument stream. */
async function isEncryptedWordFile(bytes: Uint8Array) {
	const { find, read } = await import('cfb')
	const stream = find(read(asBuffer(bytes), { type: 'buffer' }), '/WordDocument')?.content
	if (!stream || stream.length < 12) return false
	const flags = (stream[0x0a] ?? 0) | ((stream[0x0b] ?? 0) << 8)
	return (flags & 0x0100) !== 0
}

function isPasswordError(error: unknown) {
	return error instanceof Error && error.name === 'PasswordException'
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
	let timer: NodeJS.Timeout | undefined
	const timeout = new Promise<never>((_, reject) => {
		timer = setTimeout(() => reject(new Error(`document parser timed out after ${ms} ms`)), ms)
	})
	return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
