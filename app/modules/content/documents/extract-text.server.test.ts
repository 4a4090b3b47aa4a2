import { expect, test } from 'vitest'
import { DocumentError } from '#app/modules/content/documents/document-error.ts'
import { EXTRACTION_LIMITS, extractDocumentText } from '#app/modules/content/documents/extract-text.server.ts'
import { errorText } from '#app/modules/errors/error-text.ts'
import { getFixedT } from '#app/utils/locales.server.ts'
import { buildDoc, buildDocx, buildPdf, buildPpt, buildPptx, SAMPLE } from '#tests/fixtures/documents.ts'

const es = getFixedT('es', 'errors')

const SECOND = 'Diapositiva dos: ¿Año nuevo? ¡Olé, cigüeña!'

/** The DocumentError an extraction fails with. */
async function failure(promise: Promise<unknown>) {
	const error = await promise.then(
		() => null,
		(caught: unknown) => caught,
	)
	expect(error).toBeInstanceOf(DocumentError)
	return error as DocumentError
}

test('TXT in UTF-8 (with or without BOM), Latin-1 and UTF-16 keeps accents, ñ, ü, ¿ and ¡', async () => {
	const inputs = [
		Buffer.from(SAMPLE, 'utf8'),
		Buffer.from(`\ufeff${SAMPLE}`, 'utf8'),
		Buffer.from(SAMPLE, 'latin1'),
		Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(SAMPLE, 'utf16le')]),
	]
	for (const bytes of inputs) {
		expect(await extractDocumentText(bytes, 'txt')).toMatchObject({ text: SAMPLE, truncated: false })
	}
	// windows-1252 extras that Spanish Windows files use: curly quotes, dash, euro.
	const cp1252 = Buffer.from([0x93, 0x41, 0x94, 0x20, 0x96, 0x20, 0x80, 0x20, 0xf1])
	expect((await extractDocumentText(cp1252, 'txt')).text).toBe('“A” – € ñ')
})

test('DOCX (mammoth): paragraphs come back intact', async () => {
	const result = await extractDocumentText(buildDocx([SAMPLE, SECOND]), 'docx')
	expect(result).toMatchObject({ text: `${SAMPLE}\n\n${SECOND}`, truncated: false })
})

test('PPTX (officeparser, no OCR): every slide, in order; the first short line of a slide is its title', async () => {
	const result = await extractDocumentText(buildPptx([[SAMPLE], [SECOND, 'Última línea de la segunda.']]), 'pptx')
	expect(result.text.split('\n\n')).toEqual([SAMPLE, 'Última línea de la segunda.'])
	expect(result.source.sections.map((section) => section.heading)).toEqual([null, SECOND])
	expect(result.truncated).toBe(false)
})

test('PDF (pdf-parse): WinAnsi text is read back as Unicode, with the page count', async () => {
	const result = await extractDocumentText(buildPdf([SAMPLE, SECOND]), 'pdf')
	expect(result).toMatchObject({ text: `${SAMPLE}\n\n${SECOND}`, pages: 2, pagesRead: 2, truncated: false })
})

test('PDF pages past the cap are left out and the result says truncated', async () => {
	const pdf = buildPdf(['Página uno.', 'Página dos.', 'Página tres.'])
	const result = await extractDocumentText(pdf, 'pdf', { limits: { ...EXTRACTION_LIMITS, maxPages: 2 } })
	expect(result).toMatchObject({ text: 'Página uno.\n\nPágina dos.', pages: 3, pagesRead: 2, truncated: true })
})

test('DOC (word-extractor) from a minimal Word 97 file keeps the accented text', async () => {
	const result = await extractDocumentText(buildDoc([SAMPLE, SECOND]), 'doc')
	expect(result).toMatchObject({ text: `${SAMPLE}\n\n${SECOND}`, truncated: false })
})

test('PPT: TextCharsAtom (UTF-16LE) and TextBytesAtom (Latin-1), text boxes included, master slide skipped', async () => {
	const ppt = buildPpt({ chars: SAMPLE, bytes: SECOND, boxText: '¡Cuadro de texto en la diapositiva!' })
	const result = await extractDocumentText(ppt, 'ppt')
	expect(result.text.split('\n\n')).toEqual([SAMPLE, SECOND, '¡Cuadro de texto en la diapositiva!'])
	expect(result.text).not.toContain('Haga clic')
})

test('whitespace is normalised and long text is cut at the character cap, on a word boundary', async () => {
	const messy = Buffer.from(`  Hola\t\t mundo\u00a0 feliz \r\n\r\n\r\n\r\nAdiós\u00ad  `, 'utf8')
	expect((await extractDocumentText(messy, 'txt')).text).toBe('Hola mundo feliz\n\nAdiós')
	const long = Buffer.from('ñandú '.repeat(100), 'utf8')
	const result = await extractDocumentText(long, 'txt', { limits: { ...EXTRACTION_LIMITS, maxChars: 50 } })
	expect(result.truncated).toBe(true)
	expect(result.text.length).toBeLessThanOrEqual(50)
	expect(result.text.endsWith('ñandú')).toBe(true)
})

test('a document without text, a broken file and password-protected DOC and PDF fail with Spanish messages', async () => {
	const empty = await failure(extractDocumentText(Buffer.from(' \n\t '), 'txt', { name: 'vacío.txt' }))
	expect(empty.problem).toEqual({ code: 'DOCUMENT_EMPTY', params: { name: 'vacío.txt' } })
	expect(errorText(es, empty.problem, 'title')).toBe('Documento sin texto')
	expect(errorText(es, empty.problem, 'message')).toContain('«vacío.txt»')

	const brokenPdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(300, 0x5a)])
	const broken = await failure(extractDocumentText(brokenPdf, 'pdf', { name: 'roto.pdf' }))
	expect(broken.problem).toEqual({ code: 'DOCUMENT_UNREADABLE', params: { name: 'roto.pdf' } })
	expect(errorText(es, broken.problem, 'title')).toBe('No se pudo leer el documento')
	expect(errorText(es, broken.problem, 'message')).toBe('No se pudo leer el documento «roto.pdf».')

	const brokenDoc = await failure(extractDocumentText(buildDoc([SAMPLE]).subarray(0, 1024), 'doc', { name: 'roto.doc' }))
	expect(brokenDoc.problem.code).toBe('DOCUMENT_UNREADABLE')

	const locked = await failure(extractDocumentText(buildDoc([SAMPLE], { encrypted: true }), 'doc', { name: 'clave.doc' }))
	expect(locked.problem).toEqual({ code: 'DOCUMENT_PROTECTED', params: { name: 'clave.doc' } })
	expect(errorText(es, locked.problem, 'title')).toBe('Documento protegido')

	const lockedPdf = await failure(extractDocumentText(buildPdf([SAMPLE], { encrypted: true }), 'pdf', { name: 'clave.pdf' }))
	expect(lockedPdf.problem).toEqual({ code: 'DOCUMENT_PROTECTED', params: { name: 'clave.pdf' } })
	expect(errorText(es, lockedPdf.problem, 'message')).toBe(
		'El documento «clave.pdf» está protegido con contraseña. Quita la contraseña y vuelve a subirlo.',
	)
})
