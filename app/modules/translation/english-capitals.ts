/**
 * Apertium's English capitalises a small word inside a sentence after an interjection or a greeting it translated
 * («Hello To all», «Thank you For listening»). A capitalised article, preposition or conjunction that follows a word
 * and comes before a lower-case word is no name's part («Bank of America» is followed by a capital): it goes to lower
 * case. Pure.
 */
const STRAY = /(?<=[\p{L}\d,;] )(?:To|For|The|A|An|Of|In|On|And|With|By|From|At|As|Or|But|Is|Are)(?= \p{Ll})/gu

export function lowerStrayCapitals(text: string) {
	return text.replace(STRAY, (word) => word.toLowerCase())
}
