// The one module that loads sherpa-onnx-node's native addon (ONNX Runtime, ~50 MB of shared libraries): a child
// process of a worker, started by neural-engine.server.ts and spoken to over its IPC channel. It is never imported:
// sherpa-onnx ends its whole process (_Exit) on a model it cannot read, and here that is this child alone.
import { createRequire } from 'node:module'
import type { GeneratedAudio, OfflineTts } from 'sherpa-onnx-node'
import type { HostReply, HostRequest } from './sherpa-host-protocol.ts'

const send = (reply: HostReply) => process.send?.(reply)

// A CommonJS package whose exports Node's ESM loader cannot list, so it is required; it is an optional dependency,
// absent where npm has no build of it for the platform, and then every request is answered with why.
const addon = Promise.resolve().then(() => {
	try {
		return (createRequire(import.meta.url)('sherpa-onnx-node') as typeof import('sherpa-onnx-node')).OfflineTts
	} catch (error) {
		throw new Error(`sherpa-onnx-node no se puede cargar en esta máquina: ${error instanceof Error ? error.message : error}`)
	}
})

// Each model is loaded once and kept until the parent ends this process (after its idle time).
const models = new Map<string, Promise<OfflineTts>>()
// One synthesis at a time: each already uses numThreads cores, and the addon does not promise more.
let queue: Promise<unknown> = Promise.resolve()

process.on('message', (request: HostRequest) => {
	const run = async (): Promise<GeneratedAudio> => {
		const OfflineTtsClass = await addon
		let model = models.get(request.config.model.vits.model)
		if (!model) {
			model = OfflineTtsClass.createAsync(request.config)
			models.set(request.config.model.vits.model, model)
			model.catch(() => models.delete(request.config.model.vits.model))
		}
		return (await model).generateAsync({ text: request.text, sid: request.sid, speed: request.speed })
	}
	const result = queue.then(run, run)
	queue = result.catch(() => {})
	result.then(
		({ samples, sampleRate }) => send({ id: request.id, ok: true, samples, sampleRate }),
		(error: unknown) => send({ id: request.id, ok: false, message: error instanceof Error ? error.message : String(error) }),
	)
})

// The worker went away (or released this process): nothing is left to answer.
process.on('disconnect', () => process.exit(0))
