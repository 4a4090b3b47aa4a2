import { expect, test } from 'vitest'
import {
	checkDocumentFile,
	checkDocumentFiles,
	DOCUMENT_ACCEPT,
	documentTooLarge,
	MAX_DOCUMENT_BYTES,
	typeFromExtension,
	unsupportedDocument,
} from '#app/modules/content/documents/document-rules.ts'
import { errorText } from '#app/modules/errors/error-text.ts'
import { getFixedT } from '#app/utils/locales.server.ts'

test('the six accepted extensions, in any case; anything else is not a document type', () => {
	expect(['a.pdf', 'b.DOC', 'c.Docx', 'd.ppt', 'e.PPTX', 'f.txt'].map(typeFromExtension)).toEqual([
		'pdf',
		'doc',
		'docx',
		'ppt',
		'pptx',
		'txt',
	])
	expect(['informe.rtf', 'foto.png', 'sin-extension', 'docx', 'a.pdf.exe', 'hoja.xlsx'].map(typeFromExtension)).toEqual([
		null,
		null,
		null,
		null,
		null,
		null,
	])
	expect(DOCUMENT_ACCEPT).toContain('.pptx')
})

test('10485760 bytes is accepted, one more is "Archivo muy grande", checked before the extension', () => {
	expect(checkDocumentFile({ name: 'a.pdf', size: MAX_DOCUMENT_BYTES })).toEqual({ ok: true, type: 'pdf' })
	expect(checkDocumentFile({ name: 'a.pdf', size: MAX_DOCUMENT_BYTES + 1 })).toEqual({
		ok: false,
		problem: { code: 'DOCUMENT_TOO_LARGE' },
	})
	expect(checkDocumentFile({ name: 'a.exe', size: MAX_DOCUMENT_BYTES + 1 })).toMatchObject({
		problem: { code: 'DOCUMENT_TOO_LARGE' },
	})
	expect(checkDocumentFile({ name: 'a.exe', size: 10 })).toEqual({ ok: false, problem: { code: 'DOCUMENT_UNSUPPORTED' } })
	const es = getFixedT('es', 'errors')
	expect(errorText(es, documentTooLarge, 'title')).toBe('Archivo muy grande')
	expect(errorText(es, documentTooLarge, 'message')).toBe('El archivo supera el límite de 10 MB.')
	expect(errorText(es, unsupportedDocument, 'title')).toBe('Archivo no soportado')
	expect(errorText(es, unsupportedDocument, 'message')).toBe('Usa PDF, DOC, DOCX, PPT, PPTX o TXT.')
})

test('several picked files are split into accepted and refused, each refusal with its message', () => {
	const files = [
		{ name: 'guion.docx', size: 2000 },
		{ name: 'video.mp4', size: 2000 },
		{ name: 'enorme.pdf', size: 11 * 1024 * 1024 },
		{ name: 'notas.txt', size: 0 },
	]
	const { accepted, rejected } = checkDocumentFiles(files)
	expect(accepted.map((file) => file.name)).toEqual(['guion.docx', 'notas.txt'])
	expect(rejected.map(({ file, problem }) => [file.name, problem.code])).toEqual([
		['video.mp4', 'DOCUMENT_UNSUPPORTED'],
		['enorme.pdf', 'DOCUMENT_TOO_LARGE'],
	])
})
