/**
 * Taking an address or a path out of a sentence without leaving a hole: «disponibles en (http://…).» must not become
 * «disponibles en.». Where a removed span leaves a preposition, an article or a pointing verb at its edge, the clause
 * that led to it goes back to the last comma when what is left is still a sentence, or else the sentence goes whole.
 */

/**
 * File paths, which are never read aloud: an archive path (CTAN:systems/msdos/emtex), an absolute or home path of two
 * parts or more (/usr/share/doc, ~/gentoo), a Windows path (C:\Archivos) and a relative path to a file with an extension
 * (src/app/main.ts). Two words with a slash (y/o, Cargar/guardar, km/h) are not a path.
 */
export const PATH = new RegExp(
	[
		String.raw`(?<![\p{L}\d])[A-Za-z]{2,10}:(?!\/\/)[\w.+~-]+(?:\/[\w.+~-]*)+`,
		String.raw`(?<![\p{L}\d/.:~])~?\/(?:[\w.+-]+\/)+[\w.+-]*`,
		String.raw`(?<![\p{L}\d/.:])~\/[\w.+-]+`,
		String.raw`(?<![\p{L}\d])[A-Z]:\\[^\s,;«»"]+`,
		String.raw`(?<![\p{L}\d/.:])[\w-]+(?:\/[\w.-]+)+\.[a-z\d]{1,5}(?![\p{L}\d/])`,
	].join('|'),
	'gu',
)

/** Where a span was taken out (a private-use character no source text holds). */
const HOLE = '\ue000'

/** Words that cannot end a clause: prepositions, articles, determiners and verbs that point at what followed them. */
const DANGLING = new Set(
	(
		'a al ante bajo con contra de del desde en entre hacia hasta mediante para por según sin sobre tras vía ' +
		'el la los las lo un una unos unas su sus este esta estos estas ese esa esos esas aquí véase ver visite consulte ' +
		'the an at from in on to of for by with into via under see visit'
	).split(' '),
)

/**
 * `text` with every match of `pattern` taken out; `onRemoved` counts them. A sentence the removal would leave ending
 * in (or broken after) a dangling word loses that clause back to its last comma, or goes whole when that leaves
 * fewer than three words.
 */
export function removeLeavingNoHole(text: string, pattern: RegExp, onRemoved: () => void = () => {}) {
	let removed = false
	const marked = text.replace(pattern, (span: string) => {
		// a path's sentence punctuation stays: «en /usr/share/doc.»
		const trailing = /[.,;:!?]+$/.exec(span)?.[0] ?? ''
		removed = true
		onRemoved()
		return HOLE + trailing
	})
	return removed ? withoutHoles(marked) : text
}

/** Closes the holes a removal left (see removeLeavingNoHole). */
function withoutHoles(text: string) {
	if (!text.includes(HOLE)) return text
	return text
		.split(/(?<=[.!?…]["»”)]?)\s+/u)
		.map((sentence) => (sentence.includes(HOLE) ? closedSentence(sentence) : sentence))
		.filter((sentence) => /\p{L}/u.test(sentence))
		.join(' ')
		.replace(/\s+([.,;:!?)»])/g, '$1')
		.replace(/\(\s*\)/g, '')
		.replace(/\s{2,}/g, ' ')
		.trim()
}

function closedSentence(sentence: string): string {
	const at = sentence.indexOf(HOLE)
	if (at < 0) return sentence
	const before = sentence.slice(0, at).replace(/[\s(«"“:]+$/u, '')
	const after = sentence.slice(at + 1)
	const lastWord = /(\p{L}+)$/u.exec(before)?.[1]?.toLowerCase()
	if (!lastWord || !DANGLING.has(lastWord)) {
		// «Más información: (…).» → «Más información.»
		const ends = !/\p{L}/u.test(after.replace(HOLE, ''))
		return closedSentence(`${ends ? before : sentence.slice(0, at)}${after}`)
	}
	const comma = before.lastIndexOf(',')
	const kept = comma > 0 ? before.slice(0, comma) : ''
	const enoughLeft = (kept.match(/\p{L}+/gu) ?? []).length >= 3
	const rest = after.replace(/^[\s)»"”]+/u, '')
	// the clause ended the sentence: «…, disponibles en (…).» → «….»
	if (!/\p{L}/u.test(rest.replace(HOLE, ''))) {
		if (!enoughLeft) return ''
		return `${kept}${/[.!?…]/u.exec(rest)?.[0] ?? '.'}`
	}
	// the clause ended before the next one: «…, disponibles en (…), y …» → «…, y …»
	if (enoughLeft && /^[,;]/u.test(rest)) return closedSentence(`${kept}${rest}`)
	return ''
}
