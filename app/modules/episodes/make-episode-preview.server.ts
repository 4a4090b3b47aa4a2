import { putFile } from '#app/integrations/storage/storage.server.ts'
import { assembleEpisode } from '#app/modules/audio/assemble-episode.server.ts'
import { audioFormatOf } from '#app/modules/audio/audio-format.ts'
import { fitLinesToDuration } from '#app/modules/audio/cut-to-length.ts'
import { episodeLines } from '#app/modules/audio/episode-lines.ts'
import { tagEpisodeMp3 } from '#app/modules/audio/episode-tags.server.ts'
import { synthesiseLines } from '#app/modules/audio/synthesise-lines.server.ts'
import type { ScriptLanguage } from '#app/modules/script/script-types.ts'
import { consentRecordsFor } from '#app/modules/voices/cloning/consent-records.server.ts'
import { prisma } from '#app/utils/db.server.ts'
import { episodeFileKey, episodeFileUrl } from './episode-files.ts'
import { previewFailed, previewMade } from './episode-lifecycle.server.ts'
import { storedScript } from './episode-script.server.ts'
import { episodeSpeech } from './episode-speech.server.ts'

/** The sample is the script's opening, 20–30 seconds of it. */
const PREVIEW_TARGET_SECONDS = 25
const PREVIEW_MAX_SECONDS = 30

/**
 * The preview job's work: the first lines of the script with the chosen voices, as a short MP3 on the preview
 * step. The lines go through the same per-line cache as the full audio, so approving later does not make them
 * again. A failure leaves the script as it is (the page says 'Error al generar la vista previa del audio').
 */
export async function makeEpisodePreview(episodeId: string) {
	const episode = await prisma.episode.findUnique({ where: { id: episodeId } })
	const script = episode && storedScript(episode)
	if (episode?.previewStatus !== 'processing' || !script) return { skipped: true }
	const all = episodeLines(script, { presenter: episode.presenterVoiceId, guest: episode.guestVoiceId })
	const lines = fitLinesToDuration(all, PREVIEW_TARGET_SECONDS)
	const clips = await synthesiseLines({
		lines,
		...(await episodeSpeech({ id: episodeId, userId: episode.userId, language: episode.language })),
	})
	const sample = await assembleEpisode({
		clips: clips.map((audio, index) => ({ audio, format: audioFormatOf(audio), pauseAfterMs: lines[index]!.pauseAfterMs })),
		maxSeconds: PREVIEW_MAX_SECONDS,
	})
	// the sample is AI-generated audio too: it carries the same mark as the episode's MP3 (no spoken disclosure: it is
	// the owner's own preview of the voices)
	const language = episode.language as ScriptLanguage
	const mp3 = await tagEpisodeMp3(sample.mp3, {
		title: episode.title,
		podcastName: episode.podcastName ?? '',
		language,
		date: episode.createdAt,
		chapters: [],
		durationSeconds: sample.durationSeconds,
		mark: {
			language,
			consents: await consentRecordsFor(
				episode.userId,
				lines.map((line) => line.voiceId),
			),
		},
	})
	await putFile(episodeFileKey(episodeId, 'preview.mp3'), mp3)
	await previewMade(episodeId, episodeFileUrl(episodeId, 'preview.mp3', Date.now()))
	return { lines: lines.length }
}

export async function giveUpPreview(episodeId: string) {
	await previewFailed(episodeId)
	return { failed: true }
}
