import { discardFilesOfDeletedEpisode } from '#app/modules/episodes/delete-episode.server.ts'
import {
	giveUpYoutubeUpload,
	isPermanentYoutubeError,
	uploadEpisodeToYoutube,
} from '#app/modules/youtube/upload-episode.server.ts'
import { defineJob } from '../define-job.ts'

/** Queue `youtube-upload`: the episode's MP4 to the owner's channel; refusals fail at once, the rest is retried. */
export const handleYoutubeUpload = defineJob('youtube-upload', {
	run: ({ episodeId }) => uploadEpisodeToYoutube(episodeId),
	permanent: isPermanentYoutubeError,
	giveUp: (payload, error) => giveUpYoutubeUpload(payload.episodeId, error),
	// an episode deleted while its job ran keeps no file the job wrote
	always: ({ episodeId }) => discardFilesOfDeletedEpisode(episodeId),
})
