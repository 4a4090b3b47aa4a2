import fs from 'node:fs'
import path from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { type AppProcess, healthStatus, startApp } from '#tests/support/app-process.ts'
import { isRunning, requestOnNewConnection, webProcessesOf } from '#tests/support/serving-process.ts'
import { freePort, tempDir } from '#tests/support/test-postgres.ts'

const dataDir = tempDir('ondacast-web-processes')
let app: AppProcess | undefined
afterAll(() => {
	if (app?.child.exitCode === null) app.child.kill('SIGKILL')
	const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid')
	if (fs.existsSync(pidFile)) {
		try {
			process.kill(Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]), 'SIGINT')
		} catch {}
	}
	fs.rmSync(dataDir, { recursive: true, force: true })
})

function outboxMails() {
	const outbox = path.join(dataDir, 'outbox')
	return fs.existsSync(outbox) ? fs.readdirSync(outbox).map((name) => fs.readFileSync(path.join(outbox, name), 'utf8')) : []
}

test('WEB_CONCURRENCY=2: two web processes answer on one port, one that dies is replaced, the limits count across both, SIGTERM stops everything', async () => {
	const port = await freePort()
	app = startApp({
		DATA_DIR: dataDir,
		HOST: '127.0.0.1',
		PORT: String(port),
		EMBEDDED_PG_PORT: String(await freePort()),
		WEB_CONCURRENCY: '2',
		RATE_LIMIT_FACTOR: '1',
	})
	const primary = app.child.pid!
	await expect.poll(() => healthStatus(port), { timeout: 90_000, interval: 200 }).toBe(200)
	await expect.poll(() => app?.output(), { timeout: 60_000 }).toMatch(/escuchando en .*, 2 procesos web/)
	const first = webProcessesOf(primary)
	expect(first).toHaveLength(2)

	// new connections go round: each web process answers some
	await expect.poll(() => answering(port, first), { timeout: 30_000 }).toEqual(new Set(first))

	// a web process killed outright: another takes its place, and the site answers throughout
	const [killed, survivor] = first as [number, number]
	process.kill(killed, 'SIGKILL')
	await expect.poll(() => webProcessesOf(primary).filter((pid) => pid !== killed), { timeout: 30_000 }).toHaveLength(2)
	expect(webProcessesOf(primary)).toContain(survivor)
	expect(await healthStatus(port)).toBe(200)
	expect(app.output()).toMatch(new RegExp(`El proceso web ${killed} terminó \\(señal SIGKILL\\); otro lo sustituye`))
	const now = webProcessesOf(primary)
	// once the new one listens, connections go round again
	await expect.poll(() => answering(port, now), { timeout: 60_000 }).toEqual(new Set(now))

	// the landing's form allows 10 a minute per address: the 10 go to both processes, the 11th is refused by either,
	// and the job worker (in the primary) sends each its confirmation mail
	const join = (index: number) =>
		requestOnNewConnection(port, now, {
			method: 'POST',
			path: '/api/agency-waiting-list',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({ email: `agencia${index}@ejemplo.es`, companyName: 'Agencia' }),
		})
	const allowed = []
	for (let index = 0; index < 10; index++) allowed.push(await join(index))
	expect(allowed.map((answer) => answer.status)).toEqual(Array(10).fill(201))
	expect(new Set(allowed.map((answer) => answer.pid))).toEqual(new Set(now))
	const refused = [await join(10), await join(11)]
	expect(refused.map((answer) => answer.status)).toEqual([429, 429])
	expect(new Set(refused.map((answer) => answer.pid))).toEqual(new Set(now))
	await expect
		.poll(() => outboxMails().filter((mail) => /agencia\d+@ejemplo\.es/.test(mail)).length, { timeout: 60_000 })
		.toBe(10)

	// SIGTERM: the web processes, then the worker, then PostgreSQL, and a clean exit
	app.child.kill('SIGTERM')
	expect(await app.exited).toBe(0)
	expect(app.output()).toMatch(/Detenido/)
	for (const pid of now) expect(isRunning(pid)).toBe(false)
	expect(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false)
})

/** The web processes that answer two requests on new connections, one after the other. */
async function answering(port: number, candidates: number[]) {
	const first = await requestOnNewConnection(port, candidates)
	const second = await requestOnNewConnection(port, candidates)
	return new Set([first.pid, second.pid])
}
