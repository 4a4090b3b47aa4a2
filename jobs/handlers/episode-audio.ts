import { giveUpAudio, isPermanentSpeechError, makeEpisodeAudio } from '#app/modules/episodes/make-episode-audio.server.ts'
import { defineEpisodeJob } from '../define-episode-job.ts'

/**
 * Queue `episode-audio`: the approved script → the episode's MP3, its description, then the cover job. No credits
 * left at the voice provider, or the last attempt, sends the episode back to the preview step with its script and
 * refunds its unit.
 */
export const handleEpisodeAudio = defineEpisodeJob('episode-audio', {
	run: ({ episodeId }) => makeEpisodeAudio(episodeId),
	permanent: isPermanentSpeechError,
	giveUp: ({ episodeId }, error) => giveUpAudio(episodeId, error),
})
