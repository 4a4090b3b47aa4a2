import { sectionLength, selectSections, splitLongSections } from '#app/modules/content/clean/select-sections.ts'
import type { CleanSource, SourceSection } from '#app/modules/content/clean/source-structure.ts'
import { usedChapters } from '#app/modules/content/clean/used-chapters.ts'
import type { CodedError, SourceNoticeCode } from '#app/modules/errors/error-codes.ts'

/**
 * The cleaned sources of an episode made into what the script is written from: the most relevant sections chosen
 * when everything does not fit, and a notice for each thing the user should know (pages used and their chapters,
 * pages skipped, code not read). Paragraphs in another language than the episode's were settled before
 * (other-language.ts: translated, kept for the model or left out). Notices are codes with parameters (texts in
 * locales/<lng>/errors.json).
 */

/** What the script writers read at most: the OpenAI writer's input cap (openai-writer.server.ts MAX_SOURCE_CHARS). */
const SOURCE_BUDGET_CHARS = 60_000

export type SourceInput = {
	/** The file name or address the user knows the source by. */
	name: string
	clean: CleanSource
	/** Pages the parser did not read (past EXTRACTION_LIMITS.maxPages). */
	pagesNotRead?: { read: number; total: number }
	/** Pasted text is the user's own words: always used. */
	always?: boolean
}

type SourceNotice = CodedError<SourceNoticeCode> & { source: string }

type PreparedSection = { source: string; heading: string | null; level: number; paragraphs: string[] }

export type PreparedSources = { text: string; sections: PreparedSection[]; notices: SourceNotice[] }

export function prepareSources(
	inputs: readonly SourceInput[],
	{ title, maxChars = SOURCE_BUDGET_CHARS }: { title: string; maxChars?: number },
): PreparedSources {
	const notices: SourceNotice[] = []
	const pooled: Array<{ input: number; section: SourceSection }> = []
	inputs.forEach((input, index) => {
		const { counts, sections } = input.clean
		const skippedPages = counts.frontMatterPages + counts.tocPages + counts.indexPages
		if (skippedPages > 0) notices.push({ source: input.name, code: 'SOURCE_PAGES_SKIPPED', params: { count: skippedPages } })
		const unspoken = counts.codeBlocks + counts.tables
		if (unspoken > 0) notices.push({ source: input.name, code: 'SOURCE_CODE_LEFT_OUT', params: { count: unspoken } })
		if (input.pagesNotRead)
			notices.push({
				source: input.name,
				code: 'SOURCE_PAGES_TRUNCATED',
				params: { pages: input.pagesNotRead.read, total: input.pagesNotRead.total },
			})
		// Parts of at most a sixth of the budget: a long chapter can be used in part.
		for (const section of splitLongSections(sections, Math.max(2000, maxChars / 6))) pooled.push({ input: index, section })
	})

	const always = pooled.filter((entry) => inputs[entry.input]!.always)
	const alwaysChars = always.reduce((sum, entry) => sum + sectionLength(entry.section), 0)
	const candidates = pooled.filter((entry) => !inputs[entry.input]!.always)
	const chosen = new Set(
		selectSections(
			candidates.map((entry) => entry.section),
			{ maxChars: Math.max(0, maxChars - alwaysChars), title },
		).map((index) => candidates[index]!),
	)
	const used = pooled.filter((entry) => inputs[entry.input]!.always || chosen.has(entry))
	inputs.forEach((input, index) => {
		const notice = usageNotice(
			input,
			pooled.filter((entry) => entry.input === index).map((entry) => entry.section),
			used.filter((entry) => entry.input === index).map((entry) => entry.section),
		)
		if (notice) notices.push(notice)
	})
	const sections = used
		.map(({ input, section }) => ({
			source: inputs[input]!.name,
			heading: section.heading,
			level: section.level,
			paragraphs: section.paragraphs.map((paragraph) => paragraph.text),
		}))
		.filter((section) => section.paragraphs.length > 0)
		.reduce<PreparedSection[]>((merged, section) => {
			// Consecutive parts of one long section (see splitLongSections) are one section again.
			const last = merged[merged.length - 1]
			if (last && last.source === section.source && last.heading === section.heading && last.level === section.level)
				last.paragraphs.push(...section.paragraphs)
			else merged.push(section)
			return merged
		}, [])
	const text = sections.flatMap((section) => section.paragraphs).join('\n\n')
	return { text: text.length > maxChars ? cutAtParagraph(text, maxChars) : text, sections, notices }
}

/**
 * 'Usamos 40 de 161 páginas… Capítulos: 1. Introducción, 4. Fórmulas' for a PDF (chapters by number and title, see
 * usedChapters), the share used for other long sources; null when all was used.
 */
function usageNotice(input: SourceInput, all: SourceSection[], used: SourceSection[]): SourceNotice | null {
	const allChars = all.reduce((sum, section) => sum + sectionLength(section), 0)
	const usedChars = used.reduce((sum, section) => sum + sectionLength(section), 0)
	if (usedChars >= allChars) return null
	const total = input.clean.pages
	if (total) {
		const pages = new Set<number>()
		for (const section of used) {
			if (!section.pages) continue
			for (let page = section.pages.first; page <= section.pages.last; page++) pages.add(page)
		}
		const { listed, more } = usedChapters(all, used)
		const params = { used: pages.size, total }
		if (!listed.length) return { source: input.name, code: 'SOURCE_PAGES_USED_PLAIN', params }
		const chapters = listed.join(', ')
		return more
			? { source: input.name, code: 'SOURCE_PAGES_USED_MORE', params: { ...params, chapters, more } }
			: { source: input.name, code: 'SOURCE_PAGES_USED', params: { ...params, chapters } }
	}
	return {
		source: input.name,
		code: 'SOURCE_PART_USED',
		params: { percent: Math.max(1, Math.round((usedChars / Math.max(1, allChars)) * 100)) },
	}
}

function cutAtParagraph(text: string, maxChars: number) {
	const cut = text.slice(0, maxChars)
	const end = cut.lastIndexOf('\n\n')
	return (end > maxChars * 0.5 ? cut.slice(0, end) : cut).trim()
}
