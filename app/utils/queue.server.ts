import { fromPrisma, PgBoss, type Queue, type SendOptions } from 'pg-boss'
import { z } from 'zod'
import type { Tx } from './db.server.ts'
import { requireDatabaseUrl } from './env.server.ts'
import { singleton } from './singleton.server.ts'

const DEAD_LETTER_QUEUE = 'dead-letter'

const episodePayload = z.object({ episodeId: z.uuid() })

/** Every queue, its payload (shared by whoever sends and the handler) and its retry policy. */
export const queues = {
	'episode-script': {
		/** `variation`: a regeneration (another take on the same sources; the current script stays until it is ready) */
		payload: episodePayload.extend({ variation: z.number().int().min(1).optional() }),
		// a language model served on a CPU writes an episode part by part in several minutes (ADR 0044)
		policy: retrying({ expireInSeconds: 1800, heartbeatSeconds: 30 }),
	},
	'episode-preview': { payload: episodePayload, policy: retrying({ expireInSeconds: 300, heartbeatSeconds: 30 }) },
	// each run already tries every line 4 times (synthesise-lines.server.ts): two more runs cover a longer outage
	'episode-audio': {
		payload: episodePayload,
		policy: retrying({ expireInSeconds: 1800, heartbeatSeconds: 30, retryLimit: 2 }),
	},
	/**
	 * a correction of a finished episode (ADR 0051): the changed lines, the MP3 and the video made again; the same
	 * retries as the audio, then the previous audio stays
	 */
	'episode-correction': {
		payload: episodePayload,
		policy: retrying({ expireInSeconds: 3600, heartbeatSeconds: 30, retryLimit: 2 }),
	},
	'episode-cover': { payload: episodePayload, policy: retrying({ expireInSeconds: 300 }) },
	'episode-video': { payload: episodePayload, policy: retrying({ expireInSeconds: 1800, heartbeatSeconds: 30 }) },
	'youtube-upload': { payload: episodePayload, policy: retrying({ expireInSeconds: 1800, heartbeatSeconds: 30 }) },
	'voice-clone': { payload: z.object({ voiceId: z.uuid() }), policy: retrying({ expireInSeconds: 600 }) },
	/** one outbox message (app/modules/email/outbox.server.ts): retried with backoff, sent at most once */
	email: { payload: z.object({ messageId: z.uuid() }), policy: retrying({ expireInSeconds: 120, retryLimit: 6 }) },
	/**
	 * one event to one webhook (app/modules/webhooks): 6 tries, the first retry after WEBHOOK_RETRY_DELAY_SECONDS
	 * (set on each job), doubling up to an hour between tries
	 */
	'webhook-delivery': {
		payload: z.object({ deliveryId: z.uuid() }),
		policy: retrying({ expireInSeconds: 60, retryLimit: 5, retryDelay: 60, retryDelayMax: 3600 }),
	},
	/** every quarter of an hour: the weekly reports of users for whom it is now Monday 09:00 */
	'weekly-report': { payload: z.object({}).passthrough(), policy: retrying({ expireInSeconds: 600 }) },
	'billing-period-rollover': { payload: z.object({}).passthrough(), policy: retrying({ expireInSeconds: 600 }) },
	'demo-expiry': { payload: z.object({}).passthrough(), policy: retrying({ expireInSeconds: 600 }) },
	'account-purge': { payload: z.object({}).passthrough(), policy: retrying({ expireInSeconds: 600 }) },
} satisfies Record<string, { payload: z.ZodType; policy: Omit<Queue, 'name'> }>

export type QueueName = keyof typeof queues
export type QueuePayload<Q extends QueueName> = z.input<(typeof queues)[Q]['payload']>

/** Scheduled jobs (cron, UTC); handlers in jobs/handlers/maintenance.ts, and weekly-report.ts for the weekly mail. */
export const schedules: Array<{ queue: QueueName; cron: string }> = [
	{ queue: 'billing-period-rollover', cron: '15 * * * *' },
	{ queue: 'demo-expiry', cron: '*/10 * * * *' },
	{ queue: 'account-purge', cron: '30 3 * * *' },
	{ queue: 'weekly-report', cron: '*/15 * * * *' },
]

function retrying(overrides: Omit<Queue, 'name'>): Omit<Queue, 'name'> {
	return {
		retryLimit: 3,
		retryDelay: 5,
		retryBackoff: true,
		retryDelayMax: 300,
		deadLetter: DEAD_LETTER_QUEUE,
		notify: true,
		...overrides,
	}
}

export type BossRole = 'worker' | 'web'

function createBoss(connectionString: string, role: BossRole) {
	return new PgBoss({
		connectionString,
		application_name: `ondacast-${role}`,
		max: role === 'worker' ? 6 : 3,
		useListenNotify: role === 'worker',
		// maintenance and cron belong to worker processes; web nodes only send
		supervise: role === 'worker',
		schedule: role === 'worker',
	})
}

/**
 * The process's pg-boss instance. The first call decides its role: the start-up creates it as 'worker' in a process
 * that runs jobs (maintenance, cron, LISTEN/NOTIFY), and later callers (enqueue) share that one.
 */
export function getBoss(role: BossRole = 'web') {
	return singleton('pg-boss', () => ({
		boss: createBoss(requireDatabaseUrl(), role),
		started: undefined as Promise<void> | undefined,
	}))
}

/** Starts pg-boss once per process (creating or updating every queue). Safe to call many times. */
export function startBoss(role: BossRole = 'web') {
	const entry = getBoss(role)
	entry.started ??= (async () => {
		entry.boss.on('error', (error) => {
			// a job still running when the process stopped its connection (shutdown past its timeout): pg-boss cannot
			// record its end, and the job runs again after the restart (its expiry); nothing is lost
			if (error instanceof Error && error.message.startsWith('Database connection is not opened'))
				console.warn('[jobs] pg-boss: un trabajo terminó después de cerrar la conexión; se repetirá al reiniciar.')
			else console.error('[jobs] pg-boss:', error)
		})
		await entry.boss.start()
		await ensureQueues(entry.boss)
	})()
	return entry.started.then(() => entry.boss)
}

async function ensureQueues(boss: PgBoss) {
	await boss.createQueue(DEAD_LETTER_QUEUE, { retentionSeconds: 60 * 60 * 24 * 30 })
	for (const [name, { policy }] of Object.entries(queues)) {
		await boss.createQueue(name, policy)
		await boss.updateQueue(name, policy)
	}
}

/**
 * Sends a job after validating its payload. With `tx` the job joins that Prisma transaction: it exists only if
 * the transaction commits.
 */
export async function enqueue<Q extends QueueName>(
	queue: Q,
	data: QueuePayload<Q>,
	options: { tx?: Tx } & Omit<SendOptions, 'db'> = {},
) {
	const { tx, ...sendOptions } = options
	const payload = queues[queue].payload.parse(data) as object
	const boss = await startBoss()
	const id = await boss.send(queue, payload, { ...sendOptions, ...(tx ? { db: fromPrisma(tx) } : {}) })
	if (!id && !sendOptions.singletonKey) throw new Error(`No se pudo encolar el trabajo ${queue}`)
	return id
}
