import type { Voice } from '#app/ports/speech.ts'
import { localVoices } from './local-voices.ts'
import { availableVoices } from './voice-catalogue.server.ts'

/**
 * The gender of each voice, for the script's agreement ('Encantada'): a local voice's from its entry, any other's
 * from the catalogue (ElevenLabs, OpenAI); undefined for a voice the catalogue does not know (a cloned voice).
 */
export async function voiceGenders<K extends string>(voiceIds: Record<K, string>) {
	const known = (voices: Voice[], id: string) => voices.find((voice) => voice.voice_id === id)?.labels.gender
	const local = Object.values<string>(voiceIds).every((id) => known(localVoices, id))
	const voices = local ? localVoices : await availableVoices()
	return Object.fromEntries(Object.entries<string>(voiceIds).map(([key, id]) => [key, known(voices, id)])) as Record<
		K,
		Voice['labels']['gender'] | undefined
	>
}
