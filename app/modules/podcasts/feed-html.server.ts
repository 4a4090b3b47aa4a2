import { parseHTML } from 'linkedom'

/**
 * The tags an episode's description may keep in the feed: what Apple Podcasts and Spotify show (paragraphs, line
 * breaks, links, emphasis and lists). Any other element is unwrapped (its text stays); these are dropped with their
 * content, since their text is not meant to be read.
 */
const ALLOWED = new Set(['p', 'br', 'a', 'strong', 'em', 'ul', 'ol', 'li'])
const DROPPED = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math', 'head', 'title'])

const TEXT_NODE = 3
const ELEMENT_NODE = 1

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;')

/** A link's address if it is http or https (no javascript:, data: or relative addresses in a feed), normalised. */
function safeHref(href: string | null) {
	if (!href) return null
	try {
		const url = new URL(href.trim())
		return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
	} catch {
		return null
	}
}

type HtmlNode = {
	nodeType: number
	localName?: string
	textContent: string | null
	childNodes: ArrayLike<HtmlNode>
	getAttribute?: (name: string) => string | null
}

function render(node: HtmlNode): string {
	if (node.nodeType === TEXT_NODE) return escapeText(node.textContent ?? '')
	if (node.nodeType !== ELEMENT_NODE) return '' // comments, processing instructions
	const tag = (node.localName ?? '').toLowerCase()
	if (DROPPED.has(tag)) return ''
	const inner = Array.from(node.childNodes).map(render).join('')
	if (!ALLOWED.has(tag)) return inner
	if (tag === 'br') return '<br>'
	if (tag === 'a') {
		const href = safeHref(node.getAttribute?.('href') ?? null)
		return href ? `<a href="${escapeAttribute(href)}">${inner}</a>` : inner
	}
	// no attributes are kept: no style, no event handlers, no classes
	return `<${tag}>${inner}</${tag}>`
}

/**
 * An episode's description as the feed may carry it: parsed as HTML (as a browser would, unclosed tags and all) and
 * written again with only the allowed tags, no attributes but an http(s) link's href, and every text escaped.
 */
export function sanitiseFeedHtml(html: string) {
	const { document } = parseHTML(`<!doctype html><html><head></head><body>${html}</body></html>`)
	return Array.from((document.body as unknown as HtmlNode).childNodes)
		.map(render)
		.join('')
		.trim()
}
