import { putFile, readFile } from '#app/integrations/storage/storage.server.ts'
import { withEpisodeArtwork } from '#app/modules/audio/episode-tags.server.ts'
import { makeCover } from '#app/modules/cover/make-cover.server.ts'
import { renderCoverThumbnail } from '#app/modules/cover/render-cover.server.ts'
import type { Tone } from '#app/modules/script/script-types.ts'
import { makeVideo, VideoInputError } from '#app/modules/video/make-video.server.ts'
import { prisma } from '#app/utils/db.server.ts'
import { episodeFileKey, episodeFileUrl } from './episode-files.ts'
import { coverFailed, coverMade, videoFailed, videoMade } from './episode-lifecycle.server.ts'

/**
 * The cover job's work, once the audio exists: OpenAI images when configured, else the designed template
 * (fallbacks 'MI PODCAST', 'Episodio', innovación); a 3000x3000 PNG plus a WebP thumbnail for lists, and
 * the MP3's artwork. A version has its original's cover already (its `coverUrl` set before any cover job): kept. Then, for plans with video, the video job.
 */
export async function makeEpisodeCover(episodeId: string) {
	const episode = await prisma.episode.findUnique({ where: { id: episodeId } })
	if (episode?.coverStatus !== 'processing') return { skipped: true }
	// a version keeps its original's cover, copied to its own key when it was made (episode-version.server.ts)
	const kept = episode.coverUrl ? await readFile(episodeFileKey(episodeId, 'cover.png')) : null
	const cover = kept
		? { png: kept, source: 'kept' as const }
		: await makeCover({
				podcastName: episode.podcastName ?? '',
				episodeTitle: episode.title,
				episodeNumber: episode.episodeNumber ?? undefined,
				tone: episode.tone as Tone,
			})
	if (!kept) {
		await putFile(episodeFileKey(episodeId, 'cover.png'), cover.png)
		await putFile(episodeFileKey(episodeId, 'cover.webp'), await renderCoverThumbnail(cover.png))
	}
	// the MP3 gets the cover as its artwork (players show it; done again on a retry, it gives the same file), and a
	// new address, so that no player mixes byte ranges of the file before and after
	const audio = await readFile(episodeFileKey(episodeId, 'audio.mp3'))
	if (audio) await putFile(episodeFileKey(episodeId, 'audio.mp3'), await withEpisodeArtwork(audio, cover.png))
	const now = Date.now()
	await coverMade(
		episodeId,
		episodeFileUrl(episodeId, 'cover.png', now),
		audio ? episodeFileUrl(episodeId, 'audio.mp3', now) : undefined,
	)
	return { source: cover.source }
}

export async function giveUpCover(episodeId: string) {
	await coverFailed(episodeId)
	return { failed: true }
}

/**
 * The video job's work: the MP4 (1280x720, H.264/AAC) from the cover and the audio, for plans with video.
 * processing → ready, or failed with a way to retry ('Hubo un problema generando el video').
 */
export async function makeEpisodeVideo(episodeId: string) {
	const episode = await prisma.episode.findUnique({ where: { id: episodeId } })
	if (episode?.videoStatus !== 'processing') return { skipped: true }
	const [cover, audio] = await Promise.all([
		readFile(episodeFileKey(episodeId, 'cover.png')),
		readFile(episodeFileKey(episodeId, 'audio.mp3')),
	])
	if (!cover || !audio) throw new VideoInputError('Faltan la portada o el audio del episodio.')
	const video = await makeVideo({ cover, audio })
	await putFile(episodeFileKey(episodeId, 'video.mp4'), video.mp4)
	await videoMade(episodeId, episodeFileUrl(episodeId, 'video.mp4', Date.now()))
	return { seconds: video.durationSeconds }
}

/** Inputs that are missing or unusable: making the video again would fail the same way. */
export function isPermanentVideoError(error: unknown) {
	return error instanceof VideoInputError
}

export async function giveUpVideo(episodeId: string) {
	await videoFailed(episodeId)
	return { failed: true }
}
