import { SPOKEN_NAMES } from '#app/modules/audio/spoken-names.ts'

/**
 * Hashtags written as people write them: a phrase as one word with each word capitalised and its accents and ñ kept
 * ('Oficina sin Licencias' → '#OficinaSinLicencias', 'tipografía' → '#Tipografía'), a product or technical name in
 * its own casing ('#LaTeX', '#LibreOffice', '#GitHub'), an acronym as it is ('#APT'). Pure functions.
 */

/** Names with a casing of their own, on top of the pronunciation list's (spoken-names.ts). */
const OWN_CASING = [
	'BibTeX',
	'MiKTeX',
	'pdfLaTeX',
	'XeLaTeX',
	'LuaLaTeX',
	'ConTeXt',
	'YouTube',
	'WordPress',
	'PowerPoint',
	'OpenDocument',
	'iPhone',
	'iPad',
	'OpenAI',
	'ChatGPT',
	'PayPal',
	'WhatsApp',
	'LinkedIn',
	'TikTok',
]

/** A name's written form by its comparable one (lower case, letters and digits only): 'latex' → 'LaTeX'. */
const CASING = new Map<string, string>()
for (const name of [...SPOKEN_NAMES.map((entry) => entry.written[0]!), ...OWN_CASING])
	if (!name.includes(' ')) CASING.set(comparable(name), name.replace(/[^\p{L}\p{N}]/gu, ''))
for (const entry of SPOKEN_NAMES)
	for (const form of entry.written) {
		const key = comparable(form)
		if (!form.includes(' ') && !CASING.has(key)) CASING.set(key, entry.written[0]!.replace(/[^\p{L}\p{N}]/gu, ''))
	}

/** How words and tags are compared: lower case, letters and digits only, accents ignored ('Tipografía' ≡ 'tipografia'). */
function comparable(text: string) {
	return text
		.toLocaleLowerCase('es')
		.normalize('NFD')
		.replace(/\p{M}/gu, '')
		.replace(/[^\p{L}\p{N}]/gu, '')
}

/** One word of a hashtag: a known name in its casing, an acronym or a word with inner capitals as is, else capitalised. */
function tagWord(word: string) {
	const letters = word.replace(/[^\p{L}\p{N}]/gu, '')
	const known = CASING.get(comparable(letters))
	if (known) return known
	if (/^\p{Lu}[\p{Lu}\p{N}]{1,4}$/u.test(letters) || /\p{Ll}\p{Lu}/u.test(letters)) return letters
	// a word in capitals longer than an acronym is a shouted common word
	const lower = /^[\p{Lu}\p{N}]+$/u.test(letters) ? letters.toLocaleLowerCase('es') : letters
	return lower.charAt(0).toLocaleUpperCase('es') + lower.slice(1)
}

/** A term or a name as a hashtag ('servidor principal' → '#ServidorPrincipal'); empty when it has no letter. */
export function hashtag(text: string) {
	const words = text.split(/[\s\-–—_/.]+/u).filter((word) => /[\p{L}\p{N}]/u.test(word))
	const tag = words.map(tagWord).join('')
	return /\p{L}/u.test(tag) ? `#${tag}` : ''
}

/** Whether two hashtags are the same tag written differently ('#Tipografía', '#tipografia'). */
export function sameTag(a: string, b: string) {
	return comparable(a) === comparable(b)
}

/**
 * Words that name no topic of their own, singular (compared without accents, a plural's 's' or 'es' off):
 * '#Manera', '#Cosas', '#Forma' say nothing of an episode.
 */
const GENERIC = new Set(
	(
		'cosa forma manera modo parte tipo caso ejemplo idea tema punto vez lugar momento aspecto elemento cuestion asunto ' +
		'informacion uso nivel resultado persona gente hecho mundo dia ano numero cantidad problema opcion paso motivo razon ' +
		'general principal importante necesario posible basico sencillo facil dificil nuevo diferente distinto mismo ' +
		'thing way part type case example idea topic point time place moment aspect element issue information use level ' +
		'result person people fact world day year number option step reason'
	).split(' '),
)

/** A single word that names no topic (see GENERIC). */
export function isGeneric(word: string) {
	const key = comparable(word)
	return GENERIC.has(key) || GENERIC.has(key.replace(/es$/u, '')) || GENERIC.has(key.replace(/s$/u, ''))
}
