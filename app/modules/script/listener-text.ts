/**
 * Text helpers for the listener checks (listener-checks.ts): comparing words as a listener hears them (no case, no
 * accents, singular or plural), splitting a line into sentences and keeping its content words. Pure functions.
 */

/** Spanish (and a few English) function words, written as fold() leaves them. */
const FUNCTION_WORDS = new Set(
	(
		'a al algo alguna algunas alguno algunos ante antes aqui asi aun aunque bajo bien cada casi como con contra cual cuales cuando de del desde donde dos el ella ellas ellos en entre era eran es esa esas ese eso esos esta estaba estan estar estas este esto estos fue fueron ha habia han hasta hay la las le les lo los mas me mi mis mucho muy nada ni no nos o os otra otras otro otros para pero poco por porque que se sea ser si sin sobre son su sus tambien tan tanto te ti tu tus un una uno unos unas y ya yo e u usted ustedes vosotros nosotros ' +
		'the an and are as at be but by can for from has have if in into is it its not of on or so than that their then there these they this to was we were what when which who will with you your'
	).split(' '),
)

/** Words a sentence can never end with unless something was cut after them: prepositions, articles, conjunctions. */
export const DANGLING_WORDS = new Set(
	'a ante bajo con contra de del desde en entre hacia hasta para por segun sin sobre tras al el la los las un una unos unas y o e u ni pero su sus mediante via'.split(
		' ',
	),
)

/** Lower case without accents, punctuation as spaces, spaces collapsed: how two phrasings of one thing compare. */
export function fold(text: string) {
	return text
		.normalize('NFD')
		.replace(/\p{M}/gu, '')
		.toLowerCase()
		.replace(/[^\p{L}\p{N}]+/gu, ' ')
		.trim()
}

/** A folded word without its plural ending: 'funciones' → 'funcion', 'macros' → 'macro'. */
function stem(word: string) {
	if (word.length > 4 && /[lnrdzjy]es$/.test(word)) return word.slice(0, -2)
	if (word.length > 3 && word.endsWith('s')) return word.slice(0, -1)
	return word
}

/**
 * Whether two folded words are one word to a listener: the same stem, or one the beginning of the other sharing at
 * least 5 letters and all but the last 3 of the shorter ('graba' and 'grabar', 'comienza' and 'comienzo').
 */
export function sameWord(a: string, b: string) {
	const x = stem(a)
	const y = stem(b)
	if (x === y) return true
	const shorter = Math.min(x.length, y.length)
	if (shorter < 5) return false
	const prefix = Math.max(5, shorter - 3)
	return x.slice(0, prefix) === y.slice(0, prefix)
}

/** The content words of a text, folded and in order: no function words, no bare numbers, 3 letters or more. */
export function contentWords(text: string) {
	return fold(text)
		.split(' ')
		.filter((word) => word.length >= 3 && !FUNCTION_WORDS.has(word) && !/^\d+$/.test(word))
}

/** The stems of a text's content words, once each: what two sentences share. */
export function contentStems(text: string) {
	return [...new Set(contentWords(text).map(stem))]
}

/**
 * The sentences of a line or paragraph: a break after . ! ? or … followed by a capital, a digit or an opening sign
 * (¿ ¡ « “ "), and at every line break. Rough on abbreviations, which is fine for counting.
 */
export function sentencesOf(text: string) {
	return text
		.split(/(?<=[.!?…])\s+(?=[¿¡«"“(\p{Lu}\d])|\n+/u)
		.map((sentence) => sentence.trim())
		.filter(Boolean)
}

/** How alike two texts' words are (Dice coefficient over their folded word sets), from 0 to 1. */
export function wordSimilarity(a: string, b: string) {
	const x = new Set(fold(a).split(' ').filter(Boolean))
	const y = new Set(fold(b).split(' ').filter(Boolean))
	if (x.size === 0 && y.size === 0) return 1
	let shared = 0
	for (const word of x) if (y.has(word)) shared++
	return (2 * shared) / (x.size + y.size)
}
