import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import type { FileStorage } from '#app/ports/storage.ts'

export type CopyOutcome = 'copied' | 'skipped' | 'gone' | 'failed'

/** What a copy did: files copied (and their bytes), already there, deleted before their turn, and failed. */
export type CopyReport = {
	total: number
	copied: number
	bytes: number
	skipped: number
	gone: number
	failed: { key: string; error: string }[]
}

/**
 * Copies every file of one storage into another (the local disk into a bucket, `npm run storage:migrate`), and can
 * be run again: a file already there with the same size is skipped, so a copy cut short goes on where it stopped
 * and a file changed since (a new size) is copied again. The target is listed once (a LIST returns a thousand keys
 * a call, where a HEAD a file would take one call each); a file is streamed, never read whole, `concurrency` at a
 * time. Nothing is deleted from either side.
 */
export async function copyStorage({
	from,
	to,
	concurrency = 4,
	onFile,
}: {
	from: FileStorage
	to: FileStorage
	concurrency?: number
	onFile?: (event: { key: string; size: number; outcome: CopyOutcome; done: number; report: CopyReport }) => void
}): Promise<CopyReport> {
	const files = await from.list('')
	const there = new Map((await to.list('')).map((file) => [file.key, file.size]))
	const report: CopyReport = { total: files.length, copied: 0, bytes: 0, skipped: 0, gone: 0, failed: [] }
	let next = 0
	let done = 0

	async function copyOne(key: string, size: number): Promise<CopyOutcome> {
		if (there.get(key) === size) return 'skipped'
		try {
			const opened = await from.open(key)
			if (!opened) return 'gone' // deleted by the app since the listing: nothing to copy
			const body =
				opened.size === 0
					? Readable.from([])
					: Readable.fromWeb(opened.stream(0, opened.size - 1) as NodeReadableStream<Uint8Array>)
			await to.putStream(key, body, opened.size)
			report.bytes += opened.size
			return 'copied'
		} catch (error) {
			report.failed.push({ key, error: error instanceof Error ? error.message : String(error) })
			return 'failed'
		}
	}

	async function worker() {
		while (next < files.length) {
			const { key, size } = files[next++]!
			const outcome = await copyOne(key, size)
			if (outcome !== 'failed') report[outcome]++
			onFile?.({ key, size, outcome, done: ++done, report })
		}
	}
	await Promise.all(Array.from({ length: Math.min(concurrency, files.length) }, worker))
	report.failed.sort((a, b) => a.key.localeCompare(b.key))
	return report
}
