// LyX documents (.lyx, the format of LyX's own manuals) as the text a reader sees: for the quality benchmark's pasted
// text and its DOCX, built from LyX's Spanish manuals (bench/quality-corpus.ts). Not part of the app.

/** A paragraph of a LyX document: its text and heading level (0 for body text, 1 for a title or chapter…). */
export type LyxParagraph = { text: string; heading: number; item: boolean }

const HEADINGS: Record<string, number> = {
	Title: 1,
	Part: 1,
	Chapter: 1,
	Section: 2,
	'Section*': 2,
	Subsection: 3,
	'Subsection*': 3,
	Subsubsection: 4,
	'Subsubsection*': 4,
}

const ITEMS = new Set(['Itemize', 'Enumerate', 'Description', 'Labeling'])

/** Words LyX draws for its special characters. */
const SPECIAL_CHARS: Record<string, string> = {
	LyX: 'LyX',
	TeX: 'TeX',
	LaTeX: 'LaTeX',
	LaTeX2e: 'LaTeX2ε',
	ldots: '…',
	menuseparator: ' ▸ ',
	slash: '/',
	nobreakdash: '-',
}

/** Insets whose text is part of the sentence (quotes, spaces, character styles, links, shortcuts). */
const INLINE = new Set(['Quotes', 'space', 'Newline', 'Flex', 'Info', 'href'])

/** Insets that hold whole paragraphs of the text (boxes). */
const CONTAINERS = new Set(['Box'])

/**
 * The paragraphs of a .lyx file in reading order, as LyX shows them: special characters as drawn, quotes as « »,
 * a shortcut as the keys `shortcuts` gives for its function, links by their name; footnotes, notes, formulas,
 * figures, tables, cross-references and labels left out (a reader copying the text would not get them as words).
 */
export function lyxParagraphs(source: string, shortcuts: Record<string, string> = {}): LyxParagraph[] {
	const lines = source.slice(source.indexOf('\\begin_body')).split('\n')
	const paragraphs: LyxParagraph[] = []
	const insets: Array<{ kind: string; keep: boolean; info?: { type?: string; arg?: string }; link?: string }> = []
	let current: LyxParagraph | null = null
	const keeping = () => insets.every((inset) => inset.keep)
	const write = (text: string) => {
		if (current && keeping()) current.text += text
	}
	for (const line of lines) {
		const inset = insets.at(-1)
		if (line.startsWith('\\begin_layout ')) {
			const layout = line.slice('\\begin_layout '.length).trim()
			if (insets.length === 0 || (keeping() && insets.every((open) => CONTAINERS.has(open.kind)))) {
				current = { text: '', heading: HEADINGS[layout] ?? 0, item: ITEMS.has(layout) }
			}
		} else if (line.startsWith('\\end_layout')) {
			if (current && (insets.length === 0 || insets.every((open) => CONTAINERS.has(open.kind)))) {
				const text = current.text.replace(/\s+/g, ' ').trim()
				if (text) paragraphs.push({ ...current, text })
				current = null
			}
		} else if (line.startsWith('\\begin_inset ')) {
			const [kind = '', detail = ''] = line.slice('\\begin_inset '.length).trim().split(/\s+/)
			const name = kind === 'CommandInset' ? detail : kind
			const keep = INLINE.has(name) || CONTAINERS.has(name)
			if (name === 'Quotes' && keeping()) write(detail[1] === 'r' ? '»' : '«')
			if (name === 'space' && keeping()) write(' ')
			if (name === 'Newline' && keeping()) write(' ')
			insets.push({ kind: name, keep, info: name === 'Info' ? {} : undefined })
		} else if (line.startsWith('\\end_inset')) {
			const closed = insets.pop()
			if (closed?.info?.type === 'shortcut' && closed.info.arg && keeping()) write(shortcuts[closed.info.arg] ?? '')
			if (closed?.kind === 'href' && closed.link && keeping()) write(closed.link)
		} else if (inset?.kind === 'Info' && /^(type|arg)\s/.test(line)) {
			const [, key, value] = /^(type|arg)\s+"(.*)"/.exec(line) ?? []
			if (key === 'type' || key === 'arg') inset.info![key] = value
		} else if (inset?.kind === 'href' && /^(name|target)\s/.test(line)) {
			const [, key, value] = /^(name|target)\s+"(.*)"/.exec(line) ?? []
			if (key === 'name' || !inset.link) inset.link = value
		} else if (line.startsWith('\\SpecialChar ') || line.startsWith('\\backslash') || !line.startsWith('\\')) {
			if (!/^(status|LatexCommand|type|arg|literal|target|name)\s/.test(line)) write(inlineText(line))
		}
	}
	return paragraphs
}

/** A line of text with LyX's inline codes as drawn: '\\SpecialChar LyX' → 'LyX', '\\backslash' → '\\'. */
function inlineText(line: string) {
	return line.replace(/\\SpecialChar\s+(\S+)/g, (_, name: string) => SPECIAL_CHARS[name] ?? '').replace(/\\backslash\s?/g, '\\')
}

/**
 * LyX's CUA key bindings (bind/cua.bind) as a reader sees them in the manual: function → 'Ctrl+V'. The first binding
 * of each function wins, as in LyX's menus.
 */
export function lyxShortcuts(bindings: string) {
	const keys: Record<string, string> = {}
	const names: Record<string, string> = { C: 'Ctrl', S: 'Mayús', M: 'Alt', A: 'Alt' }
	for (const [, chord, action] of bindings.matchAll(/^\\bind\s+"([^"]+)"\s+"([^"]+)"/gm)) {
		if (!chord || !action || keys[action]) continue
		keys[action] = chord
			.split(' ')
			.map((stroke) => {
				const parts = stroke.split('-')
				const key = parts.pop() ?? ''
				return [...parts.map((part) => names[part] ?? part), key.length === 1 ? key.toUpperCase() : key].join('+')
			})
			.join(' ')
	}
	return keys
}
