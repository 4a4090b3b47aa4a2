/** A chapter line of the YouTube description: 'm:ss Título' or 'h:mm:ss Título' (chapterLines in app/modules/description). */
const CHAPTER_LINE = /^(?:\d{1,2}:)?\d{1,2}:\d{2}\s+\S/

/** The characters HTML gives a meaning to, as text. */
function escapeHtml(text: string) {
	return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!)
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/**
 * An episode's description in the feed when its owner wrote none: its YouTube description (localDescription: a
 * 'Título | Pódcast' line, the summary, a call to subscribe, the chapter list, hashtags and a credit), reduced to
 * the summary and the chapter lines, as HTML (a paragraph, and the chapters as a list under their heading). Every
 * character of it is escaped: nothing in the text becomes markup. '' when there is no description.
 */
export function feedDescriptionHtml(description: string | null | undefined) {
	const blocks = (description ?? '')
		.replace(/\r\n?/g, '\n')
		.split(/\n\s*\n/)
		.map((block) => block.trim())
		.filter(Boolean)
	if (blocks.length > 1 && isHeading(blocks[0]!)) blocks.shift()
	const chapters = blocks.find(isChapterBlock)
	const summary = blocks.find((block) => block !== chapters && !isHashtags(block))
	const html: string[] = []
	if (summary) html.push(`<p>${summary.split('\n').map(escapeHtml).join('<br>')}</p>`)
	if (chapters) {
		const lines = chapters.split('\n').map((line) => line.trim())
		const heading = CHAPTER_LINE.test(lines[0]!) ? null : lines.shift()!
		if (heading) html.push(`<p>${escapeHtml(heading)}</p>`)
		html.push(`<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`)
	}
	return html.join('\n')
}

/** The first line of the YouTube description: 'Título | Pódcast', one line. */
function isHeading(block: string) {
	return !block.includes('\n') && block.includes(' | ')
}

/** 'Capítulos:' (or none) and then only chapter lines, at least one. */
function isChapterBlock(block: string) {
	const lines = block.split('\n').map((line) => line.trim())
	const rest = CHAPTER_LINE.test(lines[0]!) ? lines : lines.slice(1)
	return rest.length > 0 && rest.every((line) => CHAPTER_LINE.test(line))
}

/** The hashtags line (and the credit under it). */
function isHashtags(block: string) {
	const words = block.split('\n')[0]!.trim().split(/\s+/)
	return words.every((word) => word.startsWith('#'))
}
