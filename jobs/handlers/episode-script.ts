import type { Job } from 'pg-boss'
import { gatherSources, type SourceFile } from '#app/modules/episodes/gather-sources.server.ts'
import { planOf } from '#app/modules/plans/plans.server.ts'
import { refundQuota } from '#app/modules/quota/quota.server.ts'
import { NotEnoughContentError } from '#app/modules/script/local-composer.ts'
import {
	type EpisodeFormat,
	renderScript,
	type ScriptLanguage,
	type Tone,
	targetWords,
} from '#app/modules/script/script-types.ts'
import { writeScript } from '#app/modules/script/write-script.server.ts'
import { prisma } from '#app/utils/db.server.ts'
import { queues } from '#app/utils/queue.server.ts'

export const GENERATION_FAILED = 'Error al generar el episodio'
export const REGENERATION_FAILED = 'Error al regenerar el guión'

/**
 * Queue `episode-script`: sources → script. Progress 20 → 40 → preview at 50 (a regeneration: 25 → 50). Idempotent:
 * an episode that is not generating any more is left alone. A failure that retrying cannot fix (not enough
 * content), or the last attempt of any other, sends a new episode back to the input step with the Spanish message,
 * everything the user entered kept and the quota unit refunded; a regeneration goes back to its previous script.
 */
export async function handleEpisodeScript([job]: Job<unknown>[]) {
	const { episodeId, variation } = queues['episode-script'].payload.parse(job!.data)
	const episode = await prisma.episode.findUnique({
		where: { id: episodeId },
		include: { user: { select: { planId: true, isDemoUser: true } } },
	})
	if (episode?.step !== 'generating') return { skipped: true }
	try {
		const sources = await gatherSources({
			content: episode.content,
			urls: episode.urls,
			files: episode.sourceFiles as SourceFile[],
		})
		await prisma.episode.update({
			where: { id: episodeId },
			data: { progress: variation ? 35 : 40, sourceWarnings: sources.warnings },
		})
		const plan = planOf(episode.user)
		const request = {
			sources: sources.text,
			title: episode.title,
			podcastName: episode.podcastName ?? 'MI PODCAST',
			presenterName: episode.presenterName ?? 'Presentador',
			guestName: episode.guestName ?? 'Invitado',
			format: episode.episodeFormat as EpisodeFormat,
			tone: episode.tone as Tone,
			language: episode.language as ScriptLanguage,
			monologue: episode.isMonologue,
			targetWords: targetWords(plan.lengthMinutes),
			variation,
		}
		const script = await writeScript(request)
		await prisma.episode.update({
			where: { id: episodeId },
			data: {
				scriptData: script,
				scriptTake: { increment: 1 },
				previewStatus: 'idle',
				previewUrl: null,
				script: renderScript(script, { presenter: request.presenterName, guest: request.guestName }),
				status: 'preview',
				step: 'preview',
				progress: 50,
				errorMessage: null,
			},
		})
		return { words: script.sections.length }
	} catch (error) {
		const lastAttempt = job!.retryCount >= (queues['episode-script'].policy.retryLimit ?? 0)
		const permanent = error instanceof NotEnoughContentError
		if (!permanent && !lastAttempt) throw error
		if (!permanent) console.error('[episode-script]', episodeId, error)
		if (variation) {
			await prisma.episode.update({
				where: { id: episodeId },
				data: { status: 'preview', step: 'preview', progress: 50, errorMessage: REGENERATION_FAILED },
			})
			return { failed: true }
		}
		await prisma.$transaction(async (tx) => {
			await tx.episode.update({
				where: { id: episodeId },
				data: {
					status: 'failed',
					step: 'input',
					progress: 0,
					errorMessage: permanent ? `${GENERATION_FAILED}: ${(error as Error).message}` : GENERATION_FAILED,
				},
			})
			await refundQuota(episodeId, tx)
		})
		return { failed: true }
	}
}
