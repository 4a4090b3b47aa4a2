import { PATH, removeLeavingNoHole } from '#app/modules/content/clean/removed-spans.ts'
import type { ScriptLanguage } from '#app/modules/script/script-types.ts'
import { englishCardinal, englishNumber } from './english-numbers.ts'
import { expandAbbreviations } from './spoken-abbreviations.ts'
import { spanishAcronyms } from './spoken-acronyms.ts'
import { englishAddresses, spanishAddresses } from './spoken-addresses.ts'
import { type Dialect, spanishFigures } from './spoken-figures.ts'
import { spokenNames } from './spoken-names.ts'
import { noPronunciations, type Pronunciations, sayPronunciations } from './spoken-pronunciations.ts'
import { spokenKeysAndMenus, spokenMath, withoutUnsayable } from './spoken-symbols.ts'

/**
 * A script line as a speech engine should hear it, whatever the engine: nothing a listener would not say out loud.
 * Every provider gets this text, and the line cache is keyed by it (synthesiseLines). In order:
 * markup and footnote markers go; the account's pronunciation dictionary says its words and phrases as their entries
 * do (spoken-pronunciations.ts; never inside an address or a number); well-known names are said as the voice reads them well (LaTeX → látex, see
 * spoken-names.ts), never inside an address; e-mail addresses and web addresses become words (a URL is read as its
 * domain); file paths go (CTAN:systems/msdos/emtex, /usr/share/doc), never leaving «disponibles en.» (the clause
 * or the sentence goes with them, as the source cleaner does); key combinations, menu paths, arrows, math signs, Greek letters and powers become words (Ctrl+Intro →
 * Control más Intro, Herramientas ▸ Opciones → Herramientas, después Opciones, see spoken-symbols.ts); common
 * abbreviations are expanded; dates, times, money, percentages, ordinals, units and numbers become words; acronyms are
 * spelled (PDF → pe de efe) or read as a word (ONU, UNESCO); quotes, slashes and markup symbols go, brackets and dashes
 * leaving a pause (a comma); a sentence still holding a character no voice of the language can say goes whole, rather
 * than be read with a hole or in another language. Words in another language are left as they are.
 *
 * Dialects: castellano and latino differ in the letter names (uve / ve, uve doble / doble ve), the cents (céntimos /
 * centavos), the first day of a month (uno / primero de enero) and the decimal separator read aloud: 'coma' in
 * castellano, 'punto' in latino (as in Mexico and most of Central America, whose voices the latino ones are). How a
 * number is written in the source does not matter: 12,5 and 12.5 are both twelve and a half.
 */
export function speakableText(text: string, language: ScriptLanguage, pronunciations: Pronunciations = noPronunciations): string {
	const spanish = language !== 'english'
	const dialect: Dialect = language === 'latino' ? 'latino' : 'castellano'
	let out = text.normalize('NFC')
	out = withoutMarkup(out)
	// the user's own entries first: where an entry and the built-in list both know a name, the user's is said
	out = sayPronunciations(out, pronunciations)
	out = spokenNames(out, spanish ? 'spanish' : 'english')
	out = spanish ? spanishAddresses(out) : englishAddresses(out)
	out = removeLeavingNoHole(out, PATH)
	out = spokenKeysAndMenus(out, spanish ? 'spanish' : 'english')
	out = spokenMath(out, spanish ? 'spanish' : 'english')
	if (spanish) {
		out = expandAbbreviations(out)
		out = spanishFigures(out, dialect)
		out = spanishAcronyms(out, dialect)
	} else {
		out = englishFigures(out)
	}
	return withoutUnsayable(withoutSymbols(out))
}

// ————————————————————————————————————————————————— markup

function withoutMarkup(text: string) {
	return (
		text
			// footnote markers: ^[2], [^2], [21], ^2, superscript digits (glued to the next word, a space stays); a ² or ³
			// after a digit or a lone letter is a power (10², x³), said by spokenMath
			.replace(/[¹²³⁰⁴-⁹]+(?=\p{L})/gu, ' ')
			.replace(/\^\[\d+\]|\[\^?\d+\]|(?<!\d)\^\d+|(?<!\d\s?|(?<![\p{L}\d])\p{L})[²³]|[¹⁰⁴-⁹]+|[²³]{2,}/gu, '')
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
			.replace(/[«»"“”„‘’`´*^#_|<>\\/=+~@&§•·▪†‡✓✔✗©®™$€£%]/g, ' ')
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
