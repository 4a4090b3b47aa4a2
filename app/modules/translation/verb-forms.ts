import { IRREGULAR, withStress } from '#app/modules/script/register.ts'
import {
	IRREGULAR_VERBS,
	type Irregular,
	PREFIXED,
	STRESSED_VOWEL,
	type StemChange,
	stemChange,
	VERBS,
	ZC,
} from './spanish-verbs.ts'

/**
 * Every vosotros form of the known verbs (spanish-verbs.ts) with its ustedes form, in all common tenses: present,
 * present subjunctive, preterite, imperfect, future, conditional, past subjunctive (-rais, -seis) and the imperative,
 * alone, with «os» (sentaos → siéntense) or with pronouns (decidme → díganme). Checked against Apertium's
 * generator when written. Pure.
 */

export type Tense =
	| 'present'
	| 'subjunctive'
	| 'preterite'
	| 'imperfect'
	| 'future'
	| 'conditional'
	| 'past-subjunctive'
	| 'imperative'
	| 'imperative-os'
	| 'imperative-pronouns'

export type VerbForm = { vos: string; ust: string; tense: Tense; infinitive: string }

/** Pronouns after an imperative: one, or an indirect and a direct one. */
const PRONOUNS = 'me nos lo la los las le les melo mela melos melas noslo nosla noslos noslas selo sela selos selas'.split(' ')

function conjugate(infinitive: string): VerbForm[] {
	const base = PREFIXED[infinitive]
	if (base) {
		const prefix = infinitive.slice(0, -base.length)
		return conjugate(base).map((form) => ({ ...form, vos: prefix + form.vos, ust: prefix + form.ust, infinitive }))
	}
	const spec: Irregular = IRREGULAR_VERBS[infinitive] ?? {}
	const plainInfinitive = infinitive.replace('í', 'i')
	const ending = plainInfinitive.slice(-2) as 'ar' | 'er' | 'ir'
	const stem = infinitive === 'ir' ? '' : plainInfinitive.slice(0, -2)
	const change = stemChange(infinitive)
	const forms: VerbForm[] = []
	const add = (tense: Tense, vos: string, ust: string) => forms.push({ vos, ust, tense, infinitive })

	// present
	const stressed = stressedStem(stem, change, infinitive)
	const present = spec.present ?? [
		stem + { ar: 'áis', er: 'éis', ir: 'ís' }[ending],
		/[^gq]u$/u.test(stem) && ending === 'ir' ? `${stem}yen` : stressed + (ending === 'ar' ? 'an' : 'en'),
	]
	add('present', ...present)

	// present subjunctive: ustedes' is usted's order with -n; vosotros' has the unstressed stem
	const subjunctive = spec.subjunctive ?? IRREGULAR[infinitive]?.[1] ?? regularSubjunctive(stem, ending, stressed, infinitive)
	const subjunctiveUst = subjunctive === 'dé' ? 'den' : `${subjunctive}n`
	const subjunctiveVos =
		spec.subjunctiveVos ??
		(ending === 'ar' ? `${spellAr(stem)}éis` : `${unstressed(subjunctive.slice(0, -1), change, ending)}áis`)
	add('subjunctive', subjunctiveVos, subjunctiveUst)

	// preterite, and the past subjunctive made from its ustedes form (hablaron → hablaran, hablasen)
	const preterite = spec.preterite ?? regularPreterite(stem, ending, change)
	add('preterite', ...preterite)
	const past = preterite[1].slice(0, -3)
	add('past-subjunctive', `${past}rais`, `${past}ran`)
	add('past-subjunctive', `${past}seis`, `${past}sen`)

	add('imperfect', ...(spec.imperfect ?? (ending === 'ar' ? [`${stem}abais`, `${stem}aban`] : [`${stem}íais`, `${stem}ían`])))

	const future = spec.future ?? plainInfinitive
	add('future', `${future}éis`, `${future}án`)
	add('conditional', `${future}íais`, `${future}ían`)

	if (!spec.noImperative) {
		const vowelStem = /[aeo]$/u.test(stem)
		const imperative =
			infinitive === 'ir' ? 'id' : stem + (ending === 'ar' ? 'ad' : ending === 'er' ? 'ed' : vowelStem ? 'íd' : 'id')
		add('imperative', imperative, subjunctiveUst)
		const withOs = infinitive === 'ir' ? 'idos' : `${imperative.slice(0, -1).replace(/i$/u, 'í')}os`
		add('imperative-os', withOs, withPronouns(subjunctiveUst, 'se'))
		for (const pronouns of PRONOUNS)
			add('imperative-pronouns', withPronouns(imperative, pronouns), withPronouns(subjunctiveUst, pronouns))
	}
	return forms
}

/** The stem under stress: with its vowel changed (piens-, vuelv-, pid-) or accented (enví-, actú-, reún-). */
function stressedStem(stem: string, change: StemChange | undefined, infinitive: string) {
	if (STRESSED_VOWEL.has(infinitive)) return stem.replace(/([iu])(?=[^aeiou]*$)/u, (vowel) => (vowel === 'i' ? 'í' : 'ú'))
	if (change === 'ie') return stem.replace(/e(?=[^aeio]*$)/u, 'ie')
	if (change === 'ue') return stem.replace(/o(?=[^aeiou]*$)/u, 'ue')
	if (change === 'i') return stem.replace(/e(?=[^aeio]*$)/u, 'i')
	return stem
}

/** The subjunctive's stem without stress: -er verbs take back the infinitive's vowel, -ir verbs i or u (sintáis, durmáis). */
function unstressed(stem: string, change: StemChange | undefined, ending: string) {
	if (change === 'ie') return stem.replace(/ie(?=[^aeiou]*$)/u, ending === 'ir' ? 'i' : 'e')
	if (change === 'ue') return stem.replace(/ue(?=[^aeiou]*$)/u, ending === 'ir' ? 'u' : 'o')
	return stem.replace(/[íú](?=[^aeiou]*$)/u, (vowel) => (vowel === 'í' ? 'i' : 'u'))
}

/** usted's order of a verb without an entry: «busque», «piense», «conozca», «elija», «siga», «incluya». */
function regularSubjunctive(stem: string, ending: string, stressed: string, infinitive: string) {
	if (ending === 'ar') return `${spellAr(stressed)}e`
	if (ZC.has(infinitive)) return `${stressed.slice(0, -1)}zca`
	if (/gu$/u.test(stressed)) return `${stressed.slice(0, -1)}a`
	if (/g$/u.test(stressed)) return `${stressed.slice(0, -1)}ja`
	if (/[^aeiou]c$/u.test(stressed)) return `${stressed.slice(0, -1)}za`
	if (/[^gq]u$/u.test(stem) && ending === 'ir') return `${stressed}ya`
	return `${stressed}a`
}

/** The -ar stem before e: busc → busqu, pag → pagu, empez → empec, averigu → averigü. */
function spellAr(stem: string) {
	if (stem.endsWith('gu')) return `${stem.slice(0, -1)}ü`
	if (stem.endsWith('c')) return `${stem.slice(0, -1)}qu`
	if (stem.endsWith('g')) return `${stem}u`
	if (stem.endsWith('z')) return `${stem.slice(0, -1)}c`
	return stem
}

function regularPreterite(stem: string, ending: string, change: StemChange | undefined): [string, string] {
	if (ending === 'ar') return [`${stem}asteis`, `${stem}aron`]
	if (stem.endsWith('duc')) return [`${stem.slice(0, -1)}jisteis`, `${stem.slice(0, -1)}jeron`]
	if (/[aeo]$/u.test(stem)) return [`${stem}ísteis`, `${stem}yeron`]
	if (/[^gq]u$/u.test(stem)) return [`${stem}isteis`, `${stem}yeron`]
	// -ir verbs that change their stem have i or u in the third person (pidieron, sintieron, durmieron)
	const third =
		ending === 'ir' && (change === 'ie' || change === 'i')
			? stem.replace(/e(?=[^aeio]*$)/u, 'i')
			: ending === 'ir' && change === 'ue'
				? stem.replace(/o(?=[^aeiou]*$)/u, 'u')
				: stem
	return [`${stem}isteis`, `${third}ieron`]
}

/** A verb form with pronouns after it, accented where the stress needs it (hablen + se → háblense). */
function withPronouns(form: string, pronouns: string) {
	return /[áéíóú]/u.test(form) ? form + pronouns : withStress(form, pronouns)
}

/** All the known verbs' forms. */
export const VERB_FORMS: readonly VerbForm[] = VERBS.flatMap(conjugate)
