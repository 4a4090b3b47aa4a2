import type { Voice } from '#app/ports/speech.ts'

/**
 * The local voices (espeak-ng, used without a cloud speech key): ids, Spanish display names and accents, with the
 * Voice fields of app/ports/speech.ts. Synthesis with these ids arrives with episode audio; settings and episode forms list them.
 */
const local = (
	voice_id: string,
	name: string,
	language: Voice['labels']['language'],
	accent: string,
	gender: Voice['labels']['gender'],
): Voice => ({
	voice_id,
	name,
	description: `Voz local (${accent})`,
	category: 'other',
	labels: { language, accent, gender },
})

export const localVoices: Voice[] = [
	local('local-es-presentador', 'Álvaro', 'castellano', 'España', 'male'),
	local('local-es-invitada', 'Lucía', 'castellano', 'España', 'female'),
	local('local-es-narradora', 'Carmen', 'castellano', 'España', 'female'),
	local('local-es-locutor', 'Javier', 'castellano', 'España', 'male'),
	local('local-419-presentadora', 'Valentina', 'latino', 'Latinoamérica', 'female'),
	local('local-419-invitado', 'Mateo', 'latino', 'Latinoamérica', 'male'),
	local('local-en-us-host', 'Emma', 'english', 'EE. UU.', 'female'),
	local('local-en-gb-guest', 'Oliver', 'english', 'Reino Unido', 'male'),
]

/** What a voice says to introduce itself, in its own language. */
export function samplePhrase(voice: Voice) {
	if (voice.labels.language === 'english') return `Hi, I'm ${voice.name}. This is how my voice will sound in your podcast.`
	return `Hola, soy ${voice.name}. Así sonará mi voz en tu podcast.`
}
