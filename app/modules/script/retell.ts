import type { ScriptLanguage } from './script-types.ts'

/**
 * How the guest tells the sources in their own words, by rules that never change a fact: asides in brackets and
 * cross-references ('véase…') go, a long sentence is quoted only up to its first semicolon or colon, the manual's
 * orders to its reader ('Debes instalar…') become general statements ('Hay que instalar…'), two short sentences are
 * merged, and an answer of three sentences or more opens with its key sentence when that sentence does not lean on
 * the one before and the answer is not a sequence of steps. Pure.
 */

/** Words a sentence may start with that make it lean on the sentence before: it is never moved to the front. */
const LEANS_ON_BEFORE =
	/^(?:esto|este|esta|estos|estas|eso|esa|ese|esos|esas|ello|así|por eso|por ello|por tanto|además|también|sin embargo|pero|y|o|aunque|en cambio|entonces|luego|después|por último|finalmente|asimismo|de hecho|es decir|this|that|these|those|it|they|but|and|so|also|however|then)\b/iu

/** Steps in order ('Paso 2:', '1.', 'Primero', 'Luego'): an answer with one keeps the document's order. */
const IN_SEQUENCE =
	/^(?:paso\s+\d|\d+[.):]|primero|segundo|tercero|luego|después|a continuación|finalmente|por último|step\s+\d|first|then|finally)\b/iu

/** Sentence starters that are common words: written in lower case when the sentence goes after an opener or a joiner. */
const COMMON_STARTERS = new Set(
	'el la los las un una unos unas en con para por si cuando se no hay lo al del de cada todo todos toda todas su sus este esta estos estas esto es son existen puede pueden también además así antes después aunque como durante entre hoy muchos muchas otro otra otros otras primero pero porque sin sobre tras ya usa usan tiene tienen hace hacen cuenta the a an in on for with this that these it there'.split(
		' ',
	),
)

/** A long sentence is quoted only up to its first semicolon or colon, when at least this many words come before. */
const LONG_SENTENCE_WORDS = 32
const MIN_QUOTED_WORDS = 10
/** Sentences this short may be merged with the next one. */
const SHORT_SENTENCE_WORDS = 14

export type RetellOptions = { language: ScriptLanguage; joiner: string; opener?: string }

/** The guest's answer from the sentences chosen for it (in the document's order, `best` the most central). */
export function retell(sentences: readonly string[], best: number, options: RetellOptions) {
	const spanish = options.language !== 'english'
	let told = sentences.map((sentence) => simplify(sentence, spanish))
	// the key point first, unless it needs the sentence before it to make sense
	if (
		told.length >= 3 &&
		best > 0 &&
		best < told.length &&
		!LEANS_ON_BEFORE.test(told[best]!) &&
		!told.some((sentence) => IN_SEQUENCE.test(sentence))
	) {
		told = [told[best]!, ...told.slice(0, best), ...told.slice(best + 1)]
	}
	told = mergeShort(told, options.joiner)
	// an opener only before a common first word: a name or a verb would keep a capital after the comma
	if (options.opener && told[0] && !isQuestion(told[0]) && lowerFirst(told[0]) !== told[0])
		told[0] = `${options.opener} ${lowerFirst(told[0])}`
	return told.join(' ')
}

/** One sentence, simplified: no asides, no cross-references, cut at a semicolon or colon when long, impersonal. */
export function simplify(sentence: string, spanish = true) {
	let text = sentence
		// a superscript (a note, or a name's as in 'GOsa²') goes; glued to the next word ('GOsa²es'), a space stays
		.replace(/\d?[⁰¹²³⁴⁵⁶⁷⁸⁹]+(?=\p{L})/gu, ' ')
		.replace(/\d?[⁰¹²³⁴⁵⁶⁷⁸⁹]+/gu, '')
		.replace(/\s*\((?:[^()]|\([^()]*\)){0,400}\)/gu, '')
		.replace(/\s*\[[^[\]]{0,80}\]/gu, '')
		.replace(/,?\s*(?:v[ée]ase|vea|consulte|consulta|lea|see)\s+(?:también\s+)?[^,.;:]{0,80}(?=[,.;:]|$)/giu, '')
		.replace(/\s+([,.;:!?])/gu, '$1')
		.replace(/[,;:]+(?=[.!?]|$)/gu, '')
		.replace(/\s{2,}/gu, ' ')
		.trim()
	const words = text.split(' ')
	if (words.length > LONG_SENTENCE_WORDS) {
		const cut = text.search(/[;:](?=\s)/u)
		if (cut > 0 && text.slice(0, cut).split(' ').length >= MIN_QUOTED_WORDS) text = `${text.slice(0, cut)}.`
	}
	if (spanish) text = impersonal(text)
	if (!/[.!?…»"”)]$/u.test(text)) text = `${text}.`
	return text
}

/** 'Debes instalarlo' → 'Hay que instalarlo', 'Puedes usarlas' → 'Es posible usarlas', at the start of a sentence or clause. */
export function impersonal(text: string) {
	return text.replace(
		/(^|[,;:]\s|^¿)(Debes|debes|Tienes que|tienes que|Necesitas|necesitas|Usted debe|usted debe|Puedes|puedes)\s+(\p{L}+?(?:ar|er|ir|ír))(te|se|lo|la|los|las|le|les)?\b/gu,
		(_match, before: string, verb: string, infinitive: string, clitic: string | undefined) => {
			const can = /^puedes$/i.test(verb)
			const starts = before === '' || before === '¿'
			const lead = can ? (starts ? 'Es posible' : 'es posible') : starts ? 'Hay que' : 'hay que'
			const pronoun = clitic === 'te' ? 'se' : (clitic ?? '')
			return `${before}${lead} ${infinitive}${pronoun}`
		},
	)
}

/** Two consecutive short statements become one sentence. */
function mergeShort(sentences: string[], joiner: string) {
	const merged: string[] = []
	for (let i = 0; i < sentences.length; i++) {
		const current = sentences[i]!
		const next = sentences[i + 1]
		const mergeable = (sentence: string) => isShort(sentence) && !sentence.includes(':') && !isQuestion(sentence)
		if (next && mergeable(current) && mergeable(next) && /\.$/u.test(current) && lowerFirst(next) !== next) {
			merged.push(`${current.slice(0, -1)}${joiner}${lowerFirst(next)}`)
			i++
		} else merged.push(current)
	}
	return merged
}

function isShort(sentence: string) {
	return sentence.split(' ').length <= SHORT_SENTENCE_WORDS
}

function isQuestion(sentence: string) {
	return /^[¿¡]/u.test(sentence) || /[?!]$/u.test(sentence)
}

/** Lower case for a common first word; a name ('Debian', 'GIMP') keeps its capital. */
export function lowerFirst(sentence: string) {
	const first = /^\p{L}+/u.exec(sentence)?.[0]
	if (!first || !COMMON_STARTERS.has(first.toLocaleLowerCase('es'))) return sentence
	if (first.length > 1 && first === first.toLocaleUpperCase('es')) return sentence
	return sentence.charAt(0).toLocaleLowerCase('es') + sentence.slice(1)
}
