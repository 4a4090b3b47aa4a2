import { giveUpScript, isPermanentScriptError, writeEpisodeScript } from '#app/modules/episodes/write-episode-script.server.ts'
import { defineEpisodeJob } from '../define-episode-job.ts'

/**
 * Queue `episode-script`: sources → script (a `variation` is a regeneration). Too little content, or the last
 * attempt of any other failure, sends a new episode back to the input step with everything entered kept and the
 * quota unit refunded; a regeneration goes back to its previous script.
 */
export const handleEpisodeScript = defineEpisodeJob('episode-script', {
	run: ({ episodeId, variation }) => writeEpisodeScript(episodeId, variation),
	permanent: isPermanentScriptError,
	giveUp: ({ episodeId, variation }, error) => giveUpScript(episodeId, variation, error),
})
