import type { Job } from 'pg-boss'
import type { z } from 'zod'
import { type QueueName, queues } from '#app/utils/queue.server.ts'

export type Handler = (jobs: Job<unknown>[]) => Promise<unknown>

export type Payload<Q extends QueueName> = z.output<(typeof queues)[Q]['payload']>

export type JobSteps<Q extends QueueName> = {
	/** the work; a throw is retried by pg-boss with backoff, as the queue's policy says */
	run: (payload: Payload<Q>) => Promise<unknown>
	/** errors retrying cannot fix: given up at once */
	permanent?: (error: unknown) => boolean
	/** records the failure for the user once the job gives up (without it, pg-boss retries, then dead-letters) */
	giveUp?: (payload: Payload<Q>, error: unknown) => Promise<unknown>
	/** runs after every attempt, whatever its outcome (after giveUp too): the module's own tidying up */
	always?: (payload: Payload<Q>) => Promise<unknown>
}

/**
 * A queue's handler: the payload parsed with the queue's zod schema, then the module's work. When the work throws,
 * the job either is retried (pg-boss, by throwing again) or gives up: on the queue's last attempt, or at once for an
 * error `permanent` names. Giving up calls `giveUp`, which records the failure for the user to see and retry; the
 * job then ends as done, since nothing is left to try. `always` runs last, whatever happened.
 */
export function defineJob<Q extends QueueName>(queue: Q, steps: JobSteps<Q>): Handler {
	return async ([job]) => {
		const payload = queues[queue].payload.parse(job!.data) as Payload<Q>
		try {
			return await steps.run(payload)
		} catch (error) {
			const permanent = steps.permanent?.(error) ?? false
			if (!steps.giveUp || (!permanent && !isLastAttempt(job!, queue))) throw error
			// a permanent failure is an outcome the user is told about (too little content, no credits): a line in the
			// log, not an error; a failure that outlived every retry is an error for whoever runs the service
			if (permanent) console.info(`[${queue}]`, JSON.stringify(payload), error instanceof Error ? error.message : error)
			else console.error(`[${queue}]`, JSON.stringify(payload), error)
			return steps.giveUp(payload, error)
		} finally {
			await steps.always?.(payload)
		}
	}
}

/** Whether this run is the queue's last try (pg-boss counts retries from 0; the policy sets the limit). */
function isLastAttempt(job: Job<unknown>, queue: QueueName) {
	return job.retryCount >= (queues[queue].policy.retryLimit ?? 0)
}
