import { isPermanentSpeechError } from '#app/modules/episodes/make-episode-audio.server.ts'
import { giveUpCorrection, makeEpisodeCorrection } from '#app/modules/episodes/make-episode-correction.server.ts'
import { defineEpisodeJob } from '../define-episode-job.ts'

/**
 * Queue `episode-correction`: a finished episode's corrected script → its MP3, captions, description and video made
 * again (only the changed lines are synthesised). The speech failures that retrying cannot fix, or the last attempt,
 * keep the previous audio and tell the user why.
 */
export const handleEpisodeCorrection = defineEpisodeJob('episode-correction', {
	run: ({ episodeId }) => makeEpisodeCorrection(episodeId),
	permanent: isPermanentSpeechError,
	giveUp: ({ episodeId }, error) => giveUpCorrection(episodeId, error),
})
