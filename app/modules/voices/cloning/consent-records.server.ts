import type { VoiceConsentRecord } from '#app/modules/audio/ai-disclosure.ts'
import { prisma } from '#app/utils/db.server.ts'
import { clonedVoiceRowId } from './cloned-voice-id.ts'

/**
 * The consent records of the cloned voices among `voiceIds` (the voices that speak in an episode), each once: the
 * voice's row id, the consent text's version and when it was given. An episode's files name them, so whoever finds a
 * cloned voice in one can be shown the consent it was made with. Only the owner's voices count; a voice deleted
 * since has no record to name.
 */
export async function consentRecordsFor(userId: string, voiceIds: readonly string[]): Promise<VoiceConsentRecord[]> {
	const rowIds = [...new Set(voiceIds.map(clonedVoiceRowId).filter((id): id is string => id !== null))]
	if (rowIds.length === 0) return []
	const voices = await prisma.clonedVoice.findMany({
		where: { userId, id: { in: rowIds } },
		select: { id: true, consentTextVersion: true, termsAcceptedAt: true },
		orderBy: { createdAt: 'asc' },
	})
	return voices.map((voice) => ({
		recordId: voice.id,
		textVersion: voice.consentTextVersion,
		acceptedAt: voice.termsAcceptedAt,
	}))
}
