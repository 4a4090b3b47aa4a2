import type { ElevenLabs } from '@elevenlabs/elevenlabs-js'
import type { Voice } from '#app/ports/speech.ts'
import type { ElevenLabsApi } from './client.server.ts'
import { ELEVENLABS_VOICE_PREFIX } from './speech.server.ts'

/** The catalogue is asked for again at most every 5 minutes. */
export const VOICES_CACHE_MS = 5 * 60_000
/** The list is wanted for a page being rendered: better without ElevenLabs' voices than a page that hangs. */
const LIST_TIMEOUT_SECONDS = 15
/** The most the search endpoint returns at once. */
const PAGE_SIZE = 100
/** A guard against an endless paging loop: 1,000 voices is far more than anyone picks from. */
const MAX_PAGES = 10

type Language = Voice['labels']['language']
const LANGUAGES: Language[] = ['castellano', 'latino', 'english']

type Cached = { at: number; voices: Promise<Voice[]> }
// Per client: one client per key and address (see getElevenLabs), and a test's client does not see another's voices.
const cache = new WeakMap<ElevenLabsApi, Cached>()

/**
 * The account's ElevenLabs voices in our Voice shape, one entry per language the voice speaks (so a voice may be
 * listed under several). Kept in memory for VOICES_CACHE_MS; callers arriving while the list is being fetched share
 * that request, and a failed fetch is not kept, so the next call tries again.
 */
export function listElevenLabsVoices(
	client: ElevenLabsApi,
	{ now = Date.now(), signal }: { now?: number; signal?: AbortSignal } = {},
): Promise<Voice[]> {
	const cached = cache.get(client)
	if (cached && now - cached.at < VOICES_CACHE_MS) return cached.voices
	const voices = fetchVoices(client, signal)
	const entry = { at: now, voices }
	cache.set(client, entry)
	voices.catch(() => {
		if (cache.get(client) === entry) cache.delete(client)
	})
	return voices
}

async function fetchVoices(client: ElevenLabsApi, signal: AbortSignal | undefined) {
	const found: ElevenLabs.Voice[] = []
	let nextPageToken: string | undefined
	for (let page = 0; page < MAX_PAGES; page++) {
		const response = await client.voices.search(
			{ pageSize: PAGE_SIZE, nextPageToken },
			{
				abortSignal: signal,
				maxRetries: 0,
				timeoutInSeconds: LIST_TIMEOUT_SECONDS,
			},
		)
		found.push(...response.voices)
		if (!response.hasMore || !response.nextPageToken) break
		nextPageToken = response.nextPageToken
	}
	return found.flatMap(toVoices)
}

/** One Voice per language of an ElevenLabs voice. */
function toVoices(voice: ElevenLabs.Voice): Voice[] {
	const labels = voice.labels ?? {}
	const spoken = new Map<Language, string>()
	const add = (language: Language, accent: string) => {
		if (!spoken.has(language)) spoken.set(language, accent)
	}
	for (const verified of voice.verifiedLanguages ?? []) {
		const languages = languagesOf(verified.locale ?? verified.language, verified.accent)
		for (const language of languages) add(language, accentName(verified.accent, language, languages.length > 1))
	}
	if (labels.language) {
		const languages = languagesOf(labels.language, labels.accent)
		for (const language of languages) add(language, accentName(labels.accent, language, languages.length > 1))
	}
	// Nothing says which language (often a cloned voice): the multilingual models speak any of ours with it.
	if (spoken.size === 0) for (const language of LANGUAGES) add(language, 'Multilingüe')

	const name = voice.name?.trim() || voice.voiceId
	return [...spoken].map(([language, accent]) => ({
		voice_id: `${ELEVENLABS_VOICE_PREFIX}${voice.voiceId}`,
		name,
		description: voice.description?.trim() || labels.description || `Voz de ElevenLabs (${accent})`,
		category: categoryOf(voice.category),
		// Our Voice has no third option: a neutral or unlabelled voice is listed as female.
		labels: { language, accent, gender: labels.gender === 'male' ? 'male' : 'female' },
	}))
}

function categoryOf(category: string | undefined): Voice['category'] {
	if (category === 'cloned' || category === 'professional' || category === 'high_quality') return category
	return 'other'
}

const LATIN_AMERICA = /latin|latam|mexic|argentin|colombia|chile|peru|venezuel|caribbean|cuba|puerto|rioplat|neutral/

/**
 * Which of our languages a language tag or name says, with the accent as a tie-breaker for Spanish: es-ES or a
 * peninsular accent is castellano, any other Spanish locale (es-MX, es-419…) or a Latin American accent is latino,
 * and Spanish with neither could be either.
 */
function languagesOf(tag: string, accent?: string): Language[] {
	const value = tag.trim().toLowerCase().replace('_', '-')
	if (value === 'english' || value === 'en' || value.startsWith('en-')) return ['english']
	if (value !== 'spanish' && value !== 'es' && !value.startsWith('es-') && !value.startsWith('español')) return []
	if (value === 'es-es') return ['castellano']
	if (value.startsWith('es-')) return ['latino']
	const hint = accent?.toLowerCase() ?? ''
	if (/spain|peninsular|castil|european|españa|madrid/.test(hint)) return ['castellano']
	if (LATIN_AMERICA.test(hint)) return ['latino']
	return ['castellano', 'latino']
}

const ACCENTS: Record<string, string> = {
	american: 'EE. UU.',
	british: 'Reino Unido',
	australian: 'Australia',
	irish: 'Irlanda',
	scottish: 'Escocia',
	canadian: 'Canadá',
	indian: 'India',
	peninsular: 'España',
	castilian: 'España',
	spain: 'España',
	european: 'España',
	'latin american': 'Latinoamérica',
	mexican: 'México',
	argentine: 'Argentina',
	argentinian: 'Argentina',
	colombian: 'Colombia',
	chilean: 'Chile',
	peruvian: 'Perú',
	venezuelan: 'Venezuela',
}

const DEFAULT_ACCENTS: Record<Language, string> = { castellano: 'España', latino: 'Latinoamérica', english: 'Inglés' }

/** A Spanish name for an ElevenLabs accent ('american', 'peninsular'…); the language's own when there is none. */
function accentName(accent: string | undefined, language: Language, ambiguous: boolean) {
	const key = accent?.trim().toLowerCase()
	if (!key || ambiguous) return DEFAULT_ACCENTS[language]
	return ACCENTS[key] ?? key.charAt(0).toUpperCase() + key.slice(1)
}
