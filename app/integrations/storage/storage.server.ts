import { createReadStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { dataDir } from '#app/utils/env.server.ts'

/**
 * Files (avatars now; audio, covers and video later) by key, on local disk under <DATA_DIR>/storage. Keys are
 * relative paths such as `avatars/<userId>/<name>.webp`; anything that could climb out of the folder is refused.
 * An S3-compatible bucket replaces this when several nodes must share files (README, 'Scaling out').
 */
function resolveKey(key: string) {
	if (!/^[a-z0-9][a-z0-9/_.-]*$/i.test(key) || key.includes('..') || key.includes('//')) {
		throw new Error(`Clave de almacenamiento no válida: ${key}`)
	}
	return path.join(dataDir(), 'storage', key)
}

/**
 * Files are the account's own (documents, voices, audio): only the app's user may read them, folders 0700 and files
 * 0600, whatever the umask. A folder made by an older version is tightened on the first write.
 */
let tightened = false
async function privateRoot() {
	const root = path.join(dataDir(), 'storage')
	await fs.mkdir(root, { recursive: true, mode: 0o700 })
	if (!tightened) {
		await fs.chmod(root, 0o700)
		tightened = true
	}
}

export async function putFile(key: string, body: Buffer) {
	const file = resolveKey(key)
	await privateRoot()
	await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 })
	const temporary = `${file}.${process.pid}.tmp`
	await fs.writeFile(temporary, body, { mode: 0o600 })
	await fs.rename(temporary, file) // readers never see half a file
	return key
}

/** The file's bytes, or null when there is none. */
export async function readFile(key: string) {
	try {
		return await fs.readFile(resolveKey(key))
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
		throw error
	}
}

/**
 * A file to serve in parts (audio and video: players ask for ranges while seeking), without reading it whole: its
 * size, when it was written, and a stream of the bytes from `start` to `end` (inclusive). null when there is none.
 */
export async function openFile(key: string) {
	const file = resolveKey(key)
	const stat = await fs.stat(file).catch((error: NodeJS.ErrnoException) => {
		if (error.code === 'ENOENT') return null
		throw error
	})
	if (!stat?.isFile()) return null
	return {
		size: stat.size,
		modifiedAt: stat.mtime,
		stream: (start: number, end: number) => Readable.toWeb(createReadStream(file, { start, end })) as ReadableStream<Uint8Array>,
	}
}

export async function hasFile(key: string) {
	return fs
		.access(resolveKey(key))
		.then(() => true)
		.catch(() => false)
}

export async function deleteFile(key: string) {
	await fs.rm(resolveKey(key), { force: true })
}

/** Removes every file under a prefix (an account's folder when the account is deleted). */
export async function deletePrefix(prefix: string) {
	await fs.rm(resolveKey(prefix.replace(/\/$/, '')), { recursive: true, force: true })
}

/** Every file under a prefix (recursively), with when it was last written; none when the folder does not exist. */
export async function listFiles(prefix: string) {
	const root = resolveKey(prefix.replace(/\/$/, ''))
	const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch((error) => {
		if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
		throw error
	})
	const base = path.join(dataDir(), 'storage')
	const files: { key: string; modifiedAt: Date }[] = []
	for (const entry of entries) {
		if (!entry.isFile() || entry.name.endsWith('.tmp')) continue
		const file = path.join(entry.parentPath, entry.name)
		files.push({ key: path.relative(base, file).split(path.sep).join('/'), modifiedAt: (await fs.stat(file)).mtime })
	}
	return files
}
