import { discardFilesOfDeletedEpisode } from '#app/modules/episodes/delete-episode.server.ts'
import { isPermanentSpeechError } from '#app/modules/episodes/make-episode-audio.server.ts'
import { giveUpPreview, makeEpisodePreview } from '#app/modules/episodes/make-episode-preview.server.ts'
import { defineJob } from '../define-job.ts'

/** Queue `episode-preview`: the preview step's 20–30 second audio sample; a failure leaves the script as it is. */
export const handleEpisodePreview = defineJob('episode-preview', {
	run: ({ episodeId }) => makeEpisodePreview(episodeId),
	permanent: isPermanentSpeechError,
	giveUp: ({ episodeId }) => giveUpPreview(episodeId),
	// an episode deleted while its job ran keeps no file the job wrote
	always: ({ episodeId }) => discardFilesOfDeletedEpisode(episodeId),
})
