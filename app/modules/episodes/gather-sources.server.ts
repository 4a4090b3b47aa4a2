import { readFile } from '#app/integrations/storage/storage.server.ts'
import { cleanPlainText } from '#app/modules/content/clean/clean-source.ts'
import { readDocument } from '#app/modules/content/documents/read-document.server.ts'
import { prepareSources, type SourceInput } from '#app/modules/content/prepare-sources.ts'
import { fetchSources } from '#app/modules/content/url/fetch-sources.server.ts'
import type { SourceFile, SourceWarning } from './source-types.ts'

/**
 * Everything an episode is written from: the pasted content, the readable text of each web address and of each
 * uploaded document, cleaned (app/modules/content/clean) and, when too long, cut to its most relevant sections
 * (prepare-sources.ts). `text` is what may be read aloud; `sections` the same with the documents' headings. A source
 * that cannot be read becomes a warning naming it, and the rest goes on; what was left out or chosen becomes a
 * notice (a source code too; pasted content has an empty `source`).
 */
export async function gatherSources({
	content,
	urls,
	files,
	language = 'castellano',
	title = '',
}: {
	content: string | null
	urls: string[]
	files: SourceFile[]
	language?: string
	title?: string
}) {
	const inputs: SourceInput[] = content?.trim() ? [{ name: '', clean: cleanPlainText(content), always: true }] : []
	const warnings: SourceWarning[] = []
	const fetched = await fetchSources(urls)
	for (const article of fetched.articles) inputs.push({ name: article.url, clean: article.source })
	for (const failure of fetched.failures) warnings.push({ source: failure.url, ...failure.error })
	for (const file of files) {
		const bytes = await readFile(file.key)
		if (!bytes) {
			warnings.push({ source: file.name, code: 'SOURCE_FILE_GONE' })
			continue
		}
		const result = await readDocument({ name: file.name, size: bytes.length, bytes })
		if (!result.ok) {
			warnings.push({ source: file.name, ...result.problem })
			continue
		}
		const { source, pagesRead, pages } = result.document
		const pagesNotRead = pages && pagesRead && pagesRead < pages ? { read: pagesRead, total: pages } : undefined
		inputs.push({ name: file.name, clean: source, pagesNotRead })
	}
	const prepared = prepareSources(inputs, { language: language === 'english' ? 'en' : 'es', title })
	return { text: prepared.text, sections: prepared.sections, warnings: [...warnings, ...prepared.notices] }
}
