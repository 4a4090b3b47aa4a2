import { createReadStream, createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { FileStorage, ListedFile } from '#app/ports/storage.ts'
import { checkKey, folderPrefix, listPrefix } from './storage-keys.ts'

/**
 * Files by key on the local disk under `root` (<DATA_DIR>/storage, STORAGE_DRIVER=local, the default): one node,
 * or several sharing that folder. An S3-compatible bucket replaces it when nodes must share files (ADR 0046).
 *
 * Files are the account's own (documents, voices, audio): only the app's user may read them, folders 0700 and
 * files 0600, whatever the umask. A folder made by an older version is tightened on the first write.
 */
export function localStorage(root: string): FileStorage {
	const fileOf = (key: string) => path.join(root, checkKey(key))
	const folderOf = (prefix: string) => path.join(root, folderPrefix(prefix))
	const temporaryOf = (file: string) => `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
	let tightened = false
	async function privateRoot() {
		await fs.mkdir(root, { recursive: true, mode: 0o700 })
		if (!tightened) {
			await fs.chmod(root, 0o700)
			tightened = true
		}
	}
	const statOf = (file: string) =>
		fs.stat(file).catch((error: NodeJS.ErrnoException) => {
			if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return null
			throw error
		})

	return {
		driver: 'local',
		async put(key, body) {
			const file = fileOf(key)
			await privateRoot()
			await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 })
			const temporary = temporaryOf(file)
			await fs.writeFile(temporary, body, { mode: 0o600 })
			await fs.rename(temporary, file) // readers never see half a file
		},
		async putStream(key, body, size) {
			const file = fileOf(key)
			await privateRoot()
			await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 })
			const temporary = temporaryOf(file)
			try {
				await pipeline(body, createWriteStream(temporary, { mode: 0o600 }))
				// a stream that ended early is a failed write, as S3 refuses a body shorter than its Content-Length
				const written = (await fs.stat(temporary)).size
				if (written !== size) throw new Error(`Se esperaban ${size} bytes para ${key} y llegaron ${written}.`)
				await fs.rename(temporary, file)
			} catch (error) {
				await fs.rm(temporary, { force: true })
				throw error
			}
		},
		async read(key) {
			try {
				return await fs.readFile(fileOf(key))
			} catch (error) {
				const code = (error as NodeJS.ErrnoException).code
				if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR') return null
				throw error
			}
		},
		async open(key) {
			const file = fileOf(key)
			const stat = await statOf(file)
			if (!stat?.isFile()) return null
			return {
				size: stat.size,
				modifiedAt: stat.mtime,
				stream: (start, end) => Readable.toWeb(createReadStream(file, { start, end })) as ReadableStream<Uint8Array>,
			}
		},
		async has(key) {
			return (await statOf(fileOf(key)))?.isFile() ?? false
		},
		async delete(key) {
			await fs.rm(fileOf(key), { force: true })
		},
		async deletePrefix(prefix) {
			await fs.rm(folderOf(prefix), { recursive: true, force: true })
		},
		async list(prefix) {
			const folder = path.join(root, listPrefix(prefix))
			const entries = await fs.readdir(folder, { recursive: true, withFileTypes: true }).catch((error) => {
				const code = (error as NodeJS.ErrnoException).code
				if (code === 'ENOENT' || code === 'ENOTDIR') return []
				throw error
			})
			const files: ListedFile[] = []
			for (const entry of entries) {
				if (!entry.isFile() || entry.name.endsWith('.tmp')) continue
				const file = path.join(entry.parentPath, entry.name)
				const stat = await statOf(file)
				if (stat)
					files.push({ key: path.relative(root, file).split(path.sep).join('/'), size: stat.size, modifiedAt: stat.mtime })
			}
			return files
		},
		async ping() {
			await privateRoot()
			await fs.access(root, fs.constants.W_OK)
			return true
		},
	}
}
