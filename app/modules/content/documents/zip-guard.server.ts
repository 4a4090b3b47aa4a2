import type { Entry, ZipFile } from 'yauzl'
import { DocumentError } from '#app/modules/content/documents/document-error.ts'
import { forEachZipEntry } from '#app/modules/content/documents/zip-entries.server.ts'

/** What a DOCX or PPTX may hold once unpacked; far above real documents, far below what would hurt the server. */
export const ZIP_LIMITS = {
	/** Files and folders in the archive. */
	maxEntries: 2000,
	/** Sum of the unpacked sizes. */
	maxTotalBytes: 100 * 1024 * 1024,
	/** Unpacked:packed ratio above which a large entry counts as a bomb… */
	maxRatio: 200,
	/** …"large" meaning at least this many unpacked bytes (small XML parts compress very well and are harmless). */
	ratioFromBytes: 1024 * 1024,
}

export type ZipLimits = typeof ZIP_LIMITS

/**
 * Refuses a DOCX/PPTX before any parser unpacks it (those parsers inflate whole parts into memory). First the
 * central directory alone: entry count, declared unpacked total, per-entry ratio, encryption and method. Then every
 * entry is inflated as a stream and thrown away, so sizes that lie are caught too (yauzl fails an entry that inflates
 * to more or less than it declares, and the running total is capped). Memory stays at a few stream chunks.
 * Throws DocumentError 'bad_archive' for a bomb or a damaged zip; returns the entry count and unpacked total.
 */
export async function guardZip(bytes: Uint8Array, limits: ZipLimits = ZIP_LIMITS) {
	try {
		const declared = await checkCentralDirectory(bytes, limits)
		const unpacked = await inflateAll(bytes, limits)
		return { entries: declared.entries, totalBytes: unpacked }
	} catch (error) {
		if (error instanceof DocumentError) throw error
		throw new DocumentError('bad_archive', { cause: error })
	}
}

/** Entry count, declared total and ratios, from the central directory only. */
async function checkCentralDirectory(bytes: Uint8Array, limits: ZipLimits) {
	let entries = 0
	let totalBytes = 0
	await forEachZipEntry(bytes, (entry) => {
		entries += 1
		totalBytes += entry.uncompressedSize
		if (entries > limits.maxEntries) throw refuse(`more than ${limits.maxEntries} entries`)
		if (totalBytes > limits.maxTotalBytes) throw refuse(`declares more than ${limits.maxTotalBytes} bytes unpacked`)
		if (isBombEntry(entry, limits)) throw refuse(`${entry.fileName} unpacks ${entry.uncompressedSize} bytes`)
		if (entry.isEncrypted()) throw refuse(`${entry.fileName} is encrypted`)
		if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8)
			throw refuse(`${entry.fileName}: method ${entry.compressionMethod}`)
		return true
	})
	return { entries, totalBytes }
}

function isBombEntry(entry: Entry, limits: ZipLimits) {
	if (entry.uncompressedSize < limits.ratioFromBytes) return false
	return entry.uncompressedSize > Math.max(entry.compressedSize, 1) * limits.maxRatio
}

/** Inflates every file entry into nothing, counting bytes; yauzl checks each against its declared size. */
async function inflateAll(bytes: Uint8Array, limits: ZipLimits) {
	let total = 0
	await forEachZipEntry(bytes, async (entry, zip) => {
		if (entry.fileName.endsWith('/')) return true
		total += await inflatedSize(zip, entry, limits.maxTotalBytes - total)
		return true
	})
	return total
}

async function inflatedSize(zip: ZipFile, entry: Entry, budget: number) {
	const stream = await zip.openReadStreamPromise(entry)
	let size = 0
	for await (const chunk of stream) {
		size += (chunk as Buffer).length
		if (size > budget) throw refuse('unpacks past the total limit')
	}
	return size
}

function refuse(reason: string) {
	return new DocumentError('bad_archive', { cause: new Error(`zip refused: ${reason}`) })
}
