import {
	giveUpCover,
	giveUpVideo,
	isPermanentVideoError,
	makeEpisodeCover,
	makeEpisodeVideo,
} from '#app/modules/episodes/make-episode-media.server.ts'
import { defineEpisodeJob } from '../define-episode-job.ts'

/** Queue `episode-cover`: the cover once the audio exists, then the video job on plans with video. */
export const handleEpisodeCover = defineEpisodeJob('episode-cover', {
	run: ({ episodeId }) => makeEpisodeCover(episodeId),
	giveUp: ({ episodeId }) => giveUpCover(episodeId),
})

/** Queue `episode-video`: the MP4 from the cover and the audio; a failure shows with a way to retry. */
export const handleEpisodeVideo = defineEpisodeJob('episode-video', {
	run: ({ episodeId }) => makeEpisodeVideo(episodeId),
	permanent: isPermanentVideoError,
	giveUp: ({ episodeId }) => giveUpVideo(episodeId),
})
