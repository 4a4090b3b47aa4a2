/**
 * How each local voice (app/modules/voices/local-voices.ts) is made with eSpeak NG: the language voice, a variant
 * for the timbre (m* male, f* female formants and pitch range), a pitch offset (0-99, 50 = the variant's own) and a
 * speed in words per minute. Voices of the same gender differ in variant, pitch and pace, so that any two of them
 * can share an episode and still be told apart; changing a row changes how existing samples should sound (bump
 * the sample cache version in voice-sample.server.ts).
 */
export type EspeakVoiceSettings = {
	voice: 'es' | 'es-419' | 'en-us' | 'en-gb'
	variant: string
	pitch: number
	speed: number
}

export const espeakVoiceSettings: Record<string, EspeakVoiceSettings> = {
	// España: a mid male presenter, a bright quick female guest, a calm low female narrator, a deep slow male announcer.
	'local-es-presentador': { voice: 'es', variant: 'm3', pitch: 60, speed: 165 },
	'local-es-invitada': { voice: 'es', variant: 'f4', pitch: 70, speed: 172 },
	'local-es-narradora': { voice: 'es', variant: 'f2', pitch: 30, speed: 150 },
	'local-es-locutor': { voice: 'es', variant: 'm7', pitch: 20, speed: 155 },
	// Latinoamérica.
	'local-419-presentadora': { voice: 'es-419', variant: 'f3', pitch: 55, speed: 168 },
	'local-419-invitado': { voice: 'es-419', variant: 'm2', pitch: 45, speed: 160 },
	// English.
	'local-en-us-host': { voice: 'en-us', variant: 'f5', pitch: 55, speed: 165 },
	'local-en-gb-guest': { voice: 'en-gb', variant: 'm4', pitch: 40, speed: 158 },
}
