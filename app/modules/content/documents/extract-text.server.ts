import { find, read } from 'cfb'
import mammoth from 'mammoth'
import { parseOffice } from 'officeparser'
import { PDFParse } from 'pdf-parse'
import WordExtractor from 'word-extractor'
import { DocumentError } from '#app/modules/content/documents/document-error.ts'
import type { DocumentType } from '#app/modules/content/documents/document-rules.ts'
import { extractPptText } from '#app/modules/content/documents/ppt-text.server.ts'
import { capText, normaliseText } from '#app/modules/content/documents/text-normalise.ts'
import { asBuffer } from '#app/modules/content/documents/zip-entries.server.ts'
import { guardZip, ZIP_LIMITS } from '#app/modules/content/documents/zip-guard.server.ts'
import { decodeTextFile } from '#app/modules/content/text-decoding.ts'

/** Caps on what one document may yield. */
export const EXTRACTION_LIMITS = {
	/** PDF pages read; later pages are left out and the result says `truncated`. */
	maxPages: 200,
	/** Characters of text kept (after whitespace is normalised). */
	maxChars: 200_000,
	/** Time allowed to one parser before the document counts as unreadable. */
	timeoutMs: 60_000,
}

export type ExtractionLimits = typeof EXTRACTION_LIMITS

/** A document's text; `pages` is the PDF's page count; `truncated` when pages or characters were cut at a cap. */
export type ExtractedText = { text: string; pages?: number; truncated: boolean }

type RawText = { text: string; pages?: number; truncated?: boolean }

/**
 * The text of a document whose type has already been checked (validate-upload.server.ts). DOCX and PPTX go through
 * the zip guard first. Whitespace is normalised and the text capped. Every failure is a DocumentError with a
 * Spanish message: 'bad_archive' (zip bomb or damaged zip), 'protected' (password), 'empty' (no text, e.g. a scanned
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
	const capped = capText(normaliseText(raw.text.slice(0, limits.maxChars * 2)), limits.maxChars)
	if (!capped.text) throw new DocumentError('empty', { name })
	const truncated = Boolean(raw.truncated) || capped.truncated || raw.text.length > limits.maxChars * 2
	return raw.pages === undefined ? { text: capped.text, truncated } : { text: capped.text, pages: raw.pages, truncated }
}

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
			return Promise.resolve({ text: extractPptText(bytes, limits.maxChars * 2) })
		case 'txt':
			return Promise.resolve({ text: decodeTextFile(bytes) ?? '' })
	}
}

/** pdf-parse 2 (pdf.js): first `maxPages` pages, one paragraph break between pages, no page markers. */
async function pdfText(bytes: Uint8Array, maxPages: number): Promise<RawText> {
	// A copy: pdf.js may transfer (detach) the buffer it is given.
	const parser = new PDFParse({ data: new Uint8Array(bytes), verbosity: 0, isEvalSupported: false })
	try {
		const result = await parser.getText({ first: maxPages, pageJoiner: '' })
		const text = result.pages.map((page) => page.text).join('\n\n')
		return { text, pages: result.total, truncated: result.total > maxPages }
	} finally {
		await parser.destroy()
	}
}

async function docxText(bytes: Uint8Array): Promise<RawText> {
	const result = await mammoth.extractRawText({ buffer: asBuffer(bytes) })
	return { text: result.value }
}

/** officeparser 7 with OCR and attachments off (it never loads tesseract then); speaker notes go last. */
async function pptxText(bytes: Uint8Array): Promise<RawText> {
	const ast = await parseOffice(asBuffer(bytes), {
		ocr: false,
		extractAttachments: false,
		includeRawContent: false,
		putNotesAtLast: true,
		outputErrorToConsole: false,
		decompressionLimits: { maxUncompressedBytes: ZIP_LIMITS.maxTotalBytes, maxZipEntries: ZIP_LIMITS.maxEntries },
	})
	return { text: ast.toText() }
}

/** word-extractor: body text and the body's text boxes. Encrypted files (FIB fEncrypted) are 'protected'. */
async function docText(bytes: Uint8Array): Promise<RawText> {
	if (isEncryptedWordFile(bytes)) throw new DocumentError('protected')
	const document = await new WordExtractor().extract(asBuffer(bytes))
	const boxes = document.getTextboxes({ includeHeadersAndFooters: false, includeBody: true })
	return { text: [document.getBody(), boxes].filter(Boolean).join('\n\n') }
}

/** Bit 0x0100 (fEncrypted) of the flags at offset 0x0A of the FIB, at the start of the WordDocument stream. */
function isEncryptedWordFile(bytes: Uint8Array) {
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
