import { readFile } from '#app/integrations/storage/storage.server.ts'
import { readDocument } from '#app/modules/content/documents/read-document.server.ts'
import { fetchSources } from '#app/modules/content/url/fetch-sources.server.ts'
import type { CodedError } from '#app/modules/errors/error-codes.ts'

export type SourceFile = { name: string; key: string; size: number }
/** A source that could not be read: its address or file name, and why (a code rendered through locales). */
export type SourceWarning = CodedError & { source: string }

/** Warnings as stored: codes, or in rows from before error codes (ADR 0018) the Spanish sentence then shown. */
export type StoredSourceWarning = SourceWarning | { source: string; message: string }

/**
 * Everything an episode is written from, as one text: the pasted content, the readable text of each web address
 * and of each uploaded document. A source that cannot be read becomes a warning naming it, and the rest goes on.
 */
export async function gatherSources({ content, urls, files }: { content: string | null; urls: string[]; files: SourceFile[] }) {
	const parts: string[] = content?.trim() ? [content.trim()] : []
	const warnings: SourceWarning[] = []
	const fetched = await fetchSources(urls)
	for (const article of fetched.articles) parts.push(article.title ? `${article.title}. ${article.text}` : article.text)
	for (const failure of fetched.failures) warnings.push({ source: failure.url, ...failure.error })
	for (const file of files) {
		const bytes = await readFile(file.key)
		if (!bytes) {
			warnings.push({ source: file.name, code: 'SOURCE_FILE_GONE' })
			continue
		}
		const result = await readDocument({ name: file.name, size: bytes.length, bytes })
		if (result.ok) parts.push(result.document.text)
		else warnings.push({ source: file.name, ...result.problem })
	}
	return { text: parts.join('\n\n'), warnings }
}
