import { once } from 'node:events'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import type pg from 'pg'
import { PgBoss } from 'pg-boss'
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

	// kill -9 of Node (an OOM kill, say) leaves PostgreSQL running in its own process group. The same command starts
	// again by itself, and the job that was running when Node died finishes, once.
	second.child.kill('SIGTERM')
	expect(await second.exited).toBe(0)
	const smtp = await hangingSmtpServer()
	const crashing = await boot({ ...env, SMTP_URL: `smtp://127.0.0.1:${smtp.port}` })
	const jobId = await sendEmailJob(Number(env.EMBEDDED_PG_PORT), 'interrumpido@ejemplo.es')
	await expect
		.poll(async () => (await jobState(Number(env.EMBEDDED_PG_PORT), jobId)) === 'active' && smtp.connections() > 0, {
			timeout: 30_000,
		})
		.toBe(true)
	crashing.child.kill('SIGKILL')
	await crashing.exited
	smtp.close()

	const restarted = await boot(env)
	expect(restarted.output()).toMatch(/ejecución anterior interrumpida/)
	expect(restarted.output()).toMatch(/1 trabajo\(s\) interrumpido\(s\)/)
	await expect
		.poll(() => outboxMails().filter((mail) => mail.includes('interrumpido@ejemplo.es')).length, { timeout: 60_000 })
		.toBe(1)
	// the mail file is written before pg-boss records the job as done: wait for that record, not a fixed time
	await expect.poll(() => jobState(Number(env.EMBEDDED_PG_PORT), jobId), { timeout: 30_000 }).toBe('completed')
	expect(outboxMails().filter((mail) => mail.includes('interrumpido@ejemplo.es'))).toHaveLength(1)
	restarted.child.kill('SIGTERM')
	expect(await restarted.exited).toBe(0)

	// only a process that is not ours on the port is an error
	const foreign = net.createServer().listen(Number(env.EMBEDDED_PG_PORT), '127.0.0.1')
	await once(foreign, 'listening')
	const blocked = startApp({ DATA_DIR: dataDir, ...env, PORT: String(await freePort()) })
	running.push(blocked)
	expect(await blocked.exited).toBe(1)
	expect(blocked.output()).toMatch(new RegExp(`El puerto ${env.EMBEDDED_PG_PORT} ya está en uso`))
	foreign.close()
}, 180_000) // four starts of a database, a worker and the web processes (one per core)

function outboxMails() {
	const outbox = path.join(dataDir, 'outbox')
	return fs.existsSync(outbox) ? fs.readdirSync(outbox).map((name) => fs.readFileSync(path.join(outbox, name), 'utf8')) : []
}

/** An SMTP server that accepts connections and never answers: a mail job stays running until Node is killed. */
async function hangingSmtpServer() {
	const sockets = new Set<net.Socket>()
	let connections = 0
	const server = net.createServer((socket) => {
		connections++
		sockets.add(socket)
	})
	server.listen(0, '127.0.0.1')
	await once(server, 'listening')
	return {
		port: (server.address() as net.AddressInfo).port,
		connections: () => connections,
		close: () => {
			for (const socket of sockets) socket.destroy()
			server.close()
		},
	}
}

/** Queues a waiting-list e-mail the way the app does (pg-boss's own send), from outside the app. */
async function sendEmailJob(pgPort: number, to: string) {
	const { embeddedPostgresPassword } = JSON.parse(fs.readFileSync(path.join(dataDir, 'secrets.json'), 'utf8'))
	const boss = new PgBoss({
		connectionString: `postgresql://postgres:${encodeURIComponent(embeddedPostgresPassword)}@127.0.0.1:${pgPort}/ondacast`,
		supervise: false,
		schedule: false,
		migrate: false,
	})
	await boss.start()
	try {
		// an outbox row and its job, as scheduleEmail writes them
		const [message] = await query<{ id: string }>(
			pgPort,
			`INSERT INTO email_messages ("messageKey", recipient, kind, locale, "messageId")
			 VALUES ('waiting-list', $1, 'waiting-list-confirmation', 'es', '<' || gen_random_uuid() || '@localhost>') RETURNING id`,
			[to],
		)
		const id = await boss.send('email', { messageId: message!.id })
		return id!
	} finally {
		await boss.stop({ graceful: false })
	}
}

async function jobState(pgPort: number, id: string) {
	const [row] = await query<{ state: string }>(pgPort, 'SELECT state FROM pgboss.job WHERE id = $1', [id])
	return row?.state
}
