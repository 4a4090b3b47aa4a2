import { PATH, removeLeavingNoHole } from './removed-spans.ts'
import type { CleaningCounts } from './source-structure.ts'

/**
 * Clean-up inside a paragraph: URLs never reach speech (an address in brackets is dropped, a bare one becomes its
 * domain, which the speech normaliser reads), file paths are dropped (counted with the addresses), and neither leaves
 * a sentence ending in «en.» (removed-spans.ts); footnote markers ('^[2]', '[21]') go.
 */

const URL = /(?:https?:\/\/|ftp:\/\/|www\.)[^\s<>«»"]*[^\s<>«»".,;:!?)]/gi
/** '(http://…)', '<http://…>', '[http://…]' with the space before them. */
const BRACKETED_URL = /\s?[(<[]\s*(?:https?:\/\/|ftp:\/\/|www\.)[^\s)>\]]*\s*[)>\]]/gi
/** '^[2]', '[21]', '[nota 3]' (a number in square brackets is a note or a reference, never spoken). */
const BRACKET_MARKER = /\s?\^?\[(?:nota |note )?\d{1,3}\]/gi

export function cleanInline(text: string, counts: CleaningCounts) {
	const countUrl = () => {
		counts.urls++
	}
	let result = removeLeavingNoHole(text, BRACKETED_URL, countUrl)
	result = removeLeavingNoHole(result, PATH, countUrl)
	result = result.replace(URL, (url) => {
		counts.urls++
		return domainOf(url)
	})
	result = result.replace(BRACKET_MARKER, () => {
		counts.footnoteMarkers++
		return ''
	})
	return result
		.replace(/\s+([.,;:!?)»])/g, '$1')
		.replace(/\(\s*\)/g, '')
		.replace(/\s{2,}/g, ' ')
		.trim()
}

/** 'http://www.debian.org/doc/' → 'debian.org'. */
function domainOf(url: string) {
	const host = url.replace(/^[a-z]+:\/\//i, '').split(/[/?#:]/)[0] ?? url
	return host.replace(/^www\./i, '')
}

/** 'Tabla 2.1. Relación de herramientas…', 'Figura 3: Esquema', 'Ejemplo 4.2. …', 'Table 1 …': a caption's label. */
const CAPTION =
	/^(?:tabla|figura|ejemplo|cuadro|gráfico|ilustración|listado|table|figure|example|listing)\s+[\dIVXLC]+(?:[.-]\d+)*[.:]?\s+\S/iu

/**
 * A caption of a table, figure or example: its label, then a title without a sentence after it. It names something
 * that is never read aloud (a table, an image, code), so it is not read either.
 */
export function isCaption(text: string) {
	return CAPTION.test(text) && text.length <= 200 && !/[.!?]\s+\p{Lu}/u.test(text.replace(CAPTION_LABEL, ''))
}
const CAPTION_LABEL = /^\S+\s+[\dIVXLC]+(?:[.-]\d+)*[.:]?\s+/u

/** Whether a paragraph is mostly a list of addresses (little left when they go). */
export function isMostlyUrls(text: string) {
	const urls = text.match(URL)?.join('').length ?? 0
	return urls > 0 && urls > text.length * 0.5
}

/** Lines that are commands or code, not prose: shell prompts, command lines, lines dense in code symbols. */
const PROMPT = /^(?:[$%#>]|[\w.-]+@[\w.-]+:\S*[$#]|\w+:~\S*[$#]|C:\\[^>]*>|>>>)\s+\S/
const COMMANDS =
	/^(?:sudo|apt|apt-get|apt-cache|aptitude|dpkg|dpkg-\w+|debuild|dh_\w+|dh|dch|quilt|git|cd|ls|cp|mv|rm|mkdir|chmod|chown|tar|wget|curl|make|cmake|gcc|python3?|pip|npm|node|export|echo|cat|grep|sed|awk|ssh|scp|rsync|gpg|lintian|pbuilder|pdebuild|mount|systemctl|service|uscan|dput|dupload)(?:\s+(?:-{1,2}[\w-]+|[\w./~${}=*:-]+))+$/
const CODE_SYMBOLS = /[{}();=<>[\]\\|&$*#_/`~^]/g

/** `strict`: only the sure signs (a prompt, a shebang), for a line that may be the middle of a wrapped sentence. */
export function isCodeLine(line: string, { strict = false } = {}) {
	const text = line.trim()
	if (!text) return false
	if (PROMPT.test(text) || text.startsWith('#!')) return true
	if (strict) return false
	// A lone file name or path ('nombre_del_paquete_versión.orig.tar.gz', '/usr/share/doc').
	if (/^\S{4,}$/.test(text) && /[\p{L}\d][._/~][\p{L}\d]|^[/~]/u.test(text) && !/[.!?]$/.test(text)) return true
	if (COMMANDS.test(text) && /\s(?:-{1,2}\w|[\w.]*[/~$=])/.test(text) && text.length <= 100) return true
	if (
		/^(?:#!|#include|import |from \S+ import|def |class |function |const |let |var |public |private |return\b|if \(|for \(|while \()/.test(
			text,
		)
	)
		return true
	const symbols = text.match(CODE_SYMBOLS)?.length ?? 0
	const words = text.match(/\p{L}{3,}/gu)?.length ?? 0
	return text.length >= 12 && symbols / text.length > 0.12 && symbols >= 4 && words < 6
}
