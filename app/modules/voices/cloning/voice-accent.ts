/** The accents a cloned voice can speak Spanish with (the episode languages castellano and latino). */
export const voiceAccents = ['castellano', 'latino'] as const
export type VoiceAccent = (typeof voiceAccents)[number]

/** The accent a form sent: castellano unless latino was chosen. */
export function voiceAccentOf(value: unknown): VoiceAccent {
	return value === 'latino' ? 'latino' : 'castellano'
}
