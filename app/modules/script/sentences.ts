/** Splitting sources into sentences and scoring how informative each one is. Pure functions, no I/O. */

const STOPWORDS = new Set(
	(
		'a al algo algunos ante antes aquí así aun aunque bajo bien cada casi como con contra cual cuando de del desde donde dos el ella ellas ellos en entre era eran es esa esas ese eso esos esta estaba estas este esto estos fue fueron ha había han hasta hay la las le les lo los mas más me mi mis mucho muy nada ni no nos o otra otras otro otros para pero poco por porque que qué se sea ser si sí sin sobre son su sus también tan tanto te tiene tienen todo todos tras tu tus un una uno unos y ya yo ' +
		'the a an and are as at be been but by can for from has have he her his i if in into is it its more most not of on or our she so than that the their them then there these they this to was we were what when which who will with you your'
	).split(' '),
)

/** Sentences of at least 5 words, in order, with whitespace normalised. Keeps ¿…? and ¡…! intact. */
export function splitSentences(text: string) {
	const normalised = text.replace(/\s+/g, ' ').trim()
	const parts = normalised.match(/[^.!?…]+(?:[.!?…]+["»”)]*|$)/g) ?? []
	return parts.map((part) => part.trim()).filter((sentence) => sentence.split(' ').length >= 5 && sentence.length <= 400)
}

export function contentWords(sentence: string) {
	return (sentence.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => word.length > 2 && !STOPWORDS.has(word))
}

/**
 * Each sentence's informativeness: how frequent its content words are across all sources (centrality), normalised
 * by length, with a small bonus for sentences early in the text (where articles state their point).
 */
export function scoreSentences(sentences: string[]) {
	const frequency = new Map<string, number>()
	for (const sentence of sentences)
		for (const word of new Set(contentWords(sentence))) frequency.set(word, (frequency.get(word) ?? 0) + 1)
	return sentences.map((sentence, index) => {
		const words = contentWords(sentence)
		const centrality = words.reduce((sum, word) => sum + (frequency.get(word) ?? 0), 0) / Math.max(4, Math.sqrt(words.length) * 3)
		const position = 1 + 0.5 * (1 - index / Math.max(1, sentences.length))
		return { sentence, index, score: centrality * position }
	})
}

/** The most frequent content word of a group of sentences, capitalised: a short, honest chapter name. */
export function keyTerm(sentences: string[], exclude: Set<string> = new Set()) {
	const counts = new Map<string, number>()
	for (const sentence of sentences)
		for (const word of contentWords(sentence)) if (!exclude.has(word)) counts.set(word, (counts.get(word) ?? 0) + 1)
	const [best] = [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0].length - a[0].length)
	return best ? best[0] : null
}
