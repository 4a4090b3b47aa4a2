import { z } from 'zod'

/** One voice an OpenAI-compatible speech server offers, as SPEECH_VOICES declares it. */
export type SpeechServerVoiceEntry = {
	/** the server's own name of the voice, sent as `voice` (e.g. Kokoro's `ef_dora`) */
	voice: string
	language: 'castellano' | 'latino' | 'english'
	/** how the voice library shows it: 'España', 'México'… */
	accent: string
	gender: 'female' | 'male'
	/** the name users see and the sample says ('Hola, soy Dora') */
	name: string
}

type Language = SpeechServerVoiceEntry['language']

/**
 * What a voice's second field may say: one of our languages (with its broadest accent) or a BCP 47 tag, which names
 * the accent too. A tag not listed here is refused rather than guessed.
 */
const LANGUAGES: Record<string, { language: Language; accent: string }> = {
	castellano: { language: 'castellano', accent: 'España' },
	latino: { language: 'latino', accent: 'Latinoamérica' },
	english: { language: 'english', accent: 'Inglés' },
	'es-es': { language: 'castellano', accent: 'España' },
	'es-419': { language: 'latino', accent: 'Latinoamérica' },
	'es-mx': { language: 'latino', accent: 'México' },
	'es-ar': { language: 'latino', accent: 'Argentina' },
	'es-co': { language: 'latino', accent: 'Colombia' },
	'es-cl': { language: 'latino', accent: 'Chile' },
	'es-pe': { language: 'latino', accent: 'Perú' },
	'es-us': { language: 'latino', accent: 'EE. UU.' },
	'en-us': { language: 'english', accent: 'EE. UU.' },
	'en-gb': { language: 'english', accent: 'Reino Unido' },
}

// Letters, digits and . _ + - : a server's voice names (Kokoro's `ef_dora` or `af_bella+af_sky`, Piper's
// `es_MX-claude-high`), and nothing that would break the voice's sample address or its storage key.
const VOICE_NAME = /^[A-Za-z0-9][A-Za-z0-9._+-]{0,59}$/

const FORMAT = 'voz:idioma:género[:nombre], p. ej. ef_dora:es-ES:female:Dora'

/**
 * SPEECH_VOICES: the voices of the speech server, comma-separated, each `voice:language:gender[:name]`, where
 * language is castellano, latino, english or one of the tags above (es-ES, es-MX, en-GB…), gender female or male,
 * and name what users see (default: the voice's name without a Kokoro-style `ef_` prefix, capitalised). A voice may
 * be listed once per language. Anything else is an issue naming the entry, so start-up stops with a message naming
 * the variable.
 */
export const speechVoicesSchema = z.string().transform((text, context) => {
	const entries: SpeechServerVoiceEntry[] = []
	for (const item of text
		.split(',')
		.map((part) => part.trim())
		.filter(Boolean)) {
		const problem = (why: string) => context.addIssue({ code: 'custom', message: `«${item}»: ${why}` })
		const [voice = '', tag = '', gender = '', name, ...rest] = item.split(':').map((field) => field.trim())
		if (rest.length > 0 || !tag || !gender) {
			problem(`no tiene la forma ${FORMAT}`)
			continue
		}
		if (!VOICE_NAME.test(voice)) {
			problem('el nombre de la voz solo puede tener letras, cifras y . _ + - (hasta 60 caracteres)')
			continue
		}
		const language = LANGUAGES[tag.toLowerCase()]
		if (!language) {
			problem(`idioma desconocido «${tag}»; usa castellano, latino, english o ${tagsList()}`)
			continue
		}
		if (gender !== 'female' && gender !== 'male') {
			problem(`el género debe ser female o male, no «${gender}»`)
			continue
		}
		const same = entries.filter((entry) => entry.voice === voice)
		if (same.some((entry) => entry.language === language.language)) {
			problem(`la voz «${voice}» ya está en ${language.language}`)
			continue
		}
		if (same.some((entry) => entry.gender !== gender)) {
			problem(`la voz «${voice}» aparece con dos géneros`)
			continue
		}
		entries.push({ voice, ...language, gender, name: name || displayName(voice) })
	}
	return entries
})

function tagsList() {
	return Object.keys(LANGUAGES)
		.filter((key) => key.includes('-'))
		.map((key) => key.replace(/-(\w+)$/, (_, region: string) => `-${region.length === 2 ? region.toUpperCase() : region}`))
		.join(', ')
}

/** `ef_dora` → 'Dora', `es_MX-claude-high` → 'MX Claude High', `alloy` → 'Alloy'. */
function displayName(voice: string) {
	return voice
		.replace(/^[a-z]{2}_(?=[A-Za-z])/, '')
		.split(/[._+-]+/)
		.filter(Boolean)
		.map((word) => word[0]!.toUpperCase() + word.slice(1))
		.join(' ')
}
