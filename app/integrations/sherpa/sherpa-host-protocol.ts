import type { OfflineTtsConfig } from 'sherpa-onnx-node'

/** What the worker asks its sherpa-onnx child (sherpa-host.ts), and what the child answers. */
export type HostRequest = { id: number; config: OfflineTtsConfig; text: string; sid: number; speed: number }

export type HostReply =
	| { id: number; ok: true; samples: Float32Array; sampleRate: number }
	| { id: number; ok: false; message: string }
