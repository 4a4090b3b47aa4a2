import { putFile } from '#app/integrations/storage/storage.server.ts'
import { saveEpisodeTimings } from '#app/modules/captions/episode-captions.server.ts'
import { planOf } from '#app/modules/plans/plans.server.ts'
import { SpeechProviderError } from '#app/ports/speech.ts'
import { prisma } from '#app/utils/db.server.ts'
import { episodeFileKey, episodeFileUrl } from './episode-files.ts'
import { audioFailed, audioMade, audioProgress, PROGRESS, setAudioProgress } from './episode-lifecycle.server.ts'
import { storedScript } from './episode-script.server.ts'
import { progressWriter, renderEpisodeAudio, renderEpisodeInclude } from './render-episode-audio.server.ts'

/**
 * The audio job's work: the approved script → one MP3 (renderEpisodeAudio: every line synthesised once and kept in
 * storage, so a retry after a crash only makes what is missing), its captions' timings and the YouTube description,
 * whose chapter times come from this audio. Progress 75 → 95 while lines are made, 100 when the episode is
 * complete; then the cover job starts.
 */
export async function makeEpisodeAudio(episodeId: string) {
	const episode = await prisma.episode.findUnique({ where: { id: episodeId }, include: renderEpisodeInclude })
	if (episode?.step !== 'audio') return { skipped: true }
	const script = storedScript(episode)
	if (!script) throw new SpeechProviderError('El episodio no tiene guion.', { kind: 'invalid' })
	await setAudioProgress(episodeId, PROGRESS.audioLinesFrom)
	const rendered = await renderEpisodeAudio(
		episode,
		script,
		progressWriter(audioProgress, (progress) => setAudioProgress(episodeId, progress)),
	)
	await putFile(episodeFileKey(episodeId, 'audio.mp3'), rendered.mp3)
	await saveEpisodeTimings(episodeId, rendered.timings)
	await audioMade(episodeId, {
		audioUrl: episodeFileUrl(episodeId, 'audio.mp3', Date.now()),
		duration: Math.round(rendered.durationSeconds),
		description: rendered.description,
		video: planOf(episode.user).video,
	})
	return { seconds: rendered.durationSeconds, lines: rendered.lines }
}

/** Speech failures that retrying cannot fix: no credits left at the provider, or a request it refuses. */
export function isPermanentSpeechError(error: unknown) {
	return error instanceof SpeechProviderError && (error.kind === 'credits_exhausted' || error.kind === 'invalid')
}

/** The code a speech failure is told to the user with: no credits left, or the audio could not be made. */
export function speechFailureCode(error: unknown) {
	return error instanceof SpeechProviderError && error.kind === 'credits_exhausted' ? 'CREDITS_EXHAUSTED' : 'AUDIO_FAILED'
}

/** The audio job gave up: back to the preview step with the script, the unit refunded, and why. */
export async function giveUpAudio(episodeId: string, error: unknown) {
	await audioFailed(episodeId, speechFailureCode(error))
	return { failed: true }
}
