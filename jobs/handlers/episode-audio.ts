import type { Job } from 'pg-boss'
import { putFile } from '#app/integrations/storage/storage.server.ts'
import { assembleEpisode } from '#app/modules/audio/assemble-episode.server.ts'
import { episodeLines, sectionStarts } from '#app/modules/audio/episode-lines.ts'
import { audioFormatOf, SpeechProviderError } from '#app/modules/audio/speech-provider.ts'
import { episodeSpeechProvider } from '#app/modules/audio/speech-providers.server.ts'
import { synthesiseLines } from '#app/modules/audio/synthesise-lines.server.ts'
import { writeDescription } from '#app/modules/description/write-description.server.ts'
import { episodeFileKey, episodeFileUrl } from '#app/modules/episodes/episode-files.ts'
import { speakerNames, storedScript } from '#app/modules/episodes/episode-steps.server.ts'
import { planOf } from '#app/modules/plans/plans.server.ts'
import { refundQuota } from '#app/modules/quota/quota.server.ts'
import type { ScriptLanguage, Tone } from '#app/modules/script/script-types.ts'
import { prisma } from '#app/utils/db.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { enqueue, queues } from '#app/utils/queue.server.ts'

export const AUDIO_FAILED = 'Error al generar el audio'
export const CREDITS_EXHAUSTED =
	'El proveedor de voces se ha quedado sin créditos: hay que recargarlos antes de generar más audio. Inténtalo más tarde o avisa al administrador.'

/** Demo episodes last at most two minutes (spec section 9). */
const DEMO_MAX_SECONDS = 120

/**
 * Queue `episode-audio`: the approved script → one MP3. Every line is synthesised once (kept per line in storage,
 * so a retry after a crash only makes what is missing), then assembled with pauses and normalised loudness.
 * Progress 75 → 95 while lines are made, 100 when the episode is complete. The YouTube description is written here
 * too, because its chapter times come from this audio; then the cover job starts. A failure that retrying cannot
 * fix, or the last attempt, sends the episode back to the preview step with its script and refunds its unit.
 */
export async function handleEpisodeAudio([job]: Job<unknown>[]) {
	const { episodeId } = queues['episode-audio'].payload.parse(job!.data)
	const episode = await prisma.episode.findUnique({
		where: { id: episodeId },
		include: { user: { select: { planId: true, isDemoUser: true } } },
	})
	if (episode?.step !== 'audio') return { skipped: true }
	const script = storedScript(episode)
	try {
		if (!script) throw new SpeechProviderError('El episodio no tiene guion.', { kind: 'invalid' })
		const demo = episode.user.isDemoUser
		const lines = episodeLines(
			script,
			{ presenter: episode.presenterVoiceId, guest: episode.guestVoiceId },
			{ demo, maxSeconds: DEMO_MAX_SECONDS },
		)
		await setProgress(episodeId, 75)
		let reported = 75
		const clips = await synthesiseLines({
			lines,
			provider: episodeSpeechProvider(),
			concurrency: getEnv().SPEECH_CONCURRENCY,
			cachePrefix: `speech-cache/${episodeId}`,
			onProgress(done, total) {
				const progress = 75 + Math.floor((20 * done) / total)
				if (progress > reported) {
					reported = progress
					void setProgress(episodeId, progress)
				}
			},
		})
		const assembled = await assembleEpisode({
			clips: clips.map((audio, index) => ({ audio, format: audioFormatOf(audio), pauseAfterMs: lines[index]!.pauseAfterMs })),
			maxSeconds: demo ? DEMO_MAX_SECONDS : undefined,
		})
		await putFile(episodeFileKey(episodeId, 'audio.mp3'), assembled.mp3)
		const names = speakerNames(episode)
		const description = await writeDescription({
			title: episode.title,
			podcastName: episode.podcastName ?? names.presenter,
			tone: episode.tone as Tone,
			language: episode.language as ScriptLanguage,
			script,
			chapters: sectionStarts(script, lines, assembled.offsets),
		})
		const video = planOf(episode.user).video
		await prisma.$transaction(async (tx) => {
			await tx.episode.update({
				where: { id: episodeId },
				data: {
					audioUrl: episodeFileUrl(episodeId, 'audio.mp3', Date.now()),
					duration: Math.round(assembled.durationSeconds),
					description,
					step: 'complete',
					status: 'completed',
					progress: 100,
					errorMessage: null,
					coverStatus: 'processing',
					videoStatus: video ? 'processing' : 'idle',
				},
			})
			await enqueue('episode-cover', { episodeId }, { tx })
		})
		return { seconds: assembled.durationSeconds, lines: lines.length }
	} catch (error) {
		const permanent = error instanceof SpeechProviderError && (error.kind === 'credits_exhausted' || error.kind === 'invalid')
		const lastAttempt = job!.retryCount >= (queues['episode-audio'].policy.retryLimit ?? 0)
		if (!permanent && !lastAttempt) throw error
		console.error('[episode-audio]', episodeId, error)
		const credits = error instanceof SpeechProviderError && error.kind === 'credits_exhausted'
		await prisma.$transaction(async (tx) => {
			await tx.episode.update({
				where: { id: episodeId },
				data: { step: 'preview', status: 'preview', progress: 50, errorMessage: credits ? CREDITS_EXHAUSTED : AUDIO_FAILED },
			})
			await refundQuota(episodeId, tx)
		})
		return { failed: true }
	}
}

async function setProgress(episodeId: string, progress: number) {
	await prisma.episode.updateMany({ where: { id: episodeId, step: 'audio' }, data: { progress } })
}
