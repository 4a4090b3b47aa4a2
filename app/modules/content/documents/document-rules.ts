import type { CodedError, DocumentErrorCode } from '#app/modules/errors/error-codes.ts'

/**
 * Rules for uploaded documents that both the browser (file picker) and the server use: accepted types, the 10 MB
 * limit and the rejection codes (their texts: locales/<lng>/errors.json). No Node imports here, so client code may
 * use it.
 */

/** Largest document accepted, in bytes (10 MB). */
export const MAX_DOCUMENT_BYTES = 10_485_760

/** Document kinds we can turn into text. */
export const DOCUMENT_TYPES = ['pdf', 'doc', 'docx', 'ppt', 'pptx', 'txt'] as const

export type DocumentType = (typeof DOCUMENT_TYPES)[number]

/** Value for `<input type="file" multiple accept={…}>`: extensions plus their usual MIME types. */
export const DOCUMENT_ACCEPT = [
	'.pdf',
	'.doc',
	'.docx',
	'.ppt',
	'.pptx',
	'.txt',
	'application/pdf',
	'application/msword',
	'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
	'application/vnd.ms-powerpoint',
	'application/vnd.openxmlformats-officedocument.presentationml.presentation',
	'text/plain',
].join(',')

/** Why a document was refused or could not be read, as the readers tell it (each has its error code below). */
export type DocumentProblemCode = 'unsupported' | 'too_large' | 'bad_archive' | 'protected' | 'empty' | 'unreadable'

/** A refusal as stored and sent: its error code (a title and a sentence in locales) and the file's name if known. */
export type DocumentProblem = CodedError<DocumentErrorCode>

export const documentErrorCode: Record<DocumentProblemCode, DocumentErrorCode> = {
	unsupported: 'DOCUMENT_UNSUPPORTED',
	too_large: 'DOCUMENT_TOO_LARGE',
	bad_archive: 'DOCUMENT_BAD_ARCHIVE',
	protected: 'DOCUMENT_PROTECTED',
	empty: 'DOCUMENT_EMPTY',
	unreadable: 'DOCUMENT_UNREADABLE',
}

/** 'Archivo no soportado': wrong extension, or content that is not what the extension says (renamed binary). */
export const unsupportedDocument: DocumentProblem = { code: 'DOCUMENT_UNSUPPORTED' }

/** 'Archivo muy grande': more than MAX_DOCUMENT_BYTES. */
export const documentTooLarge: DocumentProblem = { code: 'DOCUMENT_TOO_LARGE' }

/** The type an extension claims (case-insensitive), or null for anything we do not accept. */
export function typeFromExtension(fileName: string): DocumentType | null {
	const match = /\.([a-z]+)$/i.exec(fileName.trim())
	const extension = match?.[1]?.toLowerCase()
	return DOCUMENT_TYPES.find((type) => type === extension) ?? null
}

export type DocumentCheck = { ok: true; type: DocumentType } | { ok: false; problem: DocumentProblem }

/**
 * The checks possible without reading the file (size first, then extension): what the file picker runs in the
 * browser, and what the server runs before it reads any bytes. The content is checked on the server.
 */
export function checkDocumentFile({ name, size }: { name: string; size: number }): DocumentCheck {
	if (size > MAX_DOCUMENT_BYTES) return { ok: false, problem: { ...documentTooLarge } }
	const type = typeFromExtension(name)
	return type ? { ok: true, type } : { ok: false, problem: { ...unsupportedDocument } }
}

/** Splits the files picked at once into the ones to upload and the ones refused, each with its problem. */
export function checkDocumentFiles<F extends { name: string; size: number }>(files: Iterable<F>) {
	const accepted: F[] = []
	const rejected: { file: F; problem: DocumentProblem }[] = []
	for (const file of files) {
		const check = checkDocumentFile(file)
		if (check.ok) accepted.push(file)
		else rejected.push({ file, problem: check.problem })
	}
	return { accepted, rejected }
}
