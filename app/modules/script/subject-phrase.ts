/**
 * What a passage is about, as the presenter can ask it: the noun phrase its first sentence starts with («La división
 * de palabras es…» → «la división de palabras»), said in the answer word for word, so that the answer answers the
 * question. Null when the sentence opens with something else (a verb, a pronoun, a clause). Pure.
 */

const DETERMINERS = new Set(
	'el la los las un una unos unas cada todo toda todos todas cualquier muchos muchas algunos algunas varios varias dos tres cuatro the'.split(
		' ',
	),
)

const QUANTIFIERS = new Set(
	'pocos pocas ciertos ciertas demás ambos ambas tantos tantas bastantes numerosos numerosas todo toda cada cualquier muchos muchas varios varias algunos algunas diversos diversas distintos distintas diferentes'.split(
		' ',
	),
)

/** Words that open a sentence as a connector: skipped before the subject («En general, los paquetes…»). */
const LEADING =
	/^(?:en general|por ejemplo|en la práctica|normalmente|habitualmente|en principio|hoy en día|actualmente|en resumen|en primer lugar|en segundo lugar|por lo general|for example|in general|usually),\s*/iu

/** Words that end a noun phrase: verbs a subject is followed by, relatives, pronouns and adverbs. */
const STOPS = new Set(
	`es son era eran fue fueron será serán sería está están estaba estaban estará ha han había habían hay puede pueden podrá
podría debe deben debería tiene tienen tenía suele suelen sirve sirven permite permiten incluye incluyen contiene contienen
consiste consisten significa ofrece ofrecen usa usan utiliza utilizan define definen hace hacen da dan va van existe existen
depende dependen aparece aparecen funciona funcionan necesita necesitan requiere requieren muestra muestran indica indican
proporciona proporcionan representa representan forma forman resulta resultan parece parecen queda quedan consta constan
se que quien quienes cual cuales cuyo cuya donde cuando como mientras si no ya también sólo solo siempre nunca aún todavía
le les lo los nos me te y o u e pero aunque porque ni is are was were can may must will has have does do that which who
where when`.split(/\s+/u),
)

/** Adjective endings: an adjective after the noun belongs to the phrase («paquete binario», «división silábica»). */
const ADJECTIVE =
	/(?:ico|ica|icos|icas|al|ales|ble|bles|ivo|iva|ivos|ivas|ado|ada|ados|adas|ido|ida|idos|idas|oso|osa|osos|osas|ar|ares|or|ora|ores|oras|ista|istas|ente|entes|ante|antes|ario|aria|arios|arias|ino|ina|inos|inas|ífico|ífica)$/u

/** A consonant or a group of consonants, as a text about writing names them («la letra h», «el grupo rr»): no word. */
const LETTER = /^[b-df-hj-np-tv-zñ]{1,3}$/u

/** Nouns ending like a plural verb («imagen», «orden»): not a verb that ends the phrase. */
const NOUNS_IN_EN = new Set('imagen imágenes orden examen origen volumen resumen margen joven virgen abdomen régimen'.split(' '))

const MAX_WORDS = 6

/**
 * The subject noun phrase the sentence starts with, in its words (first letter in lower case unless a name: `names`
 * holds, in lower case, the words the sources write capitalised inside sentences).
 */
export function subjectPhrase(sentence: string, names: ReadonlySet<string> = new Set()): string | null {
	const text = sentence.replace(/^[«"“¿¡(\s]+/u, '').replace(LEADING, '')
	const words = text.split(/\s+/u)
	const phrase: string[] = []
	let nouns = 0
	let expectNoun = true
	for (const [at, raw] of words.entries()) {
		const word = raw.replace(/[,.;:!?»"”)]+$/u, '')
		const lower = word.toLocaleLowerCase('es')
		const ends = word !== raw
		if (!/^[\p{L}\p{N}][\p{L}\p{N}-]*$/u.test(word)) break
		// «pocos autores», «ciertas consonantes»: a quantity, not a topic
		if (phrase.length === 0 && QUANTIFIERS.has(lower)) return null
		if (phrase.length === 0 && DETERMINERS.has(lower)) {
			phrase.push(lower)
			if (ends) break
			continue
		}
		// «el tamaño de los tipos»: «los» after «de» is an article, not a pronoun
		if (STOPS.has(lower) && !(lower === 'los' && phrase.at(-1) === 'de')) {
			// «las letras l y r»: two letters named together
			if (lower === 'y' && LETTER.test(phrase.at(-1)!) && LETTER.test((words[at + 1] ?? '').replace(/[,.;:!?»"”)]+$/u, ''))) {
				phrase.push(lower)
				continue
			}
			break
		}
		if (/(?:mente)$/u.test(lower)) break
		// a phrase opens with a determiner or a name: a bare word at the start is too often a verb («Aprenderá», «Explica»)
		if (phrase.length === 0 && !isName(word) && !names.has(lower)) return null
		// «el primer ejemplo», «la nueva orden»: an adjective before its noun, which is still to come
		if (expectNoun && phrase.length === 1 && BEFORE_NOUN.has(lower)) {
			phrase.push(lower)
			continue
		}
		// «el tamaño de los tipos»: the article of the noun after «de»
		if (expectNoun && phrase.at(-1) === 'de' && /^(?:la|las|los|el|the)$/u.test(lower)) {
			phrase.push(lower)
			if (ends) break
			continue
		}
		if (expectNoun) {
			// a name keeps its capitals; a common noun at the start of the sentence is written in lower case
			phrase.push(phrase.length === 0 && !isName(word) && !names.has(lower) ? lower : word)
			nouns++
			expectNoun = false
		} else if (lower === 'de' || lower === 'del' || lower === 'of') {
			phrase.push(lower)
			expectNoun = true
			continue
		} else if (
			// «los patrones silábico-ortográficos»: a compound adjective
			(lower.split('-').some((part) => ADJECTIVE.test(part)) && !/(?:an|en)$/u.test(lower)) ||
			// «el grupo rr», «la letra h»: a letter or a group of them names which one
			(nouns > 0 && LETTER.test(word)) ||
			isName(word) ||
			// a name of several words goes whole: «Markus Kohm», not «Markus»
			(/^\p{Lu}\p{Ll}/u.test(word) && /^\p{Lu}/u.test(phrase.at(-1)!))
		) {
			phrase.push(word)
		} else if (/(?:an|en|aba|ía|ó)$/u.test(lower) && !NOUNS_IN_EN.has(lower)) break
		// «el comando centerline», «la clase report», «el uso del comando over»: a kind of thing and its name
		else if (phrase.length >= 2 && NAMED_KINDS.has(phrase.at(-1)!.toLocaleLowerCase('es')) && /^[\p{L}\d]/u.test(word)) {
			// the name ends the phrase: «el parámetro opciones», not «el parámetro opciones personaliza»
			phrase.push(word)
			break
		} else break
		if (ends || phrase.length >= MAX_WORDS) break
	}
	// «los comandos denominados «locales»»: a participle that names waits for the name, which is not in the phrase
	while (phrase.length > 1 && NAMING_PARTICIPLE.test(phrase.at(-1)!)) phrase.pop()
	// a phrase ending in «de»/«de la»/«de cada» lost its noun: back to the last noun
	while (
		phrase.length > 1 &&
		(/^(?:de|del|of|la|las|los|el|the|por|para|con|en|a|al|sin|sobre|entre|desde|hasta)$/u.test(phrase.at(-1)!) ||
			DETERMINERS.has(phrase.at(-1)!.toLocaleLowerCase('es')))
	)
		phrase.pop()
	const content = phrase.filter((word) => !DETERMINERS.has(word.toLocaleLowerCase('es')))
	if (!nouns || !content.length) return null
	// «la razón», «el principio», «los nuevos»: a word that names nothing on its own is no topic
	if (content.length === 1 && GENERIC_HEADS.has(content[0]!.toLocaleLowerCase('es'))) return null
	// «un paquete más antiguo…»: one of many, not what the passage is about
	if (/^(?:un|una|unos|unas)$/u.test(phrase[0]!)) return null
	if (content.every((word) => word.length < 4 && !isName(word))) return null
	if (PRONOUN_LIKE.test(content[0]!)) return null
	return phrase.join(' ')
}

/** Adjectives that go before their noun («el primer ejemplo», «la principal diferencia»). */
const BEFORE_NOUN = new Set(
	'primer primera primeros primeras segundo segunda tercer tercera último última últimos últimas nuevo nueva nuevos nuevas gran grandes principal principales verdadero verdadera buen buena mejor mejores peor peores'.split(
		' ',
	),
)

/** Kinds of things a technical text names right after saying the kind («el paquete graphicx», «la opción draft»). */
export const NAMED_KINDS = new Set(
	'comando comandos orden órdenes programa paquete paquetes clase clases opción opciones entorno entornos editor archivo fichero directorio carpeta variable botón menú función macro tecla formato biblioteca módulo herramienta parámetro campo diálogo ventana pestaña panel icono instrucción modo estilo barra casilla'.split(
		' ',
	),
)

/** Heads that say nothing without what the sentence adds to them. */
const GENERIC_HEADS = new Set(
	'razón razones principio principios nuevo nueva nuevos nuevas resto caso casos problema problemas idea ideas cosa cosas forma formas manera maneras parte partes hecho punto puntos tema temas ejemplo ejemplos mayoría primero primera último última demás siguiente anterior mismo misma otro otra otros otras'.split(
		' ',
	),
)

/** «denominado», «llamadas», «conocido», «titulada»: it needs the name that follows it. */
const NAMING_PARTICIPLE = /^(?:denominad|llamad|conocid|titulad|nombrad|apodad)[oa]s?$/iu

/** Not a topic: pronouns and words that only point («esto», «otro», «primero»). */
const PRONOUN_LIKE =
	/^(?:esto|eso|ello|este|esta|estos|estas|ese|esa|aquel|aquella|otro|otra|otros|otras|primero|primera|segundo|último|última|siguiente|siguientes|anterior|anteriores|resto|mayoría|mismo|misma|algo|nada|todo|uno|una|cosa|cosas|forma|manera|parte|caso|vez|ejemplo|tipo|this|that|it|they|there|here)$/iu

/** A name by its shape: capitals after the first letter or digits (LaTeX, GNOME, LyX, MP3). */
function isName(word: string) {
	return /^\p{Lu}/u.test(word) && (/\p{Lu}/u.test(word.slice(1)) || /\d/u.test(word))
}

/** «de el» → «del», «a el» → «al» once a phrase is put after a preposition. */
export function contract(text: string) {
	return text.replace(/(?<![\p{L}])([Dd]e|[Aa]) el(?![\p{L}])/gu, (_match, preposition: string) =>
		preposition.toLowerCase() === 'de' ? `${preposition.charAt(0)}el` : `${preposition}l`,
	)
}
