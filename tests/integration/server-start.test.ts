import fs from 'node:fs'
import path from 'node:path'
import type pg from 'pg'
import { afterAll, expect, test } from 'vitest'
import { type AppProcess, healthStatus, startApp } from '#tests/support/app-process.ts'
import { queryEmbedded } from '#tests/support/embedded-query.ts'
import { freePort, tempDir } from '#tests/support/test-postgres.ts'

const dataDir = tempDir('ondacast-start')
const running: AppProcess[] = []
afterAll(async () => {
	for (const app of running) if (app.child.exitCode === null) app.child.kill('SIGKILL')
	killOrphanPostgres()
	fs.rmSync(dataDir, { recursive: true, force: true })
})

function killOrphanPostgres() {
	const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid')
	if (!fs.existsSync(pidFile)) return
	const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0])
	try {
		process.kill(pid, 'SIGINT')
	} catch {}
}

async function boot(env: Record<string, string>) {
	const app = startApp({ DATA_DIR: dataDir, ...env })
	running.push(app)
	await expect.poll(() => healthStatus(Number(env.PORT)), { timeout: 90_000, interval: 200 }).toBe(200)
	return app
}

function query<T extends pg.QueryResultRow>(pgPort: number, sql: string, values: unknown[] = []) {
	return queryEmbedded<T>({ dataDir, port: pgPort }, sql, values)
}

test('without DATABASE_URL it runs on an embedded PostgreSQL whose data survives a clean restart', async () => {
	const env = { PORT: String(await freePort()), EMBEDDED_PG_PORT: String(await freePort()) }
	const first = await boot(env)
	expect(first.output()).toMatch(/PostgreSQL embebido en 127\.0\.0\.1/)
	expect(first.output()).toMatch(/Worker activo/)
	expect(fs.statSync(path.join(dataDir, 'secrets.json')).mode & 0o777).toBe(0o600)
	await query(Number(env.EMBEDDED_PG_PORT), 'INSERT INTO agency_waiting_list (email) VALUES ($1)', ['persiste@ejemplo.es'])

	first.child.kill('SIGTERM')
	expect(await first.exited).toBe(0)
	expect(first.output()).toMatch(/Detenido/)

	const second = await boot(env)
	const rows = await query<{ email: string }>(Number(env.EMBEDDED_PG_PORT), 'SELECT email FROM agency_waiting_list')
	expect(rows).toEqual([{ email: 'persiste@ejemplo.es' }])
	expect(second.output()).not.toMatch(/Creando PostgreSQL embebido/)

	// A killed parent leaves PostgreSQL running: the next start explains it instead of failing obscurely.
	second.child.kill('SIGKILL')
	await second.exited
	const third = startApp({ DATA_DIR: dataDir, ...env, PORT: String(await freePort()) })
	running.push(third)
	expect(await third.exited).toBe(1)
	expect(third.output()).toMatch(new RegExp(`El puerto ${env.EMBEDDED_PG_PORT} ya está en uso`))
})
