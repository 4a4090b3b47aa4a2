import { DocumentError, documentProblem } from '#app/modules/content/documents/document-error.ts'
import { checkDocumentFile, type DocumentProblem, type DocumentType } from '#app/modules/content/documents/document-rules.ts'
import {
	type ExtractedText,
	type ExtractionLimits,
	extractDocumentText,
} from '#app/modules/content/documents/extract-text.server.ts'
import { validateDocument } from '#app/modules/content/documents/validate-upload.server.ts'

/** An upload: a File (or anything File-like, e.g. from a multipart parser) or bytes already in memory. */
export type DocumentInput =
	| { name: string; size: number; arrayBuffer: () => Promise<ArrayBuffer> }
	| { name: string; size: number; bytes: Uint8Array }

/** A document turned into cleaned text and structure; `truncated` when pages or characters went past the caps. */
type ReadDocument = { name: string; type: DocumentType } & ExtractedText

export type ReadDocumentResult = { ok: true; document: ReadDocument } | { ok: false; name: string; problem: DocumentProblem }

/**
 * The one entry point for an uploaded document: size and extension (before the file is read), content type by magic
 * bytes, the zip guard for DOCX/PPTX, then text extraction. Never throws for a bad file: every refusal comes back as
 * `{ ok: false, problem }` with the error code to show (texts in locales/<lng>/errors.json).
 */
export async function readDocument(
	input: DocumentInput,
	options: { limits?: ExtractionLimits } = {},
): Promise<ReadDocumentResult> {
	const { name, size } = input
	const precheck = checkDocumentFile({ name, size })
	if (!precheck.ok) return { ok: false, name, problem: precheck.problem }
	try {
		// A File has a `bytes()` method too, so tell the two shapes apart by `arrayBuffer`.
		const bytes = 'arrayBuffer' in input ? new Uint8Array(await input.arrayBuffer()) : input.bytes
		const check = await validateDocument({ name, size, bytes })
		if (!check.ok) return { ok: false, name, problem: check.problem }
		const extracted = await extractDocumentText(bytes, check.type, { name, limits: options.limits })
		return { ok: true, document: { name, type: check.type, ...extracted } }
	} catch (error) {
		if (error instanceof DocumentError) return { ok: false, name, problem: error.problem }
		console.error(`readDocument: unexpected failure for ${name}`, error)
		return { ok: false, name, problem: documentProblem('unreadable', name) }
	}
}

/** Several uploads, one after the other (so only one document's bytes and parser state are in memory at a time). */
export async function readDocuments(inputs: Iterable<DocumentInput>, options: { limits?: ExtractionLimits } = {}) {
	const results: ReadDocumentResult[] = []
	for (const input of inputs) results.push(await readDocument(input, options))
	return results
}
