/** English numbers as words for the English episodes' speech: cardinals up to the trillions, decimals with 'point'. */

const SMALL = [
	'zero',
	'one',
	'two',
	'three',
	'four',
	'five',
	'six',
	'seven',
	'eight',
	'nine',
	'ten',
	'eleven',
	'twelve',
	'thirteen',
	'fourteen',
	'fifteen',
	'sixteen',
	'seventeen',
	'eighteen',
	'nineteen',
]
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety']
const SCALES: Array<[number, string]> = [
	[1e12, 'trillion'],
	[1e9, 'billion'],
	[1e6, 'million'],
	[1e3, 'thousand'],
]

export function englishCardinal(n: number): string {
	if (!Number.isSafeInteger(n) || n < 0) return String(n)
	if (n < 20) return SMALL[n]!
	if (n < 100) return TENS[Math.floor(n / 10)]! + (n % 10 ? `-${SMALL[n % 10]}` : '')
	if (n < 1000) return `${SMALL[Math.floor(n / 100)]} hundred${n % 100 ? ` ${englishCardinal(n % 100)}` : ''}`
	for (const [scale, name] of SCALES) {
		if (n >= scale) {
			const rest = n % scale
			return `${englishCardinal(Math.floor(n / scale))} ${name}${rest ? ` ${englishCardinal(rest)}` : ''}`
		}
	}
	return String(n)
}

/** 1,234.5 → one thousand two hundred thirty-four point five; null when it is not a plain number. */
export function englishNumber(written: string): string | null {
	const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/.exec(written)
	if (!match) return null
	const whole = Number(match[1]!.replace(/,/g, ''))
	if (!Number.isSafeInteger(whole)) return null
	const decimals = match[2] ? ` point ${[...match[2]].map((digit) => SMALL[Number(digit)]).join(' ')}` : ''
	return englishCardinal(whole) + decimals
}
