import { spanishCardinal } from './spanish-numbers.ts'
import { type Dialect, spanishNumber } from './spoken-figures.ts'

// ————————————————————————————————————————————————— acronyms
//
// Acronyms spelled with the dialect's letter names (PDF → pe de efe) or read as a word (ONU, UNESCO); Roman numerals
// after siglo become numbers; words in capitals that are shouted, not acronyms, are read as words.

const LETTERS_CASTELLANO: Record<string, string> = {
	A: 'a',
	B: 'be',
	C: 'ce',
	D: 'de',
	E: 'e',
	F: 'efe',
	G: 'ge',
	H: 'hache',
	I: 'i',
	J: 'jota',
	K: 'ka',
	L: 'ele',
	M: 'eme',
	N: 'ene',
	Ñ: 'eñe',
	O: 'o',
	P: 'pe',
	Q: 'cu',
	R: 'erre',
	S: 'ese',
	T: 'te',
	U: 'u',
	V: 'uve',
	W: 'uve doble',
	X: 'equis',
	Y: 'i griega',
	Z: 'zeta',
}
const LETTERS_LATINO: Record<string, string> = { ...LETTERS_CASTELLANO, V: 've', W: 'doble ve', Y: 'ye' }

/** Acronyms that are said as a word although the rule below would spell them, and some said their own way. */
const SAID_AS_WORDS: Record<string, string> = {
	ONU: 'ONU',
	IVA: 'IVA',
	ERE: 'ERE',
	AVE: 'AVE',
	OCU: 'OCU',
	OMS: 'OMS',
	OTAN: 'OTAN',
	UNESCO: 'UNESCO',
	UNICEF: 'UNICEF',
	FIFA: 'FIFA',
	NASA: 'NASA',
	OVNI: 'OVNI',
	SIDA: 'SIDA',
	PYME: 'PYME',
	PYMES: 'PYMES',
	RENFE: 'RENFE',
	OPEP: 'OPEP',
	OK: 'okey',
	WIFI: 'wifi',
	JPEG: 'jota peg',
	SQL: 'ese cu ele',
}
const SPELLED_ANYWAY = new Set(['OMS'])

/** Vowels spread so that Spanish reads it as a word: UNESCO, OTAN; not HTML, PDF, USB, CSS. */
function readsAsWord(letters: string) {
	if (letters.length < 4) return false
	if (!/[AEIOU]/.test(letters)) return false
	if (/[^AEIOU]{3}/.test(letters)) return false
	if (/^[^AEIOU]{2}/.test(letters) && !/^(?:[BCDFGKPT][LR]|CH)/.test(letters)) return false
	return !/[AEIOU]{3}/.test(letters)
}

function spelled(letters: string, dialect: Dialect) {
	const names = dialect === 'latino' ? LETTERS_LATINO : LETTERS_CASTELLANO
	return [...letters].map((letter) => names[letter] ?? letter).join(' ')
}

const ROMAN = /^(?=[MDCLXVI]{2,})M{0,3}(?:CM|CD|D?C{0,3})(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})$/
function romanValue(roman: string) {
	const values: Record<string, number> = { I: 1, V: 5, X: 10, L: 50, C: 100, D: 500, M: 1000 }
	let total = 0
	for (let i = 0; i < roman.length; i++) {
		const value = values[roman[i]!]!
		const next = values[roman[i + 1] ?? ''] ?? 0
		total += value < next ? -value : value
	}
	return total
}

export function spanishAcronyms(text: string, dialect: Dialect) {
	return (
		text
			// S.A., O.N.G.: letters with their dots
			.replace(/\b((?:[A-ZÑ]\.\s?){2,})/g, (letters: string) => `${spelled(letters.replace(/[.\s]/g, ''), dialect)} `)
			// the century and kings: siglo XXI, Felipe VI
			.replace(/\b(siglos?|Siglos?)\s+([MDCLXVI]+)\b/g, (all, word: string, roman: string) =>
				ROMAN.test(roman) || roman.length === 1 ? `${word} ${spanishCardinal(romanValue(roman))}` : all,
			)
			// capitals that are shouted words, not acronyms: three in a row with a long one (a title page), or one of six
			// letters or more
			.replace(/(?<![\p{L}\d])\p{Lu}{2,}(?:[\s,.:;-]+\p{Lu}{2,}){2,}(?![\p{L}\d])/gu, (run) =>
				/\p{Lu}{5}/u.test(run) ? run.toLowerCase() : run,
			)
			.replace(/(?<![\p{L}\d])\p{Lu}{6,}(?![\p{L}\d])/gu, (word) => (SAID_AS_WORDS[word] ? word : word.toLowerCase()))
			.replace(/\b([A-ZÑ]{2,})(s?)(\d*)\b/g, (all, letters: string, plural: string, digits: string) => {
				if (ROMAN.test(letters) && !plural && !digits) return all
				let words: string
				if (SAID_AS_WORDS[letters] && !SPELLED_ANYWAY.has(letters)) words = SAID_AS_WORDS[letters]!
				else if (readsAsWord(letters)) words = letters
				else words = spelled(letters, dialect) + plural
				return digits ? `${words} ${spanishNumber(digits, dialect)}` : words
			})
	)
}
