import { phrases } from './phrases.ts'
import type { ScriptSource } from './script-types.ts'
import { contentWords, keyTerms } from './sentences.ts'
import { subjectPhrase } from './subject-phrase.ts'

/**
 * How the chapters of an episode are named: a heading of the document made into a short title (numbering, leaders
 * and page numbers off, cut to a natural phrase at a word boundary, never with '…' nor final punctuation), a rule or
 * list item never taken for one, and every title different from the others of the episode (a heading said twice is
 * told apart by the heading above it or a key term of its own). Pure functions.
 */

/** A title has at most this many words and characters (YouTube and podcast players show about that much). */
const MAX_WORDS = 8
const MAX_CHARS = 60
/** A qualifier that tells two equal titles apart is shorter still. */
const MAX_QUALIFIER_WORDS = 4

/** '2.3.', '4', 'Capítulo 4', 'Apéndice A', 'A.', 'IV.' at the start of a heading. */
const NUMBERING =
	/^(?:(?:[Cc]ap[ií]tulo|[Aa]p[ée]ndice|[Cc]hapter|[Aa]ppendix|[Ss]ecci[óo]n|[Pp]arte?)\s+(?:\d{1,3}|[IVXLC]{1,6}|[A-Z])\.?|\d{1,3}(?:\.\d{1,3})*\.?|(?:[IVXLC]{1,6}|[A-Z])\.(?:\d{1,3}\.?)*)(?=\s|$)\s*/u

/** Words a title never ends with: prepositions, articles, conjunctions, determiners ('Tipos de letra para el'). */
const WEAK_END = new Set(
	(
		'a al ante bajo con contra de del desde durante en entre hacia hasta mediante para por según sin sobre tras ' +
		'el la lo los las un una unos unas y e o u ni que como cuando donde si pero su sus mi mis tu tus nuestro nuestra ' +
		'este esta estos estas ese esa esos esas aquel aquella cada todo toda todos todas otro otra muy más menos tan se le les ' +
		'the a an and or nor of to in on for with by from at as that which this these those its their your our very more'
	).split(' '),
)

/**
 * Words a rule or an item of a list opens with, never a heading ('1. Nunca use [h] solo'): the advice of a list, told
 * in the chapter it belongs to, not a chapter of its own.
 */
const RULE_START =
	/^(?:nunca|jamás|no|siempre|evite|evita|evítese|puede|pueden|debe|deben|hay que|se debe|se deben|never|always|don't|do not|avoid)\b/iu

/** A file's name in a heading («a4.sty, a4wide.sty»): read aloud letter by letter and dot, it names no chapter. */
const FILE_NAME =
	/(?<![\p{L}\p{N}])[\p{L}\p{N}_-]+\.(?:sty|cls|tex|bib|bst|dtx|ins|fd|def|cfg|txt|pdf|ps|eps|dvi|html?|xml|json|ya?ml|sh|py|js|ts|conf|ini|lyx|odt|docx?)(?![\p{L}\p{N}])/iu

/**
 * A heading as a chapter title: without its numbering ('2.3. ', 'Capítulo 4', 'A.'), dotted leaders and page
 * numbers, in its original casing (a heading all in capitals becomes sentence case), cut to MAX_WORDS words at a
 * natural point (see shorten). Empty when the heading is a rule or an item of a list rather than a title (it opens
 * with 'Nunca', 'No', 'Siempre', runs over a sentence or is one): the chapter is then named by its key term.
 */
export function headingTitle(heading: string) {
	const text = headingTitleText(heading)
	if (isRule(text) || FILE_NAME.test(text)) return ''
	return shorten(
		/^[^\p{Ll}]*$/u.test(text) && /\p{Lu}{4,}/u.test(text) ? capitalise(text.toLocaleLowerCase('es')) : text,
		MAX_WORDS,
	)
}

/** A heading's words without numbering, leaders, page numbers and backslashes. */
function headingTitleText(heading: string) {
	return (
		heading
			.replace(/\s*(?:\.\s*){2,}\s*\d*\s*$/u, '')
			.replace(NUMBERING, '')
			.replace(/^[-–—:.\s]+/u, '')
			.replace(/\s+\d{1,4}$/u, '')
			// a command's name is said without its backslash («El uso de \\sloppy» → «El uso de sloppy»)
			.replace(/\\\*?(?=\p{L})/gu, '')
			.replace(/\s+/gu, ' ')
			.trim()
	)
}

/** A rule, an instruction or a sentence rather than a heading (see RULE_START). */
function isRule(text: string) {
	const words = text.split(' ')
	return (
		RULE_START.test(text) ||
		// a rule says what will be done («las palabras se dividirán…», «permanecerán unidas», «se le aplicarán»)
		/(?<![\p{L}])\p{Ll}{3,}(?:rá|rán)(?![\p{L}])/u.test(text) ||
		// two sentences, or one that goes on well past what a heading says
		/[.;!?]\s+[¿¡«"“]?\p{Lu}/u.test(text) ||
		words.length > 16
	)
}

/**
 * A text cut to `maxWords` words and MAX_CHARS characters at a natural point: before a colon or a dash when what
 * comes before is a word or more, otherwise at a word boundary, never after a preposition, an article
 * or a conjunction, never leaving a bracket or a quote open; a question cut short is closed again. No '…', no final
 * punctuation.
 */
function shorten(text: string, maxWords: number) {
	const fits = (candidate: string) => candidate.split(' ').length <= maxWords && candidate.length <= MAX_CHARS
	if (fits(text)) return trimEnd(text)
	const head = /^(.+?)\s*(?::|\s[-–—])\s/u.exec(text)?.[1]
	if (head && /\p{L}{4}/u.test(head) && fits(head)) return trimEnd(head)
	const words: string[] = []
	for (const word of text.split(' ')) {
		if (!fits([...words, word].join(' '))) break
		words.push(word)
	}
	// a comma or a closing bracket within the cut is a natural end: the words after it would be left half-said
	const lastPause = words.findLastIndex((word, index) => index >= 1 && /[,;)]$/u.test(word))
	if (lastPause >= 1 && lastPause >= words.length - 4) words.splice(lastPause + 1)
	while (words.length > 1 && (WEAK_END.has(bare(words.at(-1)!)) || /[,;:(«"“¿¡-]$/u.test(words.at(-1)!))) words.pop()
	let cut = trimEnd(words.join(' '))
	// an opened bracket or quote left without its closing one goes with what it opened
	for (const [open, close] of [
		['(', ')'],
		['«', '»'],
		['“', '”'],
		['[', ']'],
	] as const) {
		const at = cut.lastIndexOf(open)
		if (at >= 0 && !cut.includes(close, at)) cut = trimEnd(cut.slice(0, at))
	}
	if (cut.startsWith('¿') && !cut.endsWith('?')) cut = `${cut}?`
	if (cut.startsWith('¡') && !cut.endsWith('!')) cut = `${cut}!`
	return cut || trimEnd(text.split(' ').slice(0, maxWords).join(' '))
}

/** A word as compared with WEAK_END: lower case, without the punctuation around it. */
function bare(word: string) {
	return word.toLocaleLowerCase('es').replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '')
}

/** No final punctuation (a question keeps its '?' and an exclamation its '!' when they were opened). */
function trimEnd(text: string) {
	const trimmed = text.replace(/[\s.,;:·…\-–—/]+$/u, '').trim()
	if (/[?]$/u.test(trimmed) && !trimmed.includes('¿')) return trimmed.replace(/\?+$/u, '').trim()
	if (/[!]$/u.test(trimmed) && !trimmed.includes('¡')) return trimmed.replace(/!+$/u, '').trim()
	return trimmed
}

/** How titles are compared: lower case, no accents, no punctuation, single spaces. */
function titleKey(text: string) {
	return text
		.toLocaleLowerCase('es')
		.normalize('NFD')
		.replace(/\p{M}/gu, '')
		.replace(/[^\p{L}\p{N}]+/gu, ' ')
		.trim()
}

/** The names the episode's own sections have in every language ('Introducción', 'Despedida'): a chapter never has one. */
const FRAME_TITLES = new Set(
	Object.values(phrases).flatMap((language) => [titleKey(language.chapters.intro), titleKey(language.chapters.outro)]),
)

/**
 * A title from what the chapter's first sentences are about: the first noun phrase of two words or more that opens
 * one of them («La división compositiva», «Los patrones de guionado»), not one already used; '' when none does.
 */
function phraseTitle(sentences: readonly string[], used: readonly string[]) {
	for (const sentence of sentences.slice(0, PHRASE_SENTENCES)) {
		const phrase = subjectPhrase(sentence)
		if (!phrase || phrase.split(' ').length < 2 || phrase.split(' ').length > MAX_WORDS) continue
		const title = capitalise(phrase.replace(/^(?:el|la|los|las|un|una|unos|unas)\s+/iu, ''))
		if (title.split(' ').length >= 2 && !used.some((other) => titleKey(other) === titleKey(title))) return title
	}
	return ''
}
const PHRASE_SENTENCES = 3

/**
 * A title from the chapter's key term, in the phrase the chapter says it with: a lone word names little («Prefijo»,
 * «Patrones»), so the noun phrase that term opens most often in the chapter is taken when there is one («Patrones de
 * TEX», «Consonantes líquidas»). Else the term itself, and as a last resort the episode's title or the first word.
 */
function termTitle(sentences: readonly string[], used: readonly string[], episodeTitle: string) {
	const term = keyTerms([...sentences], [...used, episodeTitle, ...used.flatMap((name) => name.split(/\s+/))])[0]
	if (!term) return capitalise(shorten(episodeTitle || firstWord(sentences), MAX_WORDS))
	const phrase = term.includes(' ') ? null : phraseOfTerm(term, sentences, [...used, episodeTitle])
	return capitalise(shorten(phrase ?? term, MAX_WORDS))
}

/**
 * The noun phrase a one-word term opens most often in the sentences («patrones» → «patrones de TEX»), of two words
 * or more, not a title already used, said twice or naming with «de»; the first such phrase wins a tie. Null when the
 * term opens none.
 */
function phraseOfTerm(term: string, sentences: readonly string[], used: readonly string[]) {
	const stem = term.toLocaleLowerCase('es').replace(/(?<=\p{L}{3})(?:es|s)$/u, '')
	const at = new RegExp(`(?<![\\p{L}])${stem.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}(?:es|s)?(?![\\p{L}])`, 'giu')
	const counts = new Map<string, { phrase: string; count: number; first: number }>()
	let order = 0
	for (const sentence of sentences)
		for (const match of sentence.matchAll(at)) {
			// read as the subject of what follows it: «la» only lets subjectPhrase start there (it is dropped after)
			const phrase = subjectPhrase(`la ${sentence.slice(match.index)}`)?.replace(/^la\s+/u, '')
			if (!phrase || phrase.split(' ').length < 2 || /\s(?:de|del)$/u.test(phrase)) continue
			const key = titleKey(phrase)
			if (used.some((title) => titleKey(title) === key)) continue
			const entry = counts.get(key) ?? { phrase, count: 0, first: order++ }
			entry.count++
			counts.set(key, entry)
		}
	// a word after the noun may be a verb that ends like an adjective («el prefijo termina en…»): a phrase said once
	// is taken only when it names with «de» («patrones de TEX»)
	const best = [...counts.values()]
		.filter((entry) => entry.count >= 2 || /\s(?:de|del)\s/u.test(entry.phrase))
		.sort((a, b) => b.count - a.count || a.first - b.first)[0]
	return best?.phrase ?? null
}

/** A chapter to name: its heading (null: none), and the sentences it tells. */
export type TitleInput = { heading: string | null; sentences: string[] }

/**
 * The titles of an episode's chapters, in their order: each heading as headingTitle makes it, and for a chapter
 * without a usable heading the noun phrase its first sentences open with, else its key term (not the episode's title
 * nor another chapter's). Titles that come out equal
 * (a heading the document repeats, or the name of the episode's introduction or farewell) are told apart by the
 * heading of the section they sit in, when `sections` holds it and it differs, or else by a key term of their own
 * ('Cosas que debe saber: Tipos de letra', 'Cosas que debe saber: flotantes'); never by a number.
 */
export function chapterTitles(
	chapters: readonly TitleInput[],
	{ episodeTitle, sections = [] }: { episodeTitle: string; sections?: readonly ScriptSource[] },
) {
	const parents = parentHeadings(chapters, sections)
	const used: string[] = []
	const titles = chapters.map((chapter, index) => {
		const fromHeading = chapter.heading ? headingTitle(chapter.heading) : ''
		// a heading that names no topic (file names: «a4.sty, a4wide.sty») is named by the section it sits in
		const parent = parents[index] ? headingTitle(parents[index]!) : ''
		const fromParent = parent && ![...used, episodeTitle].some((other) => titleKey(other) === titleKey(parent)) ? parent : ''
		const named =
			fromHeading ||
			// a rule set as a heading names its subject first («Las letras l y r permanecerán…» → «Letras l y r»)
			(chapter.heading ? phraseTitle([headingTitleText(chapter.heading)], [...used, episodeTitle]) : '') ||
			fromParent ||
			phraseTitle(chapter.sentences, [...used, episodeTitle]) ||
			termTitle(chapter.sentences, used, episodeTitle)
		used.push(named)
		return named
	})
	const taken = (index: number, title: string) =>
		FRAME_TITLES.has(titleKey(title)) ||
		titles.some((other, position) => position !== index && titleKey(other) === titleKey(title))
	const clashing = titles.map((title, index) => taken(index, title))
	// every title of a clash is told apart, so that none of them looks like the one the others repeat
	const qualifiers: string[] = []
	titles.forEach((title, index) => {
		if (!clashing[index]) return
		const parent = parents[index] ? headingTitle(parents[index]!) : ''
		const twins = titles.map((_, position) => position).filter((position) => titleKey(titles[position]!) === titleKey(title))
		const parentsDiffer =
			parent &&
			titleKey(parent) !== titleKey(title) &&
			twins.every(
				(position) => position === index || !parents[position] || titleKey(headingTitle(parents[position]!)) !== titleKey(parent),
			)
		const term = keyTerms(chapters[index]!.sentences, [
			title,
			episodeTitle,
			...title.split(/\s+/),
			...episodeTitle.split(/\s+/),
			...qualifiers,
		]).find((candidate) => !qualifiers.some((said) => titleKey(said) === titleKey(candidate)))
		const qualifier = parentsDiffer ? parent : (term ?? firstWord(chapters[index]!.sentences))
		qualifiers.push(qualifier)
		titles[index] = `${title}: ${shorten(qualifier, MAX_QUALIFIER_WORDS)}`
	})
	return titles
}

/**
 * The heading of the section each chapter sits in (null when none): the chapter's heading is looked for in the
 * sections in order (a heading said twice: the occurrence that holds the chapter's first sentence), and the nearest
 * heading above it of a shallower level is its parent.
 */
function parentHeadings(chapters: readonly TitleInput[], sections: readonly ScriptSource[]) {
	let cursor = 0
	return chapters.map((chapter) => {
		if (!chapter.heading) return null
		const occurrences = sections
			.map((section, index) => ({ section, index }))
			.filter(({ section, index }) => index >= cursor && section.heading === chapter.heading)
		if (!occurrences.length) return null
		const first = chapter.sentences[0]?.replace(/\s+/gu, ' ').slice(0, 60)
		const found =
			occurrences.find(
				({ section }) => first && section.paragraphs.some((paragraph) => paragraph.replace(/\s+/gu, ' ').includes(first)),
			) ?? occurrences[0]!
		cursor = found.index + 1
		for (let index = found.index - 1; index >= 0; index--) {
			const above = sections[index]!
			if (above.heading && above.level < found.section.level) return above.heading
		}
		return null
	})
}

/** The first content word of a chapter: a name of last resort. */
function firstWord(sentences: readonly string[]) {
	const word = sentences.flatMap((sentence) => contentWords(sentence))[0] ?? ''
	return capitalise(word)
}

function capitalise(text: string) {
	return text.charAt(0).toLocaleUpperCase('es') + text.slice(1)
}
