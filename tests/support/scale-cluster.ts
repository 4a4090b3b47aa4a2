// Ondacast spread over several processes on this machine, as a multi-node deployment runs it: two web nodes
// (`node scripts/start.ts`, WORKER_MODE=off) and job workers (`node jobs/main.ts`) sharing one PostgreSQL database
// and one S3 bucket, with the same secrets. For tests/e2e/scale-out.test.ts.
import crypto from 'node:crypto'
import fs from 'node:fs'
import { PrismaPg } from '@prisma/adapter-pg'
import { PrismaClient } from '#app/generated/prisma/client.ts'
import { s3Storage } from '#app/integrations/storage/s3-storage.server.ts'
import type { FileStorage } from '#app/ports/storage.ts'
import { buildIfNeeded } from '../../scripts/build-if-needed.ts'
import { migrate } from '../../server/migrate.ts'
import { type AppProcess, healthStatus, startNodeScript } from './app-process.ts'
import { e2eDatabaseUrl } from './e2e-database.ts'
import { type S3PutGate, startS3PutGate } from './s3-put-gate.ts'
import { startTestS3, type TestS3 } from './s3-server.ts'
import { freePort, tempDir, withAdmin } from './test-postgres.ts'

/** Speech lines each worker synthesises at a time. */
export const SPEECH_CONCURRENCY = 2
/** Speech lines the first worker may store before the gate holds it (see startS3PutGate). */
export const LINES_BEFORE_GATE = 3

export type ScaleCluster = {
	/** the two web nodes' addresses */
	web: [string, string]
	/** the worker started with the cluster: its speech-cache PUTs go through `gate` */
	firstWorker: AppProcess
	gate: S3PutGate
	/** another worker, straight to the bucket */
	startWorker: () => Promise<AppProcess>
	/** the cluster's database, for what a test checks there */
	db: PrismaClient
	bucket: FileStorage
	/** what every process printed, for a failed test's report */
	logs: () => string
	stop: () => Promise<void>
}

/**
 * Starts the cluster: a fresh database on the e2e server's PostgreSQL (migrated here once, before any node starts),
 * an S3 server, the build if it is stale (here, once: the nodes would otherwise build at the same time), then both
 * web nodes and the first worker at once, each with a data folder of its own. `rateLimitFactor` is the nodes'
 * RATE_LIMIT_FACTOR. Whatever started is stopped again if a later part fails.
 */
export async function startScaleCluster({ rateLimitFactor }: { rateLimitFactor: number }): Promise<ScaleCluster> {
	const stops: Array<() => Promise<void>> = []
	const processes: Array<{ name: string; node: AppProcess }> = []
	const logs = () => processes.map(({ name, node }) => `===== ${name}\n${node.output()}`).join('\n')
	const stop = async () => {
		for (const step of stops.reverse()) await step().catch((error) => console.warn('[scale] Al limpiar:', error))
	}
	try {
		const database = `ondacast_scale_${crypto.randomBytes(4).toString('hex')}`
		const databaseUrl = e2eDatabaseUrl(database)
		await withAdmin(e2eDatabaseUrl('postgres'), (client) => client.query(`CREATE DATABASE "${database}"`))
		stops.push(async () => {
			await withAdmin(e2eDatabaseUrl('postgres'), (client) => client.query(`DROP DATABASE "${database}" WITH (FORCE)`))
		})
		await migrate(databaseUrl, { log: () => {} })
		const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: databaseUrl, max: 2 }) })
		stops.push(() => db.$disconnect())

		const s3: TestS3 = await startTestS3()
		stops.push(s3.close)
		const gate = await startS3PutGate(s3.config.endpoint, {
			prefix: `/${s3.config.bucket}/speech-cache/`,
			admitted: LINES_BEFORE_GATE,
		})
		stops.push(gate.close)

		buildIfNeeded()
		const shared = sharedEnv({ databaseUrl, s3, rateLimitFactor })
		const start = (name: string, script: string, env: Record<string, string>) => {
			const dataDir = tempDir(`ondacast-scale-${name}`)
			const node = startNodeScript(script, { ...shared, DATA_DIR: dataDir, ...env })
			processes.push({ name, node })
			stops.push(async () => {
				await stopProcess(node)
				fs.rmSync(dataDir, { recursive: true, force: true })
			})
			return node
		}
		const startWeb = async (name: string) => {
			const port = await freePort()
			const node = start(name, 'scripts/start.ts', { PORT: String(port), APP_URL: `http://localhost:${port}` })
			await until(async () => (await healthStatus(port)) === 200, node, `${name} no respondió en /healthz`)
			return `http://localhost:${port}`
		}
		const startWorker = async (name: string, endpoint = s3.config.endpoint) => {
			const worker = start(name, 'jobs/main.ts', { S3_ENDPOINT: endpoint })
			await until(async () => worker.output().includes('[jobs] Worker activo'), worker, `${name} no arrancó`)
			return worker
		}
		let workers = 1
		const [a, b, firstWorker] = await Promise.all([startWeb('web-a'), startWeb('web-b'), startWorker('worker-1', gate.endpoint)])
		return {
			web: [a, b],
			firstWorker,
			gate,
			startWorker: () => startWorker(`worker-${++workers}`),
			db,
			bucket: s3Storage(s3.config),
			logs,
			stop,
		}
	} catch (error) {
		const printed = logs()
		await stop()
		throw new Error(`${(error as Error).message}\n${printed}`, { cause: error })
	}
}

/**
 * What every node of the cluster is given, and nothing from this process's environment but PATH and HOME (the e2e
 * helpers point DATABASE_URL and DATA_DIR at the e2e server's; no cloud keys may turn the local speech and script
 * writer off). The three secrets are set explicitly, as every multi-node deployment must.
 */
function sharedEnv({ databaseUrl, s3, rateLimitFactor }: { databaseUrl: string; s3: TestS3; rateLimitFactor: number }) {
	return {
		PATH: process.env.PATH ?? '',
		HOME: process.env.HOME ?? '',
		NODE_ENV: 'production' as const,
		DATABASE_URL: databaseUrl,
		...s3.env,
		WORKER_MODE: 'off',
		SESSION_SECRET: crypto.randomBytes(32).toString('hex'),
		ENCRYPTION_KEY: crypto.randomBytes(32).toString('hex'),
		HONEYPOT_SECRET: crypto.randomBytes(32).toString('hex'),
		RATE_LIMIT_FACTOR: String(rateLimitFactor),
		SPEECH_CONCURRENCY: String(SPEECH_CONCURRENCY),
		SHUTDOWN_TIMEOUT_SECONDS: '5',
	}
}

/** Waits (up to 3 minutes: five processes start at once on a busy machine) until `ready`, or fails if `node` exits. */
async function until(ready: () => Promise<boolean>, node: AppProcess, message: string) {
	const deadline = Date.now() + 180_000
	while (!(await ready())) {
		if (node.child.exitCode !== null || node.child.signalCode !== null || Date.now() > deadline) {
			throw new Error(`[scale] ${message}`)
		}
		await new Promise((resolve) => setTimeout(resolve, 200))
	}
}

/** SIGTERM (the process stops in order), then SIGKILL if it is still there after 15 s. */
async function stopProcess({ child, exited }: AppProcess) {
	if (child.exitCode !== null || child.signalCode !== null) return
	child.kill('SIGTERM')
	const force = setTimeout(() => child.kill('SIGKILL'), 15_000)
	await exited
	clearTimeout(force)
}
