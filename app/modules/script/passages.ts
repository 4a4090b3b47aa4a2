import { fold } from './listener-text.ts'
import { isShortStep, startsWithOrder } from './register.ts'

/**
 * A chapter told faithfully: its sentences as passages of consecutive sentences of the source, each passage one
 * answer, in the source's order. A sentence that leans on the one before («Este problema…», «Sin embargo…») is never
 * told without it; the author's own voice («como he dicho», «subrayo…») is never the guest's. Pure.
 */

/** A sentence of a chapter: `index` its position among the chapter's sentences, `score` how informative it is. */
type RankedSentence = {
	sentence: string
	index: number
	score: number
	cue?: string
	/** text of the source right before it is not said (a list's items, code): it is never joined to the sentence before */
	afterGap?: true
	/** the first sentence said of a paragraph after one of prose: an answer long enough ends before it */
	opensParagraph?: true
	/** a paragraph that opens saying what a named thing is: an answer ends before it */
	opensTopic?: true
	/** the heading of the section it opens */
	section?: string
}

/** `continues`: it opens with a sentence leaning on the last one of the passage before, told only after that one. */
export type Passage = { sentences: RankedSentence[]; score: number; continues: boolean }

/**
 * Words that make a sentence lean on the sentence before it: told only right after it. A verb without its subject
 * («Explica la mayoría…», «Contiene el texto…») leans on the sentence that named it.
 */
const LEANS_ON_BEFORE =
	/^(?:[«"“¿¡(]\s*)?(?:esto|este|esta|estos|estas|eso|esa|ese|esos|esas|ésto|éste|ésta|éstos|éstas|ése|ésa|ésos|ésas|ello|ella|ellas|ellos|él|así|por eso|por ello|por tanto|por lo tanto|por consiguiente|además|también|tampoco|sin embargo|no obstante|pero|y|o|aunque|en cambio|entonces|luego|después|por último|finalmente|asimismo|igualmente|de hecho|es decir|dicho|dicha|dichos|dichas|ambos|ambas|otro|otra|otros|otras|lo mismo|aquí|allí|por otra parte|por otro lado|por contra|por el contrario|de lo contrario|si no|en otro caso|por ejemplo|la razón es|el motivo es|la causa es|con todo|aun así|incluso|naturalmente|en efecto|en ese caso|en este caso|en tal caso|en particular|como caso particular|como caso especial|en este sentido|en ese sentido|en concreto|concretamente|por lo expuesto|por todo ello|por todo esto|sin mencionar|sin contar con|por no hablar de|de lo anterior|dicho esto|a su vez|del mismo modo|de la misma manera|de la misma forma|de igual modo|de igual manera|de igual forma|una vez más|en todo caso|en cualquier caso|de todos modos|de todas formas|de cualquier modo|para ello|con ello|de ahí|de este modo|de esta manera|de esta forma|de ese modo|explica|describe|documenta|trata|muestra|presenta|cubre|contiene|incluye|aprenderá|verá|encontrará|es también|son también|deben|debe|puede|pueden|está|están|estaba|estaban|era|eran|fue|fueron|tiene|tienen|permite|permiten|sirve|sirven|ofrece|ofrecen|usa|usan|utiliza|utilizan|necesita|necesitan|requiere|requieren|genera|generan|produce|producen|funciona|funcionan|previamente|cualquiera de|es (?!(?:posible|necesario|importante|recomendable|conveniente|mejor|fácil|difícil|habitual|común|frecuente|útil|preferible|aconsejable|imprescindible)(?![\p{L}]))|son (?!(?:posibles|necesarios|importantes)(?![\p{L}]))|this|that|these|those|it|they|but|and|so|also|however|then|here|there)(?![\p{L}\p{N}])/iu

/**
 * Words inside a sentence that point back at something said before it: «esta orden», «estas dos variantes», «dicho
 * archivo», «la primera», «lo anterior».
 */
const POINTS_BACK =
	/(?<![\p{L}])(?:(?:el|la|los|las)\s+(?:primer[oa]s?|segund[oa]s?|tercer[oa]s?|últim[oa]s?)(?=[\s,.])|lo anterior|anteriormente|(?:el|la|los|las) (?:otro|otra|otros|otras)|por el contrario|más arriba|arriba mencionad[oa]s?|antes mencionad[oa]s?|mencionad[oa]s? (?:antes|arriba|anteriormente)|el ejemplo anterior|la figura anterior|previamente|vist[oa]s? antes|citad[oa]s? antes|lo dicho|como ya se ha dicho|the above|above-mentioned)(?![\p{L}])/iu

/** An aside in the author's voice that can go, leaving the sentence: «, como he dicho,», «Como hemos visto,». */
const AUTHOR_CLAUSE =
	/(?:^|,\s*)(?:tal y |tal )?como (?:ya )?(?:he|hemos|habíamos|había|se ha|se había|se) (?:dicho|visto|comentado|explicado|mencionado|señalado|indicado|dijo|vio|comentó|explicó|mencionó|señaló|indicó)(?: antes| anteriormente| más arriba)?\s*(?:,\s*|$)|(?:^|,\s*)como (?:veremos|verá|vimos|se verá)(?: más adelante| luego| después)?\s*(?:,\s*|$)|^(?:ya )?(?:hemos visto|vimos|veremos) que\s+|\s+como (?:las|los|la|el|lo) que (?:veremos|vimos|hemos visto|se verán|se verá)(?: más adelante| luego| después| a continuación)?(?=[.;]|$)/giu

/** The author speaking as «yo»: a sentence in that voice is the author's, not the guest's to say. */
const AUTHOR_VOICE =
	/(?<![\p{L}])(?:yo|me|mí|conmigo|mi|mis|estoy|soy|tengo|puedo|quiero|sé|hice|dije|escribí|subrayo|recomiendo|creo|pienso|opino|considero|prefiero|propongo|sugiero|confieso|insisto|repito|digo|diría|he \p{L}+(?:ado|ido|ído|to|cho|so)|no hemos \p{L}+(?:ado|ido)|veremos|vimos|\p{L}{2,}(?:aremos|eremos|iremos)|he aquí|no sé|nuestro conocimiento|nuestro saber|nuestro entender|nuestra opinión|nuestro juicio|describimos|explicamos|presentamos|mostramos|tratamos|incluimos|hablamos|recomendamos|sugerimos|deseo|agradezco|agradecemos|quisiera|quisiéramos|escríbame|escríbanme|dígame|avíseme|contácteme|\p{L}{3,}(?:aré|eré|iré)|acabo|empiezo|termino|intento|utilizo|explico|presento|planteo|trataré|en mi opinión|a mi juicio|(?:este|el presente) (?:breve )?(?:documento|manual|libro|texto|artículo|capítulo|trabajo|tutorial|ensayo|apartado)|esta (?:breve )?(?:guía|sección|obra|introducción)|el autor|la autora|los autores|el presente (?:documento|trabajo|texto)|(?:para|hasta) más adelante|vamos a (?:mencionar|dar|ver|explicar|describir|tratar|hablar|presentar|comentar|centrarnos|limitarnos|repasar|estudiar)|nuestr[oa]s? (?:primer |principal |único |última )?(?:propósito|objetivo|fin|interés|intención|estudio|análisis|tarea|meta)|se (?:muestra|muestran|explica|explican|describe|describen|enseña|detalla|detallan|resume|repasa|comenta) (?:cómo|qué|por qué|cuál|cuáles|cuándo|dónde))(?![\p{L}])/iu

/** A sentence whose words are this much inside an earlier one («Es un programa Win32 que funciona en Linux…») says it again. */
const NEAR_REPEAT = 0.75

function saidWithin(sentence: string, earlier: string) {
	const words = new Set(
		fold(sentence)
			.split(' ')
			.filter((word) => word.length > 2),
	)
	const before = new Set(fold(earlier).split(' '))
	let shared = 0
	for (const word of words) if (before.has(word)) shared++
	return words.size >= 5 && shared >= words.size * NEAR_REPEAT
}

/** An answer of this many sentences is whole: the next paragraph opens another one. */
const WHOLE_ANSWER = 2

/** At most this many sentences in an answer, unless a sentence leaning on the one before it needs to join. */
const MAX_PASSAGE = 4

/**
 * The sentences of a chapter (in the source's order, `index` their position in it) as passages of up to `size`
 * consecutive sentences; a sentence leaning on the one before joins its passage (up to MAX_PASSAGE), opens the next
 * one when that passage is full (a passage that `continues` it), and is dropped when that sentence is not in the
 * chapter. A sentence the source asks a question before (its
 * `cue`) opens a passage. Author asides are taken out or the sentence dropped.
 */
export function passagesOf(
	sentences: readonly RankedSentence[],
	size: number,
	{ addressed = false }: { addressed?: boolean } = {},
): Passage[] {
	const passages: RankedSentence[][] = []
	const continuing = new Set<RankedSentence[]>()
	let previous: RankedSentence | undefined
	const seen: string[] = []
	for (const entry of sentences) {
		const sentence = withoutAuthorAsides(entry.sentence)
		// a sentence the chapter says again in other words (a list that repeats itself for two programs) is said once;
		// one pointing at what was said somewhere before it is not said
		if (!sentence || pointsFarBack(sentence) || seen.some((other) => saidWithin(sentence, other))) {
			previous = undefined
			continue
		}
		seen.push(sentence)
		const current = { ...entry, sentence }
		const follows = previous !== undefined && entry.index === previous.index + 1
		const last = passages.at(-1)
		// the source's own question opens an answer, which may lean on the question («Sí, …»)
		if (entry.cue) passages.push([current])
		else if (entry.opensParagraph && (pluralVerbFirst(sentence) || (addressed && describesUnnamed(sentence)))) {
			// «Consisten en una antibarra…» opening a paragraph: its subject is a list's lead-in or the paragraph before's
			// topic, not the last sentence said
			previous = undefined
			continue
		} else if (leansOnBefore(sentence, { addressed })) {
			// a list's infinitive item goes on a list: after its lead-in («…los siguientes pasos:») or another item
			const itemOfNoList =
				infinitiveItem(sentence) && !infinitiveItem(previous?.sentence ?? '') && !/:$/u.test(previous?.sentence ?? '')
			if (follows && last && !pointsAtUnsaid(sentence, previous!.sentence) && !itemOfNoList) {
				if (last.length < MAX_PASSAGE) last.push(current)
				else {
					const next = [current]
					passages.push(next)
					continuing.add(next)
				}
			} else {
				previous = undefined
				continue
			}
		} else if (pointsAtEarlier(sentence)) {
			// «…no mostrarán correctamente estas figuras»: told right after the sentence before it, or not at all
			if (!follows || !last) {
				previous = undefined
				continue
			}
			if (last.length < size) last.push(current)
			else {
				const next = [current]
				passages.push(next)
				continuing.add(next)
			}
		} else if (
			follows &&
			last &&
			last.length < size &&
			!(entry.opensParagraph && last.length >= WHOLE_ANSWER) &&
			!entry.opensTopic
		)
			last.push(current)
		else passages.push([current])
		previous = current
	}
	return (
		passages
			// «La maquetación es un arte.» alone: a heading's claim, no answer (a step or a question's answer may be short)
			.filter(
				(passage) =>
					passage.length > 1 ||
					continuing.has(passage) ||
					passage[0]!.cue !== undefined ||
					isShortStep(passage[0]!.sentence) ||
					passage[0]!.sentence.replace(/\s*\([^()]*\)/gu, '').split(/\s+/u).length >= SHORT_ANSWER_WORDS,
			)
			.map((passage) => ({
				sentences: passage,
				score: passage.reduce((sum, entry) => sum + entry.score, 0) / passage.length,
				continues: continuing.has(passage),
			}))
	)
}

/** A passage of one sentence shorter than this (what brackets add is not said) says too little to answer a question. */
const SHORT_ANSWER_WORDS = 7

/**
 * A demonstrative in a sentence's first words points back at what the sentence before named («Cualquier cosa que siga
 * a esta orden…», «Cualquiera de estas dos variantes…»); one of time («este año», «esta vez») does not.
 */
const DEMONSTRATIVE =
	/(?<![\p{L}])(?:este|esta|estos|estas|ese|esa|esos|esas|aquel|aquella|aquellos|aquellas|dicho|dicha|dichos|dichas|tal|tales)\s+(?:(?:dos|tres|mismo|misma|mismos|mismas|último|última|últimos|últimas|nuevo|nueva|nuevos|nuevas)\s+)?(?!(?:año|años|mes|meses|semana|semanas|día|días|siglo|siglos|momento|vez|veces|mañana|tarde|noche|verano|invierno|otoño|primavera|hora|horas)(?![\p{L}]))\p{L}{3,}/iu
const DEMONSTRATIVE_WORDS = 10

/**
 * A demonstrative further into a sentence, before any comma («La mayor parte de los visualizadores no mostrarán
 * estas figuras»): what it points at was named before the sentence. After a comma it may point inside the sentence
 * («Pulse Esc, ya que el grabador no graba esta acción»); its noun said earlier in the sentence is that noun's.
 */
const DEMONSTRATIVE_INSIDE =
	/(?<![\p{L}])(?:este|esta|estos|estas|ese|esa|esos|esas|aquel|aquella|aquellos|aquellas|dicho|dicha|dichos|dichas)\s+(?:(?:dos|tres|mismo|misma|mismos|mismas|último|última|últimos|últimas|nuevo|nueva|nuevos|nuevas)\s+)?(?!(?:año|años|mes|meses|semana|semanas|día|días|siglo|siglos|momento|vez|veces|mañana|tarde|noche|hora|horas|para|como|sobre|entre|desde|hasta|pero|porque|cuando|donde|aunque|también|tiene|tienen|puede|pueden|debe|deben|será|sería)(?![\p{L}]))(\p{L}{4,})/giu

/** «la solución anterior», «el camino que se ha señalado antes», «las órdenes ya mencionadas»: what came before. */
const NAMED_BEFORE =
	/(?<![\p{L}])(?:(?:el|la|los|las)\s+\p{L}+\s+anterior(?:es)?|se (?:ha|han) (?:dicho|señalado|indicado|visto|comentado|mencionado|explicado|descrito|presentado|citado)|ya (?:mencionad|citad|descrit|indicad|comentad)[oa]s?)(?![\p{L}])/iu

/**
 * «los ejemplos vistos antes», «el camino que se ha señalado antes», «mencionado anteriormente»: what it points at was
 * said somewhere before, rarely in the sentence right before it: never told.
 */
const SAID_EARLIER =
	/(?<![\p{L}])(?:(?:vist|citad|mencionad|señalad|indicad|comentad|descrit|explicad|presentad)[oa]s?\s+(?:antes|anteriormente|más arriba|previamente|en (?:el|la) (?:capítulo|sección|apartado) anterior)|(?:antes|anteriormente|arriba|previamente) (?:mencionad|citad|descrit|indicad|señalad|comentad)[oa]s?|se (?:ha|han) (?:dicho|señalado|indicado|visto|comentado|mencionado|explicado|descrito|presentado|citado) (?:antes|anteriormente|más arriba|previamente))(?![\p{L}])/iu

/** «del capítulo», «en la sección»: a part of the document without its number, its name or what it is of. */
const UNNAMED_PART =
	/(?<![\p{L}])(?:[Ee]l|[Ll]a|del|al)\s+(?:capítulo|sección|apartado|apéndice|párrafo)(?![\p{L}])(?!\s+(?:\d|\p{Lu}|[«"“]|de\s|del\s))/u

/** «estos cinco», «esas dos», «aquellos tres»: a demonstrative and a count, standing for things listed before. */
const COUNTED_BEFORE =
	/(?<![\p{L}])(?:estos|estas|esos|esas|aquellos|aquellas|éstos|éstas)\s+(?:dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez)(?![\p{L}])/iu

/** «Por supuesto, », «Naturalmente, »: a marker that opens a sentence, its comma no clause's end. */
const OPENING_MARKER =
	/^(?:Por supuesto|Naturalmente|Evidentemente|Obviamente|Claro|Sin duda|En realidad|De hecho|En general|Por lo general|Normalmente|Desde luego|Eso sí),\s+/u

/**
 * A sentence that takes back or resolves what the sentence before it said («Sin embargo esta solución hace que…», «En
 * tal caso, usa…», «Por desgracia…»): without it, the sentence before misleads («la solución típica solía ser usar el
 * paquete ae») or leaves a problem hanging («A veces esto no es deseable.»).
 */
const QUALIFIES_BEFORE =
	/^(?:[«"“]\s*)?(?:sin embargo|no obstante|pero|ahora bien|aun así|aún así|en cambio|por desgracia|desgraciadamente|desafortunadamente|lamentablemente|en tal caso|en ese caso|en este caso|en estos casos|en esos casos|en dicho caso|para evitarlo|para evitar esto|para evitar eso|para solucionarlo|para resolverlo|para ello|por suerte|afortunadamente|la solución|una solución)(?![\p{L}])/iu

/** Whether a sentence takes back or resolves the one before it (QUALIFIES_BEFORE): that one is not told without it. */
export function qualifiesBefore(sentence: string) {
	return QUALIFIES_BEFORE.test(sentence)
}

/** Whether a sentence points at something said somewhere before it (SAID_EARLIER): never told. */
export function pointsFarBack(sentence: string) {
	return SAID_EARLIER.test(sentence)
}

/**
 * Whether a sentence points, past its first words, at something said before it: told only right after the sentence
 * before it in the source.
 */
export function pointsAtEarlier(sentence: string) {
	if (NAMED_BEFORE.test(sentence)) return true
	// «Según los que lo han probado, el código que genera…»: «lo» before a verb, in the first clause, is a thing named
	// before the sentence
	if (
		/^[^,;:]*(?<![\p{L}])(?:lo|los|las)\s+(?:ha|han|había|habían|haya|hayan|hubiera|hubieran)\s+\p{Ll}+(?:ado|ido)(?![\p{L}])/iu.test(
			sentence,
		)
	)
		return true
	// «El espaciamiento de los entornos es más consistente.»: more than what the sentence before described
	if (/\s(?:es|son|resulta|resultan|queda|quedan|será|serán)\s+(?:mucho\s+)?(?:más|menos)\s+\p{L}+\.$/u.test(sentence))
		return true
	// «El comando centerline es otro comando TeX que…»: another besides the one the sentence before named
	if (/\s(?:es|son|era|eran|será|serán)\s+(?:otro|otra|otros|otras)\s+\p{L}/u.test(sentence)) return true
	// «…se debe utilizar la nueva interfaz»: new beside the old one the sentence before named (not «los nuevos
	// usuarios», anyone new)
	if (/(?<![\p{L}])(?:el|la)\s+(?:nuevo|nueva)\s+\p{L}+(?![\p{L}])(?!\s+(?:de|del)\s)/iu.test(sentence)) return true
	// «…llegar a ningún consenso al respecto»: about what the sentence before said
	if (/(?<![\p{L}])al respecto(?![\p{L}])/iu.test(sentence)) return true
	// «Al final del capítulo hay tablas…»: a part of the document with no number or name is the one named before
	if (UNNAMED_PART.test(sentence)) return true
	// «…, sí que servirá para otros ordenadores»: an emphatic yes answers what was asked or doubted before
	if (/(?<![\p{L}])sí que(?![\p{L}])/iu.test(sentence)) return true
	// «…, pero aparentemente estos cinco bastan»: what a demonstrative counts is a list said before the sentence
	if (COUNTED_BEFORE.test(sentence)) return true
	// «Valga como ejemplo de esto último…»: a neuter pronoun before any comma stands for what was said before
	if (/^[^,;:]*(?<![\p{L}])(?:esto|eso|aquello|ello)(?![\p{L}])/iu.test(sentence)) return true
	// «…todo lo que escribas de ahí en adelante…»: there is where the sentence before was
	if (/(?<![\p{L}])ahí(?![\p{L}])/iu.test(sentence)) return true
	// a discourse marker's comma («Por supuesto, todavía no has escrito…») opens no clause of its own
	const clause = sentence.replace(OPENING_MARKER, '')
	for (const match of clause.matchAll(DEMONSTRATIVE_INSIDE)) {
		const before = clause.slice(0, match.index)
		const stem = match[1]!.toLocaleLowerCase('es').slice(0, 5)
		const named = before.toLocaleLowerCase('es').includes(stem)
		// after a comma a demonstrative may point at what its clause did («Pulse Esc, ya que no graba esta acción»); a
		// plural one counts things named before («…permiten, hasta cierto punto, evitar estos efectos secundarios»)
		if (/[,;:]/u.test(before)) return !named && /^(?:estos|estas|esos|esas)\s/iu.test(match[0])
		if (!named) return true
	}
	return false
}

/**
 * In a document that speaks to its reader as usted, a sentence opening with a verb in the third person and its
 * object («Emplea el formateador TeX como motor.», «Define el tamaño del papel.»): its subject was the sentence
 * before's.
 */
function describesUnnamed(sentence: string) {
	return (
		startsWithOrder(sentence) &&
		!startsWithOrder(sentence, { addressed: true }) &&
		/^\p{Lu}\p{Ll}+\s+(?:el|la|los|las|un|una|unos|unas|su|sus|lo|al|del)\s/u.test(sentence)
	)
}

/**
 * Whether a sentence needs the one before it to make sense; in a document that speaks to its reader as usted
 * (`addressed`), also one opening on a verb in the third person and its object.
 */
export function leansOnBefore(sentence: string, { addressed = false }: { addressed?: boolean } = {}) {
	const opening = sentence.split(/\s+/u).slice(0, DEMONSTRATIVE_WORDS).join(' ')
	return (
		(addressed && describesUnnamed(sentence)) ||
		LEANS_ON_BEFORE.test(sentence) ||
		POINTS_BACK.test(sentence) ||
		DEMONSTRATIVE.test(opening) ||
		OBJECT_PRONOUN.test(sentence) ||
		infinitiveItem(sentence) ||
		// «En caso de utilizarlos…», «Para instalarla…», «LaTeX escoge entonces…»: an object or a time taken from before
		/^(?:\S+\s+){0,3}\p{Ll}{3,}(?:ar|er|ir|ando|iendo)(?:lo|la|los|las)(?![\p{L}])/u.test(sentence) ||
		// «Hay varias maneras de hacerlo.»: the clause ends on what was named before
		/^(?:\S+\s+){0,5}\p{Ll}{3,}(?:ar|er|ir)(?:lo|la|los|las)[.,;:]/u.test(sentence) ||
		/^(?:\S+\s+){1,3}entonces(?![\p{L}])/iu.test(sentence) ||
		// «Solamente establece…»: an adverb and a verb, the subject was in the sentence before
		/^(?:Solamente|Sólo|Solo|Simplemente|Únicamente|Principalmente|Todavía|Aún|Tampoco)\s+\p{Ll}{2,}(?:a|e|an|en)\s/u.test(
			sentence,
		) ||
		// «…ningún caso especial aquí, pues…»: here is where the sentence before was
		/\saquí(?=[,;.])/u.test(sentence) ||
		// «Léela si quieres…»: an order whose object is what was named before
		(startsWithOrder(sentence) && /^[¿¡«"“]?\p{L}{3,}(?:lo|la|los|las)(?![\p{L}])/u.test(sentence)) ||
		// «Sus principales desventajas…», «Se usan normalmente en…»: whose, and what, was said before
		/^(?:Su|Sus)\s/u.test(sentence) ||
		// «Para cambiar su medida, …»: whose it is was said before
		/^Para \p{Ll}+(?:ar|er|ir)\s+(?:su|sus)\s/u.test(sentence) ||
		/^Se\s+\p{Ll}+(?:a|e|an|en)\s+(?:normalmente|habitualmente|generalmente|principalmente|mayormente|sobre todo|siempre|también|solo|sólo|únicamente|exclusivamente|a menudo|en|para|con|de|desde|como)(?![\p{L}])/u.test(
			sentence,
		) ||
		// «Actualmente no soportan explícitamente acentos.»: a plural verb after an adverb, its subject in the sentence
		// before (not «Actualmente existen dos versiones», whose subject follows the verb)
		/^(?:\p{Lu}\p{Ll}+mente|Ahora|Hoy|Todavía|Aún|Ya|Siempre|Nunca|Además)\s+(?:no\s+|ya\s+|se\s+|no se\s+)?(?!(?:existen|quedan|faltan|aparecen|surgen|caben|bastan|sobran|abundan)\s)\p{Ll}{3,}(?:an|en)\s+(?!(?:el|la|los|las|un|una|unos|unas|dos|tres|cuatro|varios|varias|muchos|muchas|algunos|algunas|otros|otras)\s)/u.test(
			sentence,
		) ||
		// «Si ahora modificamos la línea…», «Antes había algo, pero no bastante»: after what the sentence before did or said
		/^(?:Si|Y si) ahora(?![\p{L}])|^Antes\s+(?:había|habían|era|eran|existía|existían|estaba|estaban|se\s)/u.test(sentence) ||
		// «Imagina que fue escrito por alguien…»: a passive without its subject, which the sentence before named
		/^(?:\S+\s+){0,3}que (?:fue|era|es|ha sido|había sido|será|está|estaba) \p{Ll}+(?:ad|id|t|ch|s)[oa]s?(?![\p{L}])/u.test(
			sentence,
		) ||
		// «Si ese es tu caso, …»: a demonstrative standing alone for what the sentence before said
		/^(?:\S+\s+){0,2}(?:ese|esa|este|esta|ése|ésa|éste|ésta)\s+(?:es|era|será|fue|sería)(?![\p{L}])/iu.test(sentence) ||
		// «Con él, establecemos…», «En ellos se guarda…»: a pronoun after a preposition stands for what was named before
		/^(?:Con|En|De|Por|Para|Sin|Sobre|Según|Tras|Desde|Hacia|Ante|Bajo|Contra|Entre|A)\s+(?:él|ella|ellos|ellas|ello)(?![\p{L}])/u.test(
			sentence,
		) ||
		// «Obviamente, el lector las percibe…»: a pronoun object after the subject, standing for what was named before
		/^(?:[^,;:]*,\s+)?(?:El|La|Los|Las|el|la|los|las)\s+\p{Ll}{3,}\s+(?:lo|la|los|las|le|les)\s+\p{Ll}{2,}(?:a|e|an|en|ó|ió|aron|ieron|ía|ían|á|án)(?![\p{L}])/u.test(
			sentence,
		) ||
		// «Para comentarios más largos puedes…»: longer than what the sentence before said
		/^(?:Para|En|Con)\s+(?:\p{L}+\s+){1,3}(?:más|menos)\s+\p{L}{3,}(?![\p{L}])(?![^.]*\sque\s)/u.test(sentence) ||
		// «Las asociaciones de teclas también son configurables.», «LyX tampoco lo hace»: as well as what was said before
		/^[^,;:]{0,50}?\s(?:también|tampoco)(?![\p{L}])/u.test(opening) ||
		// «Un problema adicional, de difícil solución, es…»: one more than those said before
		/^(?:Un|Una|Unos|Unas)\s+(?:\p{L}+\s+){1,2}adicional(?:es)?(?![\p{L}])/u.test(sentence) ||
		// «La clase usa letras sin serifas», «El paquete permite…»: a kind of thing without its name was named before
		UNNAMED_KIND.test(sentence) ||
		// «El tamaño por omisión es letterpaper», «El problema es que…»: a noun of something, without what it is of
		opensOnRelationalNoun(sentence) ||
		// «Consisten en una antibarra…», «Dependen de…»: a plural verb opening the sentence, its subject said before
		pluralVerbFirst(sentence) ||
		// «A veces esto no es deseable», «Para ello…»: what «esto» is was said before
		/^(?:\S+\s+){0,3}(?:esto|eso|ello|aquello)(?![\p{L}])/iu.test(sentence) ||
		/(?<![\p{L}])se les?(?![\p{L}])/iu.test(opening)
	)
}

/** What a package, a class or a program does, in the present («usa», «permite», «define»…). */
const KIND_VERBS =
	`usa usan utiliza utilizan permite permiten define definen ofrece ofrecen incluye incluyen contiene contienen genera
generan crea crean añade añaden proporciona proporcionan tiene tienen hace hacen carga cargan admite admiten necesita necesitan
requiere requieren brinda brindan funciona funcionan sirve sirven muestra muestran cambia cambian pone ponen da dan produce producen dibuja
compone trae traen viene vienen comienza comienzan empieza empiezan lee leen escribe escriben guarda guardan ejecuta ejecutan
acepta aceptan soporta soportan mejora mejoran amplía extiende imprime convierte convierten busca calcula modifica sustituye
reemplaza redefine evita evitan resuelve obtiene ignora ignoran`
		.split(/\s+/u)
		.join('|')
/**
 * «La clase usa…», «El paquete permite…», «La documentación incluida en el paquete brinda…»: a kind of thing and
 * what it does, without its name, in a sentence's first clause.
 */
const UNNAMED_KIND = new RegExp(
	`^[^,;:]{0,60}?(?<![\\p{L}])(?:El|La|Los|Las|el|la|los|las)\\s+(?:paquete|paquetes|clase|clases|programa|programas|opción|opciones|comando|comandos|orden|órdenes|entorno|entornos|herramienta|herramientas|función|funciones|macro|macros|script|módulo|biblioteca|editor|editores|utilidad)\\s+(?:${KIND_VERBS})(?![\\p{L}])`,
	'u',
)

/** Nouns that are of something (the size of, the problem with), a sentence's subject here. */
const RELATIONAL_NOUNS =
	'tamaño tamaños valor valores resultado resultados resto contenido final principio comienzo mitad diferencia diferencias ventaja ventajas desventaja desventajas inconveniente inconvenientes problema problemas solución soluciones respuesta razón motivo causa efecto efectos objetivo propósito longitud anchura ancho altura nombre nombres autor autores título precio coste origen destino'
		.split(' ')
		.join('|')
/**
 * «El tamaño por omisión es letterpaper», «La solución es…»: a sentence opening on such a noun with no «de …» in its
 * next words says what it is of only in the sentence before.
 */
const OF_NOTHING = new RegExp(
	`^(?:El|La|Los|Las)\\s+(?:${RELATIONAL_NOUNS})(?![\\p{L}])(?!\\s+(?:\\p{L}+\\s+){0,2}(?:de|del)\\s)`,
	'u',
)

/** Whether a sentence opens on a noun of something without what it is of: after a question, the question's. */
export function opensOnRelationalNoun(sentence: string) {
	return OF_NOTHING.test(sentence)
}

/**
 * Whether a sentence opens with a verb in the third person plural and no subject («Consisten en…», «Forman parte
 * de…»): a word in -an or -en (a verb's plural has no accent there, unlike «almacén» or «alemán») followed by a
 * preposition, an article or an adverb, and not one of the nouns that end so («Imagen de…», «Origen del…»).
 */
function pluralVerbFirst(sentence: string) {
	const opening = /^(\p{Lu}\p{Ll}{3,}(?:an|en))\s+(\p{Ll}+)/u.exec(sentence)
	if (!opening || NOUNS_IN_AN_EN.has(opening[1]!.toLocaleLowerCase('es'))) return false
	return AFTER_PLURAL_VERB.has(opening[2]!)
}

const NOUNS_IN_AN_EN = new Set(
	'imagen origen volumen examen resumen orden margen certamen dictamen abdomen joven crimen carmen germen polen virgen gluten espécimen cardumen velamen'.split(
		' ',
	),
)
const AFTER_PLURAL_VERB = new Set(
	'en a al de del con por para sin sobre entre desde hasta el la los las un una unos unas lo su sus que como muy más menos mucho poco bien mal siempre nunca también solo sólo ya parte'.split(
		' ',
	),
)

/**
 * A list's item that opens with an infinitive and has no verb of its own («Reformular el texto utilizando otras
 * palabras.», «Disponer de una fuente que…»): one of the answers to what the sentence before asked; «Usar \\sloppy es
 * mala idea» is a sentence.
 */
function infinitiveItem(sentence: string) {
	const first = /^(\p{Lu}\p{Ll}{2,}(?:ar|er|ir)(?:lo|la|los|las|le|les|se)?)\s+(\S+)/u.exec(sentence)
	if (!first || NOT_INFINITIVES.has(first[1]!.toLocaleLowerCase('es')) || /^\p{Lu}/u.test(first[2]!)) return false
	return !FINITE_AFTER_INFINITIVE.test(sentence)
}

/** Whether a word is shaped like an infinitive and is not one of the words that only end like one («Lugar», «Hogar»). */
export function infinitiveShaped(word: string) {
	return /^\p{L}{3,}(?:ar|er|ir)$/u.test(word) && !NOT_INFINITIVES.has(word.toLocaleLowerCase('es'))
}

/** Words that end like an infinitive and open sentences as something else («Cualquier», «Lugar», «Mujer»). */
const NOT_INFINITIVES = new Set(
	'cualquier alquiler taller militar familiar particular similar popular regular lugar hogar mujer placer poder deber ser estar haber azúcar carácter alfiler menester'.split(
		' ',
	),
)
/** The verb an infinitive subject goes with: «Usar X es…», «Cambiar Y permite…». */
const FINITE_AFTER_INFINITIVE =
	/(?<![\p{L}])(?:es|son|era|será|sería|resulta|resultan|puede|pueden|suele|permite|permiten|significa|implica|supone|conviene|sirve|ayuda|evita|basta|consiste|requiere|lleva|hace|da)(?![\p{L}])/u

/** «Este paquete…», «Estas dos variantes…»: the thing a demonstrative in a sentence's first words points at. */
const DEMONSTRATIVE_NOUN =
	/(?<![\p{L}])(?:este|esta|estos|estas|ese|esa|esos|esas|dicho|dicha|dichos|dichas)\s+(?:(?:dos|tres|mismo|misma|mismos|mismas|último|última|últimos|últimas|nuevo|nueva|nuevos|nuevas)\s+)?(\p{L}{3,})/iu

/**
 * Whether a sentence's demonstrative points at something the sentence before never names («El programa pstoedit…»
 * then «Este paquete…»: the package was in a line the document lost): said after it, it would name the wrong thing.
 */
function pointsAtUnsaid(sentence: string, before: string) {
	const opening = sentence.split(/\s+/u).slice(0, DEMONSTRATIVE_WORDS).join(' ')
	// «Además de esas dos, …» after «El tamaño por omisión es letterpaper.»: the two were in a sentence not said
	if (COUNTED.test(opening) && !/,|\s(?:y|e|o|u|ni)\s/u.test(before)) return true
	const noun = DEMONSTRATIVE_NOUN.exec(opening)?.[1]
		?.toLocaleLowerCase('es')
		.replace(/(?<=\p{L}{3})(?:es|s)$/u, '')
	if (!noun || !KINDS.has(noun)) return false
	// «esta orden» may name what the sentence before described; «este paquete» after «el programa X» names another thing
	const kinds = new Set(
		[...before.toLocaleLowerCase('es').matchAll(/\p{L}+/gu)]
			.map((match) => match[0].replace(/(?<=\p{L}{3})(?:es|s)$/u, ''))
			.filter((word) => KINDS.has(word)),
	)
	return kinds.size > 0 && !kinds.has(noun)
}

/** A demonstrative that counts («esas dos», «estos tres», «ambos»): what it counts is a list the sentence before made. */
const COUNTED =
	/(?<![\p{L}])(?:(?:estos|estas|esos|esas|aquellos|aquellas|los|las)\s+(?:dos|tres|cuatro|cinco)|ambos|ambas)(?![\p{L}])/iu

/** Kinds of things a technical text names (singular): a demonstrative of one kind never points at another kind. */
const KINDS = new Set(
	'paquete programa fichero archivo script macro clase estilo herramienta editor biblioteca módulo función comando orden opción menú diálogo ventana botón servidor cliente sistema formato fuente entorno documento caso ejemplo problema método regla variante solución'.split(
		' ',
	),
)

/** A sentence that opens on a pronoun for something named before («Le indicará…», «Lo usa…»); not «Lo importante…». */
const OBJECT_PRONOUN =
	/^(?:Le|Les|Lo(?!\s+(?:más|importante|mejor|peor|primero|que|único|esencial|normal|habitual)(?![\p{L}]))|Se les?)\s+\p{L}/u

/**
 * The sentence without the author's asides («Si bien, como he dicho, …» → «Si bien…»), or null when it is said in
 * the author's own voice and cannot be the guest's.
 */
export function withoutAuthorAsides(sentence: string) {
	const text = sentence
		.replace(AUTHOR_CLAUSE, (match) => (match.startsWith(',') ? ', ' : ''))
		.replace(/,\s*,/gu, ',')
		.replace(/\s+,/gu, ',')
		.replace(/,\s*(?=[.!?]$)/u, '')
		.trim()
	// what the reader is told to type or say is in the reader's words («Escribe una frase: ¡Este es mi primer
	// documento!», «escribe «mi carta»»), not the author's
	const own = text.replace(/«[^»]*»|“[^”]*”|"[^"]*"|:\s*¡[^!]*!/gu, '')
	if (!text || AUTHOR_VOICE.test(own)) return null
	// «Si bien, el silabeo…» once the aside has gone: the condition needs no comma
	const joined = text.replace(/^(Si bien|Aunque|Pero|Y|Así que),\s+/u, '$1 ')
	return joined.charAt(0).toLocaleUpperCase('es') + joined.slice(1)
}
