/**
 * Which language a paragraph is in, Spanish or English, by counting each language's commonest words (a stop-word
 * detector: no model, no dependency). Short paragraphs and mixed ones are 'unknown' and are always kept.
 */

export type ParagraphLanguage = 'es' | 'en' | 'unknown'

const SPANISH = new Set(
	'el la los las de del que y en un una es por con para como más pero sus se lo al le este esta son está hay también porque cuando muy sin sobre ya entre ser hasta desde donde todo nos puede puedes debe tiene han fue otro otra estos estas ese esa cada qué cómo si o usted tu tus mi eso uno dos'.split(
		' ',
	),
)
const ENGLISH = new Set(
	'the of and to in is that it for on with as are this be by or from at an was which you your can not have has will if but these they their its we our should would when into than then there more use used all any only also may must about how what such so do does'.split(
		' ',
	),
)

/** Fewer words than this and the paragraph is 'unknown' (a heading, a name, a short list item). */
const MIN_WORDS = 8

/** The language of a paragraph: one side needs at least twice the other's stop words, and at least 3 of them. */
export function detectLanguage(text: string, minWords = MIN_WORDS): ParagraphLanguage {
	const words = text.toLowerCase().match(/\p{L}+/gu) ?? []
	if (words.length < minWords) return 'unknown'
	let es = 0
	let en = 0
	for (const word of words) {
		if (SPANISH.has(word)) es++
		if (ENGLISH.has(word)) en++
	}
	// Letters only Spanish uses are strong evidence.
	if (/[ñáéíóú¿¡]/i.test(text)) es += 1
	if (en >= 3 && en >= es * 2) return 'en'
	if (es >= 3 && es >= en * 2) return 'es'
	return 'unknown'
}

/**
 * A paragraph cut where its language changes (a PDF does not mark paragraphs, so an English note and the Spanish
 * text after it may arrive as one): runs of sentences of one language, each with its language.
 */
export function splitByLanguage(text: string): Array<{ text: string; language: ParagraphLanguage }> {
	const sentences = text.split(/(?<=[.!?])\s+(?=[¿¡«"“(]?\p{Lu})/u)
	const runs: Array<{ text: string; language: ParagraphLanguage }> = []
	for (const sentence of sentences) {
		const language = detectLanguage(sentence, 5)
		const last = runs[runs.length - 1]
		if (last && (language === 'unknown' || last.language === 'unknown' || last.language === language)) {
			last.text += ` ${sentence}`
			if (last.language === 'unknown') last.language = language
		} else runs.push({ text: sentence, language })
	}
	return runs.map((run) => ({
		text: run.text,
		language: detectLanguage(run.text) === 'unknown' ? run.language : detectLanguage(run.text),
	}))
}
