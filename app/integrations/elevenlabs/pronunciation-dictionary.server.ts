import type { ElevenLabsApi } from './client.server.ts'
import type { ElevenLabsDictionaryLocator } from './speech.server.ts'

/**
 * The models that read a dictionary's phoneme (IPA) rules. ElevenLabs documents that every other model silently
 * skips a word that has one (it is not said at all), and that phonemes work for English only.
 */
const PHONEME_MODELS = new Set(['eleven_flash_v2', 'eleven_turbo_v2', 'eleven_monolingual_v1'])

export const readsPhonemes = (modelId: string) => PHONEME_MODELS.has(modelId)

export type PhonemeRule = { written: string; ipa: string; caseSensitive: boolean }

/**
 * A new ElevenLabs pronunciation dictionary with these entries as IPA phoneme rules on whole words, and the locator
 * of its version for text-to-speech requests. One request, not retried: the caller falls back to the respelling.
 */
export async function uploadPronunciationDictionary(
	client: ElevenLabsApi,
	{ name, rules }: { name: string; rules: readonly PhonemeRule[] },
): Promise<ElevenLabsDictionaryLocator> {
	const created = await client.pronunciationDictionaries.createFromRules(
		{
			name,
			rules: rules.map((rule) => ({
				type: 'phoneme' as const,
				stringToReplace: rule.written,
				phoneme: rule.ipa,
				alphabet: 'ipa',
				caseSensitive: rule.caseSensitive,
				wordBoundaries: true,
			})),
		},
		{ maxRetries: 0 },
	)
	return { pronunciationDictionaryId: created.id, versionId: created.versionId }
}
