import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { startEmbeddedPostgres } from '#server/embedded-postgres.ts'
import { migrate } from '#server/migrate.ts'

export const TEMPLATE_DATABASE = 'ondacast_test_template'

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const server = net.createServer()
		server.once('error', reject)
		server.listen(0, '127.0.0.1', () => {
			const { port } = server.address() as net.AddressInfo
			server.close(() => resolve(port))
		})
	})
}

/** A scratch folder postgres (running as its own user when we are root) can traverse. */
export function tempDir(prefix: string) {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`))
	fs.chmodSync(dir, 0o755)
	return dir
}

/**
 * The PostgreSQL server for a test run: DATABASE_URL when set (its database is only used to create others),
 * otherwise an embedded one in a temporary folder. A migrated template database makes each test file's own
 * database a cheap copy.
 */
export async function startTestPostgres() {
	let adminUrl = process.env.DATABASE_URL
	let stop = async () => {}
	if (!adminUrl) {
		const dir = tempDir('ondacast-test-pg')
		const embedded = await startEmbeddedPostgres({
			dataDir: path.join(dir, 'data'),
			port: await freePort(),
			password: 'ondacast-test',
			database: 'postgres',
			log: () => {},
		})
		adminUrl = embedded.url
		stop = async () => {
			await embedded.stop()
			fs.rmSync(dir, { recursive: true, force: true })
		}
	}
	await recreateDatabase(adminUrl, TEMPLATE_DATABASE)
	await migrate(databaseUrl(adminUrl, TEMPLATE_DATABASE), { log: () => {} })
	return { adminUrl, stop }
}

export function databaseUrl(adminUrl: string, database: string) {
	const url = new URL(adminUrl)
	url.pathname = `/${database}`
	return url.toString()
}

export async function withAdmin<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>) {
	const client = new pg.Client({ connectionString: adminUrl })
	await client.connect()
	try {
		return await run(client)
	} finally {
		await client.end()
	}
}

async function recreateDatabase(adminUrl: string, name: string) {
	await withAdmin(adminUrl, async (client) => {
		await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
		await client.query(`CREATE DATABASE "${name}"`)
	})
}
