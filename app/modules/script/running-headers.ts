/**
 * A book's running header without a section number: the same words before a page number on every page («Preguntas
 * específicas para el LATEX en castellano 22», «… 23», «… 24»). Found over the whole document — the same words
 * before three different numbers or more — and taken out wherever they are. Pure.
 */

/** Words before a number that may be a page number (then a capital, a section's number, or the end of the paragraph). */
const BEFORE_PAGE_NUMBER = /((?:[\p{L}\p{N}.,'’-]+\s+){3,10})(\d{1,4})(?=\s+[\p{Lu}¿¡«"“]|\s+\d{1,2}(?:\.\d{1,2})*\.\s|\s*$)/gu
const KEY_WORDS = 4
const MIN_PAGES = 3

/** The texts without their running headers. */
export function withoutRunningHeaders(texts: readonly string[]): string[] {
	const headers = runningHeaders(texts)
	if (!headers.length) return [...texts]
	const pattern = new RegExp(
		`(?:^|\\s)(?:${headers.map(asPattern).join('|')})\\s+\\d{1,4}(?:\\s+\\d{1,2}(?:\\.\\d{1,2})*\\.)?(?=\\s|$)`,
		'gu',
	)
	return texts.map((text) => text.replace(pattern, '').trim())
}

function runningHeaders(texts: readonly string[]) {
	const seen = new Map<string, { numbers: Set<string>; befores: string[][] }>()
	for (const text of texts)
		for (const match of text.matchAll(BEFORE_PAGE_NUMBER)) {
			const words = match[1]!.trim().split(/\s+/u)
			const key = words.slice(-KEY_WORDS).join(' ')
			if (!/^\p{L}/u.test(key)) continue
			const entry = seen.get(key) ?? { numbers: new Set(), befores: [] }
			entry.numbers.add(match[2]!)
			entry.befores.push(words)
			seen.set(key, entry)
		}
	return [...seen.values()]
		.filter((entry) => entry.numbers.size >= MIN_PAGES)
		.map((entry) => commonEnding(entry.befores).join(' '))
		.filter((header) => header.split(' ').length >= 3)
}

/** The words every occurrence ends with (the header, without what came before it on each page). */
function commonEnding(befores: string[][]) {
	const shortest = Math.min(...befores.map((words) => words.length))
	let length = 0
	while (length < shortest && befores.every((words) => words.at(-1 - length) === befores[0]!.at(-1 - length))) length++
	return befores[0]!.slice(befores[0]!.length - length)
}

function asPattern(text: string) {
	return text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&').replace(/\s+/gu, '\\s+')
}
