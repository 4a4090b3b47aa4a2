/** Our id of a cloned voice wherever voices are listed and stored (episodes, defaults): this prefix and its row id. */
export const CLONED_VOICE_PREFIX = 'cv-'

export const clonedVoiceId = (rowId: string) => `${CLONED_VOICE_PREFIX}${rowId}`

/** The row id in a cloned voice's id, or null when the id is not one. */
export function clonedVoiceRowId(voiceId: string) {
	if (!voiceId.startsWith(CLONED_VOICE_PREFIX)) return null
	const rowId = voiceId.slice(CLONED_VOICE_PREFIX.length)
	return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(rowId) ? rowId : null
}
