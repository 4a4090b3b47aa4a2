import { consumeQuota, type Quota } from '#app/modules/quota/quota.server.ts'
import type { EpisodeFormat, ScriptLanguage, Tone } from '#app/modules/script/script-types.ts'
import { prisma } from '#app/utils/db.server.ts'
import { enqueue } from '#app/utils/queue.server.ts'
import type { SourceFile } from './gather-sources.server.ts'

export class QuotaExceededError extends Error {
	override name = 'QuotaExceededError'
	readonly quota: Quota
	constructor(quota: Quota) {
		super('Límite alcanzado')
		this.quota = quota
	}
}

export type NewEpisode = {
	title: string
	podcastName: string
	episodeNumber?: number | null
	presenterName: string
	guestName: string
	format: EpisodeFormat
	tone: Tone
	language: ScriptLanguage
	presenterVoiceId: string
	guestVoiceId?: string | null
	content?: string | null
	urls: string[]
	files: SourceFile[]
}

/**
 * Creates an episode and starts writing its script, all or nothing in one transaction: the episode row, one unit
 * of the month's quota (refused when none is left: QuotaExceededError, and nothing is created) and the
 * `episode-script` job, which exists only if the transaction commits.
 */
export async function createEpisode(userId: string, input: NewEpisode) {
	return prisma.$transaction(async (tx) => {
		const episode = await tx.episode.create({
			data: {
				userId,
				title: input.title,
				podcastName: input.podcastName,
				episodeNumber: input.episodeNumber ?? null,
				presenterName: input.presenterName,
				guestName: input.guestName,
				episodeFormat: input.format,
				tone: input.tone,
				language: input.language,
				presenterVoiceId: input.presenterVoiceId,
				guestVoiceId: input.guestVoiceId ?? input.presenterVoiceId,
				isMonologue: !input.guestVoiceId,
				content: input.content ?? null,
				urls: input.urls.map((url) => url.trim()).filter(Boolean),
				sourceFiles: input.files,
				status: 'generating',
				step: 'generating',
				progress: 20,
			},
			select: { id: true },
		})
		const consumed = await consumeQuota({ userId, episodeId: episode.id }, tx)
		if (!consumed.ok) throw new QuotaExceededError(consumed.quota)
		await enqueue('episode-script', { episodeId: episode.id }, { tx })
		return episode
	})
}
