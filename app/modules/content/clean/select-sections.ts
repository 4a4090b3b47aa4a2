import type { SourceSection } from './source-structure.ts'

/**
 * Which sections of long sources to use when they do not all fit: by relevance over the whole of them, never "the
 * first N pages". A section's relevance is how close its terms (TF-IDF) are to what the sources as a whole are
 * about, plus how many of the episode title's words it and its heading use. The best sections are taken until the
 * character budget is spent, then put back in reading order.
 */

const STOPWORDS = new Set(
	'para como pero este esta estos estas todo todos cuando donde desde sobre entre tiene tienen puede pueden debe deben hace hacer otro otra otros otras cada porque también más muy sólo solo sus que una unos unas the and for with this that from your have will which when what there their they these than then into about more been were should would could'.split(
		' ',
	),
)

function terms(text: string) {
	return (text.toLowerCase().match(/[\p{L}\p{N}_]{4,}/gu) ?? []).filter((word) => !STOPWORDS.has(word))
}

export function sectionLength(section: SourceSection) {
	return section.paragraphs.reduce((sum, paragraph) => sum + paragraph.text.length + 2, 0)
}

/** The indexes of the sections to use, in reading order, within `maxChars` of paragraphs. */
export function selectSections(sections: readonly SourceSection[], { maxChars, title }: { maxChars: number; title: string }) {
	const total = sections.reduce((sum, section) => sum + sectionLength(section), 0)
	if (total <= maxChars) return sections.map((_, index) => index)
	const scores = relevance(sections, title)
	const order = sections.map((_, index) => index).sort((a, b) => scores[b]! - scores[a]!)
	const chosen: number[] = []
	let left = maxChars
	for (const index of order) {
		const length = sectionLength(sections[index]!)
		if (length === 0 || length > left) continue
		chosen.push(index)
		left -= length
	}
	return chosen.sort((a, b) => a - b)
}

/** Each section's relevance (see the module comment); higher is more relevant. */
function relevance(sections: readonly SourceSection[], title: string) {
	const counts = sections.map((section) => {
		const tf = new Map<string, number>()
		for (const paragraph of section.paragraphs) for (const term of terms(paragraph.text)) tf.set(term, (tf.get(term) ?? 0) + 1)
		return tf
	})
	const df = new Map<string, number>()
	for (const tf of counts) for (const term of tf.keys()) df.set(term, (df.get(term) ?? 0) + 1)
	const idf = (term: string) => Math.log((1 + sections.length) / (1 + (df.get(term) ?? 0))) + 1
	const vectors = counts.map((tf) => {
		const vector = new Map<string, number>()
		for (const [term, count] of tf) vector.set(term, (1 + Math.log(count)) * idf(term))
		return vector
	})
	const centroid = new Map<string, number>()
	for (const vector of vectors) for (const [term, weight] of vector) centroid.set(term, (centroid.get(term) ?? 0) + weight)
	const titleTerms = new Set(terms(title))
	return vectors.map((vector, index) => {
		const section = sections[index]!
		const similarity = cosine(vector, centroid)
		const headingTerms = terms(section.heading ?? '')
		const inTitle = [...titleTerms].filter((term) => vector.has(term)).length / Math.max(1, titleTerms.size)
		const headingInTitle = headingTerms.filter((term) => titleTerms.has(term)).length > 0 ? 1 : 0
		return similarity + 0.5 * inTitle + 0.5 * headingInTitle
	})
}

function cosine(a: Map<string, number>, b: Map<string, number>) {
	let dot = 0
	let normA = 0
	let normB = 0
	for (const [term, weight] of a) {
		dot += weight * (b.get(term) ?? 0)
		normA += weight * weight
	}
	for (const weight of b.values()) normB += weight * weight
	return normA && normB ? dot / Math.sqrt(normA * normB) : 0
}

/**
 * Sections longer than `maxChars` cut into consecutive parts (same heading and chapter; pages from their own
 * paragraphs), so that one long chapter can be partly used instead of all or nothing.
 */
export function splitLongSections(sections: readonly SourceSection[], maxChars: number): SourceSection[] {
	return sections.flatMap((section) => {
		if (sectionLength(section) <= maxChars) return [section]
		const parts: SourceSection[] = []
		let part: SourceSection | null = null
		let length = 0
		for (const paragraph of section.paragraphs) {
			if (!part || length + paragraph.text.length > maxChars) {
				part = { ...section, paragraphs: [], unspoken: parts.length === 0 ? section.unspoken : [] }
				parts.push(part)
				length = 0
			}
			part.paragraphs.push(paragraph)
			length += paragraph.text.length + 2
		}
		return parts.map((piece) => ({ ...piece, pages: pagesOf(piece) ?? piece.pages }))
	})
}

function pagesOf(section: SourceSection) {
	const pages = section.paragraphs.map((paragraph) => paragraph.page).filter((page) => page !== undefined)
	return pages.length > 0 ? { first: Math.min(...pages), last: Math.max(...pages) } : undefined
}
