import { putFile, readFile } from '#app/integrations/storage/storage.server.ts'
import { withEpisodeArtwork } from '#app/modules/audio/episode-tags.server.ts'
import { saveEpisodeTimings } from '#app/modules/captions/episode-captions.server.ts'
import { scriptSchema } from '#app/modules/script/script-types.ts'
import { makeVideo, VideoInputError } from '#app/modules/video/make-video.server.ts'
import { SpeechProviderError } from '#app/ports/speech.ts'
import { prisma } from '#app/utils/db.server.ts'
import { episodeFileKey, episodeFileUrl } from './episode-files.ts'
import {
	correctionFailed,
	correctionMade,
	correctionProgress,
	PROGRESS,
	setCorrectionProgress,
} from './episode-lifecycle.server.ts'
import { speechFailureCode } from './make-episode-audio.server.ts'
import { progressWriter, renderEpisodeAudio, renderEpisodeInclude } from './render-episode-audio.server.ts'

/**
 * The correction job's work (ADR 0051): the corrected script of a complete episode → its MP3 made again (only the
 * lines whose speakable text changed are synthesised: the others come from the line cache), with the cover it already
 * has as artwork, its captions, its description with the new chapter times, and its video when it had one. Every file
 * is made before any replaces the episode's, so the previous MP3 and video are served until the corrected ones are
 * ready; then the corrected script becomes the episode's. The cover stays as it is.
 */
export async function makeEpisodeCorrection(episodeId: string) {
	const episode = await prisma.episode.findUnique({ where: { id: episodeId }, include: renderEpisodeInclude })
	if (episode?.revisionStatus !== 'remaking') return { skipped: true }
	const script = scriptSchema.safeParse(episode.revisionScriptData)
	if (!script.success || episode.revisionScript === null) {
		throw new SpeechProviderError('La corrección no tiene guion.', { kind: 'invalid' })
	}
	await setCorrectionProgress(episodeId, PROGRESS.correctionLinesFrom)
	const rendered = await renderEpisodeAudio(
		episode,
		script.data,
		progressWriter(correctionProgress, (progress) => setCorrectionProgress(episodeId, progress)),
	)
	await setCorrectionProgress(episodeId, PROGRESS.correctionAssembled)
	const cover = episode.coverStatus === 'ready' ? await readFile(episodeFileKey(episodeId, 'cover.png')) : null
	const mp3 = cover ? await withEpisodeArtwork(rendered.mp3, cover) : rendered.mp3
	const video = episode.videoStatus === 'ready' && cover ? await correctedVideo(cover, mp3) : null

	// from here the files are replaced, the MP3 last of all: until the lifecycle says so a moment later, the address the
	// page has still names the previous MP3 (a new address then makes players fetch the new one whole)
	if (video?.mp4) await putFile(episodeFileKey(episodeId, 'video.mp4'), video.mp4)
	await saveEpisodeTimings(episodeId, rendered.timings)
	await putFile(episodeFileKey(episodeId, 'audio.mp3'), mp3)
	const now = Date.now()
	await correctionMade(episodeId, {
		script: { data: script.data, text: episode.revisionScript },
		audioUrl: episodeFileUrl(episodeId, 'audio.mp3', now),
		duration: Math.round(rendered.durationSeconds),
		description: rendered.description,
		video: video ? (video.mp4 ? { url: episodeFileUrl(episodeId, 'video.mp4', now) } : 'failed') : undefined,
	})
	return { seconds: rendered.durationSeconds, lines: rendered.lines, video: Boolean(video?.mp4) }
}

/**
 * The video of the corrected audio. When the corrected episode cannot have one (longer than a video may be), the
 * audio is corrected all the same and the video shows its failure: its previous file would not match the audio.
 */
async function correctedVideo(cover: Buffer, audio: Buffer) {
	try {
		return { mp4: (await makeVideo({ cover, audio })).mp4 }
	} catch (error) {
		if (!(error instanceof VideoInputError)) throw error
		console.info('[episode-correction]', error.message)
		return { mp4: null }
	}
}

/** The correction job gave up: the episode keeps its previous audio, and the user is told why, with a way to retry. */
export async function giveUpCorrection(episodeId: string, error: unknown) {
	await correctionFailed(episodeId, speechFailureCode(error))
	return { failed: true }
}
