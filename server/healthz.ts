import type { Request, Response } from 'express'
import pg from 'pg'

type QueueProbe = () => Promise<boolean>

/**
 * GET /healthz: 200 when the database answers and the job queue is reachable, else 503. Its own tiny pool, so a
 * saturated app pool still gets an honest answer.
 */
export function healthz({ connectionString, queueReady }: { connectionString: string; queueReady: QueueProbe }) {
	const pool = new pg.Pool({ connectionString, max: 1, idleTimeoutMillis: 10_000, connectionTimeoutMillis: 2_000 })
	pool.on('error', () => {})
	const handler = async (_req: Request, res: Response) => {
		const [database, queue] = await Promise.all([
			pool.query('SELECT 1').then(
				() => true,
				() => false,
			),
			queueReady().catch(() => false),
		])
		const ok = database && queue
		res
			.status(ok ? 200 : 503)
			.set('Cache-Control', 'no-store')
			.json({ status: ok ? 'ok' : 'error', database: database ? 'ok' : 'error', queue: queue ? 'ok' : 'error' })
	}
	return Object.assign(handler, { close: () => pool.end() })
}
