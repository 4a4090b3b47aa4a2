import { expect, test } from 'vitest'
import { DocumentError } from '#app/modules/content/documents/document-error.ts'
import { readDocument } from '#app/modules/content/documents/read-document.server.ts'
import { guardZip, ZIP_LIMITS } from '#app/modules/content/documents/zip-guard.server.ts'
import { buildDocx, buildPptx, buildZip, SAMPLE } from '#tests/fixtures/documents.ts'

const BAD_ARCHIVE = { code: 'DOCUMENT_BAD_ARCHIVE' }

/** The problem shown for a refused archive, after checking the refusal had the expected cause. */
async function refusal(bytes: Uint8Array, reason: RegExp, limits = ZIP_LIMITS) {
	const error = await guardZip(bytes, limits).then(
		() => null,
		(caught: unknown) => caught,
	)
	expect(error).toBeInstanceOf(DocumentError)
	expect(((error as DocumentError).cause as Error).message).toMatch(reason)
	return (error as DocumentError).problem
}

test('real DOCX and PPTX pass, with their entry count and unpacked size', async () => {
	const docx = await guardZip(buildDocx([SAMPLE]))
	expect(docx.entries).toBe(3)
	expect(docx.totalBytes).toBeGreaterThan(SAMPLE.length)
	expect((await guardZip(buildPptx([[SAMPLE], [SAMPLE]]))).entries).toBe(6)
})

test('zip bomb: 20 MB of zeros packed to ~20 KB (ratio ~1000:1) is refused from the central directory alone', async () => {
	const bomb = buildDocx([SAMPLE], [{ name: 'word/media/ceros.bin', data: Buffer.alloc(20 * 1024 * 1024) }])
	expect(bomb.length).toBeLessThan(100_000)
	expect(await refusal(bomb, /ceros.bin unpacks 20971520 bytes/)).toEqual(BAD_ARCHIVE)
})

test('an archive that declares more than the unpacked total is refused before inflating anything', async () => {
	const declared = buildDocx([SAMPLE], [{ name: 'word/media/grande.bin', data: 'x', declaredSize: 150 * 1024 * 1024 }])
	expect(await refusal(declared, /declares more than 104857600 bytes/)).toEqual(BAD_ARCHIVE)
	// The total counts every entry: many modest honest entries past a (lowered) limit.
	const many = buildDocx([SAMPLE], [{ name: 'a.bin', data: Buffer.alloc(3000, 1) }])
	expect(await refusal(many, /declares more than 2000 bytes/, { ...ZIP_LIMITS, maxTotalBytes: 2000 })).toEqual(BAD_ARCHIVE)
})

test('sizes that lie (declares 1 KB, inflates to 5 MB) are caught while inflating, with no large allocation', async () => {
	const liar = buildDocx([SAMPLE], [{ name: 'word/media/mentira.bin', data: Buffer.alloc(5 * 1024 * 1024), declaredSize: 1024 }])
	expect(await refusal(liar, /too many bytes in the stream/)).toEqual(BAD_ARCHIVE)
})

test('more than 2000 entries, an encrypted entry or a damaged archive are refused', async () => {
	const crowded = buildDocx(
		[SAMPLE],
		Array.from({ length: ZIP_LIMITS.maxEntries }, (_, index) => ({ name: `x/${index}.xml`, data: '', method: 'store' as const })),
	)
	expect(await refusal(crowded, /more than 2000 entries/)).toEqual(BAD_ARCHIVE)

	const encrypted = buildZip([{ name: 'word/document.xml', data: SAMPLE }])
	encrypted.writeUInt16LE(0x0801, 6) // local header: encrypted flag
	encrypted.writeUInt16LE(0x0801, encrypted.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 8) // central directory
	expect(await refusal(encrypted, /is encrypted/)).toEqual(BAD_ARCHIVE)

	const docx = buildDocx([SAMPLE])
	const corrupt = Buffer.from(docx)
	corrupt.fill(0xaa, 40, 200) // scrambles the first entry's deflate data
	expect(await refusal(corrupt, /invalid/)).toEqual(BAD_ARCHIVE)
	expect(await refusal(docx.subarray(0, docx.length - 30), /central directory/)).toEqual(BAD_ARCHIVE)
})

test('readDocument turns a zip bomb named .docx or .pptx into the Spanish refusal, without crashing', async () => {
	const zeros = { name: 'ppt/media/ceros.bin', data: Buffer.alloc(20 * 1024 * 1024) }
	const docxBomb = buildDocx([SAMPLE], [{ ...zeros, name: 'word/media/ceros.bin' }])
	const pptxBomb = buildZip([{ name: 'ppt/presentation.xml', data: '<p:presentation/>' }, zeros])
	for (const [name, bytes] of [
		['bomba.docx', docxBomb],
		['bomba.pptx', pptxBomb],
	] as const) {
		expect(await readDocument({ name, size: bytes.length, bytes })).toEqual({
			ok: false,
			name,
			problem: { ...BAD_ARCHIVE, params: { name } },
		})
	}
})
