import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import { forgetSingleton, singleton } from '#app/utils/singleton.server.ts'
import type { EspeakResult, EspeakRun } from './espeak-program.ts'
import { type EspeakVoiceSettings, espeakVoiceSettings } from './local-voice-settings.ts'

/** The voice id is not one of the local voices. */
export class UnknownLocalVoiceError extends Error {
	override name = 'UnknownLocalVoiceError'
	readonly voiceId: string

	constructor(voiceId: string) {
		super(`La voz local «${voiceId}» no existe.`)
		this.voiceId = voiceId
	}
}

/** eSpeak NG failed (its stderr is in the message). */
export class LocalSpeechError extends Error {
	override name = 'LocalSpeechError'
}

/**
 * Speaks `text` with a local voice: a WAV buffer (16-bit mono PCM, 22,050 Hz). The text is user content, so it
 * never reaches the command line (it is read from a file with -f: a text starting with '-' is just spoken), SSML
 * stays off (no -m: '<speak>' is read out) and the two in-text escapes espeak-ng honours without -m are defused:
 * control characters (Ctrl-A starts an embedded command such as volume) and [[ ]] (phoneme input).
 */
export async function synthesiseLocal({ voiceId, text }: { voiceId: string; text: string }): Promise<Buffer> {
	const settings = Object.hasOwn(espeakVoiceSettings, voiceId) ? espeakVoiceSettings[voiceId] : undefined
	if (!settings) throw new UnknownLocalVoiceError(voiceId)
	return synthesiseWithSettings(settings, text)
}

/**
 * synthesiseLocal with settings of the caller's (a local approximation of a cloned voice tunes a local voice's pitch
 * and speed); pitch is clamped to 0-99 and speed to 80-450 words per minute, as eSpeak NG accepts them.
 */
export async function synthesiseWithSettings(settings: EspeakVoiceSettings, text: string): Promise<Buffer> {
	const speakable = speakableText(text)
	if (!speakable) throw new LocalSpeechError('No hay texto que leer: el texto está vacío.')
	const clamped = {
		...settings,
		pitch: Math.round(Math.min(99, Math.max(0, settings.pitch))),
		speed: Math.round(Math.min(450, Math.max(80, settings.speed))),
	}
	return onThread(
		['-v', `${clamped.voice}+${clamped.variant}`, '-p', String(clamped.pitch), '-s', String(clamped.speed)],
		speakable,
	)
}

/** The text as espeak-ng should receive it (see synthesiseLocal). */
function speakableText(text: string) {
	return text
		.normalize('NFC') // decomposed accents (e + U+0301) would be read as a letter and a mark
		.replace(/\p{Cc}/gu, (char) => (char === '\n' ? char : ' '))
		.replaceAll('[[', '[ [')
		.replaceAll(']]', '] ]')
		.trim()
}

/** The 18 MB WebAssembly module, read and compiled on first use; a failed load is tried again next time. */
function compiledWasm() {
	return singleton('espeak-ng-wasm', () =>
		(async () => {
			const script = createRequire(import.meta.url).resolve('espeak-ng')
			return WebAssembly.compile(await fs.promises.readFile(path.join(path.dirname(script), 'espeak-ng.wasm')))
		})().catch((error: unknown) => {
			forgetSingleton('espeak-ng-wasm')
			throw error
		}),
	)
}

/** Threads that speak at once: one per core, at most four (each holds a 32 MB program instance while it speaks). */
const THREADS = Math.max(1, Math.min(4, os.availableParallelism()))

/** A thread with nothing to do for this long ends, and gives its memory back. */
const IDLE_MS = 30_000

type Task = { voiceArguments: string[]; text: string; resolve(wav: Buffer): void; reject(error: Error): void }
type SpeechThread = { worker: Worker; task?: Task; idleTimer?: NodeJS.Timeout }

const tasks: Task[] = []
const threads = new Set<SpeechThread>()

/** The run on the first free thread (a new one while there are fewer than THREADS), or after the runs before it. */
function onThread(voiceArguments: string[], text: string): Promise<Buffer> {
	return new Promise<Buffer>((resolve, reject) => {
		tasks.push({ voiceArguments, text, resolve, reject })
		dispatch()
	})
}

function dispatch() {
	while (tasks.length > 0) {
		const thread = [...threads].find((candidate) => !candidate.task) ?? (threads.size < THREADS ? startThread() : null)
		if (!thread) return
		give(thread, tasks.shift() as Task)
	}
}

function give(thread: SpeechThread, task: Task) {
	clearTimeout(thread.idleTimer)
	thread.task = task
	thread.worker.ref()
	compiledWasm().then(
		(compiled) => {
			const run: EspeakRun = { compiled, voiceArguments: task.voiceArguments, text: task.text }
			thread.worker.postMessage(run)
		},
		(error: unknown) => finish(thread, () => task.reject(error instanceof Error ? error : new Error(String(error)))),
	)
}

/** The thread's task settled: it takes the next one, or waits (without keeping the process up) and ends when idle. */
function finish(thread: SpeechThread, settle: () => void) {
	thread.task = undefined
	settle()
	thread.worker.unref()
	thread.idleTimer = setTimeout(() => {
		threads.delete(thread)
		void thread.worker.terminate()
	}, IDLE_MS).unref()
	dispatch()
}

function startThread(): SpeechThread {
	const thread: SpeechThread = { worker: new Worker(threadScript()) }
	threads.add(thread)
	thread.worker.on('message', ({ result }: { result: EspeakResult }) => {
		const task = thread.task
		if (!task) return
		finish(thread, () =>
			'wav' in result
				? task.resolve(Buffer.from(result.wav.buffer, result.wav.byteOffset, result.wav.byteLength))
				: task.reject(new LocalSpeechError(result.failure)),
		)
	})
	// a thread that fails outside a run (out of memory, a crash) fails its run; the next run starts another thread
	const lost = (reason: string) => {
		threads.delete(thread)
		clearTimeout(thread.idleTimer)
		const task = thread.task
		thread.task = undefined
		task?.reject(new LocalSpeechError(`eSpeak NG se detuvo: ${reason}`))
		dispatch()
	}
	thread.worker.on('error', (error) => lost(error.message))
	thread.worker.on('exit', (code) => {
		if (threads.has(thread)) lost(`código ${code}`)
	})
	return thread
}

/**
 * espeak-thread.ts beside this file; from the web build (build/server, where this module is bundled) the source file
 * under the working directory, as server/app.ts finds the build itself.
 */
function threadScript() {
	const beside = path.join(path.dirname(fileURLToPath(import.meta.url)), 'espeak-thread.ts')
	return fs.existsSync(beside) ? beside : path.resolve('app/integrations/speech/espeak-thread.ts')
}
