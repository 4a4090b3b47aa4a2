import fs from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { localStorage } from '#app/integrations/storage/local-storage.server.ts'
import { s3Storage } from '#app/integrations/storage/s3-storage.server.ts'
import type { FileStorage } from '#app/ports/storage.ts'
import { startNodeScript } from '#tests/support/app-process.ts'
import { startTestS3, type TestS3 } from '#tests/support/s3-server.ts'
import { tempDir } from '#tests/support/test-postgres.ts'
import { copyStorage } from './copy-storage.server.ts'

// The local storage of a one-node install, copied into a real S3-compatible server (s3rver) through the real client.
const FILES: Record<string, string> = {
	'episodes/0b1e/audio.mp3': 'audio del episodio',
	'episodes/0b1e/video.mp4': 'vídeo del episodio, algo más largo',
	'episodes/0b1e/cover.png': 'portada',
	'speech-cache/0b1e/deep/line-1.wav': 'línea uno',
	'speech-cache/0b1e/deep/line-2.wav': 'línea dos',
	'avatars/u1/avatar.webp': 'avatar',
	'uploads/u1/empty.txt': '',
}
const KEYS = Object.keys(FILES).sort()

let s3: TestS3
let dataDir: string
let root: string
let local: FileStorage
let bucket: FileStorage
beforeEach(async () => {
	s3 = await startTestS3()
	dataDir = tempDir('ondacast-migrate')
	root = path.join(dataDir, 'storage')
	for (const [key, text] of Object.entries(FILES)) write(key, text)
	local = localStorage(root)
	bucket = s3Storage(s3.config)
})
afterEach(async () => {
	await s3?.close()
	fs.rmSync(dataDir, { recursive: true, force: true })
})

function write(key: string, text: string) {
	fs.mkdirSync(path.dirname(path.join(root, key)), { recursive: true })
	fs.writeFileSync(path.join(root, key), text)
}

async function bucketContents() {
	const keys = (await bucket.list('')).map((file) => file.key).sort()
	return Object.fromEntries(await Promise.all(keys.map(async (key) => [key, (await bucket.read(key))?.toString()])))
}

describe('copying the local storage into a bucket', () => {
	test('the first run copies every file, nested folders included; the second copies nothing', async () => {
		const first = await copyStorage({ from: local, to: bucket })
		expect(first).toMatchObject({ total: KEYS.length, copied: KEYS.length, skipped: 0, failed: [] })
		expect(first.bytes).toBe(Object.values(FILES).reduce((sum, text) => sum + Buffer.byteLength(text), 0))
		expect(await bucketContents()).toEqual(FILES)

		const second = await copyStorage({ from: local, to: bucket })
		expect(second).toMatchObject({ copied: 0, bytes: 0, skipped: KEYS.length, failed: [] })
		expect(fs.readFileSync(path.join(root, 'episodes/0b1e/video.mp4'), 'utf8')).toBe(FILES['episodes/0b1e/video.mp4'])
	})

	test('a run cut short half-way is finished by the next, which copies only the rest', async () => {
		const already = KEYS.slice(0, 3)
		for (const key of already) await bucket.put(key, Buffer.from(FILES[key]!))
		const copied: string[] = []
		const report = await copyStorage({
			from: local,
			to: bucket,
			onFile: ({ key, outcome }) => {
				if (outcome === 'copied') copied.push(key)
			},
		})
		expect(report).toMatchObject({ copied: KEYS.length - 3, skipped: 3, failed: [] })
		expect(copied.sort()).toEqual(KEYS.slice(3))
		expect(await bucketContents()).toEqual(FILES)
	})

	test('a file changed since the last run (another size) is copied again', async () => {
		await copyStorage({ from: local, to: bucket })
		write('episodes/0b1e/audio.mp3', 'audio del episodio, hecho de nuevo')
		const report = await copyStorage({ from: local, to: bucket })
		expect(report).toMatchObject({ copied: 1, skipped: KEYS.length - 1 })
		expect((await bucket.read('episodes/0b1e/audio.mp3'))?.toString()).toBe('audio del episodio, hecho de nuevo')
	})

	test('leftovers of interrupted writes (.tmp) are not copied', async () => {
		write('episodes/0b1e/video.mp4.1234.abc.tmp', 'medio vídeo')
		const report = await copyStorage({ from: local, to: bucket })
		expect(report.copied).toBe(KEYS.length)
		expect(Object.keys(await bucketContents()).sort()).toEqual(KEYS)
	})
})

describe('npm run storage:migrate', () => {
	const script = path.resolve('scripts/storage-migrate.ts')
	async function run(env: Record<string, string>) {
		// run from a scratch folder: no developer's .env is read
		const child = startNodeScript(script, { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: dataDir, ...env }, dataDir)
		const code = await child.exited
		return { code, output: child.output() }
	}

	test('without the bucket settings it names what is missing and copies nothing', async () => {
		const { code, output } = await run({ STORAGE_DRIVER: 'local', S3_ENDPOINT: s3.env.S3_ENDPOINT! })
		expect(code).toBe(1)
		expect(output.trim()).toBe(
			'[storage] Faltan las variables del bucket de destino: S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY. Defínelas en .env o en el entorno (STORAGE_DRIVER puede seguir en local mientras copias).',
		)
		expect(await bucket.list('')).toEqual([])
	})

	test('it reports what it copied and what failed, exits 1 naming the failures, and keeps the local files', async () => {
		write('uploads/u1/mi documento.pdf', 'un nombre que ninguna clave admite')
		const { code, output } = await run({ ...s3.env, STORAGE_DRIVER: 'local' })
		expect(code).toBe(1)
		expect(output).toContain(
			`[storage] Copia terminada: ${KEYS.length + 1} ficheros locales; ${KEYS.length} copiados (${Object.values(FILES).reduce((sum, text) => sum + Buffer.byteLength(text), 0)} bytes,`,
		)
		expect(output).toContain('ya estaban en el bucket, 1 fallidos.')
		expect(output).toMatch(/ {2}- uploads\/u1\/mi documento\.pdf: Clave de almacenamiento no válida/)
		expect(output).toContain(`[storage] Los ficheros locales siguen en ${root}: no se ha borrado nada.`)
		expect(fs.existsSync(path.join(root, 'episodes/0b1e/audio.mp3'))).toBe(true)
		expect(Object.keys(await bucketContents()).sort()).toEqual(KEYS)

		fs.rmSync(path.join(root, 'uploads/u1/mi documento.pdf'))
		const again = await run({ ...s3.env, STORAGE_DRIVER: 'local' })
		expect(again.code).toBe(0)
		expect(again.output).toContain(`0 copiados (0 bytes, 0 MB), ${KEYS.length} ya estaban en el bucket, 0 fallidos.`)
	})
})
