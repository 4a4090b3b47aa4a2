import { spawn } from 'node:child_process'
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { getEnv } from '#app/utils/env.server.ts'

/**
 * Apertium, the offline English↔Spanish translator (Debian packages `apertium` and `apertium-en-es`, GPL), run as a
 * native tool: one process per batch of paragraphs, never through a shell. Its modes here are `eng-spa`, `spa-eng`
 * and `spa-eng_US`; `-u` leaves unknown words (names, placeholders) without the `*` mark.
 */

export type ApertiumMode = 'eng-spa' | 'spa-eng' | 'spa-eng_US'

export type TranslationErrorCode = 'TRANSLATION_UNAVAILABLE' | 'TRANSLATION_TIMEOUT' | 'TRANSLATION_FAILED'

/** Apertium could not translate: not installed (or that mode missing), too slow, or it failed or answered wrongly. */
export class TranslationError extends Error {
	override name = 'TranslationError'
	readonly code: TranslationErrorCode

	constructor(code: TranslationErrorCode, message: string, options: { cause?: unknown } = {}) {
		super(message, options)
		this.code = code
	}
}

/** Where the Debian packages put the modes (`apertium -l` reads the same folder). */
const MODES_DIR = '/usr/share/apertium/modes'

/** ~46 KB translate in 0.5 s: a batch gets far more than it needs, and a stuck process is ended. */
const DEFAULT_TIMEOUT_MS = 30_000

/** The most text one process is given; callers split larger work into batches (translate-paragraphs.server.ts). */
export const MAX_INPUT_CHARS = 200_000

/** Paragraphs are joined by a blank line: Apertium's txt format keeps it and ends a sentence there. */
const SEPARATOR = '\n\n'

function binary() {
	return getEnv().APERTIUM_BIN
}

/** The executable file `name` resolves to (a path, or looked up in PATH), or null. */
function findExecutable(name: string) {
	const candidates = name.includes('/')
		? [name]
		: (process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, name))
	for (const candidate of candidates) {
		try {
			fs.accessSync(candidate, fs.constants.X_OK)
			return candidate
		} catch {}
	}
	return null
}

const availability = new Map<string, boolean>()

/** Whether this server can translate with `mode`: the binary found and the mode's file installed. Cached per binary. */
export function apertiumAvailable(mode: ApertiumMode = 'eng-spa') {
	const key = `${binary()}\0${mode}`
	let known = availability.get(key)
	if (known === undefined) {
		known = findExecutable(binary()) !== null && fs.existsSync(path.join(MODES_DIR, `${mode}.mode`))
		availability.set(key, known)
	}
	return known
}

/**
 * The paragraphs translated with `mode`, one out for each in. Inner line breaks become spaces (a blank line is the
 * separator). Throws TranslationError: UNAVAILABLE when the binary or mode is missing, TIMEOUT when the process
 * outlives `timeoutMs` (it is killed), FAILED when it exits with an error, the input is over MAX_INPUT_CHARS, or
 * the paragraphs out are not as many as in.
 */
export async function apertiumTranslate(
	paragraphs: readonly string[],
	mode: ApertiumMode,
	{ timeoutMs = DEFAULT_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<string[]> {
	if (paragraphs.length === 0) return []
	const flat = paragraphs.map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
	const input = flat.join(SEPARATOR)
	if (input.length > MAX_INPUT_CHARS)
		throw new TranslationError('TRANSLATION_FAILED', `Texto demasiado largo para Apertium: ${input.length} caracteres.`)
	if (!apertiumAvailable(mode))
		throw new TranslationError('TRANSLATION_UNAVAILABLE', `Apertium no está instalado (${binary()}, modo ${mode}).`)
	const output = await withInputFile(input, (file) => run(['-u', mode, file], timeoutMs))
	const out = output.split(/\n\s*\n/).map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
	// A paragraph that was empty in stays empty: Apertium drops blank ones, so compare with the non-empty ones.
	const nonEmpty = flat.filter(Boolean)
	const translated = out.filter(Boolean)
	if (translated.length !== nonEmpty.length)
		throw new TranslationError(
			'TRANSLATION_FAILED',
			`Apertium devolvió ${translated.length} párrafos de ${nonEmpty.length} (${mode}).`,
		)
	let next = 0
	return flat.map((paragraph) => (paragraph ? translated[next++]! : ''))
}

/**
 * The input as a file: the `apertium` script reads /dev/stdin by opening it, which fails on the socket Node gives a
 * child as its stdin (and then prints its usage and exits 0).
 */
async function withInputFile<T>(input: string, work: (file: string) => Promise<T>) {
	const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'ondacast-apertium-'))
	try {
		const file = path.join(dir, 'input.txt')
		await fsp.writeFile(file, input)
		return await work(file)
	} finally {
		await fsp.rm(dir, { recursive: true, force: true })
	}
}

function run(args: string[], timeoutMs: number) {
	const file = binary()
	return new Promise<string>((resolve, reject) => {
		// Its own process group (detached), so that the timer can end the whole pipeline.
		const child = spawn(file, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true })
		const stdout: Buffer[] = []
		let stderr = ''
		let timedOut = false
		// `apertium` is a shell script running a pipeline of programs (lt-proc, apertium-transfer…): killing the script
		// alone would leave them running and holding the output open.
		const timer = setTimeout(() => {
			timedOut = true
			try {
				if (child.pid) process.kill(-child.pid, 'SIGKILL')
			} catch {
				child.kill('SIGKILL')
			}
		}, timeoutMs)
		child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk))
		child.stderr.on('data', (chunk: Buffer) => {
			stderr = (stderr + chunk.toString('utf8')).slice(-2000)
		})
		child.on('error', (error: NodeJS.ErrnoException) => {
			clearTimeout(timer)
			const code = error.code === 'ENOENT' ? 'TRANSLATION_UNAVAILABLE' : 'TRANSLATION_FAILED'
			reject(new TranslationError(code, `No se pudo ejecutar ${file}: ${error.message}. Revisa APERTIUM_BIN.`, { cause: error }))
		})
		child.on('close', (code) => {
			clearTimeout(timer)
			if (timedOut)
				return reject(new TranslationError('TRANSLATION_TIMEOUT', `Apertium tardó más de ${timeoutMs} ms y se detuvo.`))
			if (code === 0) return resolve(Buffer.concat(stdout).toString('utf8'))
			reject(
				new TranslationError('TRANSLATION_FAILED', `Apertium terminó con código ${code}: ${stderr.trim() || '(sin salida)'}`),
			)
		})
	})
}
