// ————————————————————————————————————————————————— symbols said as words
//
// Keys, arrows, menu paths, math signs and Greek letters in the script's language, so that a voice neither skips
// them (a hole: «Use y en la barra») nor reads them in another language («minus colon», a Greek voice for ε). A
// character still left that no voice of the language can say takes its whole sentence with it (withoutUnsayable).

type Words = {
	plus: string
	afterwards: string
	keys: Record<string, string>
	/** ← → ↑ ↓ */
	arrows: [string, string, string, string]
	math: Record<string, string>
	greek: Record<string, string>
	squared: string
	cubed: string
	functionKey: string
	greaterThan: string
	lessThan: string
}

/** Key names as a help page writes them, lower-cased, to the key's name as said (see KEY_NAMES for the written forms). */
const SPANISH_KEYS: Record<string, string> = {
	ctrl: 'Control',
	control: 'Control',
	'⌃': 'Control',
	alt: 'Alt',
	altgr: 'Alt Gr',
	'alt gr': 'Alt Gr',
	shift: 'Mayúsculas',
	mayús: 'Mayúsculas',
	mayúsculas: 'Mayúsculas',
	'⇧': 'Mayúsculas',
	cmd: 'Comando',
	command: 'Comando',
	comando: 'Comando',
	'⌘': 'Comando',
	option: 'Opción',
	opción: 'Opción',
	'⌥': 'Opción',
	tab: 'Tabulador',
	tabulador: 'Tabulador',
	intro: 'Intro',
	enter: 'Intro',
	return: 'Intro',
	retorno: 'Intro',
	esc: 'Escape',
	escape: 'Escape',
	supr: 'Suprimir',
	suprimir: 'Suprimir',
	del: 'Suprimir',
	delete: 'Suprimir',
	backspace: 'Retroceso',
	retroceso: 'Retroceso',
	space: 'Espacio',
	espacio: 'Espacio',
	home: 'Inicio',
	inicio: 'Inicio',
	end: 'Fin',
	fin: 'Fin',
	repág: 'Retroceder página',
	pgup: 'Retroceder página',
	avpág: 'Avanzar página',
	pgdn: 'Avanzar página',
	insert: 'Insertar',
	ins: 'Insertar',
	fn: 'Fn',
}

const ENGLISH_KEYS: Record<string, string> = {
	ctrl: 'Control',
	control: 'Control',
	'⌃': 'Control',
	alt: 'Alt',
	altgr: 'Alt Gr',
	'alt gr': 'Alt Gr',
	shift: 'Shift',
	mayús: 'Shift',
	mayúsculas: 'Shift',
	'⇧': 'Shift',
	cmd: 'Command',
	command: 'Command',
	comando: 'Command',
	'⌘': 'Command',
	option: 'Option',
	opción: 'Option',
	'⌥': 'Option',
	tab: 'Tab',
	tabulador: 'Tab',
	intro: 'Enter',
	enter: 'Enter',
	return: 'Return',
	retorno: 'Return',
	esc: 'Escape',
	escape: 'Escape',
	supr: 'Delete',
	suprimir: 'Delete',
	del: 'Delete',
	delete: 'Delete',
	backspace: 'Backspace',
	retroceso: 'Backspace',
	space: 'Space',
	espacio: 'Space',
	home: 'Home',
	inicio: 'Home',
	end: 'End',
	fin: 'End',
	repág: 'Page Up',
	pgup: 'Page Up',
	avpág: 'Page Down',
	pgdn: 'Page Down',
	insert: 'Insert',
	ins: 'Insert',
	fn: 'Fn',
}

const GREEK_SPANISH: Record<string, string> = {
	α: 'alfa',
	β: 'beta',
	γ: 'gamma',
	δ: 'delta',
	ε: 'épsilon',
	ϵ: 'épsilon',
	ζ: 'dseta',
	η: 'eta',
	θ: 'theta',
	ι: 'iota',
	κ: 'kappa',
	λ: 'lambda',
	μ: 'mu',
	ν: 'nu',
	ξ: 'xi',
	ο: 'ómicron',
	π: 'pi',
	ρ: 'ro',
	σ: 'sigma',
	ς: 'sigma',
	τ: 'tau',
	υ: 'ípsilon',
	φ: 'fi',
	ϕ: 'fi',
	χ: 'ji',
	ψ: 'psi',
	ω: 'omega',
}

const GREEK_ENGLISH: Record<string, string> = {
	α: 'alpha',
	β: 'beta',
	γ: 'gamma',
	δ: 'delta',
	ε: 'epsilon',
	ϵ: 'epsilon',
	ζ: 'zeta',
	η: 'eta',
	θ: 'theta',
	ι: 'iota',
	κ: 'kappa',
	λ: 'lambda',
	μ: 'mu',
	ν: 'nu',
	ξ: 'xi',
	ο: 'omicron',
	π: 'pi',
	ρ: 'rho',
	σ: 'sigma',
	ς: 'sigma',
	τ: 'tau',
	υ: 'upsilon',
	φ: 'phi',
	ϕ: 'phi',
	χ: 'chi',
	ψ: 'psi',
	ω: 'omega',
}

const SPANISH: Words = {
	plus: 'más',
	afterwards: 'después',
	keys: SPANISH_KEYS,
	arrows: ['flecha izquierda', 'flecha derecha', 'flecha arriba', 'flecha abajo'],
	math: {
		'−': 'menos',
		'×': 'por',
		'÷': 'entre',
		'±': 'más menos',
		'∓': 'menos más',
		'≤': 'menor o igual que',
		'⩽': 'menor o igual que',
		'≥': 'mayor o igual que',
		'⩾': 'mayor o igual que',
		'≠': 'distinto de',
		'≈': 'aproximadamente',
		'∞': 'infinito',
		'°': 'grados',
		'√': 'raíz de',
		'½': 'un medio',
		'¼': 'un cuarto',
		'¾': 'tres cuartos',
		'§': 'sección',
	},
	greek: GREEK_SPANISH,
	squared: 'al cuadrado',
	cubed: 'al cubo',
	functionKey: 'efe',
	greaterThan: 'mayor que',
	lessThan: 'menor que',
}

const ENGLISH: Words = {
	plus: 'plus',
	afterwards: 'then',
	keys: ENGLISH_KEYS,
	arrows: ['left arrow', 'right arrow', 'up arrow', 'down arrow'],
	math: {
		'−': 'minus',
		'×': 'times',
		'÷': 'divided by',
		'±': 'plus or minus',
		'∓': 'minus or plus',
		'≤': 'less than or equal to',
		'⩽': 'less than or equal to',
		'≥': 'greater than or equal to',
		'⩾': 'greater than or equal to',
		'≠': 'not equal to',
		'≈': 'approximately',
		'∞': 'infinity',
		'°': 'degrees',
		'√': 'the square root of',
		'½': 'one half',
		'¼': 'one quarter',
		'§': 'section',
		'¾': 'three quarters',
	},
	greek: GREEK_ENGLISH,
	squared: 'squared',
	cubed: 'cubed',
	functionKey: 'F',
	greaterThan: 'greater than',
	lessThan: 'less than',
}

const wordsFor = (language: 'spanish' | 'english') => (language === 'spanish' ? SPANISH : ENGLISH)

const ARROWS = '←→↑↓'

// ————————————————————————————————————————————————— keys and menus

/** The written key names, longest first; a glyph (⌘) stands on its own, a name is a whole word. */
const KEY_NAMES = [...new Set([...Object.keys(SPANISH_KEYS), ...Object.keys(ENGLISH_KEYS)])]
	.sort((a, b) => b.length - a.length)
	.map((key) => key.replace(/[/^$*+?.()|[\]{}\\-]/g, '\\$&').replace(/ /g, '\\s'))
	.join('|')
const KEY = String.raw`(?:${KEY_NAMES}|F\d{1,2})`
/** One key of a combination after the first: a named key, a function key, a letter, a digit or an arrow. */
const NEXT_KEY = String.raw`(?:${KEY}|[\p{L}\d]|[${ARROWS}])`
/** Ctrl+Intro, Control+Mayús+F5, ⌘+C, Alt + ←: a named key first (I+D and C++ are not keys). */
const COMBINATION = new RegExp(String.raw`(?<![\p{L}\d])${KEY}(?:\s?\+\s?${NEXT_KEY}(?![\p{L}\d]))+(?![\p{L}\d+])`, 'giu')
/** Key abbreviations a voice cannot read on their own: Ctrl, Cmd, Esc, Supr, AvPág, Mayús. */
const ABBREVIATED_KEY = /(?<![\p{L}\d])(?:Ctrl|Cmd|Esc|Supr|AvPág|RePág|PgUp|PgDn|Mayús)(?![\p{L}\d])|[⌘⌥⇧⌃]/gu

function keyWords(key: string, words: Words) {
	const name = words.keys[key.toLowerCase().replace(/\s+/g, ' ')]
	if (name) return name
	const functionKey = /^F(\d{1,2})$/.exec(key)
	if (functionKey) return `${words.functionKey} ${functionKey[1]}`
	const arrow = ARROWS.indexOf(key)
	if (arrow >= 0) return words.arrows[arrow]!
	return key.toUpperCase()
}

/** Menu separators that are nothing else: ▸ ► ▶ ▹ ›. */
const MENU_ARROW = /\s*[▸►▶▹›]\s*/gu
/**
 * '>', '→' and '»' separate menu names only between capitalised names, spaced: «Herramientas > Opciones > Ver»,
 * «Archivo → Exportar». A '»' closing a quote is not a separator (counted against the '«' before it).
 */
const MENU_SIGN = /(?<=(?:^|[\s«"“(])\p{Lu}[\p{L}\d/.-]+(?:\s[\p{L}\d/.-]+){0,3})\s+([>→»])\s+(?=\p{Lu}\p{L})/gu
/** A comparison between a name or number and a number: x > 5, n < 10. */
const COMPARISON = /(?<=[\p{L}\d]\s?)([<>])(?=\s?[-−]?\d)/gu
/** A function key on its own: F1, F12 (and a car race's F1, said the same way). */
const FUNCTION_KEY = /(?<![\p{L}\d])F(\d{1,2})(?![\p{L}\d])/gu

/** Key combinations, lone key abbreviations, menu paths and arrows as words. */
export function spokenKeysAndMenus(text: string, language: 'spanish' | 'english') {
	const words = wordsFor(language)
	const then = `, ${words.afterwards} `
	return text
		.replace(COMBINATION, (combination) =>
			combination
				.split(/\s?\+\s?/)
				.map((key) => keyWords(key, words))
				.join(` ${words.plus} `),
		)
		.replace(ABBREVIATED_KEY, (key) => keyWords(key, words))
		.replace(FUNCTION_KEY, (_, digits: string) => `${words.functionKey} ${digits}`)
		.replace(MENU_ARROW, (_, offset: number) => (offset === 0 ? '' : then))
		.replace(MENU_SIGN, (separator, sign: string, offset: number, whole: string) => {
			if (sign !== '»') return then
			const before = whole.slice(0, offset)
			const opened = (before.match(/«/g) ?? []).length
			const closed = (before.match(/»/g) ?? []).length
			return opened > closed ? separator : then
		})
		.replace(/[←→↑↓]/g, (arrow) => ` ${words.arrows[ARROWS.indexOf(arrow)]} `)
		.replace(COMPARISON, (sign) => ` ${sign === '>' ? words.greaterThan : words.lessThan} `)
}

// ————————————————————————————————————————————————— math and Greek

const MATH_SIGNS = new RegExp(`°[CF](?!\\p{L})|[${Object.keys(SPANISH.math).join('')}]`, 'gu')
const GREEK = /[α-ωϵϕ]/giu

/**
 * Math signs, Greek letters and powers (x², 10³: after a digit or a lone letter) in words. A minus before a digit and
 * (in Spanish) a degree sign or a power after a number and its unit are left to the figures (−5 → menos cinco,
 * 25 °C → veinticinco grados, 5 m² → cinco metros cuadrados).
 */
export function spokenMath(text: string, language: 'spanish' | 'english') {
	const words = wordsFor(language)
	// Spanish figures say units (5 m², 25 °C); English ones do not, so the signs are said here
	const unit = language === 'spanish' ? String.raw`\d\s` : '(?!)'
	return text
		.replace(/(\d)\s?²(?![\p{L}\d])/gu, `$1 ${words.squared}`)
		.replace(/(\d)\s?³(?![\p{L}\d])/gu, `$1 ${words.cubed}`)
		.replace(
			new RegExp(String.raw`(?<![\p{L}\d]|${unit})(\p{L})([²³])(?![\p{L}\d])`, 'gu'),
			(_, letter: string, power: string) => `${letter} ${power === '²' ? words.squared : words.cubed}`,
		)
		.replace(MATH_SIGNS, (sign: string, offset: number, whole: string) => {
			if (sign === '−' && /^\d/.test(whole.slice(offset + 1))) return sign
			if (sign.startsWith('°') && language === 'spanish' && /\d\s?$/.test(whole.slice(0, offset))) return sign
			if (sign.length === 2) return ` ${words.math['°']} ${sign.endsWith('C') ? 'Celsius' : 'Fahrenheit'} `
			return ` ${words.math[sign]} `
		})
		.replace(GREEK, (letter) => ` ${words.greek[letter.toLowerCase()] ?? letter} `)
}

// ————————————————————————————————————————————————— what cannot be said

/** Pictographs (emoji) and their joiners are decoration: they go without a word. */
const DECORATION = /\p{Extended_Pictographic}|[\u{1f3fb}-\u{1f3ff}]|\u200d|\ufe0e|\ufe0f|\u20e3/gu
/** What a Spanish or English voice can say: Latin letters (with their accents), digits, spaces and punctuation. */
const UNSAYABLE = /[^\p{Script=Latin}\p{M}0-9\s\p{P}]/u

/**
 * Every sentence that still holds a character no voice of the language can say (a symbol without a name, a letter of
 * another script) is left out whole: a listener misses a sentence rather than hearing one with a hole, or one read in
 * another language.
 */
export function withoutUnsayable(text: string) {
	const clean = text
		.replace(DECORATION, ' ')
		.replace(/\s+([,.;:!?…])/g, '$1')
		.replace(/\s{2,}/g, ' ')
		.trim()
	if (!UNSAYABLE.test(clean)) return clean
	return clean
		.split(/(?<=[.!?…])\s+/u)
		.filter((sentence) => !UNSAYABLE.test(sentence))
		.join(' ')
}
