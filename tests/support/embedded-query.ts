import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'

/**
 * A query against the embedded PostgreSQL of an app started on `dataDir` (its password is in secrets.json), for
 * tests that run the real server as a separate process.
 */
export async function queryEmbedded<T extends pg.QueryResultRow = pg.QueryResultRow>(
	{ dataDir, port }: { dataDir: string; port: number },
	sql: string,
	values: unknown[] = [],
) {
	const { embeddedPostgresPassword } = JSON.parse(fs.readFileSync(path.join(dataDir, 'secrets.json'), 'utf8'))
	const client = new pg.Client({
		host: '127.0.0.1',
		port,
		user: 'postgres',
		password: embeddedPostgresPassword,
		database: 'ondacast',
	})
	await client.connect()
	try {
		return (await client.query<T>(sql, values)).rows
	} finally {
		await client.end()
	}
}
