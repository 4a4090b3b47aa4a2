import { type NumberForm, spanishCardinal, spanishDigits, spanishOrdinal } from './spanish-numbers.ts'

// ————————————————————————————————————————————————— figures
//
// Dates, times, money, percentages, ordinals, units and numbers said in Spanish words, in the speaker's dialect.

/**
 * Castellano and latino differ in the cents (céntimos / centavos), the first day of a month (uno / primero de enero),
 * the decimal separator read aloud (coma / punto) and the letter names (see spoken-acronyms.ts).
 */
export type Dialect = 'castellano' | 'latino'

const MONTHS = [
	'enero',
	'febrero',
	'marzo',
	'abril',
	'mayo',
	'junio',
	'julio',
	'agosto',
	'septiembre',
	'octubre',
	'noviembre',
	'diciembre',
]

/** A number as written: digits with thousands groups and a decimal part, in either convention. */
const NUMBER = String.raw`\d{1,3}(?:[.,\u00a0\u202f]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?`
const NOT_AFTER = String.raw`(?<![\p{L}\d.,/:])`
const NOT_BEFORE = String.raw`(?![\p{L}\d]|[.,]\d)`

type ParsedNumber = { whole: number; decimals: string | undefined; digits: string }

/**
 * 1.234,56 / 1,234.56 / 1 234,56 / 12,5 / 3.000. With both separators the last one is the decimal one; one separator
 * followed by exactly three digits after at most three (not 0,125) groups thousands; any other is decimal.
 */
function parseNumber(written: string): ParsedNumber | null {
	const compact = written.replace(/[\u00a0\u202f]/g, '.')
	const separators = compact.match(/[.,]/g) ?? []
	let whole = compact
	let decimals: string | undefined
	if (new Set(separators).size === 2) {
		const at = Math.max(compact.lastIndexOf('.'), compact.lastIndexOf(','))
		whole = compact.slice(0, at).replace(/[.,]/g, '')
		decimals = compact.slice(at + 1)
	} else if (separators.length > 1) {
		if (!/^\d{1,3}(?:[.,]\d{3})+$/.test(compact)) return null // 5.1.2: a version, read by its parts
		whole = compact.replace(/[.,]/g, '')
	} else if (separators.length === 1) {
		const [left, right] = compact.split(/[.,]/) as [string, string]
		if (right.length === 3 && left.length <= 3 && left !== '0') whole = left + right
		else {
			whole = left
			decimals = right
		}
	}
	const value = Number(whole)
	if (!Number.isSafeInteger(value)) return null
	return { whole: value, decimals, digits: whole }
}

export function spanishNumber(written: string, dialect: Dialect, form: NumberForm = 'uno') {
	const parsed = parseNumber(written)
	if (!parsed)
		return written
			.split(/[.,]/)
			.map((part) => spanishNumberWords(part, 'uno'))
			.join(' punto ')
	const whole = spanishNumberWords(parsed.digits, parsed.decimals ? 'uno' : form)
	if (!parsed.decimals) return whole
	// 2.0, web 3.0: a version, never a decimal in prose
	const separator = dialect === 'latino' || (parsed.decimals === '0' && written.includes('.')) ? 'punto' : 'coma'
	const decimals =
		parsed.decimals.length <= 2 && !parsed.decimals.startsWith('0')
			? spanishCardinal(Number(parsed.decimals))!
			: spanishDigits(parsed.decimals)
	return `${whole} ${separator} ${decimals}`
}

function spanishNumberWords(digits: string, form: NumberForm) {
	// a long code or a number past the billions: its digits, one by one
	if (digits.length > 1 && digits.startsWith('0')) return spanishDigits(digits)
	return spanishCardinal(Number(digits), form) ?? spanishDigits(digits)
}

const MASCULINE_IN_A = new Set(
	'día días problema problemas programa programas sistema sistemas tema temas idioma idiomas mapa mapas clima esquema esquemas planeta planetas dilema dilemas drama dramas poema poemas teorema teoremas lema lemas sofá sofás mañanas'.split(
		' ',
	),
)
const FEMININE_OTHERS = new Set(
	'vez veces imagen imágenes mujer mujeres red redes clase clases noche noches parte partes fase fases gente llave llaves calle calles tarde tardes fuente fuentes serie series especie especies frase frases base bases nube nubes clave claves flor flores ley leyes luz luces voz voces nación naciones opción opciones'.split(
		' ',
	),
)

/** Whether a noun after a number wants 'una' (una página, veintiuna personas): its ending, and two short lists. */
function isFeminineNoun(word: string) {
	const lower = word.toLowerCase()
	if (MASCULINE_IN_A.has(lower)) return false
	return FEMININE_OTHERS.has(lower) || /(?:as?|ción|ciones|sión|siones|dad|dades|tud|tudes)$/.test(lower)
}

/** Units after a number, with their singular and plural; hora and tonelada are feminine. */
const UNITS: Record<string, [string, string, 'm' | 'f']> = {
	km: ['kilómetro', 'kilómetros', 'm'],
	m: ['metro', 'metros', 'm'],
	cm: ['centímetro', 'centímetros', 'm'],
	mm: ['milímetro', 'milímetros', 'm'],
	kg: ['kilo', 'kilos', 'm'],
	g: ['gramo', 'gramos', 'm'],
	mg: ['miligramo', 'miligramos', 'm'],
	t: ['tonelada', 'toneladas', 'f'],
	l: ['litro', 'litros', 'm'],
	ml: ['mililitro', 'mililitros', 'm'],
	h: ['hora', 'horas', 'f'],
	min: ['minuto', 'minutos', 'm'],
	s: ['segundo', 'segundos', 'm'],
	ms: ['milisegundo', 'milisegundos', 'm'],
	KB: ['kilobyte', 'kilobytes', 'm'],
	kB: ['kilobyte', 'kilobytes', 'm'],
	MB: ['megabyte', 'megabytes', 'm'],
	GB: ['gigabyte', 'gigabytes', 'm'],
	TB: ['terabyte', 'terabytes', 'm'],
	Mbps: ['megabit por segundo', 'megabits por segundo', 'm'],
	Gbps: ['gigabit por segundo', 'gigabits por segundo', 'm'],
	Hz: ['hercio', 'hercios', 'm'],
	kHz: ['kilohercio', 'kilohercios', 'm'],
	MHz: ['megahercio', 'megahercios', 'm'],
	GHz: ['gigahercio', 'gigahercios', 'm'],
	W: ['vatio', 'vatios', 'm'],
	kW: ['kilovatio', 'kilovatios', 'm'],
	kWh: ['kilovatio hora', 'kilovatios hora', 'm'],
	V: ['voltio', 'voltios', 'm'],
	px: ['píxel', 'píxeles', 'm'],
	'km/h': ['kilómetro por hora', 'kilómetros por hora', 'm'],
	'm²': ['metro cuadrado', 'metros cuadrados', 'm'],
	m2: ['metro cuadrado', 'metros cuadrados', 'm'],
	'°C': ['grado', 'grados', 'm'],
	ºC: ['grado', 'grados', 'm'],
	'°F': ['grado Fahrenheit', 'grados Fahrenheit', 'm'],
	ºF: ['grado Fahrenheit', 'grados Fahrenheit', 'm'],
	'°': ['grado', 'grados', 'm'],
}
const UNIT_PATTERN = Object.keys(UNITS)
	.sort((a, b) => b.length - a.length)
	.map((unit) => unit.replace(/[/^$*+?.()|[\]{}]/g, '\\$&'))
	.join('|')

const CURRENCIES: Record<string, { one: string; many: string; cents: [string, string] | 'dialect'; feminine?: boolean }> = {
	'€': { one: 'euro', many: 'euros', cents: 'dialect' },
	EUR: { one: 'euro', many: 'euros', cents: 'dialect' },
	$: { one: 'dólar', many: 'dólares', cents: 'dialect' },
	US$: { one: 'dólar', many: 'dólares', cents: 'dialect' },
	USD: { one: 'dólar', many: 'dólares', cents: 'dialect' },
	'£': { one: 'libra', many: 'libras', cents: ['penique', 'peniques'], feminine: true },
}

function spanishMoney(written: string, symbol: string, dialect: Dialect) {
	const currency = CURRENCIES[symbol]!
	const parsed = parseNumber(written)
	if (!parsed) return `${spanishNumber(written, dialect)} ${currency.many}`
	const form: NumberForm = currency.feminine ? 'una' : 'un'
	const whole = `${spanishNumberWords(parsed.digits, form)} ${parsed.whole === 1 ? currency.one : currency.many}`
	const centsValue = parsed.decimals ? Math.round(Number(`0.${parsed.decimals}`) * 100) : 0
	if (!centsValue) return whole
	const [one, many] =
		currency.cents === 'dialect' ? (dialect === 'latino' ? ['centavo', 'centavos'] : ['céntimo', 'céntimos']) : currency.cents
	const cents = `${spanishCardinal(centsValue, 'un')} ${centsValue === 1 ? one : many}`
	return parsed.whole === 0 ? cents : `${whole} con ${cents}`
}

function spanishTime(hours: number, minutes: number) {
	const hour = spanishCardinal(hours, 'una')!
	if (minutes === 0) return `${hour} en punto`
	if (minutes === 15) return `${hour} y cuarto`
	if (minutes === 30) return `${hour} y media`
	return `${hour} y ${spanishCardinal(minutes)}`
}

function spanishDate(day: number, month: number, year: string, dialect: Dialect) {
	const dayWords = day === 1 && dialect === 'latino' ? 'primero' : spanishCardinal(day)!
	const yearWords = spanishNumberWords(year.length === 2 ? `20${year}` : year, 'uno')
	return `${dayWords} de ${MONTHS[month - 1]} de ${yearWords}`
}

export function spanishFigures(text: string, dialect: Dialect) {
	const n = (written: string, form?: NumberForm) => spanishNumber(written, dialect, form)
	return (
		text
			// dates: 23/11/2026, 23-11-2026, 2026-11-23
			.replace(/\b(\d{1,2})[/-](\d{1,2})[/-](\d{4}|\d{2})\b/g, (all, d: string, m: string, y: string) =>
				Number(m) >= 1 && Number(m) <= 12 && Number(d) >= 1 && Number(d) <= 31
					? spanishDate(Number(d), Number(m), y, dialect)
					: all,
			)
			.replace(/\b(\d{4})-(\d{2})-(\d{2})\b/g, (all, y: string, m: string, d: string) =>
				Number(m) >= 1 && Number(m) <= 12 && Number(d) >= 1 && Number(d) <= 31
					? spanishDate(Number(d), Number(m), y, dialect)
					: all,
			)
			// the first of a month: 'uno de enero' in Spain, 'primero de enero' in Latin America
			.replace(new RegExp(String.raw`\b1\.?º? de (${MONTHS.join('|')})\b`, 'gi'), (_, month: string) =>
				dialect === 'latino' ? `primero de ${month}` : `uno de ${month}`,
			)
			// times: 09:30, 14:00 h
			.replace(/\b([01]?\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?(?:\s?h\b)?/g, (_, h: string, m: string) =>
				spanishTime(Number(h), Number(m)),
			)
			// versions: v5.1, 5.1.2
			.replace(
				/\bv(\d+(?:\.\d+)+)\b/gi,
				(_, version: string) => `versión ${n(version.replace(/\./g, ',')).replace(/ coma /g, ' punto ')}`,
			)
			.replace(/\b\d+\.\d+\.\d+(?:\.\d+)*\b/g, (version) =>
				parseNumber(version)
					? version
					: version
							.split('.')
							.map((part) => n(part))
							.join(' punto '),
			)
			// negative numbers, before their unit is said: −5 °C
			.replace(/(^|[\s(])[-−](?=\d)/g, '$1menos ')
			// money: 19 €, 1.234,56 €, $5, US$ 20, £3
			.replace(
				new RegExp(String.raw`${NOT_AFTER}(${NUMBER})\s?(€|EUR\b|USD\b|US\$|\$|£)`, 'gu'),
				(_, amount: string, symbol: string) => spanishMoney(amount, symbol, dialect),
			)
			.replace(new RegExp(String.raw`(US\$|\$|€|£)\s?(${NUMBER})${NOT_BEFORE}`, 'gu'), (_, symbol: string, amount: string) =>
				spanishMoney(amount, symbol, dialect),
			)
			// percentages
			.replace(new RegExp(String.raw`${NOT_AFTER}(${NUMBER})\s?%`, 'gu'), (_, value: string) => `${n(value)} por ciento`)
			// ordinals: 1.º, 2.ª, 1.er, 3er
			.replace(/\b(\d{1,3})\.?\s?(º|ª|er\b)/g, (_, value: string, mark: string) =>
				mark === 'ª'
					? spanishOrdinal(Number(value), 'feminine')!
					: spanishOrdinal(Number(value), mark === 'er' ? 'apocope' : 'masculine')!,
			)
			// units: 5 km, 1 kg, 1,5 GB, 20 km/h
			.replace(
				new RegExp(String.raw`${NOT_AFTER}(${NUMBER})\s?(${UNIT_PATTERN})(?![\p{L}\d])`, 'gu'),
				(_, value: string, unit: string) => {
					const [one, many, gender] = UNITS[unit]!
					const parsed = parseNumber(value)
					const single = parsed?.whole === 1 && !parsed.decimals
					return `${n(value, gender === 'f' ? 'una' : 'un')} ${single ? one : many}`
				},
			)
			// ranges: 10-20, 2019–2024
			.replace(
				new RegExp(String.raw`${NOT_AFTER}(\d+)\s?[-–]\s?(\d+)${NOT_BEFORE}`, 'gu'),
				(_, from: string, to: string) => `${n(from)} a ${n(to)}`,
			)
			// about: ~5
			.replace(/~\s?(?=\d)/g, 'unos ')
			// any other number, agreeing with the noun after it: 1 archivo → un archivo, 21 páginas → veintiuna páginas
			.replace(
				new RegExp(String.raw`${NOT_AFTER}(${NUMBER})${NOT_BEFORE}(\s+(\p{L}+))?`, 'gu'),
				(_, value: string, after: string | undefined, noun: string | undefined) => {
					const form: NumberForm = !noun
						? 'uno'
						: isFeminineNoun(noun)
							? 'una'
							: /^(de|y|o|a|en|por|con|sobre)$/i.test(noun)
								? 'uno'
								: 'un'
					return `${n(value, form)}${after ?? ''}`
				},
			)
	)
}
