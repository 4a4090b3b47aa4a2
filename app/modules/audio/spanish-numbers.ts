/**
 * Spanish numbers as words, written here rather than taken from a package: what the speech needs is the agreement
 * of 'uno' with what follows ('un archivo', 'una página', 'veintiuna páginas', 'doscientas personas'), which the
 * general packages (e.g. n2words 4.0) do not offer. Up to 999 999 billones (10^15 − 1), the long scale: 'mil
 * millones' is 10^9, 'un billón' 10^12.
 */

/** 'uno' standing alone, 'un' before a masculine noun, 'una' before a feminine one. */
export type NumberForm = 'uno' | 'un' | 'una'

const BELOW_THIRTY = [
	'cero',
	'uno',
	'dos',
	'tres',
	'cuatro',
	'cinco',
	'seis',
	'siete',
	'ocho',
	'nueve',
	'diez',
	'once',
	'doce',
	'trece',
	'catorce',
	'quince',
	'dieciséis',
	'diecisiete',
	'dieciocho',
	'diecinueve',
	'veinte',
	'veintiuno',
	'veintidós',
	'veintitrés',
	'veinticuatro',
	'veinticinco',
	'veintiséis',
	'veintisiete',
	'veintiocho',
	'veintinueve',
]
const TENS = ['', '', 'veinte', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa']
const HUNDREDS = [
	'',
	'ciento',
	'doscientos',
	'trescientos',
	'cuatrocientos',
	'quinientos',
	'seiscientos',
	'setecientos',
	'ochocientos',
	'novecientos',
]

const MAX = 10 ** 15

/** A whole number ≥ 0 in words; null past the largest one written here (the caller reads its digits instead). */
export function spanishCardinal(n: number, form: NumberForm = 'uno'): string | null {
	if (!Number.isSafeInteger(n) || n < 0 || n >= MAX) return null
	if (n === 0) return 'cero'
	return cardinal(n, form)
}

function cardinal(n: number, form: NumberForm): string {
	const billions = Math.floor(n / 1e12)
	const millions = Math.floor((n % 1e12) / 1e6)
	const thousands = Math.floor((n % 1e6) / 1000)
	const rest = n % 1000
	const parts: string[] = []
	// 'un billón', 'un millón' (masculine nouns), 'mil' alone, 'veintiún mil' / 'veintiuna mil personas'
	if (billions) parts.push(billions === 1 ? 'un billón' : `${cardinal(billions, 'un')} billones`)
	if (millions) parts.push(millions === 1 ? 'un millón' : `${cardinal(millions, 'un')} millones`)
	if (thousands) parts.push(thousands === 1 ? 'mil' : `${below1000(thousands, form === 'una' ? 'una' : 'un')} mil`)
	if (rest) parts.push(below1000(rest, form))
	return parts.join(' ')
}

function below1000(n: number, form: NumberForm) {
	if (n === 100) return 'cien'
	const hundreds = Math.floor(n / 100)
	const rest = n % 100
	const parts: string[] = []
	// doscientas páginas; 'ciento' does not change
	if (hundreds) parts.push(form === 'una' ? HUNDREDS[hundreds]!.replace(/ientos$/, 'ientas') : HUNDREDS[hundreds]!)
	if (rest) parts.push(below100(rest, form))
	return parts.join(' ')
}

function below100(n: number, form: NumberForm) {
	if (n < 30) {
		const word = BELOW_THIRTY[n]!
		if (n === 1) return form
		if (n === 21) return form === 'uno' ? word : form === 'un' ? 'veintiún' : 'veintiuna'
		return word
	}
	const unit = n % 10
	const tens = TENS[Math.floor(n / 10)]!
	return unit === 0 ? tens : `${tens} y ${unit === 1 ? form : BELOW_THIRTY[unit]}`
}

/** Every digit by its name: decimals past the second, numbers too long for words. */
export function spanishDigits(digits: string) {
	return [...digits].map((digit) => BELOW_THIRTY[Number(digit)]).join(' ')
}

const ORDINAL_UNITS = ['', 'primero', 'segundo', 'tercero', 'cuarto', 'quinto', 'sexto', 'séptimo', 'octavo', 'noveno']
const ORDINAL_TENS = [
	'',
	'décimo',
	'vigésimo',
	'trigésimo',
	'cuadragésimo',
	'quincuagésimo',
	'sexagésimo',
	'septuagésimo',
	'octogésimo',
	'nonagésimo',
]

/**
 * 1.º primero, 2.ª segunda, 1.er primer, 13.º decimotercero, 21.ª vigésima primera, 100.º centésimo; past 100 the
 * cardinal ('el 250 aniversario' reads 'doscientos cincuenta'), as most speakers do.
 */
export function spanishOrdinal(n: number, gender: 'masculine' | 'feminine' | 'apocope' = 'masculine'): string | null {
	if (!Number.isInteger(n) || n < 1) return null
	if (n > 100) return spanishCardinal(n, gender === 'feminine' ? 'una' : 'uno')
	let word: string
	if (n === 100) word = 'centésimo'
	else if (n < 10) word = ORDINAL_UNITS[n]!
	else if (n === 10) word = 'décimo'
	else if (n < 20) word = `decimo${ORDINAL_UNITS[n - 10]!.replace(/^o/, '')}`
	else {
		const unit = n % 10
		word = unit === 0 ? ORDINAL_TENS[n / 10]! : `${ORDINAL_TENS[Math.floor(n / 10)]} ${ORDINAL_UNITS[unit]}`
	}
	if (gender === 'feminine') return word.replace(/o\b/g, 'a')
	if (gender === 'apocope') return word.replace(/(primer|tercer)o$/, '$1')
	return word
}
