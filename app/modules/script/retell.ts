import { contentStems } from './listener-text.ts'
import { leansOnBefore, pointsAtEarlier } from './passages.ts'
import { isShortStep, isStep, toTu } from './register.ts'
import type { ScriptLanguage } from './script-types.ts'
import { NAMED_KINDS } from './subject-phrase.ts'
import { endsOnLabel } from './unnamed-controls.ts'

/**
 * How the guest tells a passage of the sources in their own words, by rules that never change a fact or its order:
 * asides in brackets and cross-references ('véase…') go, a long sentence is quoted only up to its first semicolon,
 * the manual's orders to its reader move to the hosts' register ('Edite su fichero' → 'Edita tu fichero';
 * 'Debes instalar…' → 'Hay que instalar…'), steps of a procedure are told as steps ('Primero…, después…') and two short
 * sentences are merged. The sentences stay in the source's order. Pure.
 */

/** Steps in order already ('Paso 2:', '1.', 'Primero', 'Luego'): no step word is added before them. */
const IN_SEQUENCE =
	/^(?:paso\s+\d|\d+[.):]|primero|segundo|tercero|luego|después|a continuación|finalmente|por último|step\s+\d|first|then|finally)\b/iu

/** Sentence starters that are common words: written in lower case when the sentence goes after an opener or a joiner. */
const COMMON_STARTERS = new Set(
	'el la los las un una unos unas en con para por si cuando se no hay lo al del de cada todo todos toda todas su sus este esta estos estas esto es son existen puede pueden también además así antes después aunque como durante entre hoy muchos muchas otro otra otros otras primero pero porque sin sobre tras ya usa usan tiene tienen hace hacen cuenta the a an in on for with this that these it there'.split(
		' ',
	),
)

/** Sentences that turn or conclude: never joined to the one before with «y». */
const TURNS =
	/^(?:sin embargo|pero|aunque|en cambio|no obstante|después de todo|al fin y al cabo|así que|por eso|por tanto|todo lo demás|en resumen|finalmente|por último|de hecho|además)/iu

/** A sentence that ends on a word needing more: a preposition, an article or a conjunction. */
const DANGLING_END =
	/(?<![\p{L}])(?:a|al|de|del|en|con|por|para|desde|hasta|sobre|entre|el|la|los|las|un|una|y|o|que|véase|ve|vea|see|the|of|to|in|and|or)[.!]$/iu

/** A label before a sentence, with its colon («Ejemplo:», «Nota al margen:», «Importante:»). */
const LABEL =
	/^(?:Ejemplo|Por ejemplo|Nota|Nota al margen|Observación|Aviso|Advertencia|Consejo|Importante|Truco|Sugerencia|Atención|Example|Note|Tip|Warning|Important):\s+(?=\p{L}|¿)/u

/** Names whose figure is part of them («latin1», «isolatin1», «utf8», «ipv6»), not a footnote's mark. */
const CODE_NAMES = /^(?:ucs|iso|win|ext|mpeg|html|ps|pdf|dvi|mp)$|(?:latin|utf|koi|ansi|ipv)$/iu

/** Whether text ends on a kind of thing whose name comes next («…el paquete », «…los paquetes graphics y »). */
function namedByKind(before: string) {
	const words = before
		.toLocaleLowerCase('es')
		.trim()
		.split(/\s+/u)
		.slice(-4)
		.map((word) => word.replace(/[,;]$/u, ''))
	if (NAMED_KINDS.has(words.at(-1) ?? '')) return true
	// a list after its kind: «los paquetes graphics y caption2»
	return /(?:,|\s(?:y|o|e|u))\s*$/u.test(before) && words.slice(0, -1).some((word) => NAMED_KINDS.has(word))
}

/** A long sentence is quoted only up to its first semicolon, when at least this many words come before. */
const LONG_SENTENCE_WORDS = 32
const MIN_QUOTED_WORDS = 10
/** Sentences this short may be merged with the next one. */
const SHORT_SENTENCE_WORDS = 14

export type RetellOptions = {
	language: ScriptLanguage
	joiner: string
	opener?: string
	steps: readonly string[]
	/** the document speaks to its reader as usted: every sentence moves to tú («su fichero» → «tu fichero») */
	addressed?: boolean
	/** per sentence, whether text of the source right before it is not said: it is never joined to the one before */
	afterGap?: readonly boolean[]
}

/** The guest's answer from a passage's sentences, in the source's order. */
export function retell(sentences: readonly string[], options: RetellOptions) {
	const spanish = options.language !== 'english'
	const kept: { source: string; text: string; apart: boolean }[] = []
	let previousKept = true
	for (const [index, source] of sentences.entries()) {
		const text = simplify(source, spanish, options.addressed)
		const keep: boolean =
			// a sentence the retelling cut before what it pointed at («…una actualización de.») goes
			(!DANGLING_END.test(text) || endsOnLabel(text)) &&
			// nor one whose start went with a cross-reference («, «What You…»)
			!/^[,;:.)\]]/u.test(text) &&
			// what is left of a pointer once its target went («Para mayor información.»)
			(text.split(' ').length >= 4 || isShortStep(text)) &&
			!/^Para (?:mayor|más) información\b/iu.test(text) &&
			// nor one leaning on a sentence that went («Las distribuciones disponibles en.», then «Estas opciones…»)
			(previousKept || !(leansOnBefore(source, { addressed: options.addressed }) || pointsAtEarlier(source)))
		if (keep) kept.push({ source, text, apart: !previousKept || Boolean(options.afterGap?.[index]) })
		previousKept = keep
	}
	let told = kept.map(({ text }) => text)
	// a step is an order in the source's own register: in a document that gives its orders as usted, «Muestra el
	// resultado» is what something does, not an order (told in tú, both would read alike)
	const orders = kept.map(({ source, text }) => (options.addressed ? isStep(source, { addressed: true }) : isStep(text)))
	const steps = stepsOf(told, orders)
	const ordered = steps.filter(Boolean).length >= 2
	if (ordered && !told.some((sentence) => IN_SEQUENCE.test(sentence))) told = asSteps(told, steps, options.steps)
	else
		told = mergeShort(
			told,
			options.joiner,
			kept.map(({ apart }) => apart),
		)
	// an opener only before a common first word (a name or a verb would keep a capital after the comma), never before steps
	if (options.opener && !ordered && told[0] && !isQuestion(told[0]) && lowerFirst(told[0]) !== told[0])
		told[0] = `${options.opener} ${lowerFirst(told[0])}`
	return told.join(' ').replace(/([.!?»])\s+\.(?=\s|$)/gu, '$1')
}

/** The step words the speech layer also says between a menu path's items (spoken-symbols.ts). */
const MENU_WORD = /^(?:después|then)(?![\p{L}])/iu

/** A sentence offering another way or another task («Si tienes que…, también puedes hacerlo…», «En su lugar…»). */
const ALTERNATIVE =
	/(?<![\p{L}])(?:también|en su lugar|alternativamente|otra (?:forma|manera|opción|posibilidad)|also|instead)(?![\p{L}])/iu

/**
 * Which orders are steps of one procedure: those of a run of sentences with two orders or more. A sentence offering an
 * alternative starts another run: «Pon las opciones en la zona Opciones. Si tienes que poner instrucciones en el
 * preámbulo, también puedes hacerlo. Elige Documento ▸ Preámbulo» are two tasks, not a first and a next step.
 */
export function stepsOf(sentences: readonly string[], orders: readonly boolean[]) {
	const runs: number[][] = [[]]
	sentences.forEach((sentence, index) => {
		if (index > 0 && ALTERNATIVE.test(sentence)) runs.push([])
		runs.at(-1)!.push(index)
	})
	// «Si tu fichero tiene un error, LaTeX parará. Escribe ctrl-D para volver»: an order right after a condition that
	// gives none of its own is what to do in that case, not the procedure's next step
	// nor one done where the description before it says («El menú Documento ▸ Configuración… Cambia aquí la clase»)
	const branch = orders.map(
		(order, index) =>
			order &&
			index > 0 &&
			(conditionWithoutOrder(sentences[index - 1]!) ||
				(!orders[index - 1] &&
					/(?<![\p{L}])(?:aquí|ahí|allí|en él|en ella|en ellos|en ellas)(?![\p{L}])/iu.test(sentences[index]!))),
	)
	const steps = orders.map(() => false)
	for (const run of runs) {
		const inRun = run.filter((index) => orders[index] && !branch[index])
		if (inRun.length >= 2) for (const index of inRun) steps[index] = true
	}
	return steps
}

/** «Si el fichero tiene un error, LaTeX te lo dirá y parará.»: a condition whose main clause is no order. */
function conditionWithoutOrder(sentence: string) {
	const condition = /^(?:Si|Cuando|En caso de que|If|When)\s[^,]+,\s*(.+)$/u.exec(sentence)
	if (!condition) return /^(?:Si|Cuando|If|When)\s/u.test(sentence) && !/,/u.test(sentence)
	const main = condition[1]!
	return !isStep(upperFirst(main)) && !isStep(upperFirst(main), { addressed: true })
}

/** The first letter in upper case, after an opening «¿» or «¡» too. */
export function upperFirst(text: string) {
	return text.replace(/^([¿¡«"]?)(\p{L})/u, (_match, mark: string, letter: string) => `${mark}${letter.toLocaleUpperCase('es')}`)
}

/**
 * The steps of a procedure with a word for each: 'Primero, abre…', 'Después, pulsa…', 'Por último, guarda…' (the
 * step words of the language: first, then…, last). Sentences that are no order (`orders`) go as they are.
 */
function asSteps(sentences: string[], orders: boolean[], steps: readonly string[]) {
	const total = orders.filter(Boolean).length
	let seen = 0
	return sentences.map((sentence, index) => {
		if (!orders[index]) return sentence
		seen++
		let word =
			seen === 1 ? steps[0]! : seen === total && total >= 3 ? steps.at(-1)! : steps[1 + ((seen - 2) % (steps.length - 2))]!
		// a menu path is said with «después» between its items: its step is not «Después, …» too
		if (/[▸►▶▹›]/u.test(sentence) && MENU_WORD.test(word))
			word = steps.slice(1, -1).find((other) => !MENU_WORD.test(other)) ?? word
		return `${word} ${sentence.charAt(0).toLocaleLowerCase('es')}${sentence.slice(1)}`
	})
}

/** One sentence, simplified: no asides, no cross-references, cut at a semicolon when long, impersonal. */
export function simplify(sentence: string, spanish = true, addressed = false) {
	let text = sentence
		// a label the page sets apart («Ejemplo: Si alguien…», «Nota al margen: recode…»): a voice just says the rest
		.replace(LABEL, '')
		// a superscript (a note, or a name's as in 'GOsa²') goes; glued to the next word ('GOsa²es'), a space stays
		.replace(/\d?[⁰¹²³⁴⁵⁶⁷⁸⁹]+(?=\p{L})/gu, ' ')
		.replace(/\d?[⁰¹²³⁴⁵⁶⁷⁸⁹]+/gu, '')
		// an emoticon is not said; inside a bracket its «)» closes the bracket («(y la existencia de ML-TeX :-)»)
		.replace(/\s?[:;]-(?=\))/gu, '')
		// a bracket that goes on with the subject («TeX (y todos sus programas) pueden…») is said, without its brackets
		.replace(/\s*\(((?:y|e|o|u)\s[^()]{1,80})\)/gu, ' $1')
		// a bracket glued to the next word («usando (La)TEX») leaves a space between the words around it
		.replace(/\s*\((?:[^()]|\([^()]*\)){0,400}\)(?=[\p{L}\p{N}])/gu, ' ')
		.replace(/\s*\((?:[^()]|\([^()]*\)){0,400}\)/gu, '')
		.replace(/\s*\[\s*\d{1,3}(?:\s*[,–-]\s*\d{1,3})*\s*\]/gu, '')
		// an editor's aside in brackets («[Éste último no está implementado todavía…]»)
		.replace(/\s*\[[^\]]*\s[^\]]*\s[^\]]*\s[^\]]*\]/gu, '')
		// a footnote's number glued to a word («sintáctico8», «alemán13»); a short code name keeps it («latin1», «utf8»)
		.replace(
			/(?<![\p{L}])(\p{L}{3,})(\d{1,2})(?=[\s,.;:)»]|$)/gu,
			(match, word: string, _figure, offset: number, text: string) =>
				// a name after its kind keeps its figure too («el paquete caption2», «la clase scrlttr2», «los paquetes
				// isolatin1, …»)
				CODE_NAMES.test(word) || namedByKind(text.slice(0, offset)) ? match : word,
		)
		// and after a closing quote («una «envoltura»12 que…»)
		.replace(/(?<=\p{L}[»”"])\d{1,2}(?=[\s,.;:)])/gu, '')
		// a word printed twice («el el», «por por»)
		.replace(/(?<![\p{L}])(\p{L}+)\s+\1(?![\p{L}])/giu, '$1')
		.replace(/(?<=\p{L})\.\d{1,2}(?=\s|$)/gu, '.')
		// a footnote's number after a colon that introduced code («la variable TEXINPUTS:21.»): what it introduced went
		.replace(/(?<=\p{L}):\d{1,2}\.?$/u, '.')
		// a page reference cut open at the end («(pág.»)
		.replace(/\s*\((?:pág|págs|p|cf|véase|vea)\.?[^)]*$/u, '.')
		.replace(
			/,?\s*(?<!\p{L})(?:v[ée]anse|v[ée]ase|vea|consulte|consulta|lea|see)\s+(?:también\s+)?(?:[^,.;:]|\.(?=\d)){0,80}(?=[,;:]|\.(?!\d)|$)/giu,
			'',
		)
		// «…en la forma. , «What You.»: what follows a period and a comma is a broken aside
		.replace(/\.\s+[,;:].*$/u, '.')
		// a definition list's terms run on after a period («…sí la tienen. onecolumn, twocolumn Dice…»)
		.replace(/(?<=[\p{L}\d]{2})(?<!etc|ej|pág|pp|aprox)\.\s+\p{Ll}.*$/u, '.')
		.replace(/([.!?»])\s+\.$/u, '$1')
		// «consonante + vocal»
		.replace(/(?<=\p{L})\s\+\s(?=\p{L})/gu, spanish ? ' más ' : ' plus ')
		.replace(/\s+([,.;:!?])/gu, '$1')
		.replace(/[,;:]+(?=[.!?]|$)/gu, '')
		.replace(/\s{2,}/gu, ' ')
		.trim()
	text = withoutUnpairedQuote(text)
	const words = text.split(' ')
	if (words.length > LONG_SENTENCE_WORDS) {
		// never at a colon: what it introduces is the point («…tienen un punto en común: se basan en…»)
		const cut = text.search(/;(?=\s)/u)
		if (cut > 0 && text.slice(0, cut).split(' ').length >= MIN_QUOTED_WORDS) text = `${text.slice(0, cut)}.`
	}
	if (spanish) text = impersonal(toTu(text, { addressed }))
	if (!/[.!?…»"”)]$/u.test(text)) text = `${text}.`
	return text
}

/**
 * A quotation mark whose pair went with the sentence before or after («"La RAL dice que es potestativo…»): a voice
 * reading the quote would open one that never closes.
 */
function withoutUnpairedQuote(text: string) {
	const straight = (text.match(/"/gu) ?? []).length
	let result = straight % 2 === 1 ? text.replace(/"/u, '') : text
	const opened = (result.match(/[«“]/gu) ?? []).length
	const closed = (result.match(/[»”]/gu) ?? []).length
	if (opened > closed) result = result.replace(/[«“](?![^«“]*[»”])/u, '')
	else if (closed > opened) result = result.replace(/(?<![«“][^»”]*)[»”]/u, '')
	return result.replace(/\s{2,}/gu, ' ').trim()
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

/**
 * Two consecutive short statements become one sentence, when the second adds to the first: it speaks of something
 * the first named (they share a content word: «…con paquetes. Las distribuciones traen paquetes…»), and it does not
 * turn or conclude («sin embargo», «después de todo», «todo lo demás…»), which a joined «y» would bend. Two statements
 * about different things stay two: «…paquetes preinstalados, y la clase usa letras sin serifas» joins what the source
 * never joined.
 */
function mergeShort(sentences: string[], joiner: string, apart: readonly boolean[]) {
	const merged: string[] = []
	for (let i = 0; i < sentences.length; i++) {
		const current = sentences[i]!
		const next = sentences[i + 1]
		const mergeable = (sentence: string) =>
			isShort(sentence) && !/[:;,]/u.test(sentence) && !isQuestion(sentence) && !TURNS.test(sentence)
		if (
			next &&
			!apart[i + 1] &&
			mergeable(current) &&
			mergeable(next) &&
			/\.$/u.test(current) &&
			lowerFirst(next) !== next &&
			sameSubject(current, next)
		) {
			merged.push(`${current.slice(0, -1)}${joiner}${lowerFirst(next)}`)
			i++
		} else merged.push(current)
	}
	return merged
}

function sameSubject(first: string, second: string) {
	const named = new Set(contentStems(first))
	return contentStems(second).some((stem) => named.has(stem))
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
