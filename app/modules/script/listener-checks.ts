/**
 * What a listener notices in a script, counted by rule so a benchmark can say whether a composer got better: questions
 * the answer does not answer, source sentences told out of order, the author's own voice, sentences said twice,
 * headings run into the text, holes left by removed symbols, usted in a tú script, openings repeated across episodes
 * and chapter titles that repeat or are cut. Pure functions; each finding names its check, chapter and sentence.
 */

import { speakableText } from '#app/modules/audio/speakable-text.ts'
import { contentStems, contentWords, DANGLING_WORDS, fold, sameWord, sentencesOf, wordSimilarity } from './listener-text.ts'
import type { Script, ScriptLanguage } from './script-types.ts'
import { endsOnLabel } from './unnamed-controls.ts'

export const listenerCheckKinds = [
	'unansweredQuestions',
	'outOfOrder',
	'authorAsides',
	'repeatedSentences',
	'runInHeadings',
	'symbolHoles',
	'registerMismatches',
	'repeatedOpenings',
	'badChapterTitles',
] as const

export type ListenerCheck = (typeof listenerCheckKinds)[number]

/** One thing a listener would notice: which check, in which chapter, the sentence (or title) and why when useful. */
export type ListenerFinding = { check: ListenerCheck; chapter: string; text: string; detail?: string }

export type ListenerCheckInput = {
	script: Script
	/** The cleaned sources the script was written from, in the source's order (headings and paragraphs). */
	sources: ReadonlyArray<{ heading: string | null; paragraphs: readonly string[] }>
	language: ScriptLanguage
	/** The episode's title: left out when openings are compared (each episode names its own). */
	title?: string
	/** episodeOpening() of the other episodes of the run. */
	otherOpenings?: readonly string[]
}

/** Every finding of every check for one script, in script order within each check. */
export function findListenerProblems(input: ListenerCheckInput): ListenerFinding[] {
	const { script } = input
	return [
		...unansweredQuestions(script, input.sources),
		...outOfOrder(script, input.sources),
		...authorAsides(script),
		...repeatedSentences(script),
		...runInHeadings(script, input.sources),
		...symbolHoles(script, input.language),
		...registerMismatches(script, input.language),
		...repeatedOpening(script, input.title, input.otherOpenings ?? []),
		...badChapterTitles(script),
	]
}

/** The findings counted per check (every check present, 0 when it found nothing). */
export function countListenerProblems(findings: readonly ListenerFinding[]) {
	const counts = Object.fromEntries(listenerCheckKinds.map((kind) => [kind, 0])) as Record<ListenerCheck, number>
	for (const finding of findings) counts[finding.check]++
	return counts
}

/**
 * How an episode opens, to compare with the run's other episodes: the first two sentences of the presenter's first
 * line, folded, without quoted names and without the episode's title (which always differs).
 */
export function episodeOpening(script: Script, title?: string) {
	const lines = script.sections.flatMap((section) => section.lines)
	const first = lines.find((line) => line.speaker === 'presenter') ?? lines[0]
	if (!first) return ''
	const opening = ` ${fold(
		sentencesOf(first.text)
			.slice(0, 2)
			.join(' ')
			.replace(/[«"“][^»"”]*[»"”]/gu, ' '),
	)} `
	const name = title ? fold(title) : ''
	return (name ? opening.split(` ${name} `).join(' ') : opening).replace(/\s+/g, ' ').trim()
}

function* sentencesByChapter(script: Script) {
	for (const section of script.sections)
		for (const line of section.lines)
			for (const sentence of sentencesOf(line.text)) yield { chapter: section.title, speaker: line.speaker, sentence }
}

// ——— questions ———

/** Words that frame a question rather than name its subject («¿Cómo explicarías…?», «¿Qué papel tiene…?»). */
const QUESTION_FRAME = new Set(
	'significa signific sirve sirven funciona funcionan hace hacen haces hago hacer explicarias explicas explica explicanos explicar contarias cuentas cuenta cuentanos contar dirias dices dice decir dinos quiere quieres queremos puedo puedes puede pueden podemos podria podrias deberia deberias debo debe conviene pasa ocurre sucede importa importante clave papel encaja tiene tienen tenemos alguien empieza empiezan empezarias empezamos empezar comenzamos comenzar comenzarias esencial principal basico fundamental destacable interesante exactamente realmente concretamente entonces ejemplo idea punto parte tema cosa cosas oyente oyentes recordar tener saber sabe sabes hablamos hablar habla menos mejor manera forma modo veces aquello todo nuevo cambia aporta gente hoy ahora primero primera debamos debemos viene despues mas algo hay sigue favor pasos paso seguir practica luego cuentanos continua cosa contar'.split(
		' ',
	),
)

const INTERROGATIVE =
	/ (?:por que|para que|en que|de que|con que|a que|que|como|cual|cuales|donde|adonde|cuando|quien|quienes|cuanto|cuanta|cuantos|cuantas) /

/** The question a presenter line ends with (from its last ¿, or its last sentence), or null when it ends otherwise. */
function finalQuestion(text: string) {
	const trimmed = text.trim()
	if (!trimmed.endsWith('?')) return null
	const start = trimmed.lastIndexOf('¿')
	return start >= 0 ? trimmed.slice(start) : (sentencesOf(trimmed).at(-1) ?? trimmed)
}

/**
 * The words an answer must contain to answer a question: a quoted term whole, or the content words after the
 * interrogative (half of them suffice), framing words left out. Empty when the question names nothing («¿Y luego?»).
 */
function keyPhrase(question: string) {
	const quoted = /[«"“]([^»"”]{1,80})[»"”]/u.exec(question)
	if (quoted) {
		const words = contentWords(quoted[1]!)
		return { words: words.length > 0 ? words : fold(quoted[1]!).split(' ').filter(Boolean), needed: 'all' as const }
	}
	// a vocative is not the subject: «¿Qué nos cuentas de esto, Lucía?»
	const folded = ` ${fold(question.replace(/,\s*\p{Lu}\p{Ll}+\s*\?$/u, '?'))} `
	const match = INTERROGATIVE.exec(folded)
	const subject = (text: string) => contentWords(text).filter((word) => !QUESTION_FRAME.has(word))
	const after = match ? subject(folded.slice(match.index + match[0].length - 1)) : []
	return { words: after.length > 0 ? after : subject(folded), needed: 'half' as const }
}

/** «¿Qué pasos hay que seguir?», «¿Cómo se hace, paso a paso?»: asks for steps (on folded text). */
const STEPS_QUESTION = /\b(?:pasos|paso a paso|como se hace)\b/u
/** Steps told in order (on folded text): «primero…», «después…», «1.», «paso 2». */
const STEPS_ANSWER = /(?:^|\s)(?:primero|despues|luego|a continuacion|por ultimo|finalmente|paso \d|\d+[.)])(?:\s|,|$)/u

/**
 * The questions a source asks itself (a heading, a FAQ's entry), folded, each with the positions (see indexSources)
 * of the few source sentences that follow it: its own answer.
 */
function sourceQuestions(sources: ListenerCheckInput['sources']) {
	const answers = new Map<string, number[]>()
	const ask = (text: string, at: number) => {
		for (const match of text.matchAll(/¿[^¿?]+\?/gu))
			answers.set(fold(match[0]), [at, at + 1, at + 2].concat(answers.get(fold(match[0])) ?? []))
	}
	let at = 0
	for (const section of sources) {
		if (section.heading) ask(section.heading, at)
		for (const paragraph of section.paragraphs)
			for (const sentence of sentencesOf(paragraph)) {
				at++
				ask(sentence, at)
			}
	}
	return answers
}

function unansweredQuestions(script: Script, sources: ListenerCheckInput['sources']): ListenerFinding[] {
	const findings: ListenerFinding[] = []
	const index = indexSources(sources)
	const asked = sourceQuestions(sources)
	// the source's own question answered with the sentences the source answers it with, whatever their words
	const answeredAsInSource = (question: string, answer: string) => {
		const positions = asked.get(fold(question))
		const first = clausesOf(answer)[0]
		const at = positions && first ? matchSource(first, index, 0) : null
		return at !== null && positions!.includes(at)
	}
	for (const section of script.sections)
		section.lines.forEach((line, index) => {
			const answer = section.lines[index + 1]
			if (line.speaker !== 'presenter' || answer?.speaker !== 'guest') return
			const question = finalQuestion(line.text)
			if (!question) return
			// a question about how it is done is answered by steps in order
			if (STEPS_QUESTION.test(fold(question))) {
				if (!STEPS_ANSWER.test(fold(answer.text)))
					findings.push({ check: 'unansweredQuestions', chapter: section.title, text: question, detail: 'no steps' })
				return
			}
			const { words, needed } = keyPhrase(question)
			if (words.length === 0) return
			// a quoted term is found whole, however short («EC», «PDF»)
			const said = needed === 'all' ? fold(answer.text).split(' ') : contentWords(answer.text)
			const found = words.filter((word) => said.some((other) => sameWord(word, other))).length
			const enough = needed === 'all' ? found === words.length : found >= Math.ceil(words.length / 2)
			if (!enough && !answeredAsInSource(question, answer.text))
				findings.push({ check: 'unansweredQuestions', chapter: section.title, text: question, detail: words.join(' ') })
		})
	return findings
}

// ——— source order ———

type SourceIndex = { byStem: Map<string, number[]>; sentences: string[] }

function indexSources(sources: ListenerCheckInput['sources']): SourceIndex {
	const byStem = new Map<string, number[]>()
	const sentences: string[] = []
	for (const section of sources)
		for (const paragraph of section.paragraphs)
			for (const sentence of sentencesOf(paragraph)) {
				const index = sentences.push(sentence) - 1
				for (const stem of contentStems(sentence)) byStem.set(stem, [...(byStem.get(stem) ?? []), index])
			}
	return { byStem, sentences }
}

/**
 * The source sentence a script sentence retells: the one sharing most of its content words (at least 3, and at
 * least 60 % of the script sentence's); among equals, the first one after the previous match.
 */
function matchSource(sentence: string, index: SourceIndex, previous: number) {
	const stems = contentStems(sentence)
	if (stems.length < 4) return null
	const shared = new Map<number, number>()
	for (const stem of stems) for (const at of index.byStem.get(stem) ?? []) shared.set(at, (shared.get(at) ?? 0) + 1)
	const most = Math.max(0, ...shared.values())
	if (most < 3 || most / stems.length < 0.6) return null
	const best = [...shared].filter(([, count]) => count === most).map(([at]) => at)
	return best.filter((at) => at >= previous).sort((a, b) => a - b)[0] ?? Math.max(...best)
}

/** The positions of a longest non-decreasing run through `values` (the sentences already in order). */
function longestInOrder(values: readonly number[]) {
	const length = values.map(() => 1)
	const before = values.map(() => -1)
	for (let i = 0; i < values.length; i++)
		for (let j = 0; j < i; j++)
			if (values[j]! <= values[i]! && length[j]! + 1 > length[i]!) {
				length[i] = length[j]! + 1
				before[i] = j
			}
	const kept = new Set<number>()
	let at = length.indexOf(Math.max(0, ...length))
	while (at >= 0) {
		kept.add(at)
		at = before[at]!
	}
	return kept
}

/**
 * Sentences out of the source's order within a chapter: each retelling sentence (the guest's in a dialogue) is matched
 * to the source sentence it retells, and those outside the longest in-order run are counted (the fewest sentences that would have to move).
 */
/**
 * A line's sentences, and two sentences a retelling joined («…LATEX, y este fichero debe…», «…; además, …») as the
 * two they were: each is matched with its own source sentence.
 */
function clausesOf(text: string) {
	return sentencesOf(text).flatMap((sentence) => sentence.split(/,\s+y\s+(?=\p{Ll})|;\s+además,\s+/u))
}

function outOfOrder(script: Script, sources: ListenerCheckInput['sources']): ListenerFinding[] {
	const index = indexSources(sources)
	const findings: ListenerFinding[] = []
	// in a dialogue the guest retells and the host frames (naming headings); in a monologue every line retells
	const dialogue = script.sections.some((section) => section.lines.some((line) => line.speaker === 'guest'))
	for (const section of script.sections) {
		const matched: Array<{ sentence: string; at: number }> = []
		for (const line of section.lines)
			for (const sentence of dialogue && line.speaker !== 'guest' ? [] : clausesOf(line.text)) {
				if (sentence.endsWith('?')) continue
				const at = matchSource(sentence, index, matched.at(-1)?.at ?? 0)
				if (at !== null) matched.push({ sentence, at })
			}
		const kept = longestInOrder(matched.map((match) => match.at))
		matched.forEach((match, position) => {
			if (!kept.has(position))
				findings.push({ check: 'outOfOrder', chapter: section.title, text: match.sentence, detail: index.sentences[match.at] })
		})
	}
	return findings
}

// ——— the author's voice ———

/** First-person asides and pointers of the author, on folded text with a space at each end. */
const ASIDES = [
	/ como (?:ya )?(?:lo )?(?:he|hemos|habia|habiamos) (?:dicho|visto|mencionado|comentado|explicado|senalado|indicado|descrito|apuntado) /,
	/ como (?:ya )?(?:lo )?(?:dije|dijimos|vimos|mencionamos|comente|explique|explicamos|senale|indique|veremos|explicaremos|mostraremos) /,
	/ (?:veremos|vimos|explicaremos|mostraremos|trataremos|describiremos|hablaremos) (?:mas adelante|a continuacion|en el (?:proximo|siguiente) (?:capitulo|apartado)) /,
	/ (?:subrayo|subrayamos|insisto|insistimos|repito|he aqui|en mi opinion|a mi juicio|a mi parecer|a mi entender|creo que|pienso que|considero que|me parece que|opino que|en nuestra opinion) /,
	/ en (?:este|esta|el presente|la presente) (?:documento|manual|libro|capitulo|articulo|texto|apartado|trabajo|ensayo|tutorial|guia|seccion|introduccion|obra|folleto|escrito|pagina) /,
	/ (?:este|esta|el presente|la presente) (?:breve )?(?:documento|manual|libro|capitulo|articulo|apartado|ensayo|tutorial|guia|seccion|introduccion|obra|folleto) /,
	/ (?:el|la|los|las|del) (?:autor|autora|autores|autoras) (?!de |del )/,
	/ (?:querido|estimado|amable) lector /,
	/ (?:recomendamos|aconsejamos|sugerimos|proponemos|advertimos) /,
	/ (?:vease|veanse|ver) (?:tambien )?(?:la |el )?(?:seccion|figura|tabla|capitulo|pagina|apendice|apartado|cuadro) /,
	/ como se (?:muestra|ve|indica|describe|explica|detalla) en /,
	/ (?:en|de) (?:la|el) (?:figura|tabla|seccion|cuadro|apartado|capitulo) (?:siguiente|anterior|\d+) /,
	/ (?:la|el) (?:siguiente|anterior) (?:figura|tabla|seccion|cuadro|apartado|capitulo) /,
]

/** «Nosotros» and the author's plural said by the guest, who speaks for no one but the author when retelling a document. */
const AUTHOR_WE =
	/ (?:nosotros|mencionaremos|comentaremos|trataremos|describiremos|mostraremos|asumiremos|supondremos|hemos tratado|hemos descrito|vamos a asumir|vamos a suponer) /

function authorAsides(script: Script): ListenerFinding[] {
	const findings: ListenerFinding[] = []
	for (const { chapter, speaker, sentence } of sentencesByChapter(script)) {
		const folded = ` ${fold(sentence)} `
		if (ASIDES.some((aside) => aside.test(folded)) || (speaker === 'guest' && AUTHOR_WE.test(folded)))
			findings.push({ check: 'authorAsides', chapter, text: sentence })
	}
	return findings
}

// ——— repetition ———

/** Every repeat of a sentence of 5 words or more already said in the script (compared folded). */
function repeatedSentences(script: Script): ListenerFinding[] {
	const said = new Set<string>()
	const findings: ListenerFinding[] = []
	for (const { chapter, sentence } of sentencesByChapter(script)) {
		const key = fold(sentence)
		if (key.split(' ').length < 5) continue
		if (said.has(key)) findings.push({ check: 'repeatedSentences', chapter, text: sentence })
		said.add(key)
	}
	return findings
}

function repeatedOpening(script: Script, title: string | undefined, others: readonly string[]): ListenerFinding[] {
	const own = episodeOpening(script, title)
	if (!own) return []
	const twin = others.find((other) => other && wordSimilarity(own, other) >= 0.8)
	return twin === undefined ? [] : [{ check: 'repeatedOpenings', chapter: script.sections[0]!.title, text: own, detail: twin }]
}

// ——— headings in the text ———

/** Capitalised words that start a sentence; capitalised after other words, a sentence starts there. */
const STARTERS =
	'El|La|Los|Las|Un|Una|Unos|Unas|En|Para|Por|Con|Si|Cuando|Este|Esta|Estos|Estas|Ese|Esa|Es|Son|Se|No|Hay|Lo|Al|Del|Cada|Todos|Todas|Su|Sus|Puede|Pueden|Aquí|También|Ahora|Desde|Aunque|Existen|Existe|Muchos|Muchas|Algunos|Algunas|Use|Utilice|Elija|Seleccione|Pulse|Haga|Abra|Escriba|Vaya|Explore'

/** Sentence starters never capitalised inside a sentence, not even in a name or on a button. */
const MID_STARTERS =
	'Mediante|Para|Por|Con|Si|Cuando|Este|Esta|Estos|Estas|Es|Son|Se|Hay|Cada|Puede|Pueden|Aquí|También|Ahora|Desde|Aunque|Existen|Existe'

/** Words that are headings on their own (a summary, an objective, a note…). */
const HEADING_WORDS =
	'Resumen|Abstract|Objetivo|Objetivos|Introducción|Discusión|Conclusión|Conclusiones|Nota|Notas|Advertencia|Aviso|Importante|Ejemplo|Ejemplos|Consejo|Consejos|Sugerencia|Requisitos|Descripción|Sintaxis|Referencias|Bibliografía|Índice|Contenido|Contenidos|Prefacio|Prólogo|Agradecimientos|Apéndice|Resultados|Metodología|Observación|Observaciones|Procedimiento|Solución|Temas relacionados|Véase también'

const RUN_IN = [
	// «15 Discusión En la curva…»: a heading's number, its title, then a sentence
	/^\d+(?:\.\d+)*\.?\s+\p{Lu}\p{Ll}+(?:\s+[^\s.,;:!?]+){0,4}?\s+\p{Lu}\p{Ll}*\s+\p{Ll}/u,
	// «Objetivo Explore…», «Resumen La división…»
	new RegExp(`^(?:${HEADING_WORDS})(?:\\s+\\p{Ll}+){0,2}\\s+\\p{Lu}\\p{Ll}*\\s+\\p{Ll}`, 'u'),
	// «Cosas que debe saber El documento…»: a capitalised run, then a word that only starts sentences
	new RegExp(`^(?!(?:${STARTERS})\\s)\\p{Lu}[^\\s.,;:!?]*(?:\\s+[^\\s.,;:!?]+){0,8}?\\s+(?:${STARTERS})\\s+\\p{Ll}`, 'u'),
	// «…en LATEX Mediante el paquete…»: a word that only starts sentences, capitalised in the middle of one
	new RegExp(`[\\p{L}\\d]\\s+(?:${MID_STARTERS})\\s+\\p{Ll}`, 'u'),
	// a running header's page number: «…en castellano 22 ¿Cómo se soluciona…», «…en castellano 23 6.4.»
	/\p{Ll}\s+\d{1,3}\s+(?:\d+(?:\.\d+)*\.?\s*$|[¿¡]?\p{Lu})/u,
]

/**
 * Whether a sentence begins with a heading of the source followed by a new sentence («Grabar una macro LibreOffice
 * puede…») or, in an answer, is a heading read as text, alone or with its numbers («Diferencias entre LyX y otros
 * procesadores de texto.»).
 */
function startsWithHeading(sentence: string, headings: readonly string[], retold: boolean) {
	const words = sentence.split(/\s+/)
	const bare = fold(sentence.replace(/(?:\s+\d+(?:\.\d+)*)*[.:]?$/u, ''))
	return headings.some((heading) => {
		const size = heading.split(/\s+/).length
		if (retold && size >= 2 && bare === fold(heading)) return true
		if (words.length < size + 3 || fold(words.slice(0, size).join(' ')) !== fold(heading)) return false
		// «Gracias, Lucía, …»: a word followed by a comma is no heading run into the text
		if (/[,;:]$/u.test(words[size - 1]!)) return false
		return /^\p{Lu}/u.test(words[size]!) && /^\p{Ll}/u.test(words[size + 1]!)
	})
}

function runInHeadings(script: Script, sources: ListenerCheckInput['sources']): ListenerFinding[] {
	const headings = [...new Set(sources.map((section) => section.heading?.trim()).filter((heading) => !!heading))] as string[]
	const findings: ListenerFinding[] = []
	for (const { chapter, speaker, sentence } of sentencesByChapter(script)) {
		const bare = sentence.replace(/^[«"“¿¡(]+/u, '')
		// a host may ask a heading's question; a heading said as a statement in an answer is the source's layout
		const retold = speaker === 'guest' && !sentence.endsWith('?')
		if (RUN_IN.some((pattern) => pattern.test(bare)) || startsWithHeading(bare, headings, retold))
			findings.push({ check: 'runInHeadings', chapter, text: sentence })
	}
	return findings
}

// ——— holes left by removed symbols ———

/** Marks a removal or a speech engine leaves no hole for: punctuation, quotes, dashes, slashes and list bullets. */
const PUNCTUATION_ONLY = /^[.,;:!?¡¿«»"“”'‘’()[\]—–\-…/·•*]+$/u

/** Words left side by side where something between them went («Use y en la barra», «de y»). */
const HOLE_WORDS: Array<[string, RegExp]> = [
	['conjunction after a preposition', /(?<!\p{L})(?:de|en|del|al)\s+(?:y|o|e|u|de|en|del|al)(?!\p{L})/iu],
	// «una y otra vez»: the pronoun «uno» and its pair; «la y se considera consonante»: a letter's name; not holes
	[
		'conjunction after an article',
		/(?<!\p{L})(?:(?:el|los|las|un|unos|unas)\s+(?:y|o|e|u|en|con|por|para)|(?:la|una)\s+(?:[yoeu](?!\p{L})(?!\s+(?:se|es|que|no|tiene|puede|va|era)(?!\p{L}))(?!\s*[,.;])|en|con|por|para))(?!\p{L})(?!\s+otr[oa]s?(?!\p{L}))/iu,
	],
	[
		'imperative without its object',
		/(?<!\p{L})(?:use|usa|pulse|pulsa|presione|presiona|elija|elige|seleccione|selecciona|escriba|escribe|teclee|teclea|introduzca|introduce)\s+(?:y|o|e|u)(?!\p{L})/iu,
	],
]

/** Holes already in the written sentence, wherever its symbols went before. */
const WRITTEN_HOLES: Array<[string, RegExp]> = [
	['double space', /\S[ \t]{2,}\S/u],
	['space before punctuation', /\s[.,;:!?)](?=\s|$)|[.,;:]\s+[.,;:]/u],
	['key without its modifier', /(?:^|[\s(«"“])\+\p{L}|\p{L}\+(?=[\s.,;:»)]|$)/u],
	...HOLE_WORDS,
]

/** «…de.», «…y en.»: the last word needs more; «él» (a pronoun) and a single capital («Ctrl+O») do not. */
const endsDangling = (text: string) => {
	const last = /(\S+?)[.!?»"”)]*$/u.exec(text.trim())?.[1] ?? ''
	if (/^(?:él|Él)$/u.test(last) || /\p{Lu}$/u.test(last)) return false
	// a control's label that ends in a preposition («el cuadro de lista Guardar la macro en.») is its name
	if (endsOnLabel(text.trim())) return false
	return DANGLING_WORDS.has(fold(last).split(' ').at(-1) ?? '')
}

/**
 * A symbol standing alone (🔎︎, \\, ˜) that speech drops without a word for it: the words around it are said the same
 * with it and without it. Arrows, menu separators and math signs are said as words, so they are no hole.
 */
function droppedSymbol(sentence: string, language: ScriptLanguage) {
	const tokens = sentence.split(/\s+/)
	return tokens.some((token, at) => {
		if (!/^[^\p{L}\p{N}]+$/u.test(token) || PUNCTUATION_ONLY.test(token)) return false
		const before = tokens.slice(Math.max(0, at - 2), at).join(' ')
		const after = tokens.slice(at + 1, at + 3).join(' ')
		return speakableText(`${before} ${token} ${after}`, language) === speakableText(`${before} ${after}`, language)
	})
}

/** Why a sentence has a hole a listener hears, or null: in the written text, or once speech has said its symbols. */
function holeIn(sentence: string, language: ScriptLanguage) {
	const written = WRITTEN_HOLES.find(([, pattern]) => pattern.test(sentence))
	if (written) return written[0]
	if (endsDangling(sentence)) return 'ends in a preposition, article or conjunction'
	const spoken = speakableText(sentence, language)
	if (!spoken.trim()) return /\p{L}/u.test(sentence) ? 'dropped whole by speech (a character no voice can say)' : null
	if (droppedSymbol(sentence, language)) return 'a symbol speech drops without a word'
	// speech leaves out what it cannot say at the end (a path, a symbol): the sentence must not end hanging then
	const last = sentence.trim().split(/\s+/).at(-1) ?? ''
	if (/[^\p{L}\p{N}.,;:!?¡¿«»"“”'‘’()]/u.test(last) && endsDangling(spoken)) return 'ends hanging once spoken'
	return null
}

/** Sentences with a hole where something was taken out or will not be said (one finding per sentence, the first reason). */
function symbolHoles(script: Script, language: ScriptLanguage): ListenerFinding[] {
	const findings: ListenerFinding[] = []
	for (const { chapter, sentence } of sentencesByChapter(script)) {
		const hole = holeIn(sentence, language)
		if (hole) findings.push({ check: 'symbolHoles', chapter, text: sentence, detail: hole })
	}
	return findings
}

// ——— register ———

const USTED_IMPERATIVES =
	'pulse|presione|oprima|haga|seleccione|elija|escoja|escriba|teclee|introduzca|abra|cierre|guarde|edite|ejecute|utilice|use|vaya|compruebe|verifique|asegúrese|instale|desinstale|active|desactive|marque|desmarque|inserte|copie|pegue|borre|elimine|añada|agregue|cree|defina|configure|indique|especifique|consulte|lea|recuerde|tenga|observe|fíjese|mire|considere|evite|intente|pruebe|cambie|modifique|arrastre|suelte|mantenga|descargue|inicie|reinicie|cargue|imprima|exporte|importe|busque|sustituya|reemplace|coloque|sitúe|ponga|deje|acepte|cancele|confirme|siga|repita|ajuste|aplique|asigne|emplee|habilite|deshabilite|desplace|mueva|rellene|complete|espere|vuelva|navegue|visite|obtenga|empiece|comience|termine|finalice|efectúe|realice|diríjase'

const USTED = [
	// an imperative where a clause starts: «Edite su fichero», «…, pulse Aceptar», «y guarde»
	new RegExp(
		`(?:^|[,;:]\\s*|[¿¡«"“(]|\\s(?:y|e|o|u|luego|después|primero|entonces|ahora|finalmente|simplemente)\\s+)(?:${USTED_IMPERATIVES})(?!\\p{L})`,
		'iu',
	),
	/(?<!\p{L})usted(?!\p{L})/iu,
	/(?<!\p{L})(?:si|cuando|lo que|como|donde)\s+(?:usted\s+)?(?:lo\s+)?(?:desea|desee)(?!\p{L})/iu,
	/(?<!\p{L})sus?\s+(?:ordenador|equipo|computadora|teclado|pantalla|escritorio|navegador|cuenta|contraseña|ratón|fichero|archivo|documento)/iu,
]

/** Sentences in usted in a castellano or latino script, whose hosts use tú (and vosotros in castellano). */
function registerMismatches(script: Script, language: ScriptLanguage): ListenerFinding[] {
	if (language === 'english') return []
	const patterns = language === 'castellano' ? [...USTED, /(?<!\p{L})ustedes(?!\p{L})/iu] : USTED
	const findings: ListenerFinding[] = []
	for (const { chapter, sentence } of sentencesByChapter(script))
		if (patterns.some((pattern) => pattern.test(sentence)))
			findings.push({ check: 'registerMismatches', chapter, text: sentence })
	return findings
}

// ——— chapter titles ———

/** Titles said before in the same script, cut («…», a last word that needs more) or without a word (a page number). */
function badChapterTitles(script: Script): ListenerFinding[] {
	const seen = new Set<string>()
	const findings: ListenerFinding[] = []
	for (const { title } of script.sections) {
		const key = fold(title)
		const problem = seen.has(key)
			? 'repeated'
			: /(?:\.\.\.|…)\s*$/u.test(title)
				? 'cut with an ellipsis'
				: DANGLING_WORDS.has(key.split(' ').at(-1) ?? '')
					? 'ends in a word that needs more'
					: /\p{L}/u.test(title)
						? null
						: 'no words'
		seen.add(key)
		if (problem) findings.push({ check: 'badChapterTitles', chapter: title, text: title, detail: problem })
	}
	return findings
}
