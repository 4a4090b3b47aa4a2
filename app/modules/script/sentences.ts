/** Splitting sources into sentences, scoring how informative each one is, and naming groups of them. Pure functions. */

const STOPWORDS = new Set(
	(
		'a al algo algunos ante antes aquí así aun aunque bajo bien cada casi como con contra cual cuando de del desde donde dos el ella ellas ellos en entre era eran es esa esas ese eso esos esta estaba estas este esto estos fue fueron ha había han hasta hay la las le les lo los mas más me mi mis mucho muy nada ni no nos o otra otras otro otros para pero poco por porque que qué se sea ser si sí sin sobre son su sus también tan tanto te tiene tienen todo todos tras tu tus un una uno unos y ya yo ' +
		'the a an and are as at be been but by can for from has have he her his i if in into is it its more most not of on or our she so than that the their them then there these they this to was we were what when which who will with you your'
	).split(' '),
)

/**
 * Words that never name a topic: pronouns, adverbs, quantifiers and the verbs a manual addresses its reader with
 * ('Eres', 'Puedes', 'Debes', 'Demás' were chapter titles once). Checked in lower case, on top of STOPWORDS.
 */
const NOT_TERMS = new Set(
	(
		'eres soy somos sois estás está están estoy estamos puedes puede pueden podemos podéis poder podrás podría podrías debes debe deben debemos debería deberías necesitas necesita necesitan necesitamos quieres quiere quieren queremos tienes tenemos tener hacer hace hacen haces hacemos haga hecho sido será serán sería están estar estaban habrá hubiera vamos vas van voy va ver vez veces demás además todavía siempre nunca luego entonces ahora aquí allí ahí mismo misma mismos mismas cualquier cualquiera otras algún alguna algunas ningún ninguna mucha muchas muchos poca pocas pocos toda todas tanta tantos tantas cuyo cuya cuyos cuyas donde dónde cómo cuál cuáles quién quiénes cuánto cuánta nuestro nuestra nuestros nuestras vuestro vuestra vuestros vuestras suyo suya usted ustedes vosotros vosotras nosotros nosotras ti sí mí esto aquello aquel aquella aquellos aquellas tal tales según durante mediante incluso sólo solo solamente casi bastante menos mejor peor mayor menor primero primera segundo segunda último última cosa cosas forma manera parte ejemplo caso casos tipo tipos uso hay había habían haber puedo debo quiero sé sabes sabe saber dice dicen decir dar da dan ir sigue siguiente siguientes anterior anteriores nuevo nueva nuevos nuevas gran grande grandes buen buena bueno buenos buenas ejemplo véase vea cierto cierta ciertos ciertas año años día días mes meses semana semanas hora horas minuto minutos tiempo capítulo capítulos apartado apartados sección secciones página páginas figura tabla paso pasos nota notas punto puntos hubo hubieron hubiera haya hayan he hemos habéis fue fui fuimos eran sido siendo estado estuvo estaban tenía tenían tuvo hizo hicieron pudo dijo quien quienes cuanto ' +
		'also just only then there here very much many some any each every other such own same should would could may might must can cannot use used using see need needs make makes made get gets way ways step steps note notes'
	).split(' '),
)

/**
 * Adjectives a manual uses all the time: part of a good term ('servidor principal', 'paquete binario'), a weak topic
 * alone («¿Qué debería recordar quien empieza con «correspondiente»?»). Compared as termKey writes them.
 */
const LONE_ADJECTIVES = new Set(
	'correspondiente oficial principal general básico básica binario binaria complementario complementaria disponible necesario necesaria importante posible propio propia local remoto remota actual anterior siguiente nuevo nueva interno interna externo externa'
		.split(' ')
		.map((word) => word.replace(/(?<=\p{L}{3})s$/u, '')),
)

/** Nouns and adjectives ending like an infinitive, which may name a topic. */
const NOUNS_LIKE_INFINITIVES = new Set(
	'alquiler taller militar familiar particular similar popular regular lugar hogar mujer placer poder deber'.split(' '),
)

/**
 * Abbreviations whose final period never ends a sentence (compared in lower case, the part before the last period):
 * 'p. ej.', 'Sr.', 'Dra.', 'N. del T.', 'pág.', 'cap.', 'núm.', 'vol.' and the like.
 */
const ABBREVIATIONS = new Set([
	...'sr sra srta sres sras dr dra dres dras dña lic ing prof profa arq mons sto sta ud uds vd vds'.split(' '),
	...'ej pág págs pag cap caps núm nº art arts vol vols fig figs ed eds tel aprox cf ca vs av avda apdo dpto depto'.split(' '),
	...[
		'p',
		'p. ej',
		'op',
		'op. cit',
		'e.g',
		'i.e',
		'etc',
		'n',
		'n. del t',
		'n. del e',
		'n. de la t',
		'ee',
		'ee. uu',
		'aa',
		'aa. vv',
	],
])

/** Abbreviations that may also end a sentence: they do when the next word starts with a capital letter. */
const MAY_END = new Set(['etc', 'ee. uu', 'aa. vv'])

/** URLs, e-mail addresses, file names, versions and decimals: no sentence boundary is ever looked for inside them. */
const UNSPLITTABLE =
	/(?:https?:\/\/|ftp:\/\/|www\.)[^\s<>«»"]+[^\s<>«»".,;:!?)]|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\b[\w-]+(?:\.[\w-]+)+\b|\d+[.,]\d+/giu

/**
 * Sentences of at least 5 words, in order, with whitespace normalised. Keeps ¿…? and ¡…! intact. A period ends a
 * sentence only when a space and a word that is not lower case follow it, and never after a known abbreviation or an
 * initial ('J. R. R. Tolkien'); URLs, e-mail addresses, file names ('archivo.tar.gz'), versions ('v5.2.1') and
 * decimals ('3,14', '3.14') are never cut.
 */
export function splitSentences(text: string) {
	return splitAllSentences(text).filter((sentence) => sentence.split(' ').length >= 5 && sentence.length <= 400)
}

/** Every sentence, short ones included (see splitSentences). */
export function splitAllSentences(text: string) {
	const normalised = text.replace(/\s+/g, ' ').trim()
	if (!normalised) return []
	const protectedRanges: Array<[number, number]> = []
	for (const match of normalised.matchAll(UNSPLITTABLE)) protectedRanges.push([match.index, match.index + match[0].length])
	const isProtected = (index: number) => protectedRanges.some(([start, end]) => index >= start && index < end)

	const sentences: string[] = []
	let start = 0
	const boundary = /[.!?…]+["»”’')\]]*(?= |$)|[”»](?= \p{Lu})/gu
	for (const match of normalised.matchAll(boundary)) {
		const end = match.index + match[0].length
		if (isProtected(match.index)) continue
		// a quotation standing alone, a sentence after it without a period between («“La introducción…” Los
		// caracteres…»): an example's text, ended by its quote
		if (/^[”»]$/u.test(match[0]) && !/^[“«][^“«”»]*$/u.test(normalised.slice(start, match.index))) continue
		const next = normalised.slice(end + 1, end + 3)
		if (end < normalised.length && !startsSentence(next)) continue
		if (match[0].startsWith('.') && isAbbreviation(normalised.slice(start, match.index), next)) continue
		sentences.push(normalised.slice(start, end).trim())
		start = end + 1
	}
	if (start < normalised.length) sentences.push(normalised.slice(start).trim())
	return sentences.filter(Boolean)
}

/** A sentence starts with a capital, a digit, or an opening sign or quote followed by one. */
function startsSentence(next: string) {
	return /^[¿¡«"“'([—–-]?[\p{Lu}\p{N}]/u.test(next)
}

/** Whether the text before a period ends in an abbreviation (or an initial) that does not end the sentence. */
function isAbbreviation(before: string, next: string) {
	const lower = before.toLowerCase()
	// The one, two or three words before the period ('ej', 'p. ej', 'n. del t').
	const words = lower.split(' ')
	for (let count = 3; count >= 1; count--) {
		const candidate = words.slice(-count).join(' ')
		if (!ABBREVIATIONS.has(candidate)) continue
		if (MAY_END.has(candidate) && /^[¿¡«"“]?\p{Lu}/u.test(next)) return false
		return true
	}
	// An initial: one capital letter (J. R. R. Tolkien).
	return /(?:^|[\s(])\p{Lu}$/u.test(before)
}

export function contentWords(sentence: string) {
	return (sentence.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => word.length > 2 && !STOPWORDS.has(word))
}

/**
 * Each sentence's informativeness: how frequent its content words are across all sources (centrality), normalised
 * by length, with a small bonus for sentences early in the text (where articles state their point).
 */
export function scoreSentences(sentences: string[]) {
	const frequency = new Map<string, number>()
	for (const sentence of sentences)
		for (const word of new Set(contentWords(sentence))) frequency.set(word, (frequency.get(word) ?? 0) + 1)
	return sentences.map((sentence, index) => {
		const words = contentWords(sentence)
		const centrality = words.reduce((sum, word) => sum + (frequency.get(word) ?? 0), 0) / Math.max(4, Math.sqrt(words.length) * 3)
		const position = 1 + 0.5 * (1 - index / Math.max(1, sentences.length))
		return { sentence, index, score: centrality * position }
	})
}

type Candidate = { count: number; forms: Map<string, number>; words: number; proper: number }

/**
 * Key terms of a group of sentences, best first: nouns and noun phrases ('archivo control', 'Debian', 'dh_make')
 * in their original casing, never a stop word, a pronoun, an adverb or a verb addressing the reader. A word only
 * seen capitalised at the start of sentences is a common word and comes back in lower case; one capitalised in the
 * middle of a sentence is a name and keeps its capitals. `exclude` holds terms already used (any casing).
 */
export function keyTerms(sentences: string[], exclude: Iterable<string> = []) {
	const excluded = new Set([...exclude].map(termKey))
	const candidates = new Map<string, Candidate>()
	const add = (key: string, form: string, words: number, proper: boolean) => {
		const entry = candidates.get(key) ?? { count: 0, forms: new Map(), words, proper: 0 }
		entry.count++
		entry.forms.set(form, (entry.forms.get(form) ?? 0) + 1)
		if (proper) entry.proper++
		candidates.set(key, entry)
	}
	for (const sentence of sentences) {
		const tokens = [...sentence.matchAll(/[\p{L}\p{N}][\p{L}\p{N}_+.-]*[\p{L}\p{N}+]|[\p{L}\p{N}]|[^\p{L}\p{N}\s]+/gu)].map(
			(match) => ({ text: match[0], index: match.index }),
		)
		let run: Array<{ text: string; proper: boolean }> = []
		const flush = () => {
			for (let i = 0; i < run.length; i++) {
				const word = run[i]!
				add(termKey(word.text), word.text, 1, word.proper)
				const nextWord = run[i + 1]
				if (nextWord) add(termKey(`${word.text} ${nextWord.text}`), `${word.text} ${nextWord.text}`, 2, false)
			}
			run = []
		}
		tokens.forEach((token, position) => {
			if (!isTermWord(token.text)) {
				flush()
				return
			}
			const sentenceStart = position === 0 || /^[¿¡«"“(—–-]+$/.test(tokens[position - 1]?.text ?? '')
			run.push({ text: token.text, proper: /^\p{Lu}/u.test(token.text) && !sentenceStart })
		})
		flush()
	}
	const scored = [...candidates.entries()]
		.filter(([key, entry]) => !excluded.has(key) && (entry.words === 1 || entry.count >= 2))
		.map(([key, entry]) => ({
			key,
			term: surfaceForm(entry),
			score:
				entry.count *
				(entry.words === 2 ? 1.6 : 1) *
				(entry.proper ? 1.2 : 1) *
				(entry.words === 1 && LONE_ADJECTIVES.has(key) ? 0.3 : 1),
		}))
	return scored.sort((a, b) => b.score - a.score || b.term.length - a.term.length).map((entry) => entry.term)
}

/** The best key term of a group of sentences (see keyTerms), or null when there is none. */
export function keyTerm(sentences: string[], exclude: Iterable<string> = []) {
	return keyTerms(sentences, exclude)[0] ?? null
}

/** How terms are compared: lower case, singular and plural alike ('Paquete' ≡ 'paquetes'). */
function termKey(term: string) {
	return term
		.toLocaleLowerCase('es')
		.split(' ')
		.map((word) => word.replace(/(?<=\p{L}{3})s$/u, ''))
		.join(' ')
}

/**
 * A word that names nothing on its own: a stop word, a pronoun, an adverb or a verb form a manual addresses its
 * reader with («En», «Según», «Puede», «Claramente», «Usando»), in any casing.
 */
export function isCommonWord(word: string) {
	const lower = word.toLocaleLowerCase('es')
	return STOPWORDS.has(lower) || NOT_TERMS.has(lower) || /(?:mente|ando|iendo)$/u.test(lower)
}

/** A word that may be part of a term: long enough, not a stop word, not a verb form a manual addresses you with. */
function isTermWord(word: string) {
	if (!/\p{L}/u.test(word)) return false
	// Domains and file names ('lists.debian.org', 'archivo.tar.gz') are not topics to talk about.
	if (word.includes('.')) return false
	const lower = word.toLocaleLowerCase('es')
	if (lower.length < 3 && !isAcronym(word)) return false
	if (STOPWORDS.has(lower) || NOT_TERMS.has(lower)) return false
	// Adverbs in -mente, gerunds, infinitives with a pronoun ('hacerlo', 'instalarlos').
	if (/(?:mente|ando|iendo|[aei]r(?:lo|la|los|las|le|les|se|te|me|nos))$/.test(lower)) return false
	// Infinitives ('instalar', 'revisar'), except the nouns that look like one.
	if (lower.length >= 6 && /[aeií]r$/.test(lower) && !NOUNS_LIKE_INFINITIVES.has(lower)) return false
	return true
}

/** 'APT', 'GPG', 'DD', 'UTF8': up to five capitals or digits (a longer word in capitals is a shouted common word). */
function isAcronym(word: string) {
	return /^\p{Lu}[\p{Lu}\p{N}]{1,4}$/u.test(word)
}

/**
 * How a term is written: its most frequent form; a capitalised form counts as a name only when it was seen in the
 * middle of a sentence (a common word at the start of sentences is written in lower case).
 */
function surfaceForm(entry: Candidate) {
	const forms = [...entry.forms.entries()].sort((a, b) => b[1] - a[1])
	const lowerForm = forms.find(([form]) => form === form.toLocaleLowerCase('es'))
	if (entry.words === 1 && entry.proper === 0 && lowerForm === undefined) {
		const [form] = forms[0]!
		return isAcronym(form) ? form : form.toLocaleLowerCase('es')
	}
	const shouted = (form: string) => /^[\p{Lu}\s]{6,}$/u.test(form)
	if (entry.proper > 0) {
		const name = forms.find(([form]) => /^\p{Lu}/u.test(form) && !shouted(form))?.[0]
		if (name) return name
	}
	return lowerForm?.[0] ?? (shouted(forms[0]![0]) ? forms[0]![0].toLocaleLowerCase('es') : forms[0]![0])
}
