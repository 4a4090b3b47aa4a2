import type { ParagraphLanguage } from '#app/modules/content/clean/language.ts'
import type { CleanSource, SourceSection } from '#app/modules/content/clean/source-structure.ts'
import type { CodedError, SourceNoticeCode } from '#app/modules/errors/error-codes.ts'

/**
 * A source's paragraphs in the other language than the episode's (English in a Spanish episode, Spanish in an
 * English one), and what becomes of them, decided by gather-sources.server.ts: translated (their text replaced, in
 * the order otherLanguageTexts gives), kept for the language model, which writes in the episode's language, or left
 * out. Each outcome is a notice for the preview step. Pure: the translation itself happens elsewhere.
 */

type Language = 'es' | 'en'

export type OtherLanguageOutcome =
	/** the language model reads them and writes in the episode's language */
	| { kind: 'model' }
	/**
	 * translated: one text per item of otherLanguageTexts, in its order — or fewer, when the episode's translation
	 * budget ran out: the paragraphs after the last text are left out (and counted in the notice)
	 */
	| { kind: 'translated'; texts: readonly string[] }
	/** the translation failed: left out */
	| { kind: 'failed' }
	/** no model and no translator on this server: left out */
	| { kind: 'unavailable' }

type Notice = CodedError<SourceNoticeCode> & { source: string }

const otherOf = (language: Language): ParagraphLanguage => (language === 'es' ? 'en' : 'es')

/**
 * A section's heading is in the other language when most of its paragraphs' text is (a heading is too short for the
 * language detector).
 */
function headingIsOther(section: SourceSection, language: Language) {
	return Boolean(section.heading) && mostlyOther(section, language)
}

function mostlyOther(section: SourceSection, language: Language) {
	const other = otherOf(language)
	let otherChars = 0
	let restChars = 0
	for (const paragraph of section.paragraphs)
		if (paragraph.language === other) otherChars += paragraph.text.length
		else restChars += paragraph.text.length
	return otherChars > restChars
}

/**
 * Paragraphs too short for the language detector («Root is the superuser.») take the language of the section they are
 * in when most of its text is in the other language: left 'unknown', they would stay untranslated in a translated
 * section. Sections mostly in the episode's language keep theirs as they are.
 */
export function withShortParagraphsResolved(clean: CleanSource, language: Language): CleanSource {
	const other = otherOf(language)
	return {
		...clean,
		sections: clean.sections.map((section) =>
			mostlyOther(section, language)
				? {
						...section,
						paragraphs: section.paragraphs.map((paragraph) =>
							paragraph.language === 'unknown' ? { ...paragraph, language: other } : paragraph,
						),
					}
				: section,
		),
	}
}

/** What there is to translate, in order: each other-language section's heading, then its other-language paragraphs. */
export function otherLanguageTexts(clean: CleanSource, language: Language) {
	const other = otherOf(language)
	const items: Array<{ text: string; heading: boolean }> = []
	for (const section of clean.sections) {
		if (headingIsOther(section, language)) items.push({ text: section.heading!, heading: true })
		for (const paragraph of section.paragraphs)
			if (paragraph.language === other) items.push({ text: paragraph.text, heading: false })
	}
	return items
}

/** How many paragraphs are in the other language. */
export function countOtherLanguage(clean: CleanSource, language: Language) {
	return otherLanguageTexts(clean, language).filter((item) => !item.heading).length
}

/**
 * The source after the outcome (translated paragraphs carry the episode's language; failed and unavailable ones are
 * gone) and the notice that says so, or none when nothing was in the other language.
 */
export function settleOtherLanguage(
	{ name, clean }: { name: string; clean: CleanSource },
	language: Language,
	outcome: OtherLanguageOutcome,
): { clean: CleanSource; notice: Notice | null; cut?: Notice | null } {
	const other = otherOf(language)
	const count = countOtherLanguage(clean, language)
	if (count === 0) return { clean, notice: null }
	const fromEnglish = other === 'en'
	if (outcome.kind === 'model')
		return {
			clean,
			notice: {
				source: name,
				code: fromEnglish ? 'SOURCE_MODEL_TRANSLATES_ENGLISH' : 'SOURCE_MODEL_TRANSLATES_SPANISH',
				params: { count },
			},
		}
	if (outcome.kind === 'translated') {
		const texts = [...outcome.texts]
		let next = 0
		let left = 0
		const sections = clean.sections.map((section) => ({
			...section,
			heading: headingIsOther(section, language) ? (texts[next++] ?? section.heading) : section.heading,
			paragraphs: section.paragraphs.flatMap((paragraph) => {
				if (paragraph.language !== other) return [paragraph]
				const text = texts[next++]
				if (text !== undefined) return [{ ...paragraph, text, language }]
				left++
				return []
			}),
		}))
		const cut: Notice | null = left > 0 ? { source: name, code: 'SOURCE_TRANSLATION_CUT', params: { count: left } } : null
		return { clean: { ...clean, sections }, notice: translatedNotice(name, clean, language), cut }
	}
	const sections = clean.sections.map((section) => ({
		...section,
		paragraphs: section.paragraphs.filter((paragraph) => paragraph.language !== other),
	}))
	const code: SourceNoticeCode =
		outcome.kind === 'failed'
			? 'SOURCE_TRANSLATION_FAILED'
			: fromEnglish
				? 'SOURCE_ENGLISH_UNAVAILABLE'
				: 'SOURCE_SPANISH_UNAVAILABLE'
	return { clean: { ...clean, sections }, notice: { source: name, code, params: { count } } }
}

/** «Traducido del inglés: 14 de 20 páginas…» for a source with pages, of its paragraphs otherwise. */
function translatedNotice(name: string, clean: CleanSource, language: Language): Notice {
	const other = otherOf(language)
	const paragraphs = clean.sections.flatMap((section) => section.paragraphs)
	const fromEnglish = other === 'en'
	if (clean.pages) {
		const pages = new Set(paragraphs.filter((p) => p.language === other && p.page).map((p) => p.page))
		if (pages.size > 0)
			return {
				source: name,
				code: fromEnglish ? 'SOURCE_TRANSLATED_ENGLISH_PAGES' : 'SOURCE_TRANSLATED_SPANISH_PAGES',
				params: { count: pages.size, total: clean.pages },
			}
	}
	return {
		source: name,
		code: fromEnglish ? 'SOURCE_TRANSLATED_ENGLISH' : 'SOURCE_TRANSLATED_SPANISH',
		params: { count: paragraphs.filter((p) => p.language === other).length, total: paragraphs.length },
	}
}
