import { asBuffer } from '#app/modules/content/documents/zip-entries.server.ts'

/**
 * Text of a legacy PowerPoint (.ppt, 97–2003) file. The 'PowerPoint Document' stream of the OLE file is a tree of
 * records, each with an 8-byte header: recVer (low 4 bits) and recInstance in a u16, recType u16, recLen u32.
 * Containers (recVer 0xF) hold more records; text lives in TextCharsAtom (0x0FA0, UTF-16LE) and TextBytesAtom
 * (0x0FA8, Latin-1). Master slides (0x03F8), whose text is template boilerplate ("Haga clic para modificar…"), and
 * the handout are skipped. Text boxes come in file order: placeholder text of every slide first, then other boxes.
 */

const TEXT_CHARS_ATOM = 0x0fa0
const TEXT_BYTES_ATOM = 0x0fa8
const CONTAINER_VERSION = 0xf
const SKIPPED_CONTAINERS = new Set([0x03f8 /* MainMaster */, 0x0fc9 /* Handout */])
const MAX_DEPTH = 32

/** Thrown for a file without a readable 'PowerPoint Document' stream. */
class PptFormatError extends Error {}

/** The text boxes of a .ppt, one per line, exact repeats dropped; stops collecting once `maxChars` is reached. */
export async function extractPptText(bytes: Uint8Array, maxChars = Number.POSITIVE_INFINITY) {
	// loaded on first use, like every document reader: a web process loads none until a document comes
	const { find, read } = await import('cfb')
	const container = read(asBuffer(bytes), { type: 'buffer' })
	const stream = find(container, '/PowerPoint Document')
	if (!stream?.content || stream.content.length === 0) throw new PptFormatError('no PowerPoint Document stream')
	const data = stream.content instanceof Uint8Array ? asBuffer(stream.content) : Buffer.from(stream.content)
	const blocks = collectTextAtoms(data, maxChars)
	return [...new Set(blocks)].join('\n')
}

/** Walks the record tree depth-first, never reading past a record's or the stream's end (corrupt lengths stop it). */
function collectTextAtoms(data: Buffer, maxChars: number) {
	const blocks: string[] = []
	let collected = 0
	const walk = (start: number, end: number, depth: number) => {
		let offset = start
		while (offset + 8 <= end && collected < maxChars) {
			const verAndInstance = data.readUInt16LE(offset)
			const type = data.readUInt16LE(offset + 2)
			const length = data.readUInt32LE(offset + 4)
			const bodyStart = offset + 8
			const bodyEnd = bodyStart + length
			if (bodyEnd > end) return
			if ((verAndInstance & 0xf) === CONTAINER_VERSION) {
				if (!SKIPPED_CONTAINERS.has(type) && depth < MAX_DEPTH) walk(bodyStart, bodyEnd, depth + 1)
			} else if (type === TEXT_CHARS_ATOM || type === TEXT_BYTES_ATOM) {
				const body = data.subarray(bodyStart, bodyEnd)
				const text = cleanPptText(body.toString(type === TEXT_CHARS_ATOM ? 'utf16le' : 'latin1'))
				if (text) {
					blocks.push(text)
					collected += text.length
				}
			}
			offset = bodyEnd
		}
	}
	walk(0, data.length, 0)
	return blocks
}

/** PowerPoint ends paragraphs with \r and soft line breaks with \v. */
function cleanPptText(text: string) {
	return text.replace(/[\r\v]/g, '\n').trim()
}
