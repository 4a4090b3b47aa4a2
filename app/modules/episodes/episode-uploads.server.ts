import type { UploadHandler } from '@remix-run/node'
import { unstable_parseMultipartFormData } from '@remix-run/node'
import { hasFile, putFile } from '#app/integrations/storage/storage.server.ts'
import {
	type DocumentProblem,
	documentTooLarge,
	MAX_DOCUMENT_BYTES,
	typeFromExtension,
} from '#app/modules/content/documents/document-rules.ts'
import { validateDocument } from '#app/modules/content/documents/validate-upload.server.ts'
import { isUuid } from '#app/utils/uuid.ts'
import { MAX_DOCUMENTS } from './episode-form-schema.ts'
import type { SourceFile } from './gather-sources.server.ts'

/** A document that was refused, by name, with why (an error code: a title and a sentence in locales). */
export type RejectedDocument = { name: string; problem: DocumentProblem }

/** Largest text field read (the content textarea, 60,000 characters of up to 4 bytes each, plus room). */
const MAX_TEXT_PART_BYTES = 300_000

/**
 * Reads the input step's form. Unlike Remix's memory handler, a document over 10 MB does not abort the whole form
 * (which would lose everything typed): its bytes are drained and dropped, and it comes back as a refusal by name.
 * Text fields are read as text; an empty file input is ignored.
 */
export async function readEpisodeForm(request: Request) {
	const tooLarge: RejectedDocument[] = []
	const handler: UploadHandler = async ({ name, filename, data }) => {
		const limit = filename === undefined ? MAX_TEXT_PART_BYTES : MAX_DOCUMENT_BYTES
		const chunks: Uint8Array[] = []
		let size = 0
		for await (const chunk of data) {
			size += chunk.byteLength
			if (size <= limit) chunks.push(chunk)
		}
		if (filename === undefined) return size <= limit ? Buffer.concat(chunks).toString('utf8') : undefined
		if (!filename && size === 0) return undefined
		if (name !== 'documents') return undefined
		if (size > limit) {
			tooLarge.push({ name: filename, problem: documentTooLarge })
			return undefined
		}
		return new File([Buffer.concat(chunks)], filename)
	}
	if (!request.headers.get('Content-Type')?.startsWith('multipart/form-data')) {
		return { formData: await request.formData(), tooLarge }
	}
	return { formData: await unstable_parseMultipartFormData(request, handler), tooLarge }
}

/**
 * Checks each new document by size, extension and content, and stores the good ones under the user's upload
 * folder so that a form sent back with an error (or a monologue to confirm) does not ask for them again.
 */
export async function storeDocuments(userId: string, files: File[]) {
	const stored: SourceFile[] = []
	const rejected: RejectedDocument[] = []
	for (const file of files.slice(0, MAX_DOCUMENTS)) {
		const bytes = new Uint8Array(await file.arrayBuffer())
		const check = await validateDocument({ name: file.name, size: file.size, bytes })
		if (!check.ok) {
			rejected.push({ name: file.name, problem: check.problem })
			continue
		}
		const key = `uploads/${userId}/${crypto.randomUUID()}.${typeFromExtension(file.name)}`
		await putFile(key, Buffer.from(bytes))
		stored.push({ name: file.name, key, size: file.size })
	}
	return { stored, rejected }
}

/**
 * Documents an earlier submission stored, as the form sent them back. Only the user's own upload folder is
 * accepted, and only files that still exist: a tampered value is dropped, never read.
 */
export async function keptDocuments(userId: string, values: string[]) {
	const kept: SourceFile[] = []
	for (const value of values) {
		try {
			const file = JSON.parse(value) as Partial<SourceFile>
			const folder = `uploads/${userId}/`
			const stored = typeof file.key === 'string' && file.key.startsWith(folder) ? file.key.slice(folder.length) : ''
			const ownKey = isUuid(stored.replace(/\.[a-z]{3,4}$/, '')) && /\.[a-z]{3,4}$/.test(stored)
			if (!ownKey || typeof file.name !== 'string') continue
			if (!(await hasFile(file.key!))) continue
			kept.push({ name: file.name.slice(0, 200), key: file.key!, size: Number(file.size) || 0 })
		} catch {
			// not JSON: not something this form wrote
		}
	}
	return kept
}
