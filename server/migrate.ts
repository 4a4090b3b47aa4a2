import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'

/** Same key as Prisma Migrate, so our runner and `prisma migrate deploy` never run at once. */
const ADVISORY_LOCK = 72707369

const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`

export type Migration = { name: string; sql: string; checksum: string }

export function readMigrations(dir = path.resolve('prisma/migrations')): Migration[] {
	return fs
		.readdirSync(dir, { withFileTypes: true })
		.filter((entry) => entry.isDirectory() && fs.existsSync(path.join(dir, entry.name, 'migration.sql')))
		.map((entry) => entry.name)
		.sort()
		.map((name) => {
			const sql = fs.readFileSync(path.join(dir, name, 'migration.sql'), 'utf8')
			return { name, sql, checksum: crypto.createHash('sha256').update(sql).digest('hex') }
		})
}

/**
 * Applies pending migrations from prisma/migrations, each in its own transaction, recording them in
 * `_prisma_migrations` exactly as Prisma Migrate does. Refuses to go on past a failed (unfinished, not rolled back)
 * migration. Returns the names applied.
 */
export async function migrate(connectionString: string, options: { log?: (message: string) => void; dir?: string } = {}) {
	const log = options.log ?? console.info
	const migrations = readMigrations(options.dir)
	const client = new pg.Client({ connectionString })
	await client.connect()
	const applied: string[] = []
	try {
		await client.query('SELECT pg_advisory_lock($1)', [ADVISORY_LOCK])
		await client.query(CREATE_TABLE)
		const { rows } = await client.query<{
			migration_name: string
			checksum: string
			finished_at: Date | null
			rolled_back_at: Date | null
		}>('SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations" ORDER BY started_at')
		const failed = rows.find((row) => !row.finished_at && !row.rolled_back_at)
		if (failed) {
			throw new Error(
				`[db] La migración ${failed.migration_name} quedó a medias. Revísala y márcala como revertida (rolled_back_at) antes de continuar.`,
			)
		}
		const done = new Map(rows.filter((row) => row.finished_at).map((row) => [row.migration_name, row.checksum]))
		for (const migration of migrations) {
			const previous = done.get(migration.name)
			if (previous !== undefined) {
				if (previous !== migration.checksum) log(`[db] Aviso: la migración ${migration.name} cambió después de aplicarse.`)
				continue
			}
			const id = crypto.randomUUID()
			await client.query(
				'INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, applied_steps_count) VALUES ($1, $2, $3, now(), 0)',
				[id, migration.checksum, migration.name],
			)
			try {
				await client.query('BEGIN')
				await client.query(migration.sql)
				await client.query('COMMIT')
			} catch (error) {
				await client.query('ROLLBACK')
				await client.query('UPDATE "_prisma_migrations" SET logs = $2 WHERE id = $1', [id, String(error)])
				throw new Error(`[db] Falló la migración ${migration.name}: ${(error as Error).message}`)
			}
			await client.query('UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1', [id])
			applied.push(migration.name)
			log(`[db] Migración aplicada: ${migration.name}`)
		}
	} finally {
		await client.query('SELECT pg_advisory_unlock($1)', [ADVISORY_LOCK]).catch(() => {})
		await client.end()
	}
	return applied
}
