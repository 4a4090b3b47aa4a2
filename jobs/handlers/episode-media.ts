import type { Job } from 'pg-boss'
import { putFile, readFile } from '#app/integrations/storage/storage.server.ts'
import { makeCover } from '#app/modules/cover/make-cover.server.ts'
import { renderCoverThumbnail } from '#app/modules/cover/render-cover.server.ts'
import { episodeFileKey, episodeFileUrl } from '#app/modules/episodes/episode-files.ts'
import type { Tone } from '#app/modules/script/script-types.ts'
import { makeVideo, VideoInputError } from '#app/modules/video/make-video.server.ts'
import { prisma } from '#app/utils/db.server.ts'
import { enqueue, type QueueName, queues } from '#app/utils/queue.server.ts'

/** Whether this run is the queue's last try (the failure is then recorded for the user to see and retry). */
function lastAttempt(job: Job<unknown>, queue: QueueName) {
	return job.retryCount >= (queues[queue].policy.retryLimit ?? 0)
}

/**
 * Queue `episode-cover`: starts once the audio exists (the audio job sends it). OpenAI images when configured,
 * else the designed template (fallbacks 'MI PODCAST', 'Episodio', innovación); a 3000x3000 PNG plus a WebP
 * thumbnail for lists. Then, for plans with video, the video job.
 */
export async function handleEpisodeCover([job]: Job<unknown>[]) {
	const { episodeId } = queues['episode-cover'].payload.parse(job!.data)
	const episode = await prisma.episode.findUnique({ where: { id: episodeId } })
	if (episode?.coverStatus !== 'processing') return { skipped: true }
	try {
		const cover = await makeCover({
			podcastName: episode.podcastName ?? '',
			episodeTitle: episode.title,
			episodeNumber: episode.episodeNumber ?? undefined,
			tone: episode.tone as Tone,
		})
		await putFile(episodeFileKey(episodeId, 'cover.png'), cover.png)
		await putFile(episodeFileKey(episodeId, 'cover.webp'), await renderCoverThumbnail(cover.png))
		await prisma.$transaction(async (tx) => {
			await tx.episode.update({
				where: { id: episodeId },
				data: { coverUrl: episodeFileUrl(episodeId, 'cover.png', Date.now()), coverStatus: 'ready' },
			})
			if (episode.videoStatus === 'processing') await enqueue('episode-video', { episodeId }, { tx })
		})
		return { source: cover.source }
	} catch (error) {
		if (!lastAttempt(job!, 'episode-cover')) throw error
		console.error('[episode-cover]', episodeId, error)
		// no cover means no video either: both show their failure with a way to retry the cover
		await prisma.episode.update({
			where: { id: episodeId },
			data: { coverStatus: 'failed', ...(episode.videoStatus === 'processing' ? { videoStatus: 'failed' } : {}) },
		})
		return { failed: true }
	}
}

/**
 * Queue `episode-video`: the MP4 (1280x720, H.264/AAC) from the cover and the audio, for plans with video.
 * processing → ready, or failed with a way to retry ('Hubo un problema generando el video').
 */
export async function handleEpisodeVideo([job]: Job<unknown>[]) {
	const { episodeId } = queues['episode-video'].payload.parse(job!.data)
	const episode = await prisma.episode.findUnique({ where: { id: episodeId } })
	if (episode?.videoStatus !== 'processing') return { skipped: true }
	try {
		const [cover, audio] = await Promise.all([
			readFile(episodeFileKey(episodeId, 'cover.png')),
			readFile(episodeFileKey(episodeId, 'audio.mp3')),
		])
		if (!cover || !audio) throw new VideoInputError('Faltan la portada o el audio del episodio.')
		const video = await makeVideo({ cover, audio })
		await putFile(episodeFileKey(episodeId, 'video.mp4'), video.mp4)
		await prisma.episode.update({
			where: { id: episodeId },
			data: { videoUrl: episodeFileUrl(episodeId, 'video.mp4', Date.now()), videoStatus: 'ready' },
		})
		return { seconds: video.durationSeconds }
	} catch (error) {
		if (!(error instanceof VideoInputError) && !lastAttempt(job!, 'episode-video')) throw error
		console.error('[episode-video]', episodeId, error)
		await prisma.episode.update({ where: { id: episodeId }, data: { videoStatus: 'failed' } })
		return { failed: true }
	}
}
