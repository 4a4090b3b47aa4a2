import { type DocumentType, typeFromExtension } from '#app/modules/content/documents/document-rules.ts'
import { asBuffer, looksLikeZip, zipHasEntry } from '#app/modules/content/documents/zip-entries.server.ts'
import { ZIP_LIMITS } from '#app/modules/content/documents/zip-guard.server.ts'
import { decodeTextFile } from '#app/modules/content/text-decoding.ts'

/** The part that makes a zip a DOCX or a PPTX, and the root stream that makes an OLE file a DOC or a PPT. */
const ZIP_MAIN_PART = { docx: 'word/document.xml', pptx: 'ppt/presentation.xml' } as const
const OLE_MAIN_STREAM = { doc: 'WordDocument', ppt: 'PowerPoint Document' } as const

const CFB_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
const PDF_MAGIC = '%PDF-'

/**
 * The document type when the extension and the content agree, otherwise null (a renamed binary, a plain zip
 * called .docx, a PNG called .pdf…). Content is checked by magic bytes, then: for DOCX/PPTX the zip's central
 * directory must name the main part (nothing is inflated); for DOC/PPT the OLE file must hold the main stream at
 * its root; a TXT must decode as text (see content/text-decoding.ts).
 */
export async function detectDocumentType(bytes: Uint8Array, fileName: string): Promise<DocumentType | null> {
	const claimed = typeFromExtension(fileName)
	if (!claimed) return null
	return (await contentIs(claimed, bytes)) ? claimed : null
}

async function contentIs(type: DocumentType, bytes: Uint8Array) {
	switch (type) {
		case 'pdf':
			return looksLikePdf(bytes)
		case 'docx':
		case 'pptx':
			return looksLikeZip(bytes) && (await zipHasEntry(bytes, ZIP_MAIN_PART[type], ZIP_LIMITS.maxEntries).catch(() => false))
		case 'doc':
		case 'ppt':
			return looksLikeCfb(bytes) && (await cfbHasRootStream(bytes, OLE_MAIN_STREAM[type]))
		case 'txt':
			return !looksLikeZip(bytes) && !looksLikeCfb(bytes) && !startsWithPdfMagic(bytes) && decodeTextFile(bytes) !== null
	}
}

/** '%PDF-' in the first KB (readers accept a little junk before the header, as pdf.js does). */
function looksLikePdf(bytes: Uint8Array) {
	return Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 1024)).includes(PDF_MAGIC, 0, 'latin1')
}

function startsWithPdfMagic(bytes: Uint8Array) {
	return asBuffer(bytes).subarray(0, PDF_MAGIC.length).toString('latin1') === PDF_MAGIC
}

/** D0 CF 11 E0 A1 B1 1A E1: an OLE compound file (legacy Office). */
function looksLikeCfb(bytes: Uint8Array) {
	return bytes.length >= CFB_MAGIC.length && CFB_MAGIC.every((byte, index) => bytes[index] === byte)
}

/** Whether the compound file has a stream with this name directly under its root (not inside an embedded object). */
async function cfbHasRootStream(bytes: Uint8Array, name: string) {
	// loaded on first use, like every document reader: a web process loads none until a document comes
	const { find, read } = await import('cfb')
	try {
		const container = read(asBuffer(bytes), { type: 'buffer' })
		const entry = find(container, `/${name}`)
		return entry?.type === 2
	} catch {
		return false
	}
}
