import {
	createNeuralEngine,
	type NeuralEngine,
	NeuralSpeechError,
	samplesToWav,
} from '#app/integrations/sherpa/neural-engine.server.ts'
import { neuralCacheDir } from '#app/integrations/sherpa/neural-voice-paths.server.ts'
import { type SpeechProvider, SpeechProviderError } from '#app/ports/speech.ts'
import { singleton } from '#app/utils/singleton.server.ts'
import { neuralVoiceCatalogue } from './neural-voices.server.ts'

type WorkerState = { enabled: boolean; engine: NeuralEngine | undefined }

// Shared by the Remix build and the Node-run worker, which evaluate this module each on their own.
const state = () => singleton<WorkerState>('neural-voices-worker', () => ({ enabled: false, engine: undefined }))

/**
 * Makes this process able to speak with the neural voices: only the worker calls it (jobs/worker.ts), so a web-only
 * node never starts sherpa-onnx. Even then the models live in a child process (neural-engine.server.ts).
 */
export function enableNeuralVoices(engine?: NeuralEngine) {
	const current = state()
	current.enabled = true
	current.engine ??= engine ?? createNeuralEngine({ cacheDir: neuralCacheDir() })
}

/** Ends the child process holding the models (when the worker stops). */
export async function stopNeuralVoices() {
	const current = state()
	current.enabled = false
	const engine = current.engine
	current.engine = undefined
	await engine?.stop()
}

/**
 * The voices of VOICE_MODELS_DIR, spoken by sherpa-onnx: WAV, 16-bit mono at the voice's own rate (22,050 Hz for
 * Piper's medium and high voices). Lines reach it through synthesiseLines, like every provider's: normalised by
 * speakableText and kept in the line cache.
 */
export const neuralSpeechProvider: SpeechProvider = {
	id: 'neural-sherpa-onnx',
	async synthesise({ voiceId, text, signal }) {
		signal?.throwIfAborted()
		const { enabled, engine } = state()
		if (!enabled || !engine) {
			throw new SpeechProviderError(
				`La voz «${voiceId}» es una voz neuronal: se sintetiza en el worker, y este proceso no lo es.`,
				{ kind: 'invalid' },
			)
		}
		const found = (await neuralVoiceCatalogue()).voices.find(({ voice }) => voice.voice_id === voiceId)
		if (!found) {
			throw new SpeechProviderError(`La voz neuronal «${voiceId}» no existe (¿se quitó su carpeta de VOICE_MODELS_DIR?).`, {
				kind: 'invalid',
			})
		}
		try {
			const audio = await engine.synthesise(found.folder, { sid: found.sid, text })
			if (audio.samples.length === 0) throw new NeuralSpeechError('el modelo no generó audio para este texto', 'invalid')
			return { audio: samplesToWav(audio), format: 'wav' }
		} catch (error) {
			if (!(error instanceof NeuralSpeechError)) throw error
			throw new SpeechProviderError(`La voz neuronal «${voiceId}» falló: ${error.message}`, { kind: error.kind, cause: error })
		}
	},
}
