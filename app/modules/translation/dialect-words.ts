/**
 * The words of a stretch of text as the dialect rules read and change them: each word with the words around it,
 * whether it starts a sentence or a clause, and whether it is a name (capitalised inside a sentence, an acronym, a
 * mixed-case brand) that no rule touches. Pure.
 */

export type Word = {
	/** its position among the words */
	at: number
	text: string
	lower: string
	/** first word of a sentence (its capital is no name's) */
	start: boolean
	/** first word of a clause: a sentence's, or after a comma, a semicolon or an opening sign */
	clause: boolean
	/** a name, an acronym or a brand: left alone */
	name: boolean
	/** the text between the previous word and this one */
	before: string
}

export class Words {
	readonly list: Word[]
	private readonly pieces: string[]
	private readonly tail: string

	/** `continued`: the text goes on from a quote, so its first word starts a sentence only after a full stop. */
	constructor(text: string, continued = false) {
		this.pieces = []
		this.list = []
		let last = 0
		for (const match of text.matchAll(/\p{L}+/gu)) {
			const before = text.slice(last, match.index)
			const word = match[0]
			const start = (this.list.length === 0 && !continued) || /[.!?…:\n]/u.test(before)
			const clause = start || /[,;¿¡(«"“—]/u.test(before)
			this.pieces.push(before)
			this.list.push({
				at: this.list.length,
				text: word,
				lower: word.toLocaleLowerCase('es'),
				start,
				clause,
				name: isName(word, start),
				before,
			})
			last = match.index + word.length
		}
		this.tail = text.slice(last)
	}

	get(at: number): Word | undefined {
		return this.list[at]
	}

	/** Replaces a word's text, keeping its case (a replacement may be several words: «de la»). */
	set(at: number, text: string) {
		const word = this.list[at]!
		word.text = sameCase(word.text, text)
		word.lower = text.toLocaleLowerCase('es')
	}

	/** Replaces a word's text as given. */
	setExact(at: number, text: string) {
		const word = this.list[at]!
		word.text = text
		word.lower = text.toLocaleLowerCase('es')
	}

	/** Removes a word and the space before it. */
	remove(at: number) {
		const word = this.list[at]!
		word.text = ''
		word.lower = ''
		word.before = word.before.replace(/\s+$/u, '')
	}

	/** The text between word `at` and the next one (or the end). */
	after(at: number) {
		return this.list[at + 1]?.before ?? this.tail
	}

	/** Whether nothing but spaces stands between word `at` and the next one. */
	joined(at: number) {
		const next = this.list[at + 1]
		return next !== undefined && /^\s+$/u.test(next.before)
	}

	toString() {
		return this.list.map((word) => word.before + word.text).join('') + this.tail
	}
}

/** Capitalised inside a sentence, an acronym of up to three letters, or mixed case (iPhone, McDonald). */
function isName(word: string, start: boolean) {
	const upper = word.toLocaleUpperCase('es')
	if (word === upper) return word.length <= 3
	if (/.\p{Lu}/u.test(word)) return true
	return !start && /^\p{Lu}/u.test(word)
}

/** The replacement with the original's case: ALL CAPS, Capitalised or lower case. */
function sameCase(original: string, replacement: string) {
	if (original.length > 1 && original === original.toLocaleUpperCase('es') && /\p{L}{2}/u.test(original))
		return replacement.toLocaleUpperCase('es')
	if (/^\p{Lu}/u.test(original)) return replacement.charAt(0).toLocaleUpperCase('es') + replacement.slice(1)
	return replacement
}

/**
 * Applies `adapt` to the text outside quotes: «…», “…” and "…" are someone's words or a title, kept as written.
 */
export function outsideQuotes(text: string, adapt: (part: string, continued: boolean) => string) {
	const parts = text.split(/(«[^»]*»|“[^”]*”|"[^"]*")/u)
	return parts.map((part, index) => (index % 2 ? part : adapt(part, index > 0))).join('')
}
