/**
 * What a machine translation must not touch, set aside before it and put back after: personal and product names,
 * figures, quoted titles, web and e-mail addresses, file paths and code-like tokens. Each becomes a placeholder such
 * as `zq3zq`, a lowercase word no dictionary knows, which Apertium (`-u`) passes through as it is. Pure functions.
 */

export type ProtectedText = {
	/** The text with placeholders. */
	text: string
	/** What each placeholder stands for, by its number. */
	kept: string[]
	/** The letters around the number: ones the text does not contain. */
	mark: string
}

/** English capitalises these, Spanish does not: they are words to translate, not names. */
const NOT_NAMES = new Set(
	[
		'i',
		'january february march april may june july august september october november december',
		'monday tuesday wednesday thursday friday saturday sunday',
		'english spanish french german italian portuguese catalan galician basque chinese japanese russian arabic',
		'american british european latin mexican argentinian colombian chilean peruvian',
	]
		.join(' ')
		.split(' '),
)

/** Words that join the words of one name ('Bank of America', 'Universidad de Salamanca', 'Ludwig van Beethoven'). */
const NAME_JOINERS = new Set(['of', 'de', 'del', 'van', 'von', 'da', 'di', 'du', 'la'])

/**
 * Words that often start a sentence capitalised before a name ('The Debian project…', 'En Microsoft…'): the name
 * starts after them.
 */
const SENTENCE_OPENERS = new Set(
	[
		'the a an this these that those in on at for with when if as by from to our your its their my his her',
		'then now today yesterday however also but and so after before while although since because here there',
		'what how why where who which every each some many most all both no not please see note',
		'we you they he she it i',
		'el la los las un una unos unas en con para por este esta estos estas ese esa desde según cuando si',
		'luego hoy ayer después antes pero y también aunque así ahora aquí allí mientras porque qué cómo cada',
		'algunos muchos todos sin sobre nosotros ellos ella él usted ustedes véase nota',
	]
		.join(' ')
		.split(' '),
)

/** Abbreviations whose full stop does not end a sentence. */
const TITLES = /(?:^|[\s(])(?:Mr|Mrs|Ms|Dr|Drs|Prof|St|Sr|Sra|Srta|Dra|Mt|vs|e\.g|i\.e|p\.ej)\.$/

/** The spans set aside whole, by kind, in order of precedence (an address inside quotes is the quote's). */
const SPAN_RULES: RegExp[] = [
	// quoted titles: short, starting with a capital or a figure (a long quotation is prose to translate)
	/«[\p{Lu}\d][^«»\n]{0,118}»|“[\p{Lu}\d][^“”\n]{0,118}”|"[\p{Lu}\d][^"\n]{0,118}"/gu,
	// web addresses (their last punctuation is the sentence's)
	/\b(?:https?:\/\/|www\.)[^\s<>«»"“”]+[^\s<>«»"“”.,;:!?)\]]/giu,
	// e-mail addresses
	/[\p{L}\d._%+-]+@[\p{L}\d-]+(?:\.[\p{L}\d-]+)+/gu,
	// `code`
	/`[^`\n]+`/g,
	// paths: /usr/share, ~/notes, ./run, C:\Users
	/(?<![\p{L}\d])(?:~|\.{1,2})?\/[\w.~-]+(?:\/[\w.~-]*)*|\b[A-Za-z]:\\[^\s]+/gu,
	// file names and dotted names: config.json, Node.js, example.org
	/\b[\w-]{2,}(?:\.[\w-]+)*\.[a-z][a-z0-9]{0,4}\b/g,
	// identifiers and calls: snake_case, run(), --verbose, -u
	/\b[\w.]+\(\)|\b\w*_\w+\b|(?<![\w-])--?[a-zA-Z][\w-]*/g,
	// figures: 2024, 3.5, 1,000, 10:30, 3/4
	/(?<![\p{L}\d])\d+(?:[.,:/]\d+)*/gu,
]

/** A word: letters and digits, with inner hyphens ('Wi-Fi', 'COVID-19'). */
const WORD = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu

type Span = { start: number; end: number }

/** Letters for the placeholders that the texts do not contain ('zq', else others). */
export function placeholderMark(texts: readonly string[]) {
	for (const mark of ['zq', 'qz', 'xq', 'qx', 'jq', 'qj']) {
		const pattern = new RegExp(`${mark}\\d`, 'i')
		if (!texts.some((text) => pattern.test(text))) return mark
	}
	return 'zqj'
}

/**
 * `text` with what must stay as it is replaced by placeholders. `heading`: a title, where English capitalises every
 * word ('Getting Started With Packages'), so capitals do not mark names there; inner capitals, digits and all-capital
 * words still do.
 */
export function protectTerms(text: string, { heading = false, mark = placeholderMark([text]) } = {}): ProtectedText {
	const spans: Span[] = []
	const free = (start: number, end: number) => spans.every((span) => end <= span.start || start >= span.end)
	const take = (start: number, end: number) => {
		if (end > start && free(start, end)) spans.push({ start, end })
	}
	for (const rule of SPAN_RULES) for (const match of text.matchAll(rule)) take(match.index, match.index + match[0].length)

	const words = [...text.matchAll(WORD)].map((match) => ({
		text: match[0],
		start: match.index,
		end: match.index + match[0].length,
	}))
	const capitalised = (word: { text: string; end: number }) =>
		/^\p{Lu}\p{Ll}/u.test(word.text) &&
		!NOT_NAMES.has(word.text.toLowerCase()) &&
		// 'Microsoft's products': Apertium makes the possessive itself ('los productos de Microsoft'), not around a
		// placeholder
		!/^['’]s\b/.test(text.slice(word.end))
	for (let index = 0; index < words.length; index++) {
		const word = words[index]!
		if (!free(word.start, word.end)) continue
		// product names and acronyms: iPhone, GitHub, MP3, NASA (not the pronoun I)
		if (/\p{Ll}\p{Lu}|\p{L}.*\d|\d.*\p{L}/u.test(word.text) || /^\p{Lu}{2,}(?:-\p{Lu}+)*$/u.test(word.text)) {
			take(word.start, word.end)
			continue
		}
		if (heading || !capitalised(word)) continue
		// a run of capitalised words, with joiners between them: one name
		let last = index
		while (true) {
			const next = words[last + 1]
			const after = words[last + 2]
			const gap = (a: { end: number }, b: { start: number }) => text.slice(a.end, b.start) === ' '
			if (next && gap(words[last]!, next) && capitalised(next) && free(next.start, next.end)) last += 1
			else if (
				next &&
				after &&
				NAME_JOINERS.has(next.text) &&
				gap(words[last]!, next) &&
				gap(next, after) &&
				capitalised(after) &&
				free(after.start, after.end)
			)
				last += 2
			else break
		}
		let first = index
		if (atSentenceStart(text, word.start) && SENTENCE_OPENERS.has(word.text.toLowerCase())) first = index + 1
		if (last > first || (last === first && !atSentenceStart(text, words[first]!.start)))
			take(words[first]!.start, words[last]!.end)
		index = last
	}

	spans.sort((a, b) => a.start - b.start)
	const kept: string[] = []
	let out = ''
	let at = 0
	for (const span of spans) {
		out += `${text.slice(at, span.start)}${mark}${kept.length}${mark}`
		kept.push(text.slice(span.start, span.end))
		at = span.end
	}
	return { text: out + text.slice(at), kept, mark }
}

/** Whether the word at `index` begins a sentence: nothing before it but opening marks, or an ending stop. */
function atSentenceStart(text: string, index: number) {
	const before = text.slice(0, index).replace(/[\s¿¡«"“‘'([\-–—•*]+$/u, '')
	if (before === '') return true
	return /[.!?…:]$/.test(before) && !TITLES.test(before)
}

/**
 * The translation with every placeholder given back its text. Apertium capitalises the word after an unknown word
 * that starts a sentence ('zq0zq Compró la empresa'): that word is lowercased again, unless the target language
 * writes it capitalised ('I', 'Monday'). Spaces Apertium leaves where it dropped a word are tidied.
 */
export function restoreTerms(translated: string, { kept, mark }: ProtectedText, target: 'es' | 'en') {
	const placeholder = `${mark}\\d+${mark}`
	const glitch = new RegExp(`(^|[.!?…:]\\s+|[¿¡«"“(]\\s*)((?:${placeholder}[»"”')\\]]*[ ]+)+)(\\p{Lu})(\\p{Ll}*)`, 'giu')
	const fixed = translated.replace(glitch, (whole, lead: string, names: string, initial: string, rest: string) => {
		const word = initial + rest
		if (target === 'en' && NOT_NAMES.has(word.toLowerCase())) return whole
		return `${lead}${names}${initial.toLowerCase()}${rest}`
	})
	// Spaces are tidied before the kept texts go back, which stay exactly as they were.
	return fixed
		.replace(/[ \t]{2,}/g, ' ')
		.replace(/ ([,.;:!?»”)])/g, '$1')
		.trim()
		.replace(new RegExp(`${mark}(\\d+)${mark}`, 'gi'), (whole, number: string) => kept[Number(number)] ?? whole)
}
