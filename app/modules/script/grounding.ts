/**
 * Whether a script line says only what its sources say, as far as figures and names go: every number (1.200, 8 000,
 * 9,5 %, 2024) and every name (a capitalised word not at the start of a sentence, an acronym, a word with inner
 * capitals or with letters and digits) must appear in the texts the line was written from. A model that invents one
 * is caught here. Pure functions.
 */

/** What a line may cite: the figures and the words of its sources, normalised (see normalise, figureKeys). */
export type Grounds = { figures: Set<string>; words: Set<string> }

/** Number words a source may write where a line uses digits ('diez minutos' → 10 minutos), Spanish and English. */
const NUMBER_WORDS = new Map<string, number>([
	...[
		'cero uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciséis diecisiete dieciocho diecinueve veinte',
		'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty',
	].flatMap((list) => list.split(' ').map((word, value) => [word, value] as const)),
	...Object.entries({ un: 1, una: 1, treinta: 30, cuarenta: 40, cincuenta: 50, sesenta: 60, setenta: 70, ochenta: 80 }),
	...Object.entries({ noventa: 90, cien: 100, mil: 1000, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70 }),
	...Object.entries({ eighty: 80, ninety: 90, hundred: 100, thousand: 1000 }),
])

/** Capitalised words a line may say without a source: the English pronoun's contractions and «OK». */
const ALWAYS_GROUNDED = new Set(['ok', 'im', 'ive', 'id', 'ill'])

/**
 * A figure: digits with dots, commas or narrow spaces between groups, not glued to letters (MP3 and 4K are names).
 * An ordinal sign (1.º, 2ª) is taken off first.
 */
const FIGURE = /(?<![\p{L}\p{N}])\d+(?:(?:[.,]|[\u00a0\u202f])\d+)*(?![\p{L}\p{N}])/gu
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu

/** The grounds of a line: everything it may cite (its chapter's sources, the episode's title, the hosts' names…). */
export function groundsOf(texts: readonly string[]): Grounds {
	const figures = new Set<string>()
	const words = new Set<string>()
	for (const text of texts) {
		for (const match of withoutOrdinals(text).matchAll(FIGURE)) for (const key of figureKeys(match[0])) figures.add(key)
		for (const match of text.matchAll(WORD)) {
			const word = match[0]
			words.add(normalise(word))
			for (const part of word.split(/['’-]/u)) words.add(normalise(part))
			const value = NUMBER_WORDS.get(word.toLocaleLowerCase('es'))
			if (value !== undefined) figures.add(String(value))
		}
	}
	return { figures, words }
}

/**
 * The figures and names of `line` that its grounds do not have, as written in the line (empty: the line is
 * grounded). `translated`: the line is in another language than its sources (an English episode of Spanish
 * documents), so ordinary capitalised words (Spain, Seville) are not compared; figures, acronyms and names with inner
 * capitals or digits still are.
 */
export function ungroundedTerms(line: string, grounds: Grounds, { translated = false } = {}): string[] {
	const invented: Array<{ term: string; at: number }> = []
	const text = withoutOrdinals(line)
	for (const match of text.matchAll(FIGURE)) {
		if (![...figureKeys(match[0])].some((key) => grounds.figures.has(key))) invented.push({ term: match[0], at: match.index })
	}
	for (const match of text.matchAll(WORD)) {
		const word = match[0].replace(/['’]s$/u, '')
		if (!isName(word, text.slice(0, match.index), translated)) continue
		const key = normalise(word)
		if (ALWAYS_GROUNDED.has(key) || grounds.words.has(key)) continue
		if (word.includes('-') && word.split('-').every((part) => grounds.words.has(normalise(part)))) continue
		invented.push({ term: word, at: match.index })
	}
	return [...new Set(invented.sort((a, b) => a.at - b.at).map((entry) => entry.term))]
}

/** Whether a word names something that must come from the sources. */
function isName(word: string, before: string, translated: boolean) {
	if (/^\d+$/u.test(word) || word.length < 2) return false
	const marked = /\p{Lu}.*\p{Lu}/u.test(word) || /\p{Ll}\p{Lu}/u.test(word) || (/\p{N}/u.test(word) && /\p{L}/u.test(word))
	if (marked) return true
	if (translated || !/^\p{Lu}/u.test(word)) return false
	return !startsSentence(before)
}

/**
 * Whether a word after `before` opens a sentence, the line or a question or exclamation (models write «y, ¿Cuánto…?»):
 * capitalised there by grammar, not as a name.
 */
function startsSentence(before: string) {
	if (/[¿¡]\s*$/u.test(before)) return true
	const rest = before.replace(/[\s«"“‘'([—–-]+$/u, '')
	return rest === '' || /[.!?…:]["»”’')\]]*$/u.test(rest)
}

/** A word for comparison: no accents, no case, no apostrophes or hyphens ('Íñigo' = 'inigo', 'Wi-Fi' = 'wifi'). */
function normalise(word: string) {
	return word.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase('es').replace(/['’-]/gu, '')
}

/** '1.º', '2ª', '3°' → '1 ', '2 ', '3 ': the number stays a figure. */
function withoutOrdinals(text: string) {
	return text.replace(/(\d)\.?[ºª°]/gu, '$1 ')
}

/**
 * The values a written figure may stand for: '1.200' and '1,200' are 1200 (thousands) or 1.2 (a decimal); '8 000'
 * is 8000; '9,50' is 9.5; '007' is 7; '1.2.3' (a version) is itself. Two figures are the same when their keys meet.
 */
function figureKeys(figure: string) {
	const text = figure.replace(/[\u00a0\u202f]/gu, '')
	const keys = new Set<string>()
	if (/^\d{1,3}(?:[.,]\d{3})+$/u.test(text)) keys.add(integer(text.replace(/[.,]/gu, '')))
	const decimal = /^(\d+)[.,](\d+)$/u.exec(text)
	if (decimal) {
		const fraction = decimal[2]!.replace(/0+$/u, '')
		keys.add(fraction ? `${integer(decimal[1]!)}.${fraction}` : integer(decimal[1]!))
	}
	if (/^\d+$/u.test(text)) keys.add(integer(text))
	if (!keys.size) keys.add(text.replace(/,/gu, '.'))
	return keys
}

function integer(digits: string) {
	return digits.replace(/^0+(?=\d)/u, '')
}
