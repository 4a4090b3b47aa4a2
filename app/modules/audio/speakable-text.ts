import type { ScriptLanguage } from '#app/modules/script/script-types.ts'
import { englishCardinal, englishNumber } from './english-numbers.ts'
import { type NumberForm, spanishCardinal, spanishDigits, spanishOrdinal } from './spanish-numbers.ts'

/**
 * A script line as a speech engine should hear it, whatever the engine: nothing a listener would not say out loud.
 * Every provider gets this text, and the line cache is keyed by it (synthesiseLines). In order:
 * markup and footnote markers go; e-mail addresses and web addresses become words (a URL is read as its domain);
 * common abbreviations are expanded; dates, times, money, percentages, ordinals, units and numbers become words;
 * acronyms are spelled (PDF → pe de efe) or read as a word (ONU, UNESCO); every other symbol goes, brackets and
 * dashes leaving a pause (a comma). Words in another language are left as they are.
 *
 * Dialects: castellano and latino differ in the letter names (uve / ve, uve doble / doble ve), the cents (céntimos /
 * centavos), the first day of a month (uno / primero de enero) and the decimal separator read aloud: 'coma' in
 * castellano, 'punto' in latino (as in Mexico and most of Central America, whose voices the latino ones are). How a
 * number is written in the source does not matter: 12,5 and 12.5 are both twelve and a half.
 */
export function speakableText(text: string, language: ScriptLanguage): string {
	const spanish = language !== 'english'
	const dialect: Dialect = language === 'latino' ? 'latino' : 'castellano'
	let out = text.normalize('NFC')
	out = withoutMarkup(out)
	out = spanish ? spanishAddresses(out) : englishAddresses(out)
	if (spanish) {
		out = expandAbbreviations(out)
		out = spanishFigures(out, dialect)
		out = spanishAcronyms(out, dialect)
	} else {
		out = englishFigures(out)
	}
	return withoutSymbols(out)
}

type Dialect = 'castellano' | 'latino'

// ————————————————————————————————————————————————— markup

function withoutMarkup(text: string) {
	return (
		text
			// footnote markers: ^[2], [^2], [21], ^2, superscript digits
			.replace(/\^\[\d+\]|\[\^?\d+\]|(?<!\d)\^\d+|[¹²³⁰⁴-⁹]+/g, '')
			// markdown links and images keep their text, not their address
			.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
			// HTML tags and entities
			.replace(/<\/?[a-zA-Z][^<>]*>/g, ' ')
			.replace(/&nbsp;/g, ' ')
			.replace(/&amp;/g, '&')
			// markdown emphasis and code: **x**, __x__, *x*, _x_, `x`
			.replace(/(?<![\p{L}\d])(\*{1,3}|_{1,3})(?=\S)([^*_\n]+?)(?<=\S)\1(?![\p{L}\d])/gu, '$2')
			.replace(/`+([^`]*)`+/g, '$1')
			// heading marks and list bullets at the start of the line
			.replace(/^\s*(#{1,6}|[-*•·▪]|>)\s+/gm, '')
	)
}

// ————————————————————————————————————————————————— addresses

const TLDS =
	'com|org|net|edu|gov|gob|int|mil|info|biz|io|dev|app|ai|es|mx|ar|co|cl|pe|ve|uy|py|bo|ec|cr|cu|do|gt|hn|ni|pa|sv|pr|eu|uk|de|fr|it|pt|br|us|ca|cat|gal|eus|tv|me|ly|fm'
const URL = new RegExp(
	String.raw`\b(?:https?:\/\/|ftp:\/\/|www\.)[^\s<>«»"“”()]*|\b(?:[a-z0-9-]+\.)+(?:${TLDS})\b(?:\/[^\s<>«»"“”()]*)?`,
	'gi',
)
const EMAIL = /\b([a-z0-9._%+-]+)@([a-z0-9-]+(?:\.[a-z0-9-]+)+)\b/gi

/** 'debian.org' as said aloud: 'debian punto org'; www and the path are left out. */
function domainWords(address: string, dot: string) {
	const host = address
		.replace(/^[a-z]+:\/\//i, '')
		.replace(/^www(?:\.|$)/i, '')
		.split(/[/?#:]/)[0]!
		.replace(/\.+$/, '')
	return host
		.toLowerCase()
		.split('.')
		.filter(Boolean)
		.map((label) => label.replace(/-/g, ' '))
		.join(` ${dot} `)
}

/** The address read by its domain; the sentence's own punctuation after it stays. */
function addressWords(url: string, dot: string) {
	const trailing = /[.,;:!?…]+$/.exec(url)?.[0] ?? ''
	return domainWords(url.slice(0, url.length - trailing.length), dot) + trailing
}

function spanishAddresses(text: string) {
	return text
		.replace(EMAIL, (_, user: string, domain: string) => `${user.replace(/[._-]/g, ' ')} arroba ${domainWords(domain, 'punto')}`)
		.replace(URL, (url) => addressWords(url, 'punto'))
		.replace(/(?<=\s)\.(?=[a-z]{1,5}\b)/g, 'punto ') // a file extension: los ficheros .deb
}

function englishAddresses(text: string) {
	return text
		.replace(EMAIL, (_, user: string, domain: string) => `${user.replace(/[._-]/g, ' ')} at ${domainWords(domain, 'dot')}`)
		.replace(URL, (url) => addressWords(url, 'dot'))
		.replace(/(?<=\s)\.(?=[a-z]{1,5}\b)/g, 'dot ')
}

// ————————————————————————————————————————————————— abbreviations

const END = String.raw`(?=[\s,;:)!?»"”]|$)`
const ABBREVIATIONS: Array<[RegExp, string]> = [
	[/\bp\.\s?ej\./gi, 'por ejemplo'],
	[/\bEE\.\s?UU\.|\bEEUU\b/g, 'Estados Unidos'],
	[/\bN\.\s?del\s?T\./g, 'nota del traductor'],
	[/\b[nN]\.?\s?º|\b[nN]úm\./g, 'número'],
	[/\ba\.\s?C\./g, 'antes de Cristo'],
	[/\bd\.\s?C\./g, 'después de Cristo'],
	[/\bC\+\+(?!\w)/g, 'C más más'],
	[/\b([CF])#(?!\w)/g, '$1 sharp'],
	[/(?<![\w.])\.NET\b/g, 'punto net'],
	[/\bI\s?\+\s?D\s?\+\s?i\b/g, 'I más D más i'],
	[/\bI\s?\+\s?D\b/g, 'I más D'],
	[new RegExp(String.raw`\bSr\.${END}`, 'g'), 'señor'],
	[new RegExp(String.raw`\bSra\.${END}`, 'g'), 'señora'],
	[new RegExp(String.raw`\bSres\.${END}`, 'g'), 'señores'],
	[new RegExp(String.raw`\bSrta\.${END}`, 'g'), 'señorita'],
	[new RegExp(String.raw`\bDr\.${END}`, 'g'), 'doctor'],
	[new RegExp(String.raw`\bDra\.${END}`, 'g'), 'doctora'],
	[new RegExp(String.raw`\bProf\.${END}`, 'g'), 'profesor'],
	[new RegExp(String.raw`\bDña\.${END}`, 'g'), 'doña'],
	[new RegExp(String.raw`\bUds\.${END}`, 'g'), 'ustedes'],
	[new RegExp(String.raw`\bUd\.${END}`, 'g'), 'usted'],
	[new RegExp(String.raw`\bpágs\.${END}`, 'gi'), 'páginas'],
	[new RegExp(String.raw`\bpág\.${END}`, 'gi'), 'página'],
	[new RegExp(String.raw`\baprox\.${END}`, 'gi'), 'aproximadamente'],
	[new RegExp(String.raw`\bmáx\.${END}`, 'gi'), 'máximo'],
	[new RegExp(String.raw`\bmín\.${END}`, 'gi'), 'mínimo'],
	[new RegExp(String.raw`\bvol\.${END}`, 'gi'), 'volumen'],
	[new RegExp(String.raw`\bcap\.${END}`, 'gi'), 'capítulo'],
	[new RegExp(String.raw`\bart\.${END}`, 'gi'), 'artículo'],
	[new RegExp(String.raw`\btel\.${END}`, 'gi'), 'teléfono'],
	[new RegExp(String.raw`\bAvda\.${END}`, 'g'), 'avenida'],
	[new RegExp(String.raw`\bvs\.?${END}`, 'gi'), 'frente a'],
	[/\by\/o\b/g, 'y o'],
]

function expandAbbreviations(text: string) {
	// 'etc.' ending a sentence keeps the sentence's full stop
	let out = text.replace(/\betc\.(\s+(?=[A-ZÁÉÍÓÚÑ¿¡])|\s*$)/g, 'etcétera.$1').replace(/\betc\./g, 'etcétera')
	for (const [pattern, words] of ABBREVIATIONS) out = out.replace(pattern, words)
	return out
}

// ————————————————————————————————————————————————— figures

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
export function parseNumber(written: string): ParsedNumber | null {
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

function spanishNumber(written: string, dialect: Dialect, form: NumberForm = 'uno') {
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

function spanishFigures(text: string, dialect: Dialect) {
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
			// negative numbers
			.replace(/(^|[\s(])[-−](?=\d)/g, '$1menos ')
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

// ————————————————————————————————————————————————— acronyms

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

function spanishAcronyms(text: string, dialect: Dialect) {
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

// ————————————————————————————————————————————————— English

function englishFigures(text: string) {
	const n = (written: string) => englishNumber(written) ?? written
	return text
		.replace(/\b([01]?\d|2[0-3]):([0-5]\d)\b/g, (_, h: string, m: string) => {
			const hour = englishCardinal(Number(h))
			if (m === '00') return `${hour} o'clock`
			return `${hour} ${m.startsWith('0') ? `oh ${englishCardinal(Number(m))}` : englishCardinal(Number(m))}`
		})
		.replace(/(US\$|\$|€|£)\s?(\d[\d,]*(?:\.\d+)?)/g, (_, symbol: string, amount: string) => {
			const [one, many] = symbol === '£' ? ['pound', 'pounds'] : symbol === '€' ? ['euro', 'euros'] : ['dollar', 'dollars']
			const value = Number(amount.replace(/,/g, ''))
			const whole = Math.trunc(value)
			const cents = Math.round((value - whole) * 100)
			const main = `${englishCardinal(whole)} ${whole === 1 ? one : many}`
			return cents ? `${main} and ${englishCardinal(cents)} ${symbol === '£' ? 'pence' : cents === 1 ? 'cent' : 'cents'}` : main
		})
		.replace(/(\d[\d,]*(?:\.\d+)?)\s?%/g, (_, value: string) => `${n(value)} percent`)
		.replace(/(\d[\d,]*(?:\.\d+)?)\s?(€|EUR\b)/g, (_, value: string) => `${n(value)} euros`)
		.replace(/(?<![\p{L}\d.])(\d[\d,]*(?:\.\d+)?)(?![\p{L}\d]|\.\d)/gu, (value: string) => n(value))
}

// ————————————————————————————————————————————————— symbols

function withoutSymbols(text: string) {
	return (
		text
			// brackets and dashes between words leave a pause
			.replace(/[()[\]{}]|\s[–—-]\s|[–—]/g, ', ')
			// quotes, slashes and the rest of the symbols are never read
			.replace(/[«»"“”„‘’`´*^#_|<>\\/=+~@&§•·▪→←↑↓✓✔✗©®™$€£%]/g, ' ')
			.replace(/(?<!\p{L})'|'(?!\p{L})/gu, ' ')
			// punctuation left over: ' , ,' ', .' '( ,' and spaces
			.replace(/\s+([,.;:!?…])/g, '$1')
			.replace(/([¿¡])\s+/g, '$1')
			.replace(/,(?:\s*,)+/g, ',')
			.replace(/,\s*([.;:!?…])/g, '$1')
			.replace(/([.;:!?])\s*,/g, '$1')
			.replace(/^[\s,.;:]+/, '')
			.replace(/[ \t\u00a0\u202f]+/g, ' ')
			.replace(/\s*\n\s*/g, ' ')
			.trim()
	)
}
