// Job pickup latency: time from send() to the handler starting, with the worker's real settings (LISTEN/NOTIFY,
// 2 s backstop poll, two local workers) — 200 jobs one at a time, then 200 in bursts of 50.
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { queues, startBoss } from '../app/utils/queue.server.ts'
import { drainingHandler, workOptions } from '../jobs/worker.ts'
import { startEmbeddedPostgres } from '../server/embedded-postgres.ts'
import { migrate } from '../server/migrate.ts'
import { freePort, tempDir } from '../tests/support/test-postgres.ts'

const QUEUE = 'bench-probe'

export async function benchJobs() {
	const dir = tempDir('ondacast-bench-jobs')
	const database = await startEmbeddedPostgres({
		dataDir: path.join(dir, 'pg'),
		port: await freePort(),
		password: 'bench',
		database: 'bench',
		log: () => {},
	})
	process.env.DATABASE_URL = database.url
	process.env.DATA_DIR = dir
	try {
		await migrate(database.url, { log: () => {} })
		const boss = await startBoss('worker')
		const { deadLetter: _none, ...policy } = queues.email.policy
		await boss.createQueue(QUEUE, policy)
		const waiting = new Map<number, (latency: number) => void>()
		await boss.work(
			QUEUE,
			workOptions,
			drainingHandler(boss, QUEUE, async ([job]) => {
				const data = job!.data as { n: number; sentAt: number }
				waiting.get(data.n)?.(performance.now() - data.sentAt)
			}),
		)
		const send = (n: number) =>
			new Promise<number>((resolve) => {
				waiting.set(n, resolve)
				void boss.send(QUEUE, { n, sentAt: performance.now() })
			})

		for (let n = 0; n < 10; n++) await send(-1 - n) // warm-up
		const single: number[] = []
		for (let n = 0; n < 200; n++) single.push(await send(n))
		const burst: number[] = []
		for (let round = 0; round < 4; round++) {
			burst.push(...(await Promise.all(Array.from({ length: 50 }, (_, i) => send(1000 + round * 50 + i)))))
		}
		console.log('\n## Job pickup latency (send → handler start)\n')
		console.log('| load | jobs | p50 ms | p95 ms | max ms |')
		console.log('|---|---|---|---|---|')
		console.log(`| one at a time | 200 | ${pct(single, 50)} | ${pct(single, 95)} | ${pct(single, 100)} |`)
		console.log(`| bursts of 50 | 200 | ${pct(burst, 50)} | ${pct(burst, 95)} | ${pct(burst, 100)} |`)
		await boss.stop({ graceful: false, close: true })
	} finally {
		await database.stop()
	}
}

function pct(values: number[], p: number) {
	const sorted = [...values].sort((a, b) => a - b)
	const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
	return sorted[Math.max(0, index)]!.toFixed(1)
}
