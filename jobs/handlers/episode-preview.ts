import type { Job } from 'pg-boss'
import { putFile } from '#app/integrations/storage/storage.server.ts'
import { assembleEpisode } from '#app/modules/audio/assemble-episode.server.ts'
import { fitLinesToDuration } from '#app/modules/audio/cut-to-length.ts'
import { episodeLines } from '#app/modules/audio/episode-lines.ts'
import { audioFormatOf, SpeechProviderError } from '#app/modules/audio/speech-provider.ts'
import { episodeSpeechProvider } from '#app/modules/audio/speech-providers.server.ts'
import { synthesiseLines } from '#app/modules/audio/synthesise-lines.server.ts'
import { episodeFileKey, episodeFileUrl } from '#app/modules/episodes/episode-files.ts'
import { storedScript } from '#app/modules/episodes/episode-steps.server.ts'
import { prisma } from '#app/utils/db.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { queues } from '#app/utils/queue.server.ts'

export const PREVIEW_FAILED = 'Error al generar la vista previa del audio'

/** The sample is the script's opening, 20–30 seconds of it (spec: previews of 20 to 30 s). */
const PREVIEW_TARGET_SECONDS = 25
const PREVIEW_MAX_SECONDS = 30

/**
 * Queue `episode-preview`: the first lines of the script with the chosen voices, as a short MP3 on the preview
 * step. The lines go through the same per-line cache as the full audio, so approving later does not make them
 * again. A failure leaves the script as it is and says 'Error al generar la vista previa del audio'.
 */
export async function handleEpisodePreview([job]: Job<unknown>[]) {
	const { episodeId } = queues['episode-preview'].payload.parse(job!.data)
	const episode = await prisma.episode.findUnique({ where: { id: episodeId } })
	const script = episode && storedScript(episode)
	if (episode?.previewStatus !== 'processing' || !script) return { skipped: true }
	try {
		const all = episodeLines(script, { presenter: episode.presenterVoiceId, guest: episode.guestVoiceId })
		const lines = fitLinesToDuration(all, PREVIEW_TARGET_SECONDS)
		const clips = await synthesiseLines({
			lines,
			provider: episodeSpeechProvider(),
			concurrency: getEnv().SPEECH_CONCURRENCY,
			cachePrefix: `speech-cache/${episodeId}`,
		})
		const { mp3 } = await assembleEpisode({
			clips: clips.map((audio, index) => ({ audio, format: audioFormatOf(audio), pauseAfterMs: lines[index]!.pauseAfterMs })),
			maxSeconds: PREVIEW_MAX_SECONDS,
		})
		await putFile(episodeFileKey(episodeId, 'preview.mp3'), mp3)
		await prisma.episode.updateMany({
			where: { id: episodeId, previewStatus: 'processing' },
			data: { previewStatus: 'ready', previewUrl: episodeFileUrl(episodeId, 'preview.mp3', Date.now()) },
		})
		return { lines: lines.length }
	} catch (error) {
		const permanent = error instanceof SpeechProviderError && (error.kind === 'credits_exhausted' || error.kind === 'invalid')
		if (!permanent && job!.retryCount < (queues['episode-preview'].policy.retryLimit ?? 0)) throw error
		console.error('[episode-preview]', episodeId, error)
		await prisma.episode.updateMany({ where: { id: episodeId, previewStatus: 'processing' }, data: { previewStatus: 'failed' } })
		return { failed: true }
	}
}
