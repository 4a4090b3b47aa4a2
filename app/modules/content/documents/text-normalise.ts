/** Whitespace clean-up and the length cap applied to every document's text before it reaches the script writer. */

/** Control characters (other than tab and line breaks), soft hyphens, zero-width characters and stray BOMs. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const INVISIBLE = /[\u0000-\u0008\u000e-\u001f\u007f-\u009f\u00ad\u200b-\u200d\u2060\ufeff]/g
/** Runs of horizontal space, including no-break and typographic spaces. */
const SPACES = /[ \t\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]+/g

/**
 * NFC (so 'n' + combining tilde becomes 'ñ'), Unix line breaks (also for \v, form feed and Unicode separators),
 * invisible characters removed, spaces collapsed, lines trimmed, at most one blank line in a row.
 */
export function normaliseText(text: string) {
	return text
		.normalize('NFC')
		.replace(/\r\n?|[\v\f\u0085\u2028\u2029]/g, '\n')
		.replace(INVISIBLE, '')
		.replace(SPACES, ' ')
		.replace(/ ?\n ?/g, '\n')
		.replace(/\n{3,}/g, '\n\n')
		.trim()
}

/** The text cut to `maxChars`, at the last space or line break of the final stretch when there is one. */
export function capText(text: string, maxChars: number) {
	if (text.length <= maxChars) return { text, truncated: false }
	const cut = text.slice(0, maxChars)
	const lastBreak = Math.max(cut.lastIndexOf(' '), cut.lastIndexOf('\n'))
	const end = lastBreak > maxChars * 0.9 ? lastBreak : maxChars
	// Never leave half of a surrogate pair (an emoji, say) at the end.
	const kept = cut.slice(0, end).replace(/[\ud800-\udbff]$/, '')
	return { text: kept.trimEnd(), truncated: true }
}
