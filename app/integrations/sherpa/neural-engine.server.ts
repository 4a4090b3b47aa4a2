import { type ChildProcess, fork } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { PiperVoiceFolder } from './piper-voice-folders.server.ts'
import { preparedConfig } from './prepared-model.server.ts'
import type { HostReply, HostRequest } from './sherpa-host-protocol.ts'

/** A neural voice could not speak: `invalid` would fail again (a model sherpa-onnx refuses), `server` may not. */
export class NeuralSpeechError extends Error {
	override name = 'NeuralSpeechError'
	readonly kind: 'invalid' | 'server'

	constructor(message: string, kind: 'invalid' | 'server') {
		super(message)
		this.kind = kind
	}
}

export type NeuralAudio = { samples: Float32Array; sampleRate: number }

export type NeuralEngine = {
	synthesise(voice: PiperVoiceFolder, request: { sid: number; text: string; speed?: number }): Promise<NeuralAudio>
	/** the child process holding the loaded models, while there is one */
	readonly hostPid: number | undefined
	stop(): Promise<void>
}

type Pending = { resolve: (audio: NeuralAudio) => void; reject: (error: Error) => void }

/**
 * The worker's side of its neural voices. The models live in one child process (sherpa-host.ts) that is started on
 * the first line to speak, keeps every model it loaded, and is ended after `idleMs` without work, which gives their
 * memory back to the system; the next line starts it again. This process never loads the native addon, and a model
 * that makes sherpa-onnx end its process (it calls _Exit on a file it cannot read) costs that child, not the worker.
 */
export function createNeuralEngine({ cacheDir, idleMs = 5 * 60_000 }: { cacheDir: string; idleMs?: number }): NeuralEngine {
	let host: ChildProcess | undefined
	let stderr = ''
	let nextId = 1
	let idleTimer: NodeJS.Timeout | undefined
	const pending = new Map<number, Pending>()
	// one preparation per model, shared by the lines that arrive together; a failed one is tried again next time
	const prepared = new Map<string, ReturnType<typeof preparedConfig>>()

	function start() {
		const child = fork(hostScript(), [], {
			serialization: 'advanced', // Float32Array samples as they are
			stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
			execArgv: [],
		})
		stderr = ''
		child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
			stderr = (stderr + chunk).slice(-2000)
		})
		child.on('message', (reply: HostReply) => {
			const waiting = pending.get(reply.id)
			if (!waiting) return
			pending.delete(reply.id)
			if (reply.ok) waiting.resolve({ samples: reply.samples, sampleRate: reply.sampleRate })
			else waiting.reject(new NeuralSpeechError(`sherpa-onnx no pudo sintetizar: ${reply.message}`, 'invalid'))
			settle()
		})
		child.on('exit', (code, signal) => {
			if (host === child) host = undefined
			const detail = stderr.trim().split('\n').slice(-3).join(' | ')
			const error = signal
				? new NeuralSpeechError(`el proceso de las voces neuronales terminó por ${signal}`, 'server')
				: new NeuralSpeechError(
						`sherpa-onnx cerró su proceso (código ${code}) al cargar o usar el modelo: ${detail || 'sin detalles'}`,
						'invalid',
					)
			for (const [id, waiting] of pending) {
				pending.delete(id)
				waiting.reject(error)
			}
		})
		child.on('error', () => {}) // a failed send shows up as the exit above
		return child
	}

	/** No work left: the child must not keep this process alive, and is ended after idleMs. */
	function settle() {
		if (pending.size > 0 || !host) return
		host.channel?.unref()
		clearTimeout(idleTimer)
		idleTimer = setTimeout(() => release(), idleMs).unref()
	}

	function release() {
		const child = host
		host = undefined
		if (!child || child.exitCode !== null) return Promise.resolve()
		const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
		child.kill('SIGTERM')
		return exited
	}

	return {
		async synthesise(voice, { sid, text, speed = 1 }) {
			let preparing = prepared.get(voice.modelFile)
			if (!preparing) {
				preparing = preparedConfig(voice, cacheDir)
				prepared.set(voice.modelFile, preparing)
				preparing.catch(() => prepared.delete(voice.modelFile))
			}
			const config = await preparing
			clearTimeout(idleTimer)
			host ??= start()
			host.channel?.ref()
			const id = nextId++
			const request: HostRequest = { id, config, text, sid, speed }
			const audio = new Promise<NeuralAudio>((resolve, reject) => pending.set(id, { resolve, reject }))
			host.send(request)
			return audio
		},
		get hostPid() {
			return host?.pid
		},
		stop() {
			clearTimeout(idleTimer)
			return release()
		},
	}
}

/**
 * sherpa-host.ts beside this file; from the web build (build/server, where this module is bundled) the source file
 * under the working directory, as server/app.ts finds the build itself.
 */
function hostScript() {
	const beside = path.join(path.dirname(fileURLToPath(import.meta.url)), 'sherpa-host.ts')
	return fs.existsSync(beside) ? beside : path.resolve('app/integrations/sherpa/sherpa-host.ts')
}

/** 16-bit mono PCM WAV of sherpa-onnx's float samples (-1…1), at the voice's own rate. */
export function samplesToWav({ samples, sampleRate }: NeuralAudio): Buffer {
	const data = samples.length * 2
	const wav = Buffer.alloc(44 + data)
	wav.write('RIFF', 0, 'latin1')
	wav.writeUInt32LE(36 + data, 4)
	wav.write('WAVEfmt ', 8, 'latin1')
	wav.writeUInt32LE(16, 16)
	wav.writeUInt16LE(1, 20) // PCM
	wav.writeUInt16LE(1, 22) // mono
	wav.writeUInt32LE(sampleRate, 24)
	wav.writeUInt32LE(sampleRate * 2, 28)
	wav.writeUInt16LE(2, 32)
	wav.writeUInt16LE(16, 34)
	wav.write('data', 36, 'latin1')
	wav.writeUInt32LE(data, 40)
	for (let index = 0; index < samples.length; index++) {
		const clamped = Math.max(-1, Math.min(1, samples[index] as number))
		wav.writeInt16LE(Math.round(clamped * 32_767), 44 + index * 2)
	}
	return wav
}
