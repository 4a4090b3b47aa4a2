import type { Words } from './dialect-words.ts'
import { VERBS } from './spanish-verbs.ts'
import { VERB_FORMS } from './verb-forms.ts'

/**
 * Spain's vosotros in Latin America's ustedes: the pronouns (vosotros → ustedes, os → les, or se when the verb after
 * it is vosotros' own: «os preguntáis» → «se preguntan»; vuestro → su, or «de ustedes» without a noun) and every
 * vosotros verb form (sabéis → saben, fuisteis → fueron, decidme → díganme, sentaos → siéntense). Known verbs come
 * from the tables; an unknown verb is changed only by an ending no other word has (-asteis, -abais, -íais, -áis,
 * -éis but -réis). Pure.
 */

/** vosotros' form → ustedes' form; a form two verbs share with different ustedes forms is left out. */
const TO_USTEDES = (() => {
	const map = new Map<string, string>()
	const clash = new Set<string>()
	for (const { vos, ust } of VERB_FORMS) {
		if (map.has(vos) && map.get(vos) !== ust) clash.add(vos)
		map.set(vos, ust)
	}
	for (const vos of clash) map.delete(vos)
	return map
})()

/** Words with a vosotros ending that are no verb. */
const NOT_VERBS = new Set('jerséis samuráis bonsáis espráis paipáis guirigáis dieciséis veintiséis'.split(' '))

/** ustedes' form of a vosotros form, or null when the word is none. */
function ustedesForm(word: string): string | null {
	const known = TO_USTEDES.get(word)
	if (known) return known
	if (word.length < 6 || NOT_VERBS.has(word)) return null
	const ending = /^(\p{L}{2,}?)(asteis|isteis|ísteis|abais|íais|arais|ierais|aseis|ieseis|áis|éis)$/u.exec(word)
	if (!ending) return null
	const [, stem, end] = ending as unknown as [string, string, string]
	switch (end) {
		case 'asteis':
			return `${stem}aron`
		case 'isteis':
		case 'ísteis':
			return stem.endsWith('j') ? `${stem}eron` : /[aeou]$/u.test(stem) && !/[gq]u$/u.test(stem) ? `${stem}yeron` : `${stem}ieron`
		case 'abais':
			return `${stem}aban`
		case 'íais':
			return `${stem}ían`
		case 'áis':
		case 'éis':
			// the future (hablaréis) and the -rar subjunctive (preparéis) look alike: only known verbs
			if (end === 'éis' && stem.endsWith('r')) return null
			return `${stressedEnd(stem)}${end === 'áis' ? 'an' : 'en'}`
		default:
			// -arais, -ierais, -aseis, -ieseis
			return `${word.slice(0, -2)}n`
	}
}

/** actuáis → actúan: an unknown -uar verb's stressed u takes an accent (averiguáis does not). */
function stressedEnd(stem: string) {
	return /[^gq]u$/u.test(stem) ? `${stem.slice(0, -1)}ú` : stem
}

const INFINITIVES = new Set(VERBS.map((verb) => verb.replace('í', 'i')))
const VUESTRO: Record<string, string> = { vuestro: 'su', vuestra: 'su', vuestros: 'sus', vuestras: 'sus' }
/** After these, «vuestro» has no noun after it: «un amigo vuestro que…», «es vuestro y…». */
const NO_NOUN_AFTER = /^(?:que|y|e|o|u|de|en|a|con|para|por|como|cuando|también|es|son|está|están|ni|pero|si)$/u

export function vosotrosToUstedes(words: Words) {
	const vosotrosVerbs = new Set<number>()
	for (const word of words.list) {
		if (word.name || !word.lower) continue
		const { lower, at } = word
		const next = words.joined(at) ? words.get(at + 1) : undefined
		if (lower === 'vosotros' || lower === 'vosotras') {
			words.set(at, 'ustedes')
			vosotrosVerbs.add(at)
		} else if (lower === 'os') {
			// «os lo digo» → «se lo digo»; «os preguntáis» → «se preguntan»; «os digo» → «les digo»
			const reflexive = next && (/^(?:lo|la|los|las)$/u.test(next.lower) || (!next.name && ustedesForm(next.lower)))
			words.set(at, reflexive ? 'se' : 'les')
		} else if (VUESTRO[lower]) {
			const before = words.joined(at - 1) ? words.get(at - 1) : undefined
			const alone = (before && /^(?:el|la|los|las|lo)$/u.test(before.lower)) || !next || NO_NOUN_AFTER.test(next.lower)
			words.set(at, alone ? 'de ustedes' : VUESTRO[lower]!)
		} else if (/os(?:l[oa]s?)?$/u.test(lower)) {
			const enclitic = withOs(lower, words, at, vosotrosVerbs)
			if (enclitic) words.set(at, enclitic)
			else convertVerb()
		} else convertVerb()

		function convertVerb() {
			const form = ustedesForm(lower)
			if (!form) return
			words.set(at, form)
			vosotrosVerbs.add(at)
		}
	}
}

/**
 * An infinitive or a gerund with «os» after it: «contaros» → «contarles», but «podéis apuntaros» → «pueden apuntarse»
 * (vosotros do it to themselves: a vosotros verb or «vosotros» just before, in the same clause); «explicároslo» →
 * «explicárselo». Null when the word is none.
 */
function withOs(word: string, words: Words, at: number, vosotrosVerbs: Set<number>) {
	const match = /^(\p{L}+?(?:ar|er|ir|ír|ár|ér|ír|ando|iendo|yendo|ándo|iéndo|yéndo))os(l[oa]s?)?$/u.exec(word)
	if (!match) return null
	const [, base, direct] = match as unknown as [string, string, string | undefined]
	const plain = base
		.normalize('NFD')
		.replace(/\u0301/gu, '')
		.normalize('NFC')
	const infinitive = /(?:ar|er|ir)$/u.test(plain) ? plain : null
	if (infinitive && !INFINITIVES.has(infinitive)) return null
	if (!infinitive && !/(?:ando|iendo|yendo)$/u.test(plain)) return null
	if (direct) return `${base}se${direct}`
	let own = false
	for (let i = at - 1; i >= Math.max(0, at - 3); i--) {
		if (/[.,;:!?]/u.test(words.get(i + 1)!.before)) break
		if (vosotrosVerbs.has(i)) own = true
	}
	return `${base}${own ? 'se' : 'les'}`
}
