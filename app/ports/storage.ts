/**
 * The file storage contract: what the app asks of wherever its files live (the local disk by default, an
 * S3-compatible bucket when several nodes share them, docs/decisions/0046-object-storage.md). Keys are relative
 * paths such as `episodes/<id>/audio.mp3`; a prefix names a folder (`episodes/<id>`) and never matches a sibling
 * that merely starts the same way (`episodes/<id>0`). Both drivers pass one contract test
 * (app/integrations/storage/storage-contract.test.ts).
 */
import type { Readable } from 'node:stream'

/** A stored file to serve in parts: its size, when it was written, and its bytes from `start` to `end` inclusive. */
type StoredFile = {
	size: number
	modifiedAt: Date
	stream: (start: number, end: number) => ReadableStream<Uint8Array>
}

export type ListedFile = { key: string; size: number; modifiedAt: Date }

export type FileStorage = {
	/** 'local' or 's3', for logs and /healthz */
	readonly driver: 'local' | 's3'
	/** Writes the whole file; a reader sees the old file or the new one, never half of it. */
	put(key: string, body: Buffer): Promise<void>
	/**
	 * put() for a file too big to hold (a video being copied into the bucket): its `size` bytes are written as they
	 * arrive, whole or not at all, as put() does.
	 */
	putStream(key: string, body: Readable, size: number): Promise<void>
	/** The file's bytes, or null when there is none. */
	read(key: string): Promise<Buffer<ArrayBuffer> | null>
	/** The file to serve by ranges, or null when there is none. */
	open(key: string): Promise<StoredFile | null>
	has(key: string): Promise<boolean>
	/** Removes one file; a missing one is not an error. */
	delete(key: string): Promise<void>
	/** Removes every file under a folder. */
	deletePrefix(prefix: string): Promise<void>
	/** Every file under a folder (`''`: the whole storage), recursively; none when there is nothing there. */
	list(prefix: string): Promise<ListedFile[]>
	/** Whether the storage answers (for /healthz): a cheap call that touches it. */
	ping(): Promise<boolean>
}
