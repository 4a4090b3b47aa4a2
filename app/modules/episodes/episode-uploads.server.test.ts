import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, beforeEach, expect, test } from 'vitest'
import { putFile } from '#app/integrations/storage/storage.server.ts'
import { MAX_DOCUMENT_BYTES } from '#app/modules/content/documents/document-rules.ts'
import { DAILY_UPLOAD_BYTES } from '#app/modules/quota/upload-allowance.server.ts'
import { prisma } from '#app/utils/db.server.ts'
import { dataDir } from '#app/utils/env.server.ts'
import { cleanFileName } from '#app/utils/file-name.ts'
import { keptDocuments, readEpisodeForm, storeDocuments } from './episode-uploads.server.ts'

const userId = '11111111-1111-4111-8111-111111111111'
beforeAll(async () => {
	await prisma.user.create({ data: { id: userId, email: 'subidas@ejemplo.es' } })
})

function multipart(form: FormData) {
	return new Request('http://localhost/create', { method: 'POST', body: form })
}

test('a document over 10 MB is refused by name while every other field is still read', async () => {
	const form = new FormData()
	form.set('podcastName', 'Ondas ñ')
	form.append('documents', new File([new Uint8Array(MAX_DOCUMENT_BYTES + 1)], 'enorme.pdf'))
	form.append('documents', new File(['Hola, canción'], 'nota.txt'))
	form.set('content', '¿Qué tal?')
	const { formData, tooLarge } = await readEpisodeForm(multipart(form))
	expect(formData.get('podcastName')).toBe('Ondas ñ')
	expect(formData.get('content')).toBe('¿Qué tal?')
	expect(formData.getAll('documents').map((file) => (file as File).name)).toEqual(['nota.txt'])
	expect(tooLarge).toEqual([{ name: 'enorme.pdf', problem: { code: 'DOCUMENT_TOO_LARGE' } }])
})

test('documents are checked by content and stored in the user folder; a renamed image is refused', async () => {
	const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')
	const { stored, rejected } = await storeDocuments(userId, [
		new File(['Texto con acentos: ñandú'], 'notas.txt'),
		new File([png], 'foto.pdf'),
	])
	expect(stored).toEqual([
		{ name: 'notas.txt', key: expect.stringMatching(new RegExp(`^uploads/${userId}/[0-9a-f-]{36}\\.txt$`)), size: 26 },
	])
	expect(rejected).toEqual([{ name: 'foto.pdf', problem: { code: 'DOCUMENT_UNSUPPORTED' } }])
})

test("kept documents must be the user's own, existing, well-formed keys", async () => {
	const own = `uploads/${userId}/22222222-2222-4222-8222-222222222222.txt`
	const other = 'uploads/33333333-3333-4333-8333-333333333333/44444444-4444-4444-8444-444444444444.txt'
	await putFile(own, Buffer.from('mío'))
	await putFile(other, Buffer.from('ajeno'))
	const kept = await keptDocuments(userId, [
		JSON.stringify({ name: 'mío.txt', key: own, size: 4 }),
		JSON.stringify({ name: 'ajeno.txt', key: other, size: 5 }),
		JSON.stringify({ name: 'falta.txt', key: `uploads/${userId}/55555555-5555-4555-8555-555555555555.txt`, size: 1 }),
		JSON.stringify({ name: 'sube.txt', key: `uploads/${userId}/../../secrets.json`, size: 1 }),
		'no es JSON',
	])
	expect(kept).toEqual([{ name: 'mío.txt', key: own, size: 4 }])
})

const temporaryFolder = () => path.join(dataDir(), 'tmp', 'uploads')
const temporaryFiles = () => (fs.existsSync(temporaryFolder()) ? fs.readdirSync(temporaryFolder()) : [])
beforeEach(() => fs.rmSync(temporaryFolder(), { recursive: true, force: true }))

test('documents past the tenth are refused by name while streaming, everything else typed is kept', async () => {
	const form = new FormData()
	form.set('podcastName', 'Ondas ñ')
	for (let i = 1; i <= 12; i++) form.append('documents', new File([`Documento ${i}`], `doc-${i}.txt`))
	form.set('content', 'Texto después de los documentos')
	const { formData, tooLarge } = await readEpisodeForm(multipart(form))
	const files = formData.getAll('documents') as File[]
	expect(files.map((file) => file.name)).toEqual(Array.from({ length: 10 }, (_, i) => `doc-${i + 1}.txt`))
	expect(await files[9]!.text()).toBe('Documento 10')
	expect(formData.get('content')).toBe('Texto después de los documentos')
	expect(tooLarge).toEqual([
		{ name: 'doc-11.txt', problem: { code: 'DOCUMENT_TOO_MANY' } },
		{ name: 'doc-12.txt', problem: { code: 'DOCUMENT_TOO_MANY' } },
	])
	// kept on disk, not in memory, until they are stored; then the temporary files are gone
	expect(temporaryFiles()).toHaveLength(10)
	const { stored } = await storeDocuments(userId, files)
	expect(stored).toHaveLength(10)
	expect(temporaryFiles()).toEqual([])
})

test('file names lose control and bidirectional-override characters', async () => {
	expect(cleanFileName('factura\u202Efdp.txt')).toBe('facturafdp.txt')
	expect(cleanFileName('  a\u0000b\u0007c\u200Bd\u2066e.pdf ')).toBe('abcde.pdf')
	expect(cleanFileName('Canción de Ana-Lucía.docx')).toBe('Canción de Ana-Lucía.docx')
	const form = new FormData()
	form.append('documents', new File(['hola'], 'informe\u202Etxt.exe\u202C.txt'))
	const { formData } = await readEpisodeForm(multipart(form))
	expect((formData.get('documents') as File).name).toBe('informetxt.exe.txt')
	await storeDocuments(userId, formData.getAll('documents') as File[])
})

test('a malformed form is a 400 and leaves no temporary file', async () => {
	const body = '--b\r\nContent-Disposition: form-data; name="documents"; filename="a.txt"\r\n\r\nhola'
	const request = new Request('http://localhost/create', {
		method: 'POST',
		headers: { 'content-type': 'multipart/form-data; boundary=b' },
		body,
	})
	await expect(readEpisodeForm(request)).rejects.toMatchObject({ status: 400 })
	expect(temporaryFiles()).toEqual([])
})

test('past the day’s upload allowance a document is refused by name, and nothing is stored', async () => {
	const user = await prisma.user.create({ data: { email: 'muchas-subidas@ejemplo.es' } })
	const first = await storeDocuments(user.id, [new File(['Primera nota del día'], 'primera.txt')])
	expect(first.stored).toHaveLength(1)
	await prisma.uploadDay.updateMany({ where: { userId: user.id }, data: { bytes: BigInt(DAILY_UPLOAD_BYTES - 10) } })
	const { stored, rejected } = await storeDocuments(user.id, [new File(['Una nota de más de diez bytes'], 'otra.txt')])
	expect(stored).toEqual([])
	expect(rejected).toEqual([
		{ name: 'otra.txt', problem: { code: 'DOCUMENT_DAILY_LIMIT', params: { name: 'otra.txt', mb: 500 } } },
	])
})
