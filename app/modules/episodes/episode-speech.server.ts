import { episodeSpeechProvider } from '#app/modules/audio/speech-providers.server.ts'
import { episodePronunciations } from '#app/modules/pronunciation/elevenlabs-pronunciations.server.ts'
import type { ScriptLanguage } from '#app/modules/script/script-types.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { episodeFolders } from './episode-files.ts'

/**
 * How an episode's lines are spoken, the same for its audio sample and its full audio: the configured provider, the
 * episode's language, its owner's pronunciation dictionary as it is now, the bounded concurrency, and the episode's
 * own line cache (so the sample's lines are not made again for the full audio, and a changed entry re-makes only
 * the lines that contain it). ElevenLabs voices may be given the entries with IPA as a dictionary of their own
 * (episodePronunciations).
 */
export async function episodeSpeech(episode: { id: string; userId: string; language: string }) {
	const [, cacheFolder] = episodeFolders(episode.id)
	const env = getEnv()
	const language = episode.language as ScriptLanguage
	const { pronunciations, elevenLabsDictionary } = await episodePronunciations(episode.userId, language, env)
	return {
		provider: episodeSpeechProvider(env, { elevenLabsDictionary }),
		language,
		pronunciations,
		concurrency: env.SPEECH_CONCURRENCY,
		cachePrefix: cacheFolder!,
	}
}
