import { detectDocumentType } from '#app/modules/content/documents/detect-type.server.ts'
import {
	checkDocumentFile,
	type DocumentCheck,
	documentTooLarge,
	MAX_DOCUMENT_BYTES,
	unsupportedDocument,
} from '#app/modules/content/documents/document-rules.ts'

/**
 * Server-side acceptance of one uploaded document. 'Archivo muy grande' above 10 MB: the declared
 * size is checked first, before any content is looked at, then the real byte count. 'Archivo no soportado' for
 * another extension, or for content that is not what the extension says (detect-type.server.ts).
 */
export async function validateDocument({
	name,
	size,
	bytes,
}: {
	name: string
	size: number
	bytes: Uint8Array
}): Promise<DocumentCheck> {
	const precheck = checkDocumentFile({ name, size })
	if (!precheck.ok) return precheck
	if (bytes.byteLength > MAX_DOCUMENT_BYTES) return { ok: false, problem: { ...documentTooLarge } }
	const type = await detectDocumentType(bytes, name)
	return type ? { ok: true, type } : { ok: false, problem: { ...unsupportedDocument } }
}
