import type { Request, Response } from 'express'
import pg from 'pg'

type Probe = () => Promise<boolean>

type Options = {
	connectionString: string
	queueReady: Probe
	/** whether the files' storage answers (the folder is writable, the bucket exists) */
	storageReady: Probe
	/** what this node is (server/node-role.ts), said so that a load balancer's operator can tell nodes apart */
	role: string
	/** the neural voices found and the voice folders that could not be used: said, but never a reason for a 503 */
	voices?: () => Promise<{ neural: number; problems: string[] }>
}

/**
 * GET /healthz: 200 when the database answers, the job queue is reachable and the storage answers, else 503, with
 * the node's role (and its neural voices, when given). Its own tiny pool, so a saturated app pool still gets an honest answer.
 */
export function healthz({ connectionString, queueReady, storageReady, role, voices }: Options) {
	const pool = new pg.Pool({ connectionString, max: 1, idleTimeoutMillis: 10_000, connectionTimeoutMillis: 2_000 })
	pool.on('error', () => {})
	const handler = async (_req: Request, res: Response) => {
		const [database, queue, storage, voiceReport] = await Promise.all([
			pool.query('SELECT 1').then(
				() => true,
				() => false,
			),
			queueReady().catch(() => false),
			storageReady().catch(() => false),
			voices?.().catch(() => ({ neural: 0, problems: ['no se pudo leer VOICE_MODELS_DIR'] })),
		])
		const ok = database && queue && storage
		const said = (up: boolean) => (up ? 'ok' : 'error')
		res
			.status(ok ? 200 : 503)
			.set('Cache-Control', 'no-store')
			.json({
				status: said(ok),
				role,
				database: said(database),
				queue: said(queue),
				storage: said(storage),
				...(voiceReport && { voices: voiceReport }),
			})
	}
	return Object.assign(handler, { close: () => pool.end() })
}
