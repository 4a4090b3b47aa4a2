import {
	giveUpYoutubeUpload,
	isPermanentYoutubeError,
	uploadEpisodeToYoutube,
} from '#app/modules/youtube/upload-episode.server.ts'
import { defineEpisodeJob } from '../define-episode-job.ts'

/** Queue `youtube-upload`: the episode's MP4 to the owner's channel; refusals fail at once, the rest is retried. */
export const handleYoutubeUpload = defineEpisodeJob('youtube-upload', {
	run: ({ episodeId }) => uploadEpisodeToYoutube(episodeId),
	permanent: isPermanentYoutubeError,
	giveUp: (payload, error) => giveUpYoutubeUpload(payload.episodeId, error),
})
