import crypto from 'node:crypto'
import { wavToMp3 } from '#app/integrations/ffmpeg/ffmpeg.server.ts'
import { SPEECH_SERVER_VOICE_PREFIX, speechServerId } from '#app/integrations/openai/speech-server.server.ts'
import { hasFile, putFile, readFile } from '#app/integrations/storage/storage.server.ts'
import { speechProviderFor } from '#app/modules/audio/speech-providers.server.ts'
import type { Voice } from '#app/ports/speech.ts'
import { singleton } from '#app/utils/singleton.server.ts'
import { samplePhrase } from './local-voices.ts'
import { neuralVoices } from './neural-voices.server.ts'
import { availableVoices, userVoices } from './voice-catalogue.server.ts'

/** Part of the storage key: bump it when the phrase or a voice's settings change, so every sample is made again. */
const SAMPLE_VERSION = 'v1'

/** The voice id is not one of the voices (a stale link or a made-up URL). */
export class VoiceNotFoundError extends Error {
	override name = 'VoiceNotFoundError'
	readonly voiceId: string

	constructor(voiceId: string) {
		super(`La voz «${voiceId}» no existe.`)
		this.voiceId = voiceId
	}
}

/**
 * Where a voice's sample is kept. `speaker` names what speaks it when that can change under the same voice id (the
 * speech server's address and model): another server or model then makes a new sample rather than serving the old.
 */
export function voiceSampleKey(voiceId: string, speaker?: string | null) {
	const variant = speaker ? `.${crypto.createHash('sha256').update(speaker).digest('hex').slice(0, 16)}` : ''
	return `voice-samples/${SAMPLE_VERSION}/${voiceId}${variant}.mp3`
}

/**
 * A short MP3 of the voice introducing itself, for the voice pickers. It is made once and kept in storage; requests
 * that arrive while it is being made share that one synthesis instead of starting their own. With `userId`, that
 * user's cloned voices are found too (and only theirs).
 */
export async function getVoiceSample(voiceId: string, userId?: string): Promise<Buffer> {
	const voices = userId ? await userVoices(userId) : await availableVoices()
	const voice = voices.find((candidate) => candidate.voice_id === voiceId)
	if (!voice) throw new VoiceNotFoundError(voiceId)
	const pending = singleton('voice-samples-in-progress', () => new Map<string, Promise<Buffer>>())
	let sample = pending.get(voiceId)
	if (!sample) {
		sample = storedOrNewSample(voice).finally(() => pending.delete(voiceId))
		pending.set(voiceId, sample)
	}
	return sample
}

async function storedOrNewSample(voice: Voice) {
	const server = voice.voice_id.startsWith(SPEECH_SERVER_VOICE_PREFIX) ? speechServerId() : null
	const key = voiceSampleKey(voice.voice_id, server)
	const stored = await readFile(key)
	if (stored) return stored
	const { audio, format } = await speechProviderFor(voice.voice_id).synthesise({
		voiceId: voice.voice_id,
		text: samplePhrase(voice),
	})
	const mp3 = format === 'mp3' ? audio : await wavToMp3(audio)
	await putFile(key, mp3)
	return mp3
}

/**
 * The samples of the neural voices that storage does not have yet, made one after another by the worker (the only
 * process that speaks with them): a web-only node serves them from storage. A voice that fails is logged and left
 * for the next start.
 */
export async function prepareNeuralVoiceSamples() {
	for (const voice of await neuralVoices()) {
		if (await hasFile(voiceSampleKey(voice.voice_id))) continue
		await getVoiceSample(voice.voice_id).catch((error: unknown) => {
			console.warn(
				`[voces] No se pudo hacer la muestra de la voz ${voice.voice_id}: ${error instanceof Error ? error.message : error}`,
			)
		})
	}
}
