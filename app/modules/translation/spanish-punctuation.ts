/**
 * Machine translation into Spanish (Apertium) ends questions and exclamations with «?» and «!» only, as English does;
 * Spanish opens them too («¿Sabes por qué?», «¡Bienvenidos!»), and a voice reads the sentence's tone from the start.
 * This adds the opening mark where a sentence ends with a closing one and has none, and tidies the spaces that the
 * translator leaves around sentences. Pure.
 */

/** A sentence: what follows the text's start or another sentence's end, up to its own end (or the text's end). */
const SENTENCE = /[^.?!…]+(?:[.?!…]+["»”)]*|$)/gu

export function openSpanishMarks(text: string) {
	return text
		.replace(SENTENCE, (sentence) => {
			const body = sentence.trimStart()
			if (!body) return sentence
			const lead = sentence.slice(0, sentence.length - body.length)
			const end = /([?!])[?!]*["»”)]*$/u.exec(body)?.[1]
			if (!end) return sentence
			const open = end === '?' ? '¿' : '¡'
			if (body.includes(open)) return sentence
			// the mark goes before the first word, after a quote or bracket that opens the sentence
			return lead + body.replace(/^([«"“(]*)/u, `$1${open}`)
		})
		.replace(/[ \t]{2,}/gu, ' ')
		.trim()
}
