import type { Voice } from '#app/ports/speech.ts'

type VoiceLanguage = Voice['labels']['language']

/**
 * The languages a client may name in GET /api/voices/{language}: the app's own (castellano, latino, english), the
 * names the spec's client sends ('spanish' from settings: both Spanish accents; 'english') and their ISO codes.
 */
const NAMED: Record<string, VoiceLanguage[]> = {
	castellano: ['castellano'],
	'es-es': ['castellano'],
	latino: ['latino'],
	'es-419': ['latino'],
	spanish: ['castellano', 'latino'],
	es: ['castellano', 'latino'],
	english: ['english'],
	en: ['english'],
}

/** The app's voice languages a name stands for (any case), or null when it names none. */
export function voiceLanguagesNamed(name: string): VoiceLanguage[] | null {
	return Object.hasOwn(NAMED, name.toLowerCase()) ? NAMED[name.toLowerCase()]! : null
}
