import crypto from 'node:crypto'
import { openAsBlob } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { UploadHandler } from '@remix-run/node'
import { hasFile, putFile } from '#app/integrations/storage/storage.server.ts'
import {
	type DocumentProblem,
	documentTooLarge,
	MAX_DOCUMENT_BYTES,
	typeFromExtension,
} from '#app/modules/content/documents/document-rules.ts'
import { validateDocument } from '#app/modules/content/documents/validate-upload.server.ts'
import { dailyUploadMb, takeUploadAllowance } from '#app/modules/quota/upload-allowance.server.ts'
import { dataDir } from '#app/utils/env.server.ts'
import { cleanFileName } from '#app/utils/file-name.ts'
import { isMultipartForm, parseMultipartForm, parsePlainForm } from '#app/utils/multipart-form.server.ts'
import { isUuid } from '#app/utils/uuid.ts'
import { MAX_DOCUMENTS } from './episode-form-limits.ts'
import type { RejectedDocument } from './episode-form-schema.ts'
import type { SourceFile } from './source-types.ts'

/** Largest text field read (the content textarea, 60,000 characters of up to 4 bytes each, plus room). */
const MAX_TEXT_PART_BYTES = 300_000

/** 'Solo se admiten 10 documentos por episodio': the documents past the tenth, each by name. */
const tooManyDocuments: DocumentProblem = { code: 'DOCUMENT_TOO_MANY' }

/** The documents being read, on disk until storeDocuments takes them (never a whole upload in memory). */
const temporaryFiles = new WeakMap<File, string>()

function temporaryFolder() {
	return path.join(dataDir(), 'tmp', 'uploads')
}

/**
 * Temporary documents of requests that never finished (the process was killed mid-upload): a request lasts
 * minutes at most, so anything an hour old is left over. Run by the daily purge.
 */
export async function purgeStaleTemporaryUploads(now = new Date()) {
	const names = await fs.readdir(temporaryFolder()).catch(() => [] as string[])
	let deleted = 0
	for (const name of names) {
		const file = path.join(temporaryFolder(), name)
		const stat = await fs.stat(file).catch(() => null)
		if (!stat || now.getTime() - stat.mtimeMs < 60 * 60 * 1000) continue
		await fs.rm(file, { force: true })
		deleted++
	}
	return { deleted }
}

/**
 * Reads the input step's form as it streams in. Each document goes to a temporary file, counted as it arrives: one
 * over 10 MB stops being written and comes back as a refusal by name, and so does every document past the tenth,
 * whose bytes are read and dropped. Neither aborts the form (which would lose everything typed). Text fields are read
 * as text; an empty file input is ignored. The body as a whole is capped before this by route (server/body-limit.ts).
 * `tooLarge` holds the refusals made while reading: too large and too many. `fileField` names the file input
 * (POST /api/files/upload sends `files`).
 */
export async function readEpisodeForm(request: Request, { fileField = 'documents' }: { fileField?: string } = {}) {
	const tooLarge: RejectedDocument[] = []
	const written: string[] = []
	let documents = 0
	const handler: UploadHandler = async ({ name, filename, data }) => {
		if (filename === undefined) return readText(data)
		const shownName = cleanFileName(filename)
		if (name !== fileField) {
			await drain(data)
			return undefined
		}
		if (documents >= MAX_DOCUMENTS) {
			const size = await drain(data)
			if (filename || size > 0) tooLarge.push({ name: shownName, problem: tooManyDocuments })
			return undefined
		}
		await fs.mkdir(temporaryFolder(), { recursive: true, mode: 0o700 })
		const file = path.join(temporaryFolder(), crypto.randomUUID())
		written.push(file)
		const size = await writeCapped(data, file, MAX_DOCUMENT_BYTES)
		if (!filename && size === 0) {
			// the empty file input of a form sent without documents
			await fs.rm(file, { force: true })
			return undefined
		}
		documents++
		if (size > MAX_DOCUMENT_BYTES) {
			tooLarge.push({ name: shownName, problem: documentTooLarge })
			return undefined
		}
		const document = new File([await openAsBlob(file)], shownName)
		temporaryFiles.set(document, file)
		return document
	}
	if (!isMultipartForm(request)) {
		return { formData: await parsePlainForm(request), tooLarge }
	}
	try {
		return { formData: await parseMultipartForm(request, handler), tooLarge }
	} catch (error) {
		await Promise.all(written.map((file) => fs.rm(file, { force: true })))
		throw error
	}
}

async function readText(data: AsyncIterable<Uint8Array>) {
	const chunks: Uint8Array[] = []
	let size = 0
	for await (const chunk of data) {
		size += chunk.byteLength
		if (size <= MAX_TEXT_PART_BYTES) chunks.push(chunk)
	}
	return size <= MAX_TEXT_PART_BYTES ? Buffer.concat(chunks).toString('utf8') : undefined
}

async function drain(data: AsyncIterable<Uint8Array>) {
	let size = 0
	for await (const chunk of data) size += chunk.byteLength
	return size
}

/** Writes the part to `file` up to `cap` bytes (the rest is read and dropped, the file emptied); returns its size. */
async function writeCapped(data: AsyncIterable<Uint8Array>, file: string, cap: number) {
	const handle = await fs.open(file, 'wx', 0o600)
	let size = 0
	try {
		for await (const chunk of data) {
			size += chunk.byteLength
			if (size <= cap) await handle.write(chunk)
		}
	} finally {
		await handle.close()
	}
	if (size > cap) await fs.rm(file, { force: true })
	return size
}

/**
 * Checks each new document by size, extension and content, and stores the good ones under the user's upload
 * folder so that a form sent back with an error (or a monologue to confirm) does not ask for them again.
 */
export async function storeDocuments(userId: string, files: File[]) {
	try {
		return await checkAndStore(userId, files)
	} finally {
		await Promise.all(files.map((file) => fs.rm(temporaryFiles.get(file) ?? '', { force: true })))
	}
}

async function checkAndStore(userId: string, files: File[]) {
	const stored: SourceFile[] = []
	const rejected: RejectedDocument[] = []
	for (const file of files.slice(0, MAX_DOCUMENTS)) {
		const bytes = new Uint8Array(await file.arrayBuffer())
		const check = await validateDocument({ name: file.name, size: file.size, bytes })
		if (!check.ok) {
			rejected.push({ name: file.name, problem: check.problem })
			continue
		}
		if (!(await takeUploadAllowance(userId, bytes.byteLength))) {
			rejected.push({
				name: file.name,
				problem: { code: 'DOCUMENT_DAILY_LIMIT', params: { name: file.name, mb: dailyUploadMb } },
			})
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
			kept.push({ name: cleanFileName(file.name), key: file.key!, size: Number(file.size) || 0 })
		} catch {
			// not JSON: not something this form wrote
		}
	}
	return kept
}
