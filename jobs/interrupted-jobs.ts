import type { PgBoss } from 'pg-boss'
import { queues } from '#app/utils/queue.server.ts'

/**
 * After a hard crash of the only process that ran jobs (the embedded database had to be recovered), the jobs it
 * was running are still 'active' and would wait for their expiry. Failing them now hands them to pg-boss's own
 * retry (with its backoff and limits), so an interrupted episode finishes without a person and without waiting.
 */
export async function retryInterruptedJobs(boss: PgBoss, log: (message: string) => void) {
	let count = 0
	for (const name of Object.keys(queues)) {
		const active = (await boss.findJobs(name)).filter((job) => job.state === 'active')
		if (active.length === 0) continue
		await boss.fail(
			name,
			active.map((job) => job.id),
			{ message: 'interrupted: the previous process was killed' },
		)
		count += active.length
	}
	if (count > 0) log(`[jobs] ${count} trabajo(s) interrumpido(s) por la caída anterior vuelven a la cola.`)
	return count
}
