/**
 * Test-only builders for small, valid documents of every accepted type, so the tests need no binary fixtures.
 * Each builder writes the file format by hand (zip, PDF, OLE records, Word FIB) with only what the parsers read.
 */
import { crc32, deflateRawSync } from 'node:zlib'
import { utils, write } from 'cfb'

/** The sentence every fixture carries: accents, ñ, ü and the opening ¿ ¡ must come back intact. */
export const SAMPLE = 'Canción española: ¿ñandú? ¡Sí! Árbol, pingüino.'

/** A 1×1 PNG, to be renamed .pdf or .txt. */
export const PNG_BYTES = Buffer.from(
	'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
	'base64',
)

export type ZipEntryInput = {
	name: string
	data: Uint8Array | string
	/** Store or deflate (default). */
	method?: 'store' | 'deflate'
	/** Written as the unpacked size instead of the real one: a zip whose headers lie. */
	declaredSize?: number
}

/** A zip archive (local headers, data, central directory, end record); no zip64, no data descriptors. */
export function buildZip(entries: ZipEntryInput[]) {
	const locals: Buffer[] = []
	const centrals: Buffer[] = []
	let offset = 0
	for (const entry of entries) {
		const data = typeof entry.data === 'string' ? Buffer.from(entry.data, 'utf8') : Buffer.from(entry.data)
		const method = entry.method === 'store' ? 0 : 8
		const packed = method === 8 ? deflateRawSync(data) : data
		const name = Buffer.from(entry.name, 'utf8')
		const size = entry.declaredSize ?? data.length
		const crc = crc32(data)
		const local = Buffer.alloc(30)
		local.writeUInt32LE(0x04034b50, 0)
		local.writeUInt16LE(20, 4) // version needed
		local.writeUInt16LE(0x0800, 6) // UTF-8 names
		local.writeUInt16LE(method, 8)
		local.writeUInt32LE(crc, 14)
		local.writeUInt32LE(packed.length, 18)
		local.writeUInt32LE(size, 22)
		local.writeUInt16LE(name.length, 26)
		const central = Buffer.alloc(46)
		central.writeUInt32LE(0x02014b50, 0)
		central.writeUInt16LE(20, 4) // version made by
		central.writeUInt16LE(20, 6)
		central.writeUInt16LE(0x0800, 8)
		central.writeUInt16LE(method, 10)
		central.writeUInt32LE(crc, 16)
		central.writeUInt32LE(packed.length, 20)
		central.writeUInt32LE(size, 24)
		central.writeUInt16LE(name.length, 28)
		central.writeUInt32LE(offset, 42)
		locals.push(local, name, packed)
		centrals.push(central, name)
		offset += local.length + name.length + packed.length
	}
	const directory = Buffer.concat(centrals)
	const end = Buffer.alloc(22)
	end.writeUInt32LE(0x06054b50, 0)
	end.writeUInt16LE(entries.length, 8)
	end.writeUInt16LE(entries.length, 10)
	end.writeUInt32LE(directory.length, 12)
	end.writeUInt32LE(offset, 16)
	return Buffer.concat([...locals, directory, end])
}

function xml(text: string) {
	return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
const RELS_TYPE = 'application/vnd.openxmlformats-package.relationships+xml'
const OFFICE_DOCUMENT = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument'

function contentTypes(overrides: Record<string, string>) {
	const parts = Object.entries(overrides)
		.map(([part, type]) => `<Override PartName="${part}" ContentType="${type}"/>`)
		.join('')
	return `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="${RELS_TYPE}"/><Default Extension="xml" ContentType="application/xml"/>${parts}</Types>`
}

function relationships(rels: { id: string; type: string; target: string }[]) {
	const items = rels.map((rel) => `<Relationship Id="${rel.id}" Type="${rel.type}" Target="${rel.target}"/>`).join('')
	return `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${items}</Relationships>`
}

/** Minimal DOCX: one paragraph per string. `extra` entries are added to the archive (e.g. a bomb). */
export function buildDocx(paragraphs: string[], extra: ZipEntryInput[] = []) {
	const body = paragraphs.map((text) => `<w:p><w:r><w:t xml:space="preserve">${xml(text)}</w:t></w:r></w:p>`).join('')
	return buildZip([
		{
			name: '[Content_Types].xml',
			data: contentTypes({
				'/word/document.xml': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
			}),
		},
		{ name: '_rels/.rels', data: relationships([{ id: 'rId1', type: OFFICE_DOCUMENT, target: 'word/document.xml' }]) },
		{
			name: 'word/document.xml',
			data: `${XML_HEAD}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
		},
		...extra,
	])
}

const PML = 'http://schemas.openxmlformats.org/presentationml/2006/main'
const DML = 'http://schemas.openxmlformats.org/drawingml/2006/main'
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'

/** Minimal PPTX: one slide per array, one text box per slide holding one paragraph (<a:t> run) per string. */
export function buildPptx(slides: string[][]) {
	const slideEntries = slides.map((paragraphs, index) => {
		const runs = paragraphs.map((text) => `<a:p><a:r><a:rPr lang="es-ES"/><a:t>${xml(text)}</a:t></a:r></a:p>`).join('')
		const shape = `<p:sp><p:nvSpPr><p:cNvPr id="2" name="Texto"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr><p:spPr/><p:txBody><a:bodyPr/><a:lstStyle/>${runs}</p:txBody></p:sp>`
		return {
			name: `ppt/slides/slide${index + 1}.xml`,
			data: `${XML_HEAD}<p:sld xmlns:a="${DML}" xmlns:r="${REL_NS}" xmlns:p="${PML}"><p:cSld><p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>${shape}</p:spTree></p:cSld></p:sld>`,
		}
	})
	const slideIds = slides.map((_, index) => `<p:sldId id="${256 + index}" r:id="rId${index + 1}"/>`).join('')
	const slideRels = slides.map((_, index) => ({
		id: `rId${index + 1}`,
		type: `${REL_NS}/slide`,
		target: `slides/slide${index + 1}.xml`,
	}))
	const overrides: Record<string, string> = {
		'/ppt/presentation.xml': 'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml',
	}
	for (const entry of slideEntries) {
		overrides[`/${entry.name}`] = 'application/vnd.openxmlformats-officedocument.presentationml.slide+xml'
	}
	return buildZip([
		{ name: '[Content_Types].xml', data: contentTypes(overrides) },
		{ name: '_rels/.rels', data: relationships([{ id: 'rId1', type: OFFICE_DOCUMENT, target: 'ppt/presentation.xml' }]) },
		{
			name: 'ppt/presentation.xml',
			data: `${XML_HEAD}<p:presentation xmlns:a="${DML}" xmlns:r="${REL_NS}" xmlns:p="${PML}"><p:sldIdLst>${slideIds}</p:sldIdLst><p:sldSz cx="9144000" cy="6858000"/><p:notesSz cx="6858000" cy="9144000"/></p:presentation>`,
		},
		{ name: 'ppt/_rels/presentation.xml.rels', data: relationships(slideRels) },
		...slideEntries,
	])
}

/** A string literal for a PDF content stream: bytes above 126 as octal escapes (\363 is ó in WinAnsiEncoding). */
function pdfString(text: string) {
	let out = ''
	for (const char of text) {
		const code = char.codePointAt(0) ?? 0
		if (code > 0xff) throw new Error(`not in WinAnsi/Latin-1: ${char}`)
		if (char === '(' || char === ')' || char === '\\') out += `\\${char}`
		else if (code < 32 || code > 126) out += `\\${code.toString(8).padStart(3, '0')}`
		else out += char
	}
	return `(${out})`
}

/**
 * A PDF 1.4 written by hand: catalog, page tree, the standard Helvetica font with WinAnsiEncoding (so Latin-1
 * accents map to the right glyph names and pdf.js turns them back into Unicode), one page per string with a
 * `BT … Tj ET` text stream, and an xref table with the byte offset of every object.
 */
export function buildPdf(pages: string[], { encrypted = false } = {}) {
	const objects: string[] = []
	objects[1] = '<< /Type /Catalog /Pages 2 0 R >>'
	objects[2] = `<< /Type /Pages /Kids [${pages.map((_, index) => `${4 + index * 2} 0 R`).join(' ')}] /Count ${pages.length} >>`
	objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'
	pages.forEach((text, index) => {
		const content = `BT /F1 12 Tf 72 720 Td ${pdfString(text)} Tj ET`
		objects[4 + index * 2] =
			`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + index * 2} 0 R >>`
		objects[5 + index * 2] = `<< /Length ${content.length} >>\nstream\n${content}\nendstream`
	})
	if (encrypted) {
		// Standard security handler (RC4, R2) with O/U entries no password matches: readers ask for a password.
		objects.push(`<< /Filter /Standard /V 1 /R 2 /O <${'ab'.repeat(32)}> /U <${'cd'.repeat(32)}> /P -4 >>`)
	}
	let pdf = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n'
	const offsets: number[] = []
	for (let number = 1; number < objects.length; number++) {
		offsets[number] = pdf.length // one char = one byte: the file is written as Latin-1
		pdf += `${number} 0 obj\n${objects[number]}\nendobj\n`
	}
	const xref = pdf.length
	pdf += `xref\n0 ${objects.length}\n0000000000 65535 f \n`
	for (let number = 1; number < objects.length; number++) pdf += `${String(offsets[number]).padStart(10, '0')} 00000 n \n`
	const encryption = encrypted ? ` /Encrypt ${objects.length - 1} 0 R /ID [<${'01'.repeat(16)}> <${'01'.repeat(16)}>]` : ''
	pdf += `trailer\n<< /Size ${objects.length} /Root 1 0 R${encryption} >>\nstartxref\n${xref}\n%%EOF\n`
	return Buffer.from(pdf, 'latin1')
}

/** An OLE compound file holding the given root streams (cfb's writer). */
export function buildCfb(streams: Record<string, Uint8Array>) {
	const container = utils.cfb_new()
	for (const [name, content] of Object.entries(streams)) utils.cfb_add(container, `/${name}`, Buffer.from(content))
	return Buffer.from(write(container, { type: 'buffer' }) as Uint8Array)
}

/** One PowerPoint binary record: recVer/recInstance u16, recType u16, recLen u32, body. */
function pptRecord(type: number, body: Buffer, { container = false, instance = 0 } = {}) {
	const header = Buffer.alloc(8)
	header.writeUInt16LE((instance << 4) | (container ? 0xf : 0), 0)
	header.writeUInt16LE(type, 2)
	header.writeUInt32LE(body.length, 4)
	return Buffer.concat([header, body])
}

function pptContainer(type: number, children: Buffer[]) {
	return pptRecord(type, Buffer.concat(children), { container: true })
}

const textHeader = (textType: number) => pptRecord(0x0f9f, Buffer.from(Uint32Array.of(textType).buffer))

/**
 * A .ppt whose 'PowerPoint Document' stream holds: a DocumentContainer with a SlideListWithText carrying `chars` as
 * a TextCharsAtom (UTF-16LE) and `bytes` as a TextBytesAtom (Latin-1); a MainMaster with template text that must be
 * skipped; and a Slide whose drawing has a client text box (OfficeArt containers) with `boxText` as TextBytesAtom.
 */
export function buildPpt({ chars, bytes, boxText }: { chars: string; bytes: string; boxText: string }) {
	const document = pptContainer(0x03e8, [
		pptContainer(0x0ff0, [
			textHeader(0),
			pptRecord(0x0fa0, Buffer.from(chars, 'utf16le')),
			textHeader(1),
			pptRecord(0x0fa8, Buffer.from(bytes, 'latin1')),
		]),
	])
	const master = pptContainer(0x03f8, [pptRecord(0x0fa0, Buffer.from('Haga clic para modificar el estilo de título', 'utf16le'))])
	const textbox = pptContainer(0xf00d, [textHeader(4), pptRecord(0x0fa8, Buffer.from(boxText, 'latin1'))])
	const slide = pptContainer(0x03ee, [pptContainer(0x040c, [pptContainer(0xf002, [pptContainer(0xf004, [textbox])])])])
	return buildCfb({ 'PowerPoint Document': Buffer.concat([document, master, slide]) })
}

/**
 * A Word 97 .doc reduced to what word-extractor reads: a WordDocument stream with a FIB (magic 0xA5EC, nFib 0xC1,
 * fWhichTblStm so the table stream is '1Table', ccpText, fcClx/lcbClx; every other PLC empty) followed by the text
 * as one UTF-16LE piece at 0x800, and a '1Table' stream whose CLX is a single-piece table pointing at that text.
 * Paragraphs end with \r, as in Word. `encrypted` sets fEncrypted.
 */
export function buildDoc(paragraphs: string[], { encrypted = false } = {}) {
	const text = `${paragraphs.join('\r')}\r`
	const textBytes = Buffer.from(text, 'utf16le')
	const textStart = 0x800
	const fib = Buffer.alloc(textStart)
	fib.writeUInt16LE(0xa5ec, 0x00) // wIdent
	fib.writeUInt16LE(0x00c1, 0x02) // nFib: Word 97
	fib.writeUInt16LE(0x0200 | (encrypted ? 0x0100 : 0), 0x0a) // fWhichTblStm (1Table), fEncrypted
	fib.writeUInt32LE(textStart, 0x18) // fcMin
	fib.writeUInt32LE(textStart + textBytes.length, 0x1c) // fcMac
	fib.writeUInt16LE(14, 0x20) // csw
	fib.writeUInt16LE(22, 0x3e) // cslw
	fib.writeUInt32LE(textStart + textBytes.length, 0x40) // cbMac
	fib.writeUInt32LE(text.length, 0x4c) // ccpText
	fib.writeUInt16LE(93, 0x98) // cbRgFcLcb (Word 97)
	const clx = Buffer.alloc(1 + 4 + 16)
	clx.writeUInt8(0x02, 0) // Pcdt
	clx.writeUInt32LE(16, 1) // lcb: 2 CPs + 1 PCD
	clx.writeUInt32LE(0, 5) // CP 0
	clx.writeUInt32LE(text.length, 9) // CP end
	clx.writeUInt16LE(0, 13) // PCD flags
	clx.writeUInt32LE(textStart, 15) // fc, bit 30 clear: UTF-16LE
	clx.writeUInt16LE(0, 19) // prm
	fib.writeUInt32LE(0, 0x1a2) // fcClx
	fib.writeUInt32LE(clx.length, 0x1a6) // lcbClx
	const wordDocument = Buffer.concat([fib, textBytes, Buffer.alloc(512)])
	return buildCfb({ WordDocument: wordDocument, '1Table': clx })
}
