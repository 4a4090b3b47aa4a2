import { typeFromExtension } from '#app/modules/content/documents/document-rules.ts'
import type { RejectedDocument } from '#app/modules/episodes/episode-form-schema.ts'
import { readEpisodeForm, storeDocuments } from '#app/modules/episodes/episode-uploads.server.ts'
import type { SourceFile } from '#app/modules/episodes/source-types.ts'
import type { DocumentErrorCode } from '#app/modules/errors/error-codes.ts'
import { sourceWarningTextIn } from '#app/modules/errors/error-text.server.ts'
import type { Language } from '#app/utils/i18n.ts'

/**
 * A stored document as POST /api/files/upload answers it. Its `id` is exactly the value the creation form sends
 * back as `uploaded` for a document an earlier submission stored (app/components/create/episode-form.tsx), so any
 * call that takes documents reads it with keptDocuments: the user's own upload folder only, files that still exist.
 */
function apiFile(file: SourceFile) {
	return { id: JSON.stringify(file), name: file.name, size: file.size, type: typeFromExtension(file.key) }
}

/**
 * POST /api/files/upload: the `files` of a multipart body, read and checked as the creation form's documents are
 * (readEpisodeForm, storeDocuments: ten at most, 10 MB each, the type by content, the daily allowance), the good
 * ones stored. null when the body carries no file at all.
 */
export async function uploadApiFiles(request: Request, userId: string) {
	const { formData, tooLarge } = await readEpisodeForm(request, { fileField: 'files' })
	const files = formData.getAll('files').filter((value): value is File => value instanceof File)
	if (files.length === 0 && tooLarge.length === 0) return null
	const { stored, rejected } = await storeDocuments(userId, files)
	return { files: stored.map(apiFile), rejected: [...tooLarge, ...rejected] }
}

/**
 * How a refused file is answered: the status its code means (413 too large or too many, 415 not a document we
 * read, 429 the day's allowance used up) and, for each file, its name, code and text.
 */
export const rejectionStatus: Partial<Record<DocumentErrorCode, 413 | 415 | 429>> = {
	DOCUMENT_TOO_LARGE: 413,
	DOCUMENT_TOO_MANY: 413,
	DOCUMENT_UNSUPPORTED: 415,
	DOCUMENT_DAILY_LIMIT: 429,
}

export function apiRejectedFiles(language: Language, rejected: RejectedDocument[]) {
	return rejected.map(({ name, problem }) => ({
		name,
		code: problem.code,
		error: sourceWarningTextIn(language, { code: problem.code, params: { ...problem.params, name } }),
	}))
}

/** Seconds until the next UTC day, when the daily upload allowance starts again (a 429's Retry-After). */
export function secondsToNextUtcDay(now = new Date()) {
	const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1)
	return Math.ceil((next - now.getTime()) / 1000)
}
