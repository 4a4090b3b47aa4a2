import type { Word, Words } from './dialect-words.ts'
import { type Tense, VERB_FORMS } from './verb-forms.ts'

/**
 * Latin America's ustedes in Spain's vosotros, only where it is certain: «ustedes» said next to its verb («ustedes
 * saben», «¿saben ustedes?» → «vosotros sabéis», «¿sabéis vosotros?»; «ustedes se preguntan» → «vosotros os
 * preguntáis»), «ustedes» after a preposition («gracias a ustedes» → «a vosotros»; «a ustedes les gusta» → «a vosotros
 * os gusta»), the orders with pronouns only ustedes are given («suscríbanse» → «suscribíos», «díganme» → «decidme»),
 * and orders at the start of a sentence («Escuchen esto» → «Escuchad esto», «No se pierdan…» → «No os perdáis…»).
 * Elsewhere a 3rd person plural may be «ellos» and «les», «su» may be anyone's: they stay. Pure.
 */

/** ustedes' form → vosotros' form, for the tenses given; a form two verbs give different vosotros forms is left out. */
function reverse(tenses: readonly Tense[]) {
	const map = new Map<string, string>()
	const clash = new Set<string>()
	for (const { vos, ust, tense } of VERB_FORMS) {
		if (!tenses.includes(tense)) continue
		if (map.has(ust) && map.get(ust) !== vos) clash.add(ust)
		map.set(ust, vos)
	}
	for (const ust of clash) map.delete(ust)
	return map
}

const FINITE = reverse(['present', 'subjunctive', 'preterite', 'imperfect', 'future', 'conditional', 'past-subjunctive'])
const WITH_PRONOUNS = reverse(['imperative-os', 'imperative-pronouns'])
const ORDERS = reverse(['imperative'])
const SUBJUNCTIVE = reverse(['subjunctive'])
/** ustedes forms that are also a present or past of some verb («crean»: they create): no sure order. */
const INDICATIVE = new Set(
	VERB_FORMS.filter((form) => form.tense !== 'subjunctive' && !form.tense.startsWith('imperative')).map((form) => form.ust),
)

const ADVERBS = /^(?:no|ya|también|siempre|nunca|todavía|aún)$/u
const OBJECTS = /^(?:lo|la|los|las|me|nos|le|les)$/u
const DIRECT = /^(?:lo|la|los|las)$/u
const PREPOSITIONS = /^(?:a|con|de|para|por|sin|entre|según|contra|hacia|ante|sobre|tras|como)$/u

export function ustedesToVosotros(words: Words) {
	const next = (word: Word) => (words.joined(word.at) ? words.get(word.at + 1) : undefined)
	const previous = (word: Word) => (words.joined(word.at - 1) ? words.get(word.at - 1) : undefined)
	let chained = false
	for (const word of words.list) {
		if (word.name || !word.lower) continue
		if (word.lower === 'ustedes') {
			subject(word) || verbBefore(word) || afterPreposition(word)
			continue
		}
		const withPronouns = WITH_PRONOUNS.get(word.lower)
		if (withPronouns) {
			words.set(word.at, withPronouns)
			chained = true
			continue
		}
		// an order opens the sentence, or follows another one with «y» («Escuchen y compartan»)
		const order = ORDERS.get(word.lower)
		const follows = chained && /^(?:y|e|o)$/u.test(previous(word)?.lower ?? '')
		if (order && !INDICATIVE.has(word.lower) && (word.start || follows)) {
			words.set(word.at, order)
			chained = true
			continue
		}
		if (word.start && word.lower === 'no') chained = negativeOrder(word) || chained
		else if (word.start) chained = false
	}

	/** «ustedes (no) (se) (lo) saben» → «vosotros (no) (os) (lo) sabéis». */
	function subject(pronoun: Word) {
		let word = next(pronoun)
		while (word && ADVERBS.test(word.lower)) word = next(word)
		let se: Word | undefined
		if (word?.lower === 'se') {
			se = word
			word = next(word)
			if (word && DIRECT.test(word.lower)) return false
		} else if (word && OBJECTS.test(word.lower)) word = next(word)
		const vos = word && !word.name ? FINITE.get(word.lower) : undefined
		if (!word || !vos) return false
		words.set(pronoun.at, 'vosotros')
		if (se) words.set(se.at, 'os')
		words.set(word.at, vos)
		return true
	}

	/** «¿(Se) acuerdan ustedes?» → «¿(Os) acordáis vosotros?». */
	function verbBefore(pronoun: Word) {
		const verb = previous(pronoun)
		const vos = verb && !verb.name ? FINITE.get(verb.lower) : undefined
		if (!verb || !vos) return false
		const se = previous(verb)
		if (se?.lower === 'se') words.set(se.at, 'os')
		words.set(verb.at, vos)
		words.set(pronoun.at, 'vosotros')
		return true
	}

	/**
	 * «a ustedes» → «a vosotros», with «les» («a ustedes les gusta» → «a vosotros os gusta»); not when the sentence goes
	 * on with «que» or «les» about them («a ustedes, que nos escuchan», «para ustedes, les traemos…»), whose verbs stay.
	 */
	function afterPreposition(pronoun: Word) {
		const preposition = previous(pronoun)
		if (!preposition || !PREPOSITIONS.test(preposition.lower)) return false
		const after = next(pronoun)
		const clitic =
			after && (/^(?:les|los|las)$/u.test(after.lower) || (after.lower === 'se' && DIRECT.test(next(after)?.lower ?? '')))
		if (!clitic) {
			for (let at = pronoun.at + 1; at < words.list.length; at++) {
				const later = words.get(at)!
				if (/[.!?]/u.test(later.before)) break
				if (/^(?:les|se|que)$/u.test(later.lower)) return false
			}
		}
		words.set(pronoun.at, 'vosotros')
		if (clitic) words.set(after.at, 'os')
		return true
	}

	/** «No se pierdan…» → «No os perdáis…», «No lo duden» → «No lo dudéis». */
	function negativeOrder(no: Word) {
		let word = next(no)
		let se: Word | undefined
		if (word?.lower === 'se') {
			se = word
			word = next(word)
			if (word && DIRECT.test(word.lower)) return false
		} else if (word && OBJECTS.test(word.lower)) word = next(word)
		const vos = word && !word.name ? SUBJUNCTIVE.get(word.lower) : undefined
		if (!word || !vos || INDICATIVE.has(word.lower)) return false
		if (se) words.set(se.at, 'os')
		words.set(word.at, vos)
		return true
	}
}
