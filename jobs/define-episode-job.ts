import { discardFilesOfDeletedEpisode } from '#app/modules/episodes/delete-episode.server.ts'
import type { QueueName } from '#app/utils/queue.server.ts'
import { defineJob, type JobSteps, type Payload } from './define-job.ts'

/** The queues whose jobs work on one episode (their payload names it). */
type EpisodeQueue = { [Q in QueueName]: Payload<Q> extends { episodeId: string } ? Q : never }[QueueName]

/**
 * The handler of an episode's job: defineJob, and after every attempt an episode deleted while its job ran keeps no
 * file the job wrote (the episodes module's cleanup).
 */
export function defineEpisodeJob<Q extends EpisodeQueue>(queue: Q, steps: Omit<JobSteps<Q>, 'always'>) {
	return defineJob(queue, {
		...steps,
		always: (payload) => discardFilesOfDeletedEpisode((payload as { episodeId: string }).episodeId),
	})
}
