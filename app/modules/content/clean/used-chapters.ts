import { headingTitle } from '#app/modules/script/chapter-titles.ts'
import type { SourceSection } from './source-structure.ts'

/** The notice lists this many chapters; more than one beyond them are counted ('y 3 más'). */
const LISTED = 4

/**
 * The chapters a long document was used from, as its reader knows them: '1. Introducción', '4. Fórmulas', in the
 * document's order, each once (a chapter split in parts, or used through several of its sections, is one). A chapter
 * is a top-level heading of the document; its number is the one the document gives it when the document numbers its
 * chapters in order ('Capítulo 3', '3. Fórmulas'), otherwise its position among them, never a page. At most LISTED
 * are named and the rest counted in `more`.
 */
export function usedChapters(all: readonly SourceSection[], used: readonly SourceSection[]) {
	const chosen = new Set(used)
	const chapters: Array<{ heading: string; label: string | null; used: boolean }> = []
	for (const section of all) {
		const current = chapters.at(-1)
		const starts =
			section.level === 1 &&
			section.heading !== null &&
			!(current && current.heading === section.heading && current.label === section.chapter)
		if (starts) chapters.push({ heading: section.heading!, label: section.chapter, used: false })
		const chapter = chapters.at(-1)
		if (chapter && chosen.has(section)) chapter.used = true
	}
	const numbers = ownNumbers(chapters.map((chapter) => chapter.label)) ?? chapters.map((_, index) => String(index + 1))
	const named = chapters
		.map((chapter, index) => ({ ...chapter, number: numbers[index]! }))
		.filter((chapter) => chapter.used)
		.map((chapter) => `${chapter.number}. ${headingTitle(chapter.heading) || chapter.heading.trim()}`)
	const listed = named.length > LISTED + 1 ? named.slice(0, LISTED) : named
	return { listed, more: named.length - listed.length }
}

/**
 * The document's own chapter numbers, when it numbers every chapter in order (1, 2, 3…, then appendices A, B…);
 * null when a chapter has none or they are out of order (a number read from a page or a list is not a chapter's).
 */
function ownNumbers(labels: ReadonlyArray<string | null>) {
	let last = 0
	let letters = false
	for (const label of labels) {
		if (label === null) return null
		if (/^\d{1,3}$/u.test(label)) {
			if (letters || Number(label) <= last) return null
			last = Number(label)
		} else if (/^[A-Z]$/u.test(label)) letters = true
		else return null
	}
	return labels as string[]
}
