import { getElevenLabs } from '#app/integrations/elevenlabs/client.server.ts'
import { listElevenLabsVoices } from '#app/integrations/elevenlabs/voices.server.ts'
import { openAiVoices } from '#app/integrations/openai/speech.server.ts'
import { speechServerVoices } from '#app/integrations/openai/speech-server.server.ts'
import type { Voice } from '#app/ports/speech.ts'
import { type Env, getEnv } from '#app/utils/env.server.ts'
import { ownClonedVoices } from './cloning/own-voices.server.ts'
import { localVoices } from './local-voices.ts'
import { neuralVoices } from './neural-voices.server.ts'

type CatalogueEnv = Pick<Env, 'ELEVENLABS_API_KEY' | 'ELEVENLABS_BASE_URL' | 'OPENAI_API_KEY'> &
	Partial<Pick<Env, 'SPEECH_BASE_URL' | 'SPEECH_VOICES'>>

/**
 * Every voice a user can pick, in `language` when given: the local voices always, then the neural voices of
 * VOICE_MODELS_DIR (read once per process), then the account's ElevenLabs voices when ELEVENLABS_API_KEY is set, then
 * the OpenAI voices when OPENAI_API_KEY is set, then the speech server's (SPEECH_VOICES) when SPEECH_BASE_URL is set,
 * whatever keys are set. ElevenLabs' list comes
 * from its API (cached 5 minutes); when it cannot be had, the page still gets the other voices and the failure
 * goes to the log.
 */
export async function availableVoices(language?: Voice['labels']['language'], env: CatalogueEnv = getEnv()): Promise<Voice[]> {
	const elevenLabs = getElevenLabs(env)
	const cloud = [
		// the account's cloned voices belong to the users who cloned them (userVoices), never to everyone
		...(elevenLabs
			? (await listElevenLabsVoices(elevenLabs).catch(logFailure)).filter((voice) => voice.category !== 'cloned')
			: []),
		...(env.OPENAI_API_KEY ? openAiVoices() : []),
		...speechServerVoices(env),
	]
	const voices = [...localVoices, ...(await neuralVoices()), ...cloud]
	return language ? voices.filter((voice) => voice.labels.language === language) : voices
}

function logFailure(error: unknown): Voice[] {
	console.error('[voices] could not list the ElevenLabs voices; offering the others', error)
	return []
}

/**
 * Every voice this user can pick: availableVoices, then the user's own completed cloned voices ('Tus voces').
 * Another user's cloned voices are never among them.
 */
export async function userVoices(
	userId: string,
	language?: Voice['labels']['language'],
	env: CatalogueEnv = getEnv(),
): Promise<Voice[]> {
	const [shared, own] = await Promise.all([
		availableVoices(undefined, env),
		ownClonedVoices(userId, { elevenLabs: Boolean(env.ELEVENLABS_API_KEY) }),
	])
	const voices = [...shared, ...own]
	return language ? voices.filter((voice) => voice.labels.language === language) : voices
}
