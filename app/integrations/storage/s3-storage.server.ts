import type { Readable } from 'node:stream'
import type { Client } from 'minio'
import type { FileStorage, ListedFile } from '#app/ports/storage.ts'
import { checkKey, folderPrefix, listPrefix } from './storage-keys.ts'

export type S3Config = {
	endpoint: string
	region: string
	bucket: string
	accessKeyId: string
	secretAccessKey: string
	/** bucket in the path (http://host/bucket/key) rather than in the host name */
	forcePathStyle: boolean
}

/** S3 answers a missing key with one of these codes, depending on the call (GET or HEAD) and the server. */
const MISSING = new Set(['NoSuchKey', 'NotFound', 'NoSuchObject'])
const isMissing = (error: unknown) => MISSING.has((error as { code?: string }).code ?? '')

/** DeleteObjects takes at most 1,000 keys a call. */
const DELETE_BATCH = 1000

/**
 * Files by key in an S3-compatible bucket (STORAGE_DRIVER=s3: AWS S3, Cloudflare R2, MinIO, Backblaze B2, Garage),
 * through the `minio` client (ADR 0046). A PUT becomes visible whole or not at all, so a reader never sees half a
 * file; ranges are read with `Range` requests, so a player seeking in a 30-minute video never makes the app hold
 * it. The bucket stays private: every file is served by the app after its ownership check.
 */
export function s3Storage(config: S3Config): FileStorage {
	const { bucket } = config
	let client: Promise<Client> | undefined
	// the client loads on first use, as the other vendor SDKs do (ADR 0040)
	const s3 = () => {
		client ??= import('minio').then(({ Client }) => {
			const url = new URL(config.endpoint)
			const useSSL = url.protocol === 'https:'
			return new Client({
				endPoint: url.hostname,
				port: url.port ? Number(url.port) : useSSL ? 443 : 80,
				useSSL,
				region: config.region,
				accessKey: config.accessKeyId,
				secretKey: config.secretAccessKey,
				pathStyle: config.forcePathStyle,
			})
		})
		return client
	}
	async function stat(key: string) {
		try {
			return await (await s3()).statObject(bucket, checkKey(key))
		} catch (error) {
			if (isMissing(error)) return null
			throw error
		}
	}
	async function list(prefix: string): Promise<ListedFile[]> {
		const files: ListedFile[] = []
		for await (const item of (await s3()).listObjectsV2(bucket, listPrefix(prefix), true)) {
			if (item.name) files.push({ key: item.name, size: item.size ?? 0, modifiedAt: item.lastModified ?? new Date(0) })
		}
		return files
	}

	return {
		driver: 's3',
		async put(key, body) {
			await (await s3()).putObject(bucket, checkKey(key), body, body.length)
		},
		async putStream(key, body, size) {
			// with its size, the client sends a file larger than one part (64 MB) as a multipart upload, a part at a
			// time; a smaller one in a single PUT
			await (await s3()).putObject(bucket, checkKey(key), body, size)
		},
		async read(key) {
			let stream: Readable
			try {
				stream = await (await s3()).getObject(bucket, checkKey(key))
			} catch (error) {
				if (isMissing(error)) return null
				throw error
			}
			const chunks: Buffer[] = []
			for await (const chunk of stream) chunks.push(chunk as Buffer)
			return Buffer.concat(chunks)
		},
		async open(key) {
			const found = await stat(key)
			if (!found) return null
			return {
				size: found.size,
				modifiedAt: found.lastModified,
				stream: (start, end) => rangeStream(() => s3().then((c) => c.getPartialObject(bucket, key, start, end - start + 1))),
			}
		},
		async has(key) {
			return (await stat(key)) !== null
		},
		async delete(key) {
			await (await s3()).removeObject(bucket, checkKey(key))
		},
		async deletePrefix(prefix) {
			// a folder, never '' (which list() takes for the whole bucket)
			const keys = (await list(folderPrefix(prefix))).map((file) => file.key)
			for (let index = 0; index < keys.length; index += DELETE_BATCH) {
				const results = await (await s3()).removeObjects(bucket, keys.slice(index, index + DELETE_BATCH))
				const failed = results.find((result) => result?.Error?.Code)
				if (failed) throw new Error(`No se pudieron borrar ficheros del bucket ${bucket}: ${JSON.stringify(failed)}`)
			}
		},
		list,
		async ping() {
			return (await s3()).bucketExists(bucket)
		},
	}
}

/**
 * A web stream of an object's range that asks S3 only when first read, and lets go of the connection when the
 * reader stops early (a player that seeks elsewhere cancels the rest of its range).
 */
function rangeStream(open: () => Promise<Readable>): ReadableStream<Uint8Array> {
	let source: Readable | undefined
	let iterator: AsyncIterator<Buffer> | undefined
	return new ReadableStream<Uint8Array>({
		async pull(controller) {
			if (!iterator) {
				source = await open()
				iterator = source[Symbol.asyncIterator]()
			}
			const next = await iterator.next()
			if (next.done) controller.close()
			else controller.enqueue(next.value)
		},
		cancel() {
			source?.destroy()
		},
	})
}
