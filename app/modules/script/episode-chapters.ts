import { chapterTitles, headingTitle } from './chapter-titles.ts'
import { namesWhatWasLost } from './given-nouns.ts'
import { leansOnBefore, opensOnRelationalNoun, pointsAtEarlier, qualifiesBefore } from './passages.ts'
import { isShortStep, startsWithOrder } from './register.ts'
import { withoutRunningHeaders } from './running-headers.ts'
import type { ScriptSource } from './script-types.ts'
import { contentWords, scoreSentences, splitAllSentences } from './sentences.ts'
import { endsOnLabel, withoutUnnamedControls } from './unnamed-controls.ts'

/**
 * The chapters of an episode from the document's own structure: its headed sections, grouped at the shallowest
 * heading level that gives enough chapters with something to say, the richest of them kept in the document's order,
 * titled with their heading (numbering and page numbers taken off, original casing). Text without headings (pasted
 * text) is split into consecutive parts titled with their key term. Pure functions.
 */

/** `cue`: the source's own question right before the sentence, which the sentence answers: the presenter asks it. */
export type RankedSentence = {
	sentence: string
	index: number
	score: number
	cue?: string
	/** text of the source right before it is not said (a list's items, code): it is never joined to the sentence before */
	afterGap?: true
	/** the first sentence said of a paragraph after one of prose: an answer long enough ends before it */
	opensParagraph?: true
	/** a paragraph that opens saying what a named thing is («LaTable es un ayudante…»): an answer ends before it */
	opensTopic?: true
	/** the heading of the section it opens */
	section?: string
}
export type ChapterDraft = { title: string; sentences: RankedSentence[] }

/**
 * Addresses, e-mails, commands, options, paths, file names and identifiers may inform the episode, never be read in
 * it: a sentence with one is left out.
 */
const UNSPEAKABLE = new RegExp(
	[
		/https?:\/\/|\bwww\.|[\w.+-]+@[\w-]+\.\w|\w:\/|\w\/[\w.-]+\/[\w.-]/u.source,
		/(?<!\d\s?)%|(?:^|\s)[$#]\s|\$\$|\$\S|[{}`\\]|\.\.\p{L}|(?:^|\s)\.\p{Ll}{2,4}\b|(?:^|\s)--?[a-z][\w-]*|\[(?!\s*\d{1,3}(?:\s*[,–-]\s*\d{1,3})*\s*\])[^\]]{1,60}\]/u
			.source,
		/(?:^|[\s(«"“'])\/(?:usr|etc|var|home|bin|tmp|dev|opt|srv|boot|lib|proc|sys)\b|\w\/\*|\*\.\w|\*\/\w|\p{L}\/(?=[\s,.;:»]|$)|«[^\s»]»|«\s*»|“\s*”|«~/u
			.source,
		/\b[\w-]+\.(?:tar|gz|bz2|xz|zip|deb|dsc|changes|conf|cfg|txt|html?|sh|py|js|json|xml|ya?ml|diff|patch|orig|ini|log|gpg|list)\b/u
			.source,
		/\p{L}_\p{L}|\b\d{1,3}(?:\.\d{1,3}){3}\b|\b\p{Ll}[\w-]*\.[a-z]{2,8}\b(?!\.\w)/u.source,
	].join('|'),
	'u',
)

/** Longer than this, a «sentence» is a table or a list the PDF ran together. */
const MAX_SENTENCE_CHARS = 400

/**
 * The sentences of a text that can be said aloud: none with something UNSPEAKABLE, none that starts in lower case
 * (the rest of a definition list or a broken line), none that ends announcing what was left out ('como sigue:') and
 * none that points elsewhere in the document ('en el capítulo 3', 'en este capítulo', 'haz lo siguiente') and no short
 * question no sentence after it answers (see unansweredQuestion).
 */
export function speakableSentences(text: string) {
	return splitAllSentences(text)
		.filter((sentence) => (sentence.split(' ').length >= 5 || isShortStep(sentence)) && sentence.length <= MAX_SENTENCE_CHARS)
		.map(spokenForm)
		.filter(
			(sentence, index, all) =>
				// a short line is no sentence, unless it is a step («Pulse Finalizar grabación.», «Pulse en Guardar.»)
				(sentence.split(' ').length >= 5 || isShortStep(sentence)) &&
				!UNSPEAKABLE.test(sentence) &&
				!/^[«"“(]?\p{Ll}|^[,;:.)\]]/u.test(sentence) &&
				!/:\s*\.?$/u.test(sentence) &&
				// a quotation standing alone («“La introducción no-tan-corta a LaTeX”»): an example's text, nobody's sentence
				!/^[“«"][^“«”»"]*[”»"][.!?]?$/u.test(sentence) &&
				// a sentence about a lone letter or TeX's escapes («será versión e.», «ˆˆe1»), or a list of questions
				!/\s\p{L}\.$|ˆ|(?:^|\s)[’'`´](?:\p{L}|\s|[.,;]|$)|¿[^¿]*¿/u.test(sentence) &&
				// a symbol no voice says (¤, ☞): the sentence would lose it; menu paths, arrows and keys are said as words
				!/[\p{So}¤](?<![©®™°▸►▶▹←→↑↓⌘⇧⌥])/u.test(sentence) &&
				// «Ve Debian Policy para detalles más lejanos.» (see … for further details): a pointer, not content
				// and «…ve a los manuales Guía del usuario y Objetos insertados para más información.»
				!/\spara (?:más |mayores |otros )?(?:detalles|información|info)(?: más lejanos| adicionales)?[.!]$/u.test(sentence) &&
				// «deberías empezar aquí.»: here is a place in the document, not in the episode
				!/\s(?:aquí|here)[.!]$/u.test(sentence) &&
				// «disponibles en.»: what it pointed at was cut
				(!/\s(?:en|de|del|a|al|con|por|para|desde|hasta|sobre|entre|y|o|the|at|in|from)\.$/u.test(sentence) ||
					endsOnLabel(sentence)) &&
				!POINTS_ELSEWHERE.test(sentence) &&
				// a cross-reference on its own («Véase el manual Introducción para…»)
				!/^(?:V[ée]ase|V[ée]anse|Vea|Consulte|Consulta|See)(?!\p{L})/u.test(sentence) &&
				!/^(?:\p{L}[.)]|\d{1,3}\))\s/u.test(sentence) &&
				!mostlyFigures(sentence) &&
				!namesVariables(sentence) &&
				// a list of letter groups («bl, br, cl, cr, dr, fl…», «pt, ct, cn, ps…»): only spelt out, letter by letter
				!/(?:(?<![\p{L}])\p{Ll}{1,3},\s+){4,}\p{Ll}{1,3}(?![\p{L}])/u.test(sentence) &&
				!isListLine(sentence) &&
				!isLabelList(sentence) &&
				!isGlossaryEntry(sentence) &&
				!isNameLine(sentence) &&
				!isListFragment(sentence) &&
				// a document's date on its own («Hoy es 26 de agosto de 2014.»)
				!(
					sentence.split(' ').length <= 8 &&
					/\d{1,2} de (?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) de \d{4}/iu.test(
						sentence,
					)
				) &&
				// a figure's or a table's caption («Figure 1: Primera fase…», «Cuadro 2.1:»)
				!/(?:^|\s)(?:Figure|Figura|Fig\.|Cuadro|Tabla|Table)\s*\d+(?:\.\d+)*\s*:/u.test(sentence) &&
				// a bracket closed that never opened («Contents, Bibliography, etc.) en inglés…»), or opened and never closed
				balancedBrackets(sentence) &&
				// a bibliography's entry («DAVID P. CARLISLE: Packages…», «URL: …»)
				!/(?:^|\s)(?:\p{Lu}[\p{Lu}\p{N}]{2,}|URL):\s/u.test(sentence) &&
				!unansweredQuestion(sentence, all[index + 1]),
		)
}

/**
 * A sentence as it can be said: without the running header a PDF page put before it, without an alternative that
 * offers only a button's picture («… o con el botón de la barra de herramientas»), and a command named in prose said
 * by its name («el comando \sloppy no debe usarse» → «el comando sloppy…»); '' when nothing sayable is left.
 */
function spokenForm(sentence: string) {
	return commandNames(loadedByName(withoutUnnamedControls(withoutRunningHeader(sentence)) ?? ''))
}

/** The words a command's syntax stands in for («\\usepackage[opciones]{paquete}»): no package of that name. */
const PLACEHOLDERS = /^(?:paquete|paquetes|clase|nombre|opciones|opción|options|option|package|class|name)$/iu

/**
 * A package or a class loaded in LaTeX, said by what it is: «Esto se logra mediante un \usepackage[T1]{fontenc}» →
 * «…mediante el paquete fontenc con la opción T1», «\documentclass{article}» → «la clase article»; its file too
 * («el paquete amsmath.sty»). Options other than one word («scaled=.95»), code opening the sentence and the command's
 * own syntax stay code, not read.
 */
function loadedByName(sentence: string) {
	return (
		sentence
			.replace(
				/(?:(?<![\p{L}])(?:un|una|el|la)\s+)?\\(usepackage|documentclass)(?:\[([\p{L}\d-]+)\])?\{([\p{L}\d-]+)\}/gu,
				(match, command: string, option: string | undefined, name: string, offset: number, text: string) =>
					// code opening a sentence is a line of code and its note, not prose; the command's own syntax («se activan con
					// la orden \usepackage[opciones]{paquete}») is about the command, not a package
					/^\s*$|[.!?:]\s*$|(?:orden|comando|instrucción|macro|sintaxis)\s*$/u.test(text.slice(0, offset)) ||
					PLACEHOLDERS.test(name) ||
					(option !== undefined && PLACEHOLDERS.test(option))
						? match
						: `${command === 'usepackage' ? 'el paquete' : 'la clase'} ${name}${option ? ` con la opción ${option}` : ''}`,
			)
			.replace(PACKAGE_FILE, (match, kind: string | undefined, name: string, extension: string, offset: number, text: string) => {
				// a line without a verb is a title («Trucos para el paquete pifont.sty»), not read
				if (text.split(' ').length <= LIST_LINE_WORDS && !VERB.test(text)) return match
				if (kind) return `${kind}${name}`
				const before = text.slice(0, offset)
				// «los paquetes graphics.sty y graphicx.sty»: the kind said once for the list; «un archivo.sty» is no package
				if (/(?:paquetes?|clases?)\s(?:[^.;:]|\.(?=\p{L}))*(?:,|\s(?:y|o|e|u))\s*$/u.test(before)) return name
				if (/(?<![\p{L}])(?:un|una|el|la|los|las)\s*$/iu.test(before)) return match
				return `${extension === 'sty' ? 'el paquete' : 'la clase'} ${name}`
			})
			// «de el paquete mathptmx» → «del paquete mathptmx», «a el paquete» → «al paquete»
			.replace(/(?<![\p{L}])([Dd]e|[Aa]) el paquete(?![\p{L}])/gu, '$1l paquete')
	)
}

/**
 * A package's or a class's file named in prose («el paquete amsmath.sty», «el paquete obsoleto scrpage.sty»,
 * «calc.sty»): said as the package or the class, its kind said once.
 */
const PACKAGE_FILE =
	/(?<=^|[\s(«"“])((?:paquetes?|clases?)\s+(?:\p{Ll}+\s+)?)?(\p{Ll}[\p{Ll}\d-]*)\.(sty|cls)(?![\p{L}\d])(?!\.\p{L})/gu

/**
 * One or two commands named in a sentence of prose («\sloppy», «\newline») lose their backslash: a guide about them
 * is about their names. Code (braces, brackets, «\\», a command with arguments, more commands) is left as it is, and
 * not read.
 */
function commandNames(sentence: string) {
	const commands = sentence.match(/\\[A-Za-z]+/gu) ?? []
	if (!commands.length || commands.length > 2 || /[{}[\]$%]|\\(?![A-Za-z])|\\[A-Za-z]+[*]/u.test(sentence)) return sentence
	return sentence.replace(/\\(?=[A-Za-z])/gu, '')
}

/** A book's running header: its section number, title and page number («2.13 Protección de órdenes frágiles 49»). */
const RUNNING_HEADER = /^\d{1,2}(?:\.\d{1,2})+\.?\s+\p{Lu}[^.!?]{2,80}?\s\d{1,4}(?:\s+(?=[\p{Lu}¿¡«"“])|[.]?$)/u

/**
 * A sentence without the running header a PDF page put before it («2.13 Protección de órdenes frágiles 49 El ejemplo
 * siguiente…» → «El ejemplo siguiente…»); '' when it was only the header (or the header and a table's caption).
 */
function withoutRunningHeader(text: string) {
	// a footnote's number before its text («16 Se recomienda…»); a year has four digits; a page's header inside a
	// sentence broken by the page («…un paquete LATEX 6.2 Fundiciones y tamaños 117 que contenga…»)
	const sentence = text
		.replace(/^\d{1,3}\s+(?=\p{Lu}\p{Ll})/u, '')
		.replace(/\s\d{1,2}\.\d{1,2}\s+\p{Lu}[\p{Ll}\s]{3,60}?\s\d{1,3}(?=\s\p{Ll})/u, '')
	const header = RUNNING_HEADER.exec(sentence)
	if (!header) return withoutRunInHeading(sentence)
	const rest = sentence.slice(header[0].length)
	return /^(?:Cuadro|Tabla|Figura|Table|Figure)\s+\d/u.test(rest) ? '' : withoutRunInHeading(rest)
}

/**
 * A heading run into its text: a short title, maybe numbered, then a capital that opens a sentence («Resumen La
 * división…», «15 Discusión En la curva…», «Objetivo Explore…»). A capitalised article or conjunction never follows a
 * word inside a sentence, so the title goes.
 */
const RUN_IN_HEADING =
	/^(?:\d{1,3}(?:\.\d{1,2})*\.?\s+)?\p{Lu}[\p{L}\p{N}-]*(?:\s+(?:de|del|y|e|\p{Ll}[\p{L}\p{N}-]*|\p{Lu}[\p{L}\p{N}-]*)){0,7}\s+(?=(?:El|La|Los|Las|Un|Una|En|Este|Esta|Estos|Estas|Cuando|Si|Para|Con|Por|Cada|Se|No|Hay|Lo|Al|Como|Nuestro|Nuestra|Nuestros|Nuestras|Su|Sus|Aunque|Durante|Desde|Según|Contiene|Describe|Explica|Muestra|Incluye|Presenta|Permite|Ofrece|Puedes|Puede|Otros|Otras|Algunos|Algunas|Todos|Todas|Existen|Usa|Usan|Tiene|Tienen)\s)/u

function withoutRunInHeading(text: string) {
	// a list item's bullet goes first («- Tutorial Si eres novato…»), and a book's title in quotes printed above the
	// page («“La introducción no-tan-corta a LaTeX” Los caracteres…»)
	const sentence = text.replace(/^[-–—•·*]\s+/u, '').replace(/^[“"«][^”"»]{3,80}[”"»]\s+(?=\p{Lu}\p{Ll})/u, '')
	// a definition list's terms that are codes, then their definition («10pt, 11pt, 12pt Establece el tamaño…»): the
	// terms cannot be said as a sentence's start, and the definition says nothing without them
	if (/^(?:[\p{L}-]*\d[\p{L}\p{N}-]*,?\s+)+\p{Lu}\p{Ll}/u.test(sentence)) return ''
	// a term and a definition without a verb («MetaPost Toda la potencia de METAFONT, pero generando…»): a list's line
	const term = /^\p{Lu}[\p{L}\p{N}-]*\s+(\p{Lu}\p{Ll}+\s.*)$/u.exec(sentence)
	if (term && !FINITE_VERB.test(term[1]!) && !startsWithOrder(sentence)) return ''
	const heading = RUN_IN_HEADING.exec(sentence)
	// «Madrid y La Mancha…»: a title never ends in a conjunction or a preposition
	if (!heading || /\s(?:de|del|y|e|o|u|en|a|con|por|para)\s+$/u.test(heading[0])) return sentence
	const rest = sentence.slice(heading[0].length)
	// a definition list's term and «un…» without a verb («TeX Live Un sistema completo de TeX para…»): a list's line,
	// not a sentence
	return /^(?:Un|Una|Unos|Unas)\s/u.test(rest) && !FINITE_VERB.test(rest) ? '' : rest
}

/**
 * A sentence to tell, the source's own question it answers when the source asks one right before it, and whether
 * text right before it is not said.
 */
type Told = { sentence: string; cue?: string; afterGap?: true; opensParagraph?: true; opensTopic?: true; section?: string }

/**
 * A sentence that leads into a list or an example («Para Mac OS X hay algunos editores que…», «…los siguientes:»,
 * «Hay varias maneras de hacerlo.»): said without what it leads into, the sentence after it seems to be the list.
 */
function announcesList(sentence: string) {
	return (
		/:$/u.test(sentence.replace(/[.\s]+$/u, '')) ||
		/(?<![\p{L}])(?:los|las) siguientes(?![\p{L}])/iu.test(sentence) ||
		/^(?:\S+\s+){0,5}(?:hay|existen|tiene|tienen|ofrece|ofrecen|proporciona|proporcionan) (?:algunos|algunas|varios|varias|diversos|diversas|muchos|muchas|distintos|distintas|numerosos|numerosas|otros|otras|dos|tres|cuatro)\s+\p{L}+/iu.test(
			sentence,
		) ||
		// «A continuación tienes una descripción rápida de…», «A continuación se presentan algunas razones…»
		/^A continuación\s+(?:se\s|tienes|tiene|tenéis|hay|encontrarás|encontrará|verás|verá|puedes ver|puede ver|figura|figuran|aparece|aparecen)/u.test(
			sentence,
		)
	)
}

/**
 * The speakable sentences of consecutive paragraphs, without those that lean on a sentence left out («LaTeX tiene dos
 * órdenes: [code] Y la segunda orden…», «[a dropped line] Cualquier cosa que siga a esta orden…»): what they point at
 * is never heard, so they would point at nothing. A question the source asks (a FAQ's entry, a heading) is never read
 * out by the guest: one that stands on its own is the cue of the sentence that answers it, which the presenter asks;
 * the answer to one that cannot be asked goes too when it is no sentence on its own («Con GNU recode, con MIME…»).
 */
function speakableParagraphs(
	paragraphs: readonly string[],
	{ cue, heading, addressed = false }: { cue?: string | null; heading?: string | null; addressed?: boolean } = {},
): Told[][] {
	// under a heading, a first sentence leaning on the one before would lean on the heading or the section above; in a
	// section whose heading went (a page's header), on a sentence of the section above that may not be said
	let afterGap = true
	let proseBefore = false
	let pending = cue ?? undefined
	let afterQuestion = false
	// the sentence said last, and the paragraph's list it is in: a lead-in whose list is not said goes
	let last: { told: Told; list: Told[] } | undefined
	// what the section said so far (its heading too), and the source's sentence right before when it was not said: a
	// definite «el problema» that only that sentence named points at what the episode never said
	let heard = heading ?? ''
	let lost: string | undefined
	const lose = () => {
		if (last && !last.told.cue && announcesList(last.told.sentence)) last.list.splice(last.list.indexOf(last.told), 1)
		last = undefined
		afterGap = true
	}
	return paragraphs.map((paragraph) => {
		// an entry of a list of file types («.sty Paquete de macros. Es un fichero que…»): its term is no word to say,
		// and its sentences mean nothing without it
		if (FILE_TYPE_ENTRY.test(paragraph) || TERM_ENTRY.test(paragraph) || labelledItem(paragraph)) {
			lose()
			return []
		}
		const kept = speakableSentences(paragraph)
		const said: Told[] = []
		// a question kept for the answer's next sentence: not past the answer's paragraph
		let carried = false
		// after a paragraph of prose (not a list's item, not a step), the next paragraph is another answer
		const afterProse = proseBefore
		const sentences = splitAllSentences(paragraph)
		proseBefore = sentences.length >= 2
		for (const sentence of sentences) {
			// a short question («¿Cómo se soluciona esto?») counts; other short lines were never sentences
			if (sentence.split(' ').length < 5 && !/\?/u.test(sentence) && !isShortStep(sentence)) {
				// a line of code («TEXMFROOT = $SELFAUTOPARENT»): what «Esto quiere decir…» after it explains is not said
				if (CODE_LINE.test(sentence)) lose()
				continue
			}
			const cleaned = spokenForm(sentence)
			const speakable = kept.find((candidate) => sentence.endsWith(candidate) || cleaned === candidate)
			const lostBefore = lost
			lost = sentence
			const asked = pending
			pending = undefined
			carried = false
			const answersQuestion = afterQuestion
			afterQuestion = false
			if (!speakable) {
				// «A veces esto no es deseable. En tal caso, usa \input{…}»: what resolves the sentence before is not said,
				// so neither is that sentence
				if (last && !last.told.cue && qualifiesBefore(sentence)) {
					last.list.splice(last.list.indexOf(last.told), 1)
					last = undefined
				}
				lose()
				if (/\?/u.test(sentence)) {
					pending = askableQuestion(withoutRunningHeader(sentence)) ?? undefined
					afterQuestion = pending === undefined
					if (pending) {
						heard += ` ${pending}`
						lost = undefined
					}
				}
				continue
			}
			// the source asks and answers at once («¿Puedo…? Sí, …»): the presenter asks, the guest answers
			const question = /\?$/u.test(speakable) ? askableQuestion(speakable) : null
			if (question) {
				pending = question
				heard += ` ${question}`
				lost = undefined
				afterGap = true
				continue
			}
			// the answer of a question nobody asks, and no sentence without it
			if (answersQuestion && !VERB.test(speakable)) continue
			if (
				afterGap &&
				(leansOnBefore(speakable, { addressed }) ||
					pointsAtEarlier(speakable) ||
					NEXT_IN_SEQUENCE.test(speakable) ||
					(lostBefore !== undefined && namesWhatWasLost(speakable, lostBefore, `${heard} ${asked ?? ''}`))) &&
				// «¿Por qué…? Sí, …», «El problema aparece cuando…»: an answer may lean on its question
				!(asked && (ANSWER_OPENING.test(speakable) || opensOnRelationalNoun(speakable)))
			) {
				// the question goes to the answer's next sentence that stands on its own, in the same paragraph
				if (asked) {
					pending = asked
					carried = true
				}
				continue
			}
			const told: Told = {
				sentence: speakable,
				...(asked ? { cue: asked } : {}),
				...(afterGap ? { afterGap: true } : {}),
				...(said.length === 0 && afterProse ? { opensParagraph: true } : {}),
				...(said.length === 0 && DEFINES_NAME.test(speakable) ? { opensTopic: true } : {}),
			}
			afterGap = false
			heard += ` ${speakable}`
			lost = undefined
			said.push(told)
			last = { told, list: said }
		}
		if (carried) pending = undefined
		return said
	})
}

/**
 * «Ahora escriba el texto…», «A continuación…»: the next of a sequence whose steps before it were not said (code, a
 * list): after text left out, it would follow on from nothing. «A continuación se presentan…» leads into what follows.
 */
const NEXT_IN_SEQUENCE = /^(?:Ahora|A continuación|Seguidamente|Acto seguido|En segundo lugar|Al final)(?![\p{L}])(?!\s+se\s)/u

/** «LaTable es un ayudante…», «TeXnic Center es…»: a sentence saying what a named thing is. */
const DEFINES_NAME = /^\p{Lu}[\p{L}\d-]*(?:\s\p{Lu}[\p{L}\d-]*)*\s(?:es|son)\s(?:un|una|unos|unas|el|la|los|las)\s/u

/** A short line with a character of code or of a path («TEXMFROOT = $SELFAUTOPARENT», «\\usepackage{graphicx}»). */
const CODE_LINE = /[=$\\{}<>|/_]|\w\.\w/u

/**
 * A paragraph that opens with a term in lower case or a line of code and its definition («titlepage, notitlepage
 * Indica si…», «\\includeonly{…} Tras ejecutar esta orden…»): an entry of a list of options or orders, whose
 * sentences after the first are about a term not said.
 */
const TERM_ENTRY = /^(?:(?:\p{Ll}[\p{L}\d-]*,?\s+){1,4}|\S*[\\{}=$]\S*\s+)\p{Lu}\p{Ll}+\s/u

/**
 * A numbered item that opens with its label («4. Digitación directa (Hülle). La ventaja de esta variante es obvia…»):
 * its sentences are about an item whose label no voice says, one of a list not told.
 */
function labelledItem(paragraph: string) {
	const label = /^\d{1,2}[.)]\s+([^.!?:]{1,80})[.:]\s+\p{Lu}/u.exec(paragraph)?.[1]
	return label !== undefined && isListLine(`${label}.`)
}

/** A paragraph that opens with a file's extension: an entry of a list of file types. */
const FILE_TYPE_ENTRY = /^\s*\.[\p{Ll}\d]{1,5}\s+\S/u

/** How an answer may open on its question: «Sí, …», «No, …», «Pues…», «Porque…», «Depende…». */
const ANSWER_OPENING = /^[¡«"“]?(?:Sí|No|Pues|Porque|Depende|Claro|Bueno|Desde luego|Efectivamente)(?![\p{L}])/u

/**
 * A question of the source as the presenter may ask it: its numbering off («6.4. ¿Por qué…?»), the first of two
 * wordings («¿Cómo puedo usar TEX? o ¿Qué es lo mínimo…?»); null when it does not stand on its own — not one whole
 * question, too long to say, something no voice says, or a pointer at what came before («¿Cómo se soluciona esto?»).
 */
function askableQuestion(text: string) {
	const question = text
		.trim()
		.replace(/^(?:\d{1,3}(?:\.\d{1,3})*\.?|[\p{L}][.)])\s+/u, '')
		.replace(/^(¿[^¿?]+\?)\s+(?:o|u|or)\s+¿[^¿]*$/u, '$1')
	if (!/^¿[^¿?]+\?$/u.test(question)) return null
	const words = question.split(/\s+/u).length
	if (words < 3 || words > MAX_QUESTION_WORDS) return null
	if (UNSPEAKABLE.test(question) || POINTS_ELSEWHERE.test(question) || POINTS_AT_SOMETHING.test(question)) return null
	return question
}

/** A source question said as it is written: a longer one is a paragraph, not a question. */
const MAX_QUESTION_WORDS = 30
/** A question about «esto», «este problema», «esta FAQ»: what it points at is not in the episode. */
const POINTS_AT_SOMETHING =
	/(?<![\p{L}])(?:esto|eso|ello|aquello|este|esta|estos|estas|ese|esa|esos|esas|dicho|dicha|anterior|anteriores|siguiente|siguientes)(?![\p{L}])/iu

/**
 * A question in a document is a heading ('¿Cómo puedo ayudar?') or a FAQ's entry: the presenter asks the questions, and
 * the guest never reads one out unanswered. One the next sentence answers («¿Por qué…? Porque…») is the author's
 * rhetoric, and stays.
 */
function unansweredQuestion(sentence: string, next: string | undefined) {
	return /\?/u.test(sentence) && !(/\?$/u.test(sentence) && /^[¡«"“]?(?:Porque|Pues|Sí|No)(?![\p{L}])/u.test(next ?? ''))
}

/** A verb, or a word that looks like one: a line without any is no sentence. */
const VERB =
	/(?<![\p{L}])(?:es|son|está|están|era|eran|fue|fueron|será|serán|sería|hay|había|ha|han|he|has|hemos|tiene|tienen|puede|pueden|debe|deben|hace|hacen|va|van|se|existe|existen|permite|permiten|usa|usan|utiliza|utilizan|sirve|sirven|incluye|incluyen|contiene|contienen|ofrece|ofrecen|funciona|funcionan|aparece|aparecen|muestra|muestran|da|dan|queda|quedan|parece|parecen|depende|dependen|necesita|necesitan|is|are|was|were|has|have|can|does|do)(?![\p{L}])|\p{L}{2,}(?:ar|er|ir|ado|ada|ados|adas|ido|ida|idos|idas|ando|iendo|aba|aban|ía|ían|ó|aron|ieron|rá|rán|ría|rían|mos|an|en|ed|ing)(?![\p{L}])/iu
const LIST_LINE_WORDS = 8

/**
 * A list's line or a table's header read as a sentence («Tipos y tamaños de letra.», «Obsoleto Remplazo en LaTeX»): a
 * few words, no verb and no article among them.
 */
function isListLine(sentence: string) {
	// an order («Elija Herramientas ▸ Macros ▸ Grabar macro.») is a step, however short
	if (startsWithOrder(sentence)) return false
	// what a bracket adds is not said («Patrones de partición de palabras (silabeo o guionado).»)
	const said = sentence.replace(/\s*\([^()]*\)/gu, '')
	return said.split(' ').length <= LIST_LINE_WORDS && !VERB.test(said) && !ARTICLE.test(said)
}

/**
 * A glossary's entry read as a sentence: a term, a colon and a definition with no verb («LaTeX: Paquete de macros
 * construido sobre TeX.», «Clases: Descripciones de un tipo de documento.»), or one that opens on its verb with the
 * term for subject («Estilos: Alteran algún aspecto…»), which no voice can say as it is written.
 */
function isGlossaryEntry(sentence: string) {
	const entry = /^([^:]{1,40}):\s+(\p{Lu}.*)$/u.exec(sentence)
	if (!entry || entry[1]!.split(' ').length > 4) return false
	const opening = /^\p{Lu}\p{Ll}+/u.exec(entry[2]!)?.[0]
	if (opening && /\p{Ll}{3,}(?:an|en)$/u.test(opening) && FINITE_VERB.test(opening.toLocaleLowerCase('es'))) return true
	// a relative clause is the definition's («…, que usa toda la potencia de LaTeX»), not a main verb
	const definition = entry[2]!.replace(/\s*\([^()]*\)/gu, '').split(/,?\s(?:que|donde|cuyo|cuya|cuyos|cuyas)\s/u)[0]!
	return !FINITE_VERB.test(definition)
}

/** VERB without infinitives, participles and gerunds («construido», «usando»), which a definition has without a verb. */
const FINITE_VERB = new RegExp(VERB.source.replace('ar|er|ir|ado|ada|ados|adas|ido|ida|idos|idas|ando|iendo|', ''), VERB.flags)

/**
 * An affiliation, a title page's line or a list of names («Departamento de Tecnología de la Información e Ingeniería
 * Eléctrica.»): most of its words capitalised and no verb.
 */
function isNameLine(sentence: string) {
	// an order with a menu path («Elija Herramientas ▸ Macros») is all names too, and a step
	if (startsWithOrder(sentence) || sentence.includes('▸')) return false
	const words = sentence.split(/\s+/u).filter((word) => word.length > 3)
	const capitalised = words.filter((word) => /^[«"“(]?\p{Lu}/u.test(word)).length
	// a verb is written in lower case; «Tecnología» only ends like one
	const lowerWords = sentence.split(/\s+/u).filter((word) => !/^[«"“(]?\p{Lu}/u.test(word))
	return words.length >= 3 && capitalised >= words.length * 0.6 && !FINITE_VERB.test(lowerWords.join(' '))
}

/**
 * A list's item that opens with how or from where, with no verb of its own once its relative clauses are left out
 * («A partir de DVI, usando dvipdfm, que genera PDF…, insertando los gráficos.», «Usando pdfTeX, que procesa…»).
 */
function isListFragment(sentence: string) {
	if (!/^(?:Desde|A partir de|Usando|Utilizando|Mediante)\s/u.test(sentence)) return false
	const main = sentence.replace(/,?\s(?:que|donde|cuyo|cuya)\s[^,;.]*(?:\sy\s[^,;.]*)?/gu, '')
	const lowerWords = main.split(/\s+/u).filter((word) => !/^[«"“(]?\p{Lu}/u.test(word))
	return !FINITE_VERB.test(lowerWords.join(' ')) && !/(?<![\p{L}])se\s\p{L}/u.test(main)
}

function balancedBrackets(sentence: string) {
	let depth = 0
	for (const char of sentence) {
		if (char === '(') depth++
		else if (char === ')' && --depth < 0) return false
	}
	return depth === 0
}

/**
 * Labels and their values run together («Traducción al inglés: 4 Traducción al francés: 5…», «Autor: X Fecha: Y»):
 * two colons or more, and no part between them long enough to be a sentence.
 */
function isLabelList(sentence: string) {
	const parts = sentence.split(':')
	return parts.length >= 3 && parts.every((part) => part.trim().split(/\s+/u).length <= 6)
}

/** A sentence names what it talks about with an article; a list's line seldom does (Spanish «a» is a preposition). */
const ARTICLE = /(?<![\p{L}])(?:el|la|los|las|un|una|unos|unas|lo|al|the|an)(?![\p{L}])/iu

/** A list of years, versions or figures with names (credits, changelogs) rather than a sentence. */
function mostlyFigures(sentence: string) {
	const words = sentence.split(' ')
	return words.filter((word) => /\d/u.test(word)).length > Math.max(2, words.length * 0.25)
}

/**
 * A sentence naming three or more variables or constants («TEXMFHOME, TEXMFVAR y TEXMFCONFIG…», «MAX_PATH»): a
 * listing to read on a page, spelled out letter by letter when heard.
 */
function namesVariables(sentence: string) {
	const names = new Set(sentence.match(/(?<![\p{L}\p{N}_])\p{Lu}[\p{Lu}\p{N}_]{6,}(?![\p{L}\p{N}_])/gu) ?? [])
	return names.size >= 3
}

/** A sentence that points to another part of the document or to what follows it in print makes no sense heard. */
const POINTS_ELSEWHERE =
	/\b(?:[Cc]ap[ií]tulo|[Ss]ecci[óo]n|[Aa]partado|[Aa]p[ée]ndice|[Ff]igura|[Tt]abla|[Cc]uadro|[Cc]hapter|[Ss]ection)\s+(?:\d|[A-Z]\b)|\b(?:[Rr]egla|[Nn]orma|[Ee]cuaci[óo]n|[Ff][óo]rmula|[Ll]istado|[Rr]ule|[Ee]quation)\s+\d{1,3}(?![\d.,]\d)|\b(?:[Ee]n|[Ss]ee) (?:el|the|este|esta|this) (?:cap[ií]tulo|capitulo|apartado|secci[óo]n|chapter|section)\b|(?:lo siguiente|a continuación|como sigue|más abajo|más arriba|the following)\s*[.:]?$|(?:de la siguiente (?:manera|forma)|del siguiente modo|lo siguiente|como sigue)\s*:|\b(?:las|los) siguientes (?:entradas|líneas|órdenes|pasos|opciones|valores|archivos|ficheros)\b|\b(?:la|el|los|las) (?:secci[óo]n|cap[ií]tulo|apartado|figura|tabla|cuadro|ejemplo)(?:es|s)? (?:siguientes?|anterior(?:es)?)\b|\bcomo se (?:describe|explica|muestra|indica|detalla|ve) (?:en|m[áa]s)\b|\b(?:[Ee]l|[Ll]a|[Ll]os|[Ll]as) (?:ejemplos?|figuras?|tablas?|listas?|[óo]rdenes|orden|c[óo]digos?|pasos?|l[íi]neas?) siguientes?\b|\b(?:[Ee]l|[Ll]a|[Ll]os|[Ll]as) siguientes? (?:(?:dos|tres|cuatro|cinco) )?(?:ejemplos?|figuras?|tablas?|listas?|[óo]rdenes|orden|c[óo]digos?|pasos?|l[íi]neas?)\b|\b(?:[Pp]reguntas?|[Rr]espuestas?)\s*\d+(?:\.\d+)+|§\s*\d|\b[Vv][ée]anse?\s+(?:(?:la|el|las|los)\s+)?(?:\p{L}+\s+)?\d/u

/** Past this many sentences in most groups, a deeper heading level (with enough groups) is taken instead. */
const MAX_GROUP_SENTENCES = 30

function median(values: readonly number[]) {
	const sorted = [...values].sort((a, b) => a - b)
	return sorted[Math.floor(sorted.length / 2)] ?? 0
}

/** A chapter needs this many sentences to be worth a question and an answer. */
const MIN_SENTENCES = 3

type Group = { heading: string | null; sentences: Told[] }

export function chapterDrafts({
	sources,
	sections,
	count,
	title,
	wanted = 0,
	weigh = (score) => score,
	addressed = false,
}: {
	sources: string
	sections?: readonly ScriptSource[]
	count: number
	title: string
	/** how many sentences the episode could use: short sections make more chapters to reach it */
	wanted?: number
	/** changes a sentence's score (another take on regenerate) */
	weigh?: (score: number, index: number) => number
	/** the document speaks to its reader as usted (register.ts's addressesReader) */
	addressed?: boolean
}): ChapterDraft[] {
	// running headers go first: they are found over the whole document
	const paragraphs = withoutRunningHeaders((sections ?? []).flatMap((section) => section.paragraphs))
	let at = 0
	const cleaned = (sections ?? []).map((section) => ({
		...section,
		paragraphs: section.paragraphs.map(() => paragraphs[at++]!),
	}))
	const [text] = sections?.length ? [sources] : withoutRunningHeaders([sources])
	const groups = structuredGroups(cleaned, count, addressed) ?? paragraphGroups(text!, count, addressed)
	// Scores over every sentence of the episode, so a sentence is compared with the whole document.
	const all = groups.flatMap((group) => group.sentences.map((told) => told.sentence))
	const scores = scoreSentences(all)
	let offset = 0
	const ranked = groups.map((group) => {
		// a sentence that says what its heading names belongs there more than one that does not
		const headingWords = new Set(group.heading ? contentWords(group.heading) : [])
		const sentences = group.sentences.map(({ sentence, cue, afterGap, opensParagraph, opensTopic, section }, i) => {
			const index = offset + i
			const onTopic = contentWords(sentence).some((word) => headingWords.has(word)) ? 1.5 : 1
			const score = weigh(scores[index]!.score * onTopic, index)
			return {
				sentence,
				index,
				score,
				...(cue ? { cue } : {}),
				...(afterGap ? { afterGap } : {}),
				...(opensParagraph ? { opensParagraph } : {}),
				...(opensTopic ? { opensTopic } : {}),
				...(section ? { section } : {}),
			}
		})
		offset += group.sentences.length
		return { heading: group.heading, sentences }
	})
	const titleWords = new Set(contentWords(title))
	const byWeight = ranked
		.map((group, position) => ({ group, position, weight: groupWeight(group, titleWords) }))
		.sort((a, b) => b.weight - a.weight)
	// short sections (slides, help pages): more of them, up to twice as many chapters, until there is enough to say
	let taken = Math.min(count, byWeight.length)
	const size = (n: number) => byWeight.slice(0, n).reduce((sum, { group }) => sum + group.sentences.length, 0)
	while (taken < Math.min(byWeight.length, count * 2) && size(taken) < wanted) taken++
	const chosen = byWeight
		.slice(0, taken)
		.sort((a, b) => a.position - b.position)
		.map(({ group }) => group)
	const drafts = splitToCount(chosen, count)
	// unique titles: a heading the document repeats is told apart by the section it sits in or a key term
	const titles = chapterTitles(
		drafts.map((draft) => ({ heading: draft.heading, sentences: draft.sentences.map((entry) => entry.sentence) })),
		{ episodeTitle: title, sections },
	)
	return drafts.map((draft, index) => ({ title: titles[index]!, sentences: draft.sentences }))
}

/**
 * The sections grouped at the shallowest heading level that gives `count` groups of at least MIN_SENTENCES
 * sentences (deeper sections belong to the group above them); null when the sources have fewer than two headings.
 */
function structuredGroups(sections: readonly ScriptSource[], count: number, addressed: boolean): Group[] | null {
	const headed = withoutRepeatedHeadings(sections)
	if (headed.filter((section) => section.heading).length < 2) return null
	const levels = [...new Set(headed.map((section) => section.level))].sort((a, b) => a - b)
	// a heading that is the source's question is asked before what answers it
	const told = headed.map((section) => {
		const sentences = speakableParagraphs(section.paragraphs, {
			cue: section.heading ? askableQuestion(section.heading) : undefined,
			heading: section.heading,
			addressed,
		}).flat()
		// the section's first sentence keeps its heading: what its steps are for when the section joins a chapter
		const [first, ...rest] = sentences
		return first && section.heading ? [{ ...first, section: section.heading }, ...rest] : sentences
	})
	let best: Group[] = []
	for (const level of levels) {
		const groups: Group[] = []
		// the chapter number of the open group, from its numbered headings («2.4 Guiones» is in chapter 2)
		let chapter: number | null = null
		headed.forEach((section, index) => {
			const sentences = told[index]!
			const last = groups.at(-1)
			const number = chapterNumber(section.heading)
			// a section numbered in another chapter than the open group's opens a group of its own: the chapter's
			// heading was lost («6.1.1 Órdenes nuevas» after chapter 5's sections)
			const anotherChapter = number !== null && chapter !== null && number !== chapter
			if (section.heading && (section.level <= level || anotherChapter)) {
				groups.push({ heading: section.heading, sentences: [...sentences] })
				chapter = number
			} else if (last) {
				last.sentences.push(...sentences)
				chapter ??= number
			} else {
				groups.push({ heading: section.heading, sentences: [...sentences] })
				chapter = number
			}
		})
		// slides and short help sections: two sentences make a chapter when most sections have no more
		const sizes = groups.map((group) => group.sentences.length).sort((a, b) => a - b)
		const least = (sizes[Math.floor(sizes.length / 2)] ?? 0) < MIN_SENTENCES ? MIN_SENTENCES - 1 : MIN_SENTENCES
		const usable = groups.filter((group) => group.sentences.length >= least)
		const enough = usable.length >= count
		// a book's chapters of hundreds of sentences are told through their sections, whose headings say what is told
		const huge = median(usable.map((group) => group.sentences.length)) > MAX_GROUP_SENTENCES
		if (usable.length > best.length || (enough && best.length >= count)) best = usable
		if (enough && !huge) break
	}
	return best.length ? best : null
}

/**
 * A PDF's running header read as a heading repeats the heading of the chapter it is printed in («1 «Pecados
 * Capitales»» inside «1. «Pecados Capitales»»): it opens no section, and what follows it goes on with the one before.
 */
function withoutRepeatedHeadings(sections: readonly ScriptSource[]): ScriptSource[] {
	const open = new Map<number, string>()
	// «98 Producción de gráficos» in a book whose sections are numbered 1.1 to 6.6: a page number and its running
	// header, not chapter 98
	const chapters = sections.map((section) => chapterNumber(section.heading)).filter((number) => number !== null)
	const lastChapter = chapters.length >= 3 ? Math.max(...chapters) : null
	return sections.map((section) => {
		if (!section.heading) return section
		const page = /^(\d{1,4})\s+\p{Lu}/u.exec(section.heading)
		if (page && lastChapter !== null && Number(page[1]) > lastChapter) return { ...section, heading: null }
		const key = headingKey(section.heading)
		if (open.get(section.level) === key) return { ...section, heading: null }
		open.set(section.level, key)
		for (const level of [...open.keys()]) if (level > section.level) open.delete(level)
		return section
	})
}

/** The chapter a heading numbered «2.4.1 …» belongs to (2); null without such numbering. */
function chapterNumber(heading: string | null) {
	const number = heading ? /^(\d{1,2})\.\d{1,2}(?:\.\d{1,2})*\.?\s/u.exec(heading.trim())?.[1] : undefined
	return number ? Number(number) : null
}

/** A heading as compared for repetition: without its numbering, quotes and case. */
function headingKey(heading: string) {
	return heading
		.replace(/^\s*(?:\d{1,3}(?:\.\d{1,3})*\.?|[A-Z][.)])\s+/u, '')
		.replace(/[«»“”"]/gu, '')
		.toLocaleLowerCase('es')
		.trim()
}

/**
 * Text without headings in `count` parts of consecutive paragraphs, of a similar number of sentences (a paragraph is
 * never cut; one long paragraph is one part, cut later by splitToCount).
 */
function paragraphGroups(sources: string, count: number, addressed: boolean): Group[] {
	const paragraphs = speakableParagraphs(sources.split(/\n\s*\n/u), { addressed }).filter((sentences) => sentences.length > 0)
	const total = paragraphs.reduce((sum, sentences) => sum + sentences.length, 0)
	const groups: Group[] = []
	let current: Told[] = []
	let done = 0
	for (const sentences of paragraphs) {
		current.push(...sentences)
		done += sentences.length
		// close the part once it reaches its share of what is left
		if (current.length >= (total - done + current.length) / (count - groups.length) && groups.length < count - 1) {
			groups.push({ heading: null, sentences: current })
			current = []
		}
	}
	if (current.length) groups.push({ heading: null, sentences: current })
	return groups
}

/** What a group brings: its three best sentences, and more when its heading shares words with the episode's title. */
function groupWeight(group: { heading: string | null; sentences: RankedSentence[] }, titleWords: Set<string>) {
	const top = group.sentences
		.map((entry) => entry.score)
		.sort((a, b) => b - a)
		.slice(0, 3)
		.reduce((sum, score) => sum + score, 0)
	const shared = group.heading ? contentWords(group.heading).filter((word) => titleWords.has(word)).length : 0
	return top * (1 + 0.25 * shared)
}

/**
 * Fewer parts of a text without headings than chapters: the longest is cut in two consecutive halves while each
 * keeps enough sentences. A document's headed sections are never cut: its structure is the episode's.
 */
function splitToCount(groups: Array<{ heading: string | null; sentences: RankedSentence[] }>, count: number) {
	const drafts = [...groups]
	while (drafts.length < count) {
		const untitled = drafts.map((group, index) => ({ group, index })).filter(({ group }) => group.heading === null)
		if (!untitled.length) break
		const longest = untitled.reduce((max, entry) =>
			entry.group.sentences.length > max.group.sentences.length ? entry : max,
		).index
		const group = drafts[longest]!
		if (group.sentences.length < MIN_SENTENCES * 2) break
		const half = Math.ceil(group.sentences.length / 2)
		drafts.splice(
			longest,
			1,
			{ heading: group.heading, sentences: group.sentences.slice(0, half) },
			{ heading: null, sentences: group.sentences.slice(half) },
		)
	}
	return drafts
}

/**
 * A heading as a chapter title (see headingTitle): numbering, leaders and page numbers off, original casing, cut to a
 * natural phrase without '…'; empty when the heading is a rule or a list item rather than a title.
 */
export function chapterTitle(heading: string) {
	return headingTitle(heading)
}
