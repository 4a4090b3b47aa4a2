import path from 'node:path'
import { dataDir, type Env, getEnv, resetEnv } from '#app/utils/env.server.ts'
import { getSecrets } from '#app/utils/secrets.server.ts'
import { startEmbeddedPostgres } from './embedded-postgres.ts'
import { migrate } from './migrate.ts'

/** `recovered`: the embedded server of a run that was killed had to be stopped first (its jobs were interrupted). */
type ResolvedDatabase = { url: string; embedded: boolean; stop: () => Promise<void>; recovered: boolean }

const EMBEDDED_DATABASE = 'ondacast'

/**
 * DATABASE_URL when set; otherwise the embedded PostgreSQL in <DATA_DIR>/postgres, started here (`start: true`,
 * the web process) or only connected to (a worker-only process beside it). Exports the URL as DATABASE_URL for
 * the modules imported afterwards, then applies pending migrations.
 */
export async function resolveDatabase({ start, log = console.info }: { start: boolean; log?: (message: string) => void }) {
	const env = getEnv()
	const database = env.DATABASE_URL
		? { url: env.DATABASE_URL, embedded: false, stop: async () => {}, recovered: false }
		: start
			? { ...(await startEmbedded(env, log)), embedded: true }
			: { url: embeddedUrl(env), embedded: true, stop: async () => {}, recovered: false }
	process.env.DATABASE_URL = database.url
	resetEnv()
	try {
		await migrate(database.url, { log })
	} catch (error) {
		await database.stop()
		throw error
	}
	return database satisfies ResolvedDatabase
}

function startEmbedded(env: Env, log: (message: string) => void) {
	return startEmbeddedPostgres({
		dataDir: path.join(dataDir(env), 'postgres'),
		port: env.EMBEDDED_PG_PORT,
		password: getSecrets(env, log).embeddedPostgresPassword,
		database: EMBEDDED_DATABASE,
		// each web process opens up to 26 (the app's 10, the rate limits' 4, the page cache's 8, pg-boss's 3, /healthz's
		// 1), the worker 16
		maxConnections: Math.max(200, 40 + 28 * env.WEB_CONCURRENCY),
		log,
	})
}

function embeddedUrl(env: Env) {
	const password = encodeURIComponent(getSecrets(env).embeddedPostgresPassword)
	return `postgresql://postgres:${password}@127.0.0.1:${env.EMBEDDED_PG_PORT}/${EMBEDDED_DATABASE}`
}
