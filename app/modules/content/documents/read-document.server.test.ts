import { expect, test, vi } from 'vitest'
import { MAX_DOCUMENT_BYTES } from '#app/modules/content/documents/document-rules.ts'
import { readDocument, readDocuments } from '#app/modules/content/documents/read-document.server.ts'
import { validateDocument } from '#app/modules/content/documents/validate-upload.server.ts'
import { buildDoc, buildDocx, buildPdf, buildPpt, buildPptx, buildZip, PNG_BYTES, SAMPLE } from '#tests/fixtures/documents.ts'

const UNSUPPORTED = { code: 'DOCUMENT_UNSUPPORTED' }
const TOO_LARGE = { code: 'DOCUMENT_TOO_LARGE' }

test('every type, given as a File, is read end to end with accents, ñ, ¿ and ¡ intact', async () => {
	const files = [
		new File([buildPdf([SAMPLE])], 'informe.pdf', { type: 'application/pdf' }),
		new File([buildDocx([SAMPLE])], 'guion.docx'),
		new File([buildPptx([[SAMPLE]])], 'charla.pptx'),
		new File([buildDoc([SAMPLE])], 'antiguo.doc'),
		new File([buildPpt({ chars: SAMPLE, bytes: 'Dos', boxText: 'Tres' })], 'antigua.ppt'),
		new File([Buffer.from(SAMPLE, 'utf8')], 'notas-utf8.txt'),
		new File([Buffer.from(SAMPLE, 'latin1')], 'notas-latin1.txt'),
	]
	const results = await readDocuments(files)
	for (const [index, result] of results.entries()) {
		expect(result.ok, files[index]?.name).toBe(true)
		if (result.ok) expect(result.document.text).toContain(SAMPLE)
	}
	expect(results.map((result) => result.ok && result.document.type)).toEqual(['pdf', 'docx', 'pptx', 'doc', 'ppt', 'txt', 'txt'])
	expect(results[0]).toMatchObject({ document: { name: 'informe.pdf', pages: 1, truncated: false } })
})

test('an 11 MB file is "Archivo muy grande" before a single byte is read', async () => {
	const arrayBuffer = vi.fn(async () => new ArrayBuffer(0))
	const result = await readDocument({ name: 'enorme.pdf', size: 11 * 1024 * 1024, arrayBuffer })
	expect(result).toEqual({ ok: false, name: 'enorme.pdf', problem: TOO_LARGE })
	expect(arrayBuffer).not.toHaveBeenCalled()
})

test('the real byte count is checked too, when the declared size is wrong', async () => {
	const bytes = new Uint8Array(MAX_DOCUMENT_BYTES + 1)
	expect(await validateDocument({ name: 'miente.txt', size: 100, bytes })).toEqual({ ok: false, problem: TOO_LARGE })
})

test('renamed binaries and other extensions are "Archivo no soportado"', async () => {
	const plainZip = buildZip([{ name: 'hola.txt', data: SAMPLE }])
	const cases: [string, Uint8Array][] = [
		['foto.pdf', PNG_BYTES],
		['comprimido.docx', plainZip],
		['comprimido.pptx', plainZip],
		['informe.doc', buildPdf([SAMPLE])],
		['foto.png', PNG_BYTES],
		['notas.rtf', Buffer.from('{\\rtf1 Hola}')],
	]
	for (const [name, bytes] of cases) {
		expect(await readDocument({ name, size: bytes.length, bytes }), name).toEqual({ ok: false, name, problem: UNSUPPORTED })
	}
})

test('several uploads: each gets its own result, a bad one does not stop the others', async () => {
	const results = await readDocuments([
		{ name: 'bien.txt', size: 10, bytes: Buffer.from('¡Hola, señor!') },
		{ name: 'mal.pdf', size: PNG_BYTES.length, bytes: PNG_BYTES },
		{ name: 'vacío.docx', size: 10, bytes: buildDocx(['   ']) },
	])
	expect(results.map((result) => (result.ok ? result.document.text : result.problem.code))).toEqual([
		'¡Hola, señor!',
		'DOCUMENT_UNSUPPORTED',
		'DOCUMENT_EMPTY',
	])
})
