import path from 'node:path'
import type { FileStorage } from '#app/ports/storage.ts'
import { dataDir, type Env, getEnv } from '#app/utils/env.server.ts'
import { localStorage } from './local-storage.server.ts'
import { s3Storage } from './s3-storage.server.ts'

/**
 * Every file the app writes or reads goes through these functions, by key (ADR 0046): uploads, the speech cache,
 * audio, covers, video, captions, avatars, voice samples and previews. STORAGE_DRIVER chooses where they live: the
 * local disk (the default) or an S3-compatible bucket that every node shares.
 */
export function storageFor(env: Env): FileStorage {
	if (env.STORAGE_DRIVER === 's3') {
		return s3Storage({
			endpoint: env.S3_ENDPOINT!,
			region: env.S3_REGION,
			bucket: env.S3_BUCKET!,
			accessKeyId: env.S3_ACCESS_KEY_ID!,
			secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
			forcePathStyle: env.S3_FORCE_PATH_STYLE,
		})
	}
	return localStorage(localStorageRoot(env))
}

/** Where STORAGE_DRIVER=local keeps files: <DATA_DIR>/storage. */
export function localStorageRoot(env: Env = getEnv()) {
	return path.join(dataDir(env), 'storage')
}

let current: { env: Env; storage: FileStorage } | undefined

/** The storage of the current environment (a test that changes the environment gets a new one). */
export function storage() {
	const env = getEnv()
	if (current?.env !== env) current = { env, storage: storageFor(env) }
	return current.storage
}

export async function putFile(key: string, body: Buffer) {
	await storage().put(key, body)
	return key
}

/** The file's bytes, or null when there is none. */
export const readFile = (key: string) => storage().read(key)

/**
 * A file to serve in parts (audio and video: players ask for ranges while seeking), without reading it whole: its
 * size, when it was written, and a stream of the bytes from `start` to `end` (inclusive). null when there is none.
 */
export const openFile = (key: string) => storage().open(key)

export const hasFile = (key: string) => storage().has(key)

export const deleteFile = (key: string) => storage().delete(key)

/** Removes every file under a prefix (an account's folder when the account is deleted). */
export const deletePrefix = (prefix: string) => storage().deletePrefix(prefix)

/** Every file under a prefix (recursively), with when it was last written; none when the folder does not exist. */
export const listFiles = (prefix: string) => storage().list(prefix)
