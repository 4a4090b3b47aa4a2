// A strict reader of small XML documents (a PLS lexicon): elements, attributes, text, CDATA, comments and processing
// instructions, the five predefined entities and character references. A document that is not well-formed is
// refused with the line where it breaks, so that an import never keeps half of a broken file. No DTD is read: a
// DOCTYPE with an internal subset (where entities that expand into millions of characters are declared) is refused.

export type XmlElement = {
	/** the local name: `pls:lexeme` and `lexeme` are both `lexeme` */
	name: string
	attributes: Record<string, string>
	children: Array<XmlElement | string>
	line: number
}

/** Why a document is not well-formed, and on which line (1-based). */
export class XmlSyntaxError extends Error {
	override name = 'XmlSyntaxError'
	readonly line: number
	constructor(message: string, line: number) {
		super(`${message} (línea ${line})`)
		this.line = line
	}
}

const NAME = /[\p{L}_:][\p{L}\p{N}_.:·-]*/uy
const SPACE = /[ \t\r\n]*/y
const MAX_DEPTH = 32
const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" }

export function readXml(source: string): XmlElement {
	const text = source.replace(/^\uFEFF/, '')
	let at = 0
	const newlines: number[] = []
	for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) newlines.push(i)
	/** the line of an index: one more than the line breaks before it (a binary search, so a long file stays fast) */
	const lineAt = (index: number) => {
		let low = 0
		let high = newlines.length
		while (low < high) {
			const middle = (low + high) >> 1
			if (newlines[middle]! < index) low = middle + 1
			else high = middle
		}
		return low + 1
	}
	const fail = (message: string, index = at): never => {
		throw new XmlSyntaxError(message, lineAt(index))
	}
	const skipSpace = () => {
		SPACE.lastIndex = at
		SPACE.exec(text)
		at = SPACE.lastIndex
	}
	const readName = () => {
		NAME.lastIndex = at
		const match = NAME.exec(text)
		if (!match) return fail('se esperaba un nombre de elemento o atributo')
		at = NAME.lastIndex
		return match[0]
	}
	const until = (end: string, what: string) => {
		const close = text.indexOf(end, at)
		if (close === -1) fail(`${what} sin cerrar`)
		const content = text.slice(at, close)
		at = close + end.length
		return content
	}
	const decode = (raw: string, start: number) =>
		raw.replace(/&([^;&<\s]*);?/g, (whole, entity: string, offset: number) => {
			if (!whole.endsWith(';')) fail('un «&» suelto: escribe &amp;', start + offset)
			if (entity in ENTITIES) return ENTITIES[entity]!
			const code = /^#x([0-9a-f]+)$/i.exec(entity)?.[1] ?? /^#(\d+)$/.exec(entity)?.[1]
			const point = code === undefined ? Number.NaN : Number.parseInt(code, entity.startsWith('#x') ? 16 : 10)
			if (!Number.isFinite(point) || point < 1 || point > 0x10ffff) fail(`entidad desconocida «&${entity};»`, start + offset)
			return String.fromCodePoint(point)
		})
	/** Comments, processing instructions and (before the root) a DOCTYPE: skipped. Whether one was. */
	const skipMarkup = (beforeRoot: boolean) => {
		if (text.startsWith('<!--', at)) {
			at += 4
			until('-->', 'un comentario')
			return true
		}
		if (text.startsWith('<?', at)) {
			at += 2
			until('?>', 'una instrucción de proceso')
			return true
		}
		if (beforeRoot && text.startsWith('<!DOCTYPE', at)) {
			const start = at
			const declaration = until('>', 'el DOCTYPE')
			if (declaration.includes('[')) fail('el DOCTYPE con declaraciones internas no se admite', start)
			return true
		}
		return false
	}

	const readElement = (depth: number): XmlElement => {
		const start = at
		// a lexicon is four levels deep; a file nested thousands deep is an attack on the stack, not a lexicon
		if (depth > MAX_DEPTH) fail('demasiados elementos unos dentro de otros')
		at++ // <
		const name = readName()
		const element: XmlElement = { name: localName(name), attributes: {}, children: [], line: lineAt(start) }
		const seen = new Set<string>()
		for (;;) {
			const before = at
			skipSpace()
			if (text.startsWith('/>', at)) {
				at += 2
				return element
			}
			if (text[at] === '>') {
				at++
				break
			}
			if (at === before) fail(`se esperaba «>» en <${name}>`)
			const attribute = readName()
			if (seen.has(attribute)) fail(`el atributo «${attribute}» está repetido`)
			seen.add(attribute)
			skipSpace()
			if (text[at] !== '=') fail(`falta «=» tras el atributo «${attribute}»`)
			at++
			skipSpace()
			const quote = text[at]
			if (quote !== '"' && quote !== "'") fail(`el valor de «${attribute}» debe ir entre comillas`)
			at++
			const valueStart = at
			const value = until(quote!, `el valor de «${attribute}»`)
			if (value.includes('<')) fail(`un «<» dentro del valor de «${attribute}»`, valueStart)
			element.attributes[localName(attribute)] = decode(value, valueStart)
		}
		for (;;) {
			if (at >= text.length) fail(`<${name}> sin cerrar`, start)
			if (text.startsWith('</', at)) {
				at += 2
				const closing = readName()
				if (closing !== name) fail(`se cierra </${closing}> donde debía cerrarse </${name}>`)
				skipSpace()
				if (text[at] !== '>') fail(`se esperaba «>» en </${closing}>`)
				at++
				return element
			}
			if (text.startsWith('<![CDATA[', at)) {
				at += 9
				element.children.push(until(']]>', 'una sección CDATA'))
				continue
			}
			if (skipMarkup(false)) continue
			if (text[at] === '<') {
				element.children.push(readElement(depth + 1))
				continue
			}
			const textStart = at
			const next = text.indexOf('<', at)
			at = next === -1 ? text.length : next
			element.children.push(decode(text.slice(textStart, at), textStart))
		}
	}

	for (;;) {
		skipSpace()
		if (!skipMarkup(true)) break
	}
	if (text[at] !== '<') fail('no es un documento XML: debe empezar por un elemento')
	const root = readElement(1)
	for (;;) {
		skipSpace()
		if (at >= text.length) return root
		if (!skipMarkup(false)) fail('hay contenido después del elemento principal')
	}
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1)

/** The child elements of `element` with this local name. */
export function childElements(element: XmlElement, name: string) {
	return element.children.filter((child): child is XmlElement => typeof child !== 'string' && child.name === name)
}

/** All the text inside an element, its children's included. */
export function textOf(element: XmlElement): string {
	return element.children.map((child) => (typeof child === 'string' ? child : textOf(child))).join('')
}
