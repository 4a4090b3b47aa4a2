import type { Voice } from '#app/ports/speech.ts'
import { prisma } from '#app/utils/db.server.ts'
import { clonedVoiceId } from './cloned-voice-id.ts'
import { cloningAllowance } from './cloning-allowance.server.ts'

/** Below this median pitch a voice is listed as male (between the usual male and female speaking ranges). */
const MALE_BELOW_HZ = 165

/**
 * A user's completed cloned voices as Voices (category 'cloned'), one per language each can speak: an ElevenLabs
 * clone speaks all of ours (multilingual model), a local approximation the Spanish ones (it is a Spanish voice).
 * Only ever this user's: they are looked up by `userId`. None while the user's plan has no cloning; ElevenLabs clones
 * only while ElevenLabs is configured.
 */
export async function ownClonedVoices(userId: string, { elevenLabs }: { elevenLabs: boolean }): Promise<Voice[]> {
	// after a downgrade or the end of a trial the voices are kept, but offered (and so accepted) only while the plan
	// includes cloning again
	if ((await cloningAllowance(userId)).limit === 0) return []
	const rows = await prisma.clonedVoice.findMany({
		// an ElevenLabs clone cannot speak while no key is configured: it is not offered then
		where: { userId, status: 'completed', ...(elevenLabs ? {} : { engine: 'local' }) },
		orderBy: { createdAt: 'asc' },
		select: { id: true, name: true, engine: true, medianPitchHz: true },
	})
	return rows.flatMap((row) => {
		const local = row.engine === 'local'
		const languages: Voice['labels']['language'][] = local ? ['castellano', 'latino'] : ['castellano', 'latino', 'english']
		const gender = row.medianPitchHz !== null && row.medianPitchHz < MALE_BELOW_HZ ? 'male' : 'female'
		return languages.map((language) => ({
			voice_id: clonedVoiceId(row.id),
			name: row.name,
			description: local ? 'Aproximación local' : 'Voz clonada',
			category: 'cloned' as const,
			labels: { language, accent: local ? 'Aproximación local' : 'Voz clonada', gender },
		}))
	})
}
