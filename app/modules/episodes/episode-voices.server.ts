import { clonedVoiceRowId } from '#app/modules/voices/cloning/cloned-voice-id.ts'
import { requireCloningInPlan } from '#app/modules/voices/cloning/cloned-voices.server.ts'

/**
 * Before an episode's voices speak (approval, the preview sample): a cloned voice needs a plan with cloning now, not
 * only when it was chosen, so a draft made before a downgrade or the end of a trial does not keep using it.
 * VoiceLimitError(0) otherwise.
 */
export async function requireUsableEpisodeVoices(
	userId: string,
	episode: { presenterVoiceId: string | null; guestVoiceId: string | null },
) {
	const cloned = [episode.presenterVoiceId, episode.guestVoiceId].some((voiceId) => voiceId && clonedVoiceRowId(voiceId))
	if (cloned) await requireCloningInPlan(userId)
}
