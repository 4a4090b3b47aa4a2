import { TranslationError } from '#app/integrations/apertium/apertium.server.ts'
import { getChatClient } from '#app/integrations/openai/client.server.ts'
import { readFile } from '#app/integrations/storage/storage.server.ts'
import { cleanPlainText } from '#app/modules/content/clean/clean-source.ts'
import { readDocument } from '#app/modules/content/documents/read-document.server.ts'
import {
	type OtherLanguageOutcome,
	otherLanguageTexts,
	settleOtherLanguage,
	withShortParagraphsResolved,
} from '#app/modules/content/other-language.ts'
import { prepareSources, type SourceInput } from '#app/modules/content/prepare-sources.ts'
import { fetchSources } from '#app/modules/content/url/fetch-sources.server.ts'
import type { ScriptLanguage } from '#app/modules/script/script-types.ts'
import { canTranslateOffline, translateParagraphs } from '#app/modules/translation/translate-paragraphs.server.ts'
import type { SourceFile, SourceWarning } from './source-types.ts'

/**
 * Everything an episode is written from: the pasted content, the readable text of each web address and of each
 * uploaded document, cleaned (app/modules/content/clean) and, when too long, cut to its most relevant sections
 * (prepare-sources.ts); paragraphs in the other language are settled first (settleLanguages). `text` is what may be
 * read aloud; `sections` the same with the documents' headings. A source
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
	language?: ScriptLanguage
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
	const settled = await settleLanguages(inputs, language)
	const prepared = prepareSources(settled.inputs, { title })
	return {
		text: prepared.text,
		sections: prepared.sections,
		warnings: [
			...warnings,
			...settled.notices,
			...prepared.notices,
			...localComposerNotices(prepared.notices, { model: getChatClient() !== null }),
		],
		/** some sources are in the other language, left for the model to translate */
		otherLanguage: settled.keptForModel,
	}
}

/** The notices saying that only the most relevant part of a long source is used (prepare-sources.ts). */
const PART_USED = new Set<string>(['SOURCE_PAGES_USED', 'SOURCE_PAGES_USED_MORE', 'SOURCE_PAGES_USED_PLAIN', 'SOURCE_PART_USED'])

/**
 * Only part of a long source is used and no language model writes the script: the local composer retells passages
 * of it, which may jump from one point to another; the user is told so on the preview, before the audio is made.
 */
export function localComposerNotices(notices: readonly SourceWarning[], { model }: { model: boolean }): SourceWarning[] {
	if (model || !notices.some((notice) => PART_USED.has(notice.code))) return []
	return [{ source: '', code: 'SOURCE_LOCAL_COMPOSER_LONG' }]
}

/**
 * What becomes of the paragraphs in the other language than the episode's (English in a Spanish episode, Spanish in
 * an English one), before the most relevant sections are chosen, so that a translated source competes like any
 * other: with a language model (`model`, by default when one is configured) they are kept, and the model writes in
 * the episode's language; else Apertium translates them when it is installed; else they are left out, and the notice
 * says how an operator makes them usable. A failed translation leaves them out with a notice: never the episode.
 */
export async function settleLanguages(
	inputs: readonly SourceInput[],
	language: ScriptLanguage,
	{ model = getChatClient() !== null }: { model?: boolean } = {},
) {
	const target = language === 'english' ? 'en' : 'es'
	const from = target === 'es' ? 'en' : 'es'
	const settled: SourceInput[] = []
	const notices: SourceWarning[] = []
	let keptForModel = false
	let budget = TRANSLATION_BUDGET_CHARS
	for (const given of inputs) {
		const input = { ...given, clean: withShortParagraphsResolved(given.clean, target) }
		const items = otherLanguageTexts(input.clean, target)
		if (items.length === 0) {
			settled.push(input)
			continue
		}
		let outcome: OtherLanguageOutcome
		if (model) {
			outcome = { kind: 'model' }
			keptForModel = true
		} else if (!canTranslateOffline(from, language)) outcome = { kind: 'unavailable' }
		else
			try {
				const within = withinBudget(items, budget)
				budget -= within.reduce((sum, item) => sum + item.text.length, 0)
				outcome = { kind: 'translated', texts: await translateParagraphs(within, { from, to: language }) }
			} catch (error) {
				const reason = error instanceof TranslationError ? `${error.code}: ${error.message}` : error
				console.warn(`[fuentes] no se pudo traducir ${input.name || '(texto pegado)'}:`, reason)
				outcome = { kind: 'failed' }
			}
		const { clean, notice, cut } = settleOtherLanguage(input, target, outcome)
		settled.push({ ...input, clean })
		if (notice) notices.push(notice)
		if (cut) notices.push(cut)
	}
	return { inputs: settled, notices, keptForModel }
}

/**
 * How much other-language text an episode translates offline at most: four times what the writers read (60,000
 * characters), so that the sections chosen afterwards have enough to choose from, in a few seconds of Apertium. Ten
 * large documents would otherwise keep the script job translating for many minutes, again on every new take.
 */
const TRANSLATION_BUDGET_CHARS = 240_000

/** The first items whose text fits in `budget` characters (what is past it is left out, and said so). */
function withinBudget<T extends { text: string }>(items: readonly T[], budget: number) {
	const within: T[] = []
	let used = 0
	for (const item of items) {
		used += item.text.length
		if (used > budget) break
		within.push(item)
	}
	return within
}
