/**
 * The part of sherpa-onnx-node (a CommonJS package with JSDoc types only) that sherpa-host.ts uses: Piper/VITS
 * voices (types.js in the package: OfflineTtsConfig, TtsRequest, GeneratedAudio).
 */
declare module 'sherpa-onnx-node' {
	export type OfflineTtsConfig = {
		model: {
			vits: {
				model: string
				tokens: string
				dataDir?: string
				lexicon?: string
				noiseScale?: number
				noiseScaleW?: number
				lengthScale?: number
			}
			numThreads?: number
			debug?: boolean | number
			provider?: 'cpu'
		}
		maxNumSentences?: number
		silenceScale?: number
	}

	export type GeneratedAudio = { samples: Float32Array; sampleRate: number }

	export class OfflineTts {
		static createAsync(config: OfflineTtsConfig): Promise<OfflineTts>
		readonly numSpeakers: number
		readonly sampleRate: number
		/** runs on a thread of the addon's, so the event loop is free meanwhile */
		generateAsync(request: { text: string; sid: number; speed: number }): Promise<GeneratedAudio>
	}
}
