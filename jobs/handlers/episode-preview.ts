import { isPermanentSpeechError } from '#app/modules/episodes/make-episode-audio.server.ts'
import { giveUpPreview, makeEpisodePreview } from '#app/modules/episodes/make-episode-preview.server.ts'
import { defineEpisodeJob } from '../define-episode-job.ts'

/** Queue `episode-preview`: the preview step's 20–30 second audio sample; a failure leaves the script as it is. */
export const handleEpisodePreview = defineEpisodeJob('episode-preview', {
	run: ({ episodeId }) => makeEpisodePreview(episodeId),
	permanent: isPermanentSpeechError,
	giveUp: ({ episodeId }) => giveUpPreview(episodeId),
})
