import type { Job, PgBoss, WorkOptions } from 'pg-boss'
import { type QueueName, schedules, startBoss } from '#app/utils/queue.server.ts'
import { handleEmail } from './handlers/email.ts'
import { handleAccountPurge, handleBillingPeriodRollover, handleDemoExpiry } from './handlers/maintenance.ts'

/**
 * How workers fetch. Queues use LISTEN/NOTIFY, so pickup is immediate; the poll is a 2 s backstop (the 30 s
 * default would stall a worker after each fetch), and several local workers per queue drain a burst in parallel
 * (see docs/decisions/0005-job-pickup.md).
 */
export const workOptions = {
	localConcurrency: 2,
	batchSize: 1,
	pollingIntervalSeconds: 2,
	notifyPollingIntervalSeconds: 2,
} satisfies WorkOptions

type Handler = (jobs: Job<unknown>[]) => Promise<unknown>

/** The queues this issue handles; the episode, YouTube and voice queues get their handlers with their issues. */
export const handlers: Partial<Record<QueueName, { handler: Handler; options?: WorkOptions }>> = {
	email: { handler: handleEmail },
	'billing-period-rollover': { handler: handleBillingPeriodRollover, options: { localConcurrency: 1 } },
	'demo-expiry': { handler: handleDemoExpiry, options: { localConcurrency: 1 } },
	'account-purge': { handler: handleAccountPurge, options: { localConcurrency: 1 } },
}

export type Worker = { boss: PgBoss; stop: (timeoutSeconds: number) => Promise<void> }

export async function startWorker(log: (message: string) => void = console.info): Promise<Worker> {
	const boss = await startBoss('worker')
	for (const [queue, { handler, options }] of Object.entries(handlers)) {
		await boss.work(queue, { ...workOptions, ...options }, handler)
	}
	for (const { queue, cron } of schedules) await boss.schedule(queue, cron, {}, { tz: 'UTC' })
	log(`[jobs] Worker activo: ${Object.keys(handlers).join(', ')}`)
	return {
		boss,
		async stop(timeoutSeconds) {
			// graceful: stop fetching, let running jobs finish up to the timeout, then close the pool
			await boss.stop({ graceful: true, timeout: timeoutSeconds * 1000, close: true })
		},
	}
}
