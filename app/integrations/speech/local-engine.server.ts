import fs from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { ESpeakNgOptions } from 'espeak-ng'
import { forgetSingleton, singleton } from '#app/utils/singleton.server.ts'
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

// Paths inside the program's own in-memory file system, which is new for every run.
const INPUT_FILE = '/tmp/input.txt'
const OUTPUT_FILE = '/tmp/output.wav'

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
	return serialised(() => runEspeak(clamped, speakable))
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

/**
 * One program run: the package is the espeak-ng command line compiled to WebAssembly, and main() keeps state in
 * globals (getopt's position among them), so every run gets a fresh instance of the module compiled once per
 * process. main() then runs synchronously inside the instance's start-up.
 */
async function runEspeak(settings: EspeakVoiceSettings, text: string): Promise<Buffer> {
	const [{ default: ESpeakNg }, compiled] = await Promise.all([import('espeak-ng'), compiledWasm()])
	const stderr: string[] = []
	let status = 0
	// The factory never settles if instantiation fails, so that failure ends the wait through this promise instead.
	let failInstantiation: (error: unknown) => void = () => {}
	const instantiationFailed = new Promise<never>((_, reject) => {
		failInstantiation = reject
	})
	const options: ESpeakNgOptions = {
		arguments: [
			...['-v', `${settings.voice}+${settings.variant}`, '-p', String(settings.pitch), '-s', String(settings.speed)],
			...['-b', '1', '-D', '-w', OUTPUT_FILE, '-f', INPUT_FILE],
		],
		thisProgram: 'espeak-ng',
		print: () => {},
		printErr: (line) => stderr.push(line),
		// The default exit handler also sets process.exitCode, which would make this process exit with espeak's status.
		quit: (code, toThrow) => {
			status = code
			throw toThrow
		},
		preRun: [(instance) => instance.FS.writeFile(INPUT_FILE, text)],
		instantiateWasm: (imports, receiveInstance) => {
			WebAssembly.instantiate(compiled, imports)
				.then((instance) => receiveInstance(instance, compiled))
				.catch(failInstantiation)
			return {}
		},
	}
	const instance = await Promise.race([ESpeakNg(options), instantiationFailed])
	const wav = readOutput(instance.FS)
	if (status !== 0 || !wav) {
		const detail = stderr.filter((line) => !line.startsWith('program exited')).join(' ')
		throw new LocalSpeechError(`eSpeak NG no generó audio (código ${status}): ${detail || 'sin detalles'}`)
	}
	return wav
}

/** The WAV the run wrote to its in-memory file system (copied out), or null when there is none. */
function readOutput(memoryFs: { readFile(path: string): Uint8Array }) {
	try {
		const bytes = Buffer.from(memoryFs.readFile(OUTPUT_FILE))
		return bytes.subarray(0, 4).toString('latin1') === 'RIFF' ? bytes : null
	} catch {
		return null
	}
}

/** The 18 MB WebAssembly module, read and compiled on first use; a failed load is tried again next time. */
function compiledWasm() {
	return singleton('espeak-ng-wasm', () =>
		(async () => {
			const script = createRequire(import.meta.url).resolve('espeak-ng')
			return WebAssembly.compile(await fs.readFile(path.join(path.dirname(script), 'espeak-ng.wasm')))
		})().catch((error: unknown) => {
			forgetSingleton('espeak-ng-wasm')
			throw error
		}),
	)
}

// One run at a time: a run blocks the event loop while it speaks anyway, and each instance holds 32 MB of memory.
let queue: Promise<unknown> = Promise.resolve()

function serialised<T>(work: () => Promise<T>): Promise<T> {
	const result = queue.then(work, work)
	queue = result.catch(() => {})
	return result
}
