import type { Direction } from './dialect-vocabulary.ts'
import type { Words } from './dialect-words.ts'

/**
 * Verbs and set phrases Spain and Latin America say differently: conducir/manejar (driving only), coger/tomar,
 * aparcar/estacionar, enfadarse/enojarse, currar/trabajar, echar de menos/extrañar, «a por»/«por», the interjections
 * «vale» and «enhorabuena», «guay». Every form of each verb is paired with the same form of the other. Pure.
 */

/** The endings of each tense and person, in the same order for the three conjugations. */
const ENDINGS = {
	ar: `o as a amos áis an é aste ó amos asteis aron aba abas ábamos abais aban e es emos éis en ara aras áramos arais aran
ase ases ásemos aseis asen ando ado ada ados adas ar ad`,
	er: `o es e emos éis en í iste ió imos isteis ieron ía ías íamos íais ían a as amos áis an iera ieras iéramos ierais ieran
iese ieses iésemos ieseis iesen iendo ido ida idos idas er ed`,
	ir: `o es e imos ís en í iste ió imos isteis ieron ía ías íamos íais ían a as amos áis an iera ieras iéramos ierais ieran
iese ieses iésemos ieseis iesen iendo ido ida idos idas ir id`,
}
const FUTURE = 'é ás á emos éis án ía ías íamos íais ían'.split(' ')
const PRONOUNS = 'lo la los las le les me te se nos os'.split(' ')

/** Every simple form of a verb, in ENDINGS' order, then the future and conditional, then the infinitive with a pronoun. */
function forms(infinitive: string) {
	const ending = infinitive.slice(-2) as keyof typeof ENDINGS
	const stem = infinitive.slice(0, -2)
	const simple = ENDINGS[ending].split(/\s+/u).map((end, index) => {
		if (infinitive === 'conducir' && index >= 6 && index <= 11)
			return `conduj${['e', 'iste', 'o', 'imos', 'isteis', 'eron'][index - 6]}`
		if (infinitive === 'conducir' && index >= 22 && index <= 31) return `conduj${end.slice(1)}`
		return spelled(stem, ending, end) + end
	})
	return [...simple, ...FUTURE.map((end) => infinitive + end), ...PRONOUNS.map((pronoun) => infinitive + pronoun)]
}

/** The stem as written before the ending: aparc → aparqu before e, cog → coj before a and o, conduc → conduzc. */
function spelled(stem: string, ending: string, end: string) {
	const soft = /^[eéií]/u.test(end)
	if (ending === 'ar' && soft) return stem.replace(/c$/u, 'qu').replace(/g$/u, 'gu').replace(/z$/u, 'c')
	if (ending !== 'ar' && !soft) return stem.replace(/g$/u, 'j').replace(/duc$/u, 'duzc')
	return stem
}

/** Each form of one verb → the same form of the other. */
function pairs(from: string, to: string) {
	const target = forms(to)
	return new Map(forms(from).map((form, index) => [form, target[index]!]))
}

const DRIVING =
	/(?<!\p{L})(?:coches?|carros?|autos?|vehículos?|camión|camiones|motos?|autobús|autobuses|furgonetas?|camionetas?|volante|carreteras?|autopistas?|tráfico|licencia|carné|carnet)(?!\p{L})/iu

type VerbSwap = { map: Map<string, string>; when?: (words: Words, at: number) => boolean }

/** «cojo», «coja» and «cojas» are also «lame»: the verb only after a pronoun, «que», «no», «si» or «ya». */
const notLame = (words: Words, at: number) => {
	if (!/^coj[oa]s?$/u.test(words.get(at)!.lower)) return true
	const before = words.get(at - 1)?.lower
	return before !== undefined && /^(?:yo|lo|la|los|las|le|les|me|te|se|nos|os|que|no|si|ya|cuando|tú)$/u.test(before)
}
/** About driving, and not the name of a thing («licencia de conducir», «clases de manejar»). */
const aboutDriving = (words: Words, at: number) =>
	DRIVING.test(words.toString()) && !(/^(?:conducir|manejar)$/u.test(words.get(at)!.lower) && words.get(at - 1)?.lower === 'de')

const VERBS: Record<Direction, VerbSwap[]> = {
	latino: [
		{ map: pairs('conducir', 'manejar'), when: aboutDriving },
		{ map: pairs('coger', 'tomar'), when: notLame },
		{ map: pairs('aparcar', 'estacionar') },
		{ map: pairs('enfadar', 'enojar') },
		{ map: pairs('currar', 'trabajar') },
	],
	castellano: [{ map: pairs('manejar', 'conducir'), when: aboutDriving }, { map: pairs('estacionar', 'aparcar') }],
}
const MISS = pairs('echar', 'extrañar')

/** The verbs and set phrases of one dialect in the other's words. */
export function replacePhrases(words: Words, to: Direction) {
	for (const word of words.list) {
		if (word.name || !word.lower) continue
		const next = words.get(word.at + 1)
		for (const swap of VERBS[to]) {
			const form = swap.map.get(word.lower)
			if (form && (!swap.when || swap.when(words, word.at))) {
				words.set(word.at, form)
				break
			}
		}
		if (to !== 'latino') continue
		// «echo de menos» → «extraño»
		const missed = MISS.get(word.lower)
		const menos = words.get(word.at + 2)
		if (missed && next?.lower === 'de' && menos?.lower === 'menos' && words.joined(word.at) && words.joined(word.at + 1)) {
			words.set(word.at, missed)
			words.remove(word.at + 1)
			words.remove(word.at + 2)
			continue
		}
		// «voy a por agua» → «voy por agua»
		if (word.lower === 'a' && next?.lower === 'por' && words.joined(word.at) && !word.start) {
			words.remove(word.at)
			continue
		}
		// «Vale, …», «¿Vale?», «Vale.»: the interjection, at the start of a clause and alone in it; not «vale la pena»
		const after = words.after(word.at)
		if (word.lower === 'vale' && word.clause && (!next || !/^\s*$/u.test(after))) {
			words.set(word.at, /^,/u.test(after) && !/[¿?]/u.test(word.before) ? 'bueno' : 'de acuerdo')
			continue
		}
		if (word.lower === 'enhorabuena' && word.clause) words.set(word.at, 'felicidades')
		if (word.lower === 'guay') words.set(word.at, 'genial')
		if (word.lower === 'guais') words.set(word.at, 'geniales')
	}
}
