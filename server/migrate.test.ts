import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { tempDir } from '#tests/support/test-postgres.ts'
import { migrate, readMigrations } from './migrate.ts'

// A throwaway schema inside this file's database, so the runner starts from nothing.
let client: pg.Client
let url: string
beforeEach(async () => {
	client = new pg.Client({ connectionString: process.env.DATABASE_URL })
	await client.connect()
	await client.query('DROP SCHEMA IF EXISTS runner CASCADE; CREATE SCHEMA runner')
	const withSchema = new URL(process.env.DATABASE_URL!)
	withSchema.searchParams.set('options', '-c search_path=runner')
	url = withSchema.toString()
})
afterEach(async () => {
	await client.query('DROP SCHEMA IF EXISTS runner CASCADE')
	await client.end()
})

function migrationsDir(files: Record<string, string>) {
	const dir = tempDir('ondacast-migrations')
	for (const [name, sql] of Object.entries(files)) {
		fs.mkdirSync(path.join(dir, name))
		fs.writeFileSync(path.join(dir, name, 'migration.sql'), sql)
	}
	return dir
}

test('applies pending migrations once and records them as Prisma Migrate does', async () => {
	const dir = migrationsDir({
		'20260101000000_first': 'CREATE TABLE a (id int);',
		'20260102000000_second': 'CREATE TABLE b (id int);',
	})
	expect(await migrate(url, { dir, log: () => {} })).toEqual(['20260101000000_first', '20260102000000_second'])
	expect(await migrate(url, { dir, log: () => {} })).toEqual([])

	const { rows } = await client.query(
		'SELECT migration_name, checksum, finished_at, applied_steps_count FROM runner."_prisma_migrations" ORDER BY migration_name',
	)
	const checksums = readMigrations(dir).map((migration) => migration.checksum)
	expect(rows).toEqual([
		expect.objectContaining({ migration_name: '20260101000000_first', checksum: checksums[0], applied_steps_count: 1 }),
		expect.objectContaining({ migration_name: '20260102000000_second', checksum: checksums[1], applied_steps_count: 1 }),
	])
	expect(rows.every((row) => row.finished_at instanceof Date)).toBe(true)
	expect(checksums[0]).toMatch(/^[0-9a-f]{64}$/)
})

test('a failing migration is rolled back, logged, and blocks later runs with a clear message', async () => {
	const dir = migrationsDir({ '20260101000000_broken': 'CREATE TABLE c (id int); SELECT * FROM missing_table;' })
	await expect(migrate(url, { dir, log: () => {} })).rejects.toThrow(/Falló la migración 20260101000000_broken/)
	const tables = await client.query(`SELECT 1 FROM information_schema.tables WHERE table_schema = 'runner' AND table_name = 'c'`)
	expect(tables.rowCount).toBe(0)
	await expect(migrate(url, { dir, log: () => {} })).rejects.toThrow(/quedó a medias/)
})

test('warns when an applied migration was edited afterwards', async () => {
	const dir = migrationsDir({ '20260101000000_first': 'CREATE TABLE d (id int);' })
	await migrate(url, { dir, log: () => {} })
	fs.writeFileSync(path.join(dir, '20260101000000_first', 'migration.sql'), 'CREATE TABLE d (id bigint);')
	const messages: string[] = []
	await migrate(url, { dir, log: (message) => messages.push(message) })
	expect(messages.join('\n')).toMatch(/cambió después de aplicarse/)
})
