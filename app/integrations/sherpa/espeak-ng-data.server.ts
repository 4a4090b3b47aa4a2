import fs from 'node:fs/promises'
import path from 'node:path'

/** Where the espeak-ng npm package's program keeps its data, inside its own in-memory file system. */
const PACKAGE_DATA_DIR = '/usr/local/share/espeak-ng-data'

type MemoryFs = {
	readdir(dir: string): string[]
	stat(file: string): { mode: number }
	isDir(mode: number): boolean
	readFile(file: string): Uint8Array
}

/**
 * A folder of espeak-ng-data that sherpa-onnx's Piper front end can read (phontab, phondata, the *_dict files,
 * the voices), written under `target` on first use: the one embedded in the espeak-ng npm package that the local
 * voices already use (eSpeak NG 1.52-dev, GPL-3, the same data Piper's own phonemiser was built with). So a voice
 * folder needs only the two files rhasspy publishes. Written to a temporary folder and renamed into place, so two
 * workers sharing DATA_DIR never see half of it. Returns `target`.
 */
export function ensureEspeakNgData(target: string): Promise<string> {
	// one copy at a time per folder in this process: voices prepared together share it
	let copying = copies.get(target)
	if (!copying) {
		copying = copyPackageData(target)
		copies.set(target, copying)
		copying.catch(() => copies.delete(target))
	}
	return copying
}

const copies = new Map<string, Promise<string>>()

async function copyPackageData(target: string) {
	if (await isEspeakNgData(target)) return target
	const { default: ESpeakNg } = await import('espeak-ng')
	const instance = (await ESpeakNg({
		arguments: ['--version'],
		print: () => {},
		printErr: () => {},
		quit: (_status, toThrow) => {
			throw toThrow
		},
	})) as unknown as { FS: MemoryFs }
	const staging = `${target}.${process.pid}.tmp`
	await fs.rm(staging, { recursive: true, force: true })
	await copyOut(instance.FS, PACKAGE_DATA_DIR, staging)
	await fs.mkdir(path.dirname(target), { recursive: true })
	try {
		await fs.rename(staging, target)
	} catch (error) {
		// another worker put its copy there first: theirs is as good as ours
		await fs.rm(staging, { recursive: true, force: true })
		if (!(await isEspeakNgData(target))) throw error
	}
	return target
}

/** Whether `dir` looks like espeak-ng-data (the phoneme tables espeak_Initialize fails without). */
export async function isEspeakNgData(dir: string) {
	const present = await Promise.all(
		['phontab', 'phondata', 'phonindex', 'intonations'].map((file) =>
			fs.stat(path.join(dir, file)).then(
				(stat) => stat.isFile(),
				() => false,
			),
		),
	)
	return present.every(Boolean)
}

async function copyOut(memory: MemoryFs, from: string, to: string) {
	await fs.mkdir(to, { recursive: true })
	for (const name of memory.readdir(from)) {
		if (name === '.' || name === '..') continue
		const source = `${from}/${name}`
		if (memory.isDir(memory.stat(source).mode)) await copyOut(memory, source, path.join(to, name))
		else await fs.writeFile(path.join(to, name), memory.readFile(source))
	}
}
