import { clonedVoiceRowId } from '#app/modules/voices/cloning/cloned-voice-id.ts'
import { cloningAllowance } from '#app/modules/voices/cloning/cloning-allowance.server.ts'
import { prisma } from '#app/utils/db.server.ts'

/**
 * Why an episode's cloned voice cannot speak now: the plan no longer includes cloning (a downgrade, the end of a
 * trial), or the voice was deleted (or never finished). Each has a toast in locales/<lng>/common.json
 * (`toasts.<code>` and `toasts.<code>Text`).
 */
export class EpisodeVoiceError extends Error {
	override name = 'EpisodeVoiceError'
	readonly code: 'cloneNotInPlan' | 'cloneGone'
	constructor(code: EpisodeVoiceError['code']) {
		super(code)
		this.code = code
	}
}

/**
 * Before an episode's voices speak (approval, the preview sample): each cloned voice must still be the user's,
 * completed, and in a plan with cloning now, not only when it was chosen. Otherwise EpisodeVoiceError, before
 * anything is queued or charged.
 */
export async function requireUsableEpisodeVoices(
	userId: string,
	episode: { presenterVoiceId: string | null; guestVoiceId: string | null },
) {
	const rowIds = [episode.presenterVoiceId, episode.guestVoiceId].flatMap((voiceId) => {
		const rowId = voiceId ? clonedVoiceRowId(voiceId) : null
		return rowId ? [rowId] : []
	})
	if (rowIds.length === 0) return
	if ((await cloningAllowance(userId)).limit === 0) throw new EpisodeVoiceError('cloneNotInPlan')
	const ready = await prisma.clonedVoice.count({ where: { id: { in: rowIds }, userId, status: 'completed' } })
	if (ready < new Set(rowIds).size) throw new EpisodeVoiceError('cloneGone')
}

/** The voices of an episode in preview changed before its audio (the JSON API): false when it is not in preview. */
export async function setEpisodeVoices(episodeId: string, voices: { presenterVoiceId: string; guestVoiceId: string }) {
	const { count } = await prisma.episode.updateMany({
		where: { id: episodeId, step: 'preview' },
		data: { ...voices, previewStatus: 'idle', previewUrl: null },
	})
	return count === 1
}
