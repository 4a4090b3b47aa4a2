import type { ScriptLanguage } from '#app/modules/script/script-types.ts'

/**
 * What every episode says of itself, that its voices are made by AI (article 50 of the EU AI Act: synthetic audio is
 * marked in a machine-readable way and disclosed; Apple Podcasts and YouTube ask for the same): spoken at its start
 * (on unless the owner turned it off for the show), written in its MP3's ID3 tag and its video's metadata, and said
 * on YouTube. The words are fixed here, not in locales: they are part of the episode, in the episode's language.
 */

const english = (language: ScriptLanguage) => language === 'english'

/** The sentence the presenter says before the script (not part of the editable script). */
export function spokenDisclosure(language: ScriptLanguage) {
	return english(language)
		? 'This episode was made with AI-generated voices.'
		: 'Este episodio se ha creado con voces generadas por IA.'
}

/** IPTC's term for media a trained model made (the vocabulary C2PA and the platforms read). */
const TRAINED_ALGORITHMIC_MEDIA = 'http://cv.iptc.org/newscodes/digitalsourcetype/trainedAlgorithmicMedia'

/** A cloned voice that speaks in the episode, by its consent record (the cloned_voices row, ADR 0038). */
export type VoiceConsentRecord = { recordId: string; textVersion: string | null; acceptedAt: Date | null }

/** What an episode's files say about how they were made. */
export type AiMark = { language: ScriptLanguage; consents: VoiceConsentRecord[] }

/** One consent record as text: `cloned-voice:<id> consent:<version> accepted:<ISO date>`; never the e-mail. */
function consentText({ recordId, textVersion, acceptedAt }: VoiceConsentRecord) {
	return [
		`cloned-voice:${recordId}`,
		textVersion ? `consent:${textVersion}` : null,
		acceptedAt ? `accepted:${acceptedAt.toISOString()}` : null,
	]
		.filter(Boolean)
		.join(' ')
}

/**
 * The machine-readable mark, as ID3 user-defined texts (TXXX) and MP4 metadata keys: that it is AI-generated, the
 * IPTC source type, the tool, and the consent record of each cloned voice that speaks.
 */
export function aiMarkFields({ consents }: AiMark): Record<string, string> {
	return {
		AI_GENERATED: 'true',
		DIGITAL_SOURCE_TYPE: TRAINED_ALGORITHMIC_MEDIA,
		AI_GENERATOR: 'Ondacast',
		...(consents.length > 0 ? { AI_VOICE_CONSENT: consents.map(consentText).join(' | ') } : {}),
	}
}

/** The same for people: the comment a player shows. */
export function aiMarkComment({ language, consents }: AiMark) {
	const ids = consents.map((consent) => consent.recordId).join(', ')
	if (english(language)) {
		return [
			'AI-generated audio: synthetic voices made with Ondacast.',
			consents.length > 0 ? `It includes a cloned voice used with its owner's recorded consent (record ${ids}).` : '',
		]
			.join(' ')
			.trim()
	}
	return [
		'Audio generado con IA: voces sintéticas creadas con Ondacast.',
		consents.length > 0 ? `Incluye una voz clonada con el consentimiento registrado de su titular (registro ${ids}).` : '',
	]
		.join(' ')
		.trim()
}

/** The line that ends a YouTube description (its form's text may be anything the user wrote). */
export function youtubeDisclosureLine(language: ScriptLanguage) {
	return english(language)
		? 'This episode was made with AI-generated voices (synthetic media).'
		: 'Este episodio se ha creado con voces generadas por IA (contenido sintético).'
}
