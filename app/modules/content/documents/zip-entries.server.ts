import type { Entry, ZipFile } from 'yauzl'

/** The bytes as a Buffer without copying them (yauzl, mammoth and cfb want Buffers). */
export function asBuffer(bytes: Uint8Array) {
	return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
}

/** 'PK\x03\x04': a zip archive's first local file header. */
export function looksLikeZip(bytes: Uint8Array) {
	return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04
}

/**
 * Walks a zip's central directory one entry at a time (yauzl with lazyEntries, nothing is inflated unless `visit`
 * asks for it). `visit` returns false to stop early. Throws yauzl's error for an archive that is not a valid zip.
 */
export async function forEachZipEntry(
	bytes: Uint8Array,
	visit: (entry: Entry, zip: ZipFile) => boolean | undefined | Promise<boolean | undefined>,
) {
	// loaded on first use, like every document reader: a web process loads none until a document comes
	const { fromBufferPromise } = await import('yauzl')
	const zip = await fromBufferPromise(asBuffer(bytes), { lazyEntries: true, validateEntrySizes: true })
	try {
		for await (const entry of zip.eachEntry()) {
			if ((await visit(entry, zip)) === false) return
		}
	} finally {
		zip.close()
	}
}

/** Whether the zip's central directory names `path` (case-insensitive), looking at no more than `maxEntries` entries. */
export async function zipHasEntry(bytes: Uint8Array, path: string, maxEntries: number) {
	const wanted = path.toLowerCase()
	let found = false
	let seen = 0
	await forEachZipEntry(bytes, (entry) => {
		found = entry.fileName.toLowerCase() === wanted
		seen += 1
		return !found && seen < maxEntries
	})
	return found
}
