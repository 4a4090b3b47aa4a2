import { expect, test } from 'vitest'
import { detectDocumentType } from '#app/modules/content/documents/detect-type.server.ts'
import {
	buildCfb,
	buildDoc,
	buildDocx,
	buildPdf,
	buildPpt,
	buildPptx,
	buildZip,
	PNG_BYTES,
	SAMPLE,
} from '#tests/fixtures/documents.ts'

const docx = buildDocx([SAMPLE])
const pptx = buildPptx([[SAMPLE]])
const pdf = buildPdf([SAMPLE])
const doc = buildDoc([SAMPLE])
const ppt = buildPpt({ chars: SAMPLE, bytes: 'Dos', boxText: 'Tres' })

test('each type is recognised when the content agrees with the extension', async () => {
	expect(await detectDocumentType(pdf, 'informe.PDF')).toBe('pdf')
	expect(await detectDocumentType(docx, 'guion.docx')).toBe('docx')
	expect(await detectDocumentType(pptx, 'charla.pptx')).toBe('pptx')
	expect(await detectDocumentType(doc, 'antiguo.doc')).toBe('doc')
	expect(await detectDocumentType(ppt, 'antigua.ppt')).toBe('ppt')
	expect(await detectDocumentType(Buffer.from(SAMPLE, 'utf8'), 'notas.txt')).toBe('txt')
	expect(await detectDocumentType(Buffer.from(SAMPLE, 'latin1'), 'notas.txt')).toBe('txt')
	expect(await detectDocumentType(Buffer.alloc(0), 'vacio.txt')).toBe('txt')
})

test('renamed binaries are refused: the magic bytes must match the extension', async () => {
	expect(await detectDocumentType(PNG_BYTES, 'foto.pdf')).toBeNull()
	expect(await detectDocumentType(PNG_BYTES, 'foto.txt')).toBeNull()
	expect(await detectDocumentType(PNG_BYTES, 'foto.docx')).toBeNull()
	expect(await detectDocumentType(pdf, 'informe.docx')).toBeNull()
	expect(await detectDocumentType(Buffer.from(SAMPLE), 'notas.pdf')).toBeNull()
	expect(await detectDocumentType(doc, 'antiguo.docx')).toBeNull()
	expect(await detectDocumentType(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0]), 'programa.doc')).toBeNull()
})

test('a zip is a DOCX only with word/document.xml and a PPTX only with ppt/presentation.xml', async () => {
	const plainZip = buildZip([{ name: 'hola.txt', data: SAMPLE }])
	expect(await detectDocumentType(plainZip, 'archivo.docx')).toBeNull()
	expect(await detectDocumentType(plainZip, 'archivo.pptx')).toBeNull()
	expect(await detectDocumentType(docx, 'guion.pptx')).toBeNull()
	expect(await detectDocumentType(pptx, 'charla.docx')).toBeNull()
	expect(await detectDocumentType(plainZip, 'archivo.txt')).toBeNull()
	// A truncated zip (no central directory) is not a DOCX either.
	expect(await detectDocumentType(docx.subarray(0, 200), 'roto.docx')).toBeNull()
})

test('an OLE file is a DOC only with a root WordDocument stream and a PPT only with a root PowerPoint Document', async () => {
	expect(await detectDocumentType(ppt, 'antigua.doc')).toBeNull()
	expect(await detectDocumentType(doc, 'antiguo.ppt')).toBeNull()
	const workbook = buildCfb({ Workbook: Buffer.from('hoja de cálculo') })
	expect(await detectDocumentType(workbook, 'libro.doc')).toBeNull()
	expect(await detectDocumentType(workbook, 'libro.ppt')).toBeNull()
	expect(await detectDocumentType(workbook, 'libro.txt')).toBeNull()
})

test('TXT must be text: no NUL bytes, mostly printable; UTF-16 only with a byte-order mark', async () => {
	expect(await detectDocumentType(Buffer.from(`\ufeff${SAMPLE}`, 'utf8'), 'bom.txt')).toBe('txt')
	expect(await detectDocumentType(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(SAMPLE, 'utf16le')]), 'u16.txt')).toBe(
		'txt',
	)
	expect(await detectDocumentType(Buffer.from(SAMPLE, 'utf16le'), 'u16-sin-bom.txt')).toBeNull()
	const controls = Buffer.from(Array.from({ length: 200 }, (_, index) => (index % 3 === 0 ? 0x01 : 0x41)))
	expect(await detectDocumentType(controls, 'binario.txt')).toBeNull()
	// An all-ASCII PDF is "text", but it is still a PDF and not a TXT.
	expect(await detectDocumentType(pdf, 'informe.txt')).toBeNull()
})
