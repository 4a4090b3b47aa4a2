import { episodeSpeechProvider } from '#app/modules/audio/speech-providers.server.ts'
import type { ScriptLanguage } from '#app/modules/script/script-types.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { episodeFolders } from './episode-files.ts'

/**
 * How an episode's lines are spoken, the same for its audio sample and its full audio: the configured provider, the
 * episode's language, the bounded concurrency, and the episode's own line cache (so the sample's lines are not
 * made again for the full audio).
 */
export function episodeSpeech(episode: { id: string; language: string }) {
	const [, cacheFolder] = episodeFolders(episode.id)
	return {
		provider: episodeSpeechProvider(),
		language: episode.language as ScriptLanguage,
		concurrency: getEnv().SPEECH_CONCURRENCY,
		cachePrefix: cacheFolder!,
	}
}
