import path from 'node:path'
import { type Env, getEnv } from '#app/utils/env.server.ts'

type PathsEnv = Pick<Env, 'DATA_DIR' | 'VOICE_MODELS_DIR'>

/**
 * Where the operator puts the neural voices: VOICE_MODELS_DIR, else DATA_DIR/voices. `explicit` says whether the
 * operator named it (then a missing folder is a problem to report; the default folder may simply not exist).
 */
export function voiceModelsDir(env: PathsEnv = getEnv()) {
	return env.VOICE_MODELS_DIR
		? { dir: path.resolve(env.VOICE_MODELS_DIR), explicit: true }
		: { dir: path.resolve(env.DATA_DIR, 'voices'), explicit: false }
}

/**
 * This node's own working copies for sherpa-onnx (tokens.txt written from a voice's .onnx.json, a model with the
 * metadata sherpa-onnx reads, the espeak-ng data): derived from VOICE_MODELS_DIR, made again whenever missing,
 * never needed by another node.
 */
export function neuralCacheDir(env: PathsEnv = getEnv()) {
	return path.resolve(env.DATA_DIR, 'cache', 'neural-voices')
}
