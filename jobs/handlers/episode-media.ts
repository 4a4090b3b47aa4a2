import { discardFilesOfDeletedEpisode } from '#app/modules/episodes/delete-episode.server.ts'
import {
	giveUpCover,
	giveUpVideo,
	isPermanentVideoError,
	makeEpisodeCover,
	makeEpisodeVideo,
} from '#app/modules/episodes/make-episode-media.server.ts'
import { defineJob } from '../define-job.ts'

/** Queue `episode-cover`: the cover once the audio exists, then the video job on plans with video. */
export const handleEpisodeCover = defineJob('episode-cover', {
	run: ({ episodeId }) => makeEpisodeCover(episodeId),
	giveUp: ({ episodeId }) => giveUpCover(episodeId),
	// an episode deleted while its job ran keeps no file the job wrote
	always: ({ episodeId }) => discardFilesOfDeletedEpisode(episodeId),
})

/** Queue `episode-video`: the MP4 from the cover and the audio; a failure shows with a way to retry. */
export const handleEpisodeVideo = defineJob('episode-video', {
	run: ({ episodeId }) => makeEpisodeVideo(episodeId),
	permanent: isPermanentVideoError,
	giveUp: ({ episodeId }) => giveUpVideo(episodeId),
	// an episode deleted while its job ran keeps no file the job wrote
	always: ({ episodeId }) => discardFilesOfDeletedEpisode(episodeId),
})
