import crypto from 'node:crypto'
import { getElevenLabs } from '#app/integrations/elevenlabs/client.server.ts'
import { readsPhonemes, uploadPronunciationDictionary } from '#app/integrations/elevenlabs/pronunciation-dictionary.server.ts'
import { ELEVENLABS_VOICE_PREFIX, type ElevenLabsDictionaryLocator } from '#app/integrations/elevenlabs/speech.server.ts'
import { putFile, readFile } from '#app/integrations/storage/storage.server.ts'
import { compilePronunciations, type Pronunciations } from '#app/modules/audio/spoken-pronunciations.ts'
import type { ScriptLanguage } from '#app/modules/script/script-types.ts'
import type { Env } from '#app/utils/env.server.ts'
import { userPronunciationEntries } from './pronunciation-entries.server.ts'

type DictionaryEnv = Pick<Env, 'ELEVENLABS_API_KEY' | 'ELEVENLABS_BASE_URL' | 'ELEVENLABS_MODEL'>
type Entry = Awaited<ReturnType<typeof userPronunciationEntries>>[number]

/** Where the user's last uploaded ElevenLabs dictionary is remembered: `{ hash, locator }`. */
const elevenLabsDictionaryKey = (userId: string) => `pronunciations/${userId}/elevenlabs-dictionary.json`

/**
 * How the owner's dictionary is said in an episode: every engine respells every entry (speakableText), except that
 * when ElevenLabs can read IPA (an English episode with a model that reads phonemes: readsPhonemes) the entries with
 * IPA go to ElevenLabs as a pronunciation dictionary of phoneme rules, and its voices get them as written (never
 * both). The dictionary is uploaded once per version of those entries (and API account); if the upload fails the
 * episode goes on with the respelling for every entry.
 */
export async function episodePronunciations(userId: string, language: ScriptLanguage, env: DictionaryEnv) {
	const entries = await userPronunciationEntries(userId)
	const respelled = compilePronunciations(entries)
	const withIpa = entries.filter((entry) => entry.ipa)
	const elevenLabsDictionary = await uploadedDictionary(userId, withIpa, language, env)
	const forElevenLabs = elevenLabsDictionary
		? compilePronunciations(
				entries.filter((entry) => !entry.ipa),
				// said as their IPA: what the cache key of a line that contains one names
				withIpa.map((entry) => ({ ...entry, said: entry.ipa! })),
			)
		: respelled
	return {
		pronunciations: (voiceId: string): Pronunciations =>
			voiceId.startsWith(ELEVENLABS_VOICE_PREFIX) ? forElevenLabs : respelled,
		elevenLabsDictionary,
	}
}

async function uploadedDictionary(
	userId: string,
	withIpa: Entry[],
	language: ScriptLanguage,
	env: DictionaryEnv,
): Promise<ElevenLabsDictionaryLocator | undefined> {
	const client = getElevenLabs(env)
	if (!client || withIpa.length === 0 || language !== 'english' || !readsPhonemes(env.ELEVENLABS_MODEL)) return undefined
	const rules = withIpa
		.map((entry) => ({ written: entry.written, ipa: entry.ipa!, caseSensitive: entry.caseSensitive }))
		.sort((a, b) => a.written.localeCompare(b.written))
	// the account is part of the version: a dictionary of another API key or address cannot be used
	const hash = crypto
		.createHash('sha256')
		.update(JSON.stringify([env.ELEVENLABS_BASE_URL ?? '', env.ELEVENLABS_API_KEY, rules]))
		.digest('hex')
	const key = elevenLabsDictionaryKey(userId)
	const remembered = rememberedDictionary(await readFile(key))
	if (remembered?.hash === hash) return remembered.locator
	try {
		const locator = await uploadPronunciationDictionary(client, { name: `Ondacast ${userId}`, rules })
		await putFile(key, Buffer.from(JSON.stringify({ hash, locator })))
		return locator
	} catch (error) {
		console.warn(
			'[voces] no se pudo subir el diccionario de pronunciación a ElevenLabs; sus entradas se dicen con la pronunciación escrita',
			error instanceof Error ? error.message : error,
		)
		return undefined
	}
}

/** What elevenLabsDictionaryKey holds, or undefined when there is nothing usable there (it is uploaded again). */
function rememberedDictionary(stored: Buffer | null | undefined) {
	try {
		return stored ? (JSON.parse(stored.toString('utf8')) as { hash?: string; locator: ElevenLabsDictionaryLocator }) : undefined
	} catch {
		return undefined
	}
}
