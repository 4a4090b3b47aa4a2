import { fold, sameWord } from './listener-text.ts'
import { NAMED_KINDS } from './subject-phrase.ts'

/**
 * A definite noun phrase names something the listener already knows of («Pincha en el cuadro con el botón derecho…»,
 * «El argumento de la orden debería…»): when the sentence right before it in the source was left out and named that
 * thing, and nothing heard in the section named it, the sentence points at what the episode never said. Pure.
 */

/**
 * «el cuadro», «la orden», «del recuadro azul»: an article and a singular noun after it. A plural is often any of
 * its kind («las letras son variables»); a noun its next words say which it is of is not one named before: a name
 * («el entorno Fecha», «la orden “newline”»), a complement or a relative clause («la opción de…», «el idioma que
 * escoja», «la frase en que…»).
 */
const DEFINITE =
	/(?<![\p{L}])(?:el|la|del|al)\s+(\p{Ll}{4,})(?<!s)(?![\p{L}])(?!\s+(?:(?:de|del|que|en que|donde|cuyo|cuya)(?![\p{L}])|\p{Lu}|[«"“‘'\d]))/gu

/** Words that follow an article and are no noun of their own («el que», «la misma», «el siguiente»). */
const NOT_NOUNS = new Set(
	'cual mismo misma mayor menor mejor peor primero primera segundo segunda último última siguiente anterior propio propia resto otro otra único única nuestro nuestra vuestro vuestra suyo suya cuanto cuanta hecho'
		.split(' ')
		.map(fold),
)

/** Kinds of things a technical text names right after the kind, in lower case too («del paquete eulervm»). */
const KINDS = new Set([...NAMED_KINDS].map(fold))
/** Words after a kind that are no name: a verb, a pronoun, a conjunction or a preposition («la variable se configura»). */
const NO_NAME =
	/^(?:se|es|son|era|fue|no|y|e|o|u|a|al|en|con|para|por|sin|sobre|tras|entre|como|ya|también|lo|la|le|los|las|les|un|una|más|puede|pueden|debe|deben|tiene|tienen|hace|permite|sirve|está|están|ha|han|\p{L}+(?:ía|ían|ará|erá|irá|rán|aba|aban|ó))$/u

/** Whether a folded word is among the words of a folded text. */
function among(word: string, text: string) {
	return text.split(' ').some((other) => other.length >= 4 && sameWord(word, other))
}

/**
 * Whether `sentence` names, with a definite article, a thing only `lost` (the source's sentence right before it, not
 * said) named: not the section's heading or anything said in it so far (`heard`), nor the sentence itself before.
 */
export function namesWhatWasLost(sentence: string, lost: string, heard: string) {
	const before = fold(lost)
	const known = fold(heard)
	for (const match of sentence.matchAll(DEFINITE)) {
		const noun = fold(match[1]!)
		if (NOT_NOUNS.has(noun) || !among(noun, before)) continue
		// «la opción ibmpc:l1»: a kind and its name
		const next = /^\s+([^\s,.;:]+)/u.exec(sentence.slice(match.index + match[0].length))?.[1]
		if (KINDS.has(noun) && next && !NO_NAME.test(next.toLocaleLowerCase('es'))) continue
		const earlier = fold(sentence.slice(0, match.index))
		if (!among(noun, known) && !among(noun, earlier)) return true
	}
	return false
}
