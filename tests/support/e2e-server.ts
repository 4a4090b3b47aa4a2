// The server Playwright tests run against: `npm start` on a fresh data folder (its own embedded PostgreSQL),
// with rate limits raised by the explicit RATE_LIMIT_FACTOR setting.
import fs from 'node:fs'
import path from 'node:path'
import { format } from 'node:util'
import { googleFakeEnv, startGoogleFake } from '../fakes/google-fake.ts'
import { e2eDataDir } from './e2e-paths.ts'
import { freePort } from './test-postgres.ts'

const dataDir = e2eDataDir()
stopLeftoverPostgres(path.join(dataDir, 'postgres'))
fs.rmSync(dataDir, { recursive: true, force: true })
fs.mkdirSync(dataDir, { recursive: true, mode: 0o755 })
fs.chmodSync(dataDir, 0o755)

// the shipped plans plus one unlimited plan, for the dashboard's 'ilimitados' case (not shown on pricing)
const plans = JSON.parse(fs.readFileSync('config/plans.json', 'utf8'))
plans.plans.push({
	...plans.plans.find((plan: { id: string }) => plan.id === 'creadores'),
	id: 'ilimitado_e2e',
	name: 'Ilimitado',
	episodesPerMonth: -1,
	mostPopular: false,
	purchasable: false,
	showOnPricing: false,
})
fs.writeFileSync(path.join(dataDir, 'plans.json'), JSON.stringify(plans))

// Every console.error of the server also goes to a file that the global teardown checks (e2e-server-errors.ts): an
// error on the server fails the run even when every page looked right. Warnings (an expected refusal) do not.
const errorsFile = path.join(dataDir, 'server-errors.log')
const consoleError = console.error
console.error = (...args: unknown[]) => {
	fs.appendFileSync(errorsFile, `${format(...args)}\n`)
	consoleError(...args)
}

const pgPort = await freePort()
// tests reach this server's database through tests/support/e2e-database.ts
fs.writeFileSync(path.join(dataDir, 'e2e.json'), JSON.stringify({ pgPort }))

// YouTube: Google's OAuth and upload endpoints answered by a local fake in this process (the consent screen agrees at
// once and sends the browser back with a code)
const google = await startGoogleFake()

delete process.env.DATABASE_URL
Object.assign(process.env, {
	NODE_ENV: 'production',
	DATA_DIR: dataDir,
	PORT: process.env.E2E_PORT ?? '3210',
	// the billing sandbox runs in production only for a loopback APP_URL (this is the address the tests browse)
	APP_URL: `http://localhost:${process.env.E2E_PORT ?? '3210'}`,
	EMBEDDED_PG_PORT: String(pgPort),
	PLANS_FILE: path.join(dataDir, 'plans.json'),
	RATE_LIMIT_FACTOR: '100',
	WORKER_MODE: 'inline',
	// one process: this file's console.error above sees the web server's errors only when it runs in this process
	// (tests/integration/web-processes.test.ts covers several)
	WEB_CONCURRENCY: '1',
	// the episode tests serve their web pages from 127.0.0.1
	CONTENT_FETCH_ALLOW_LOOPBACK: 'true',
	...googleFakeEnv(google),
	// plans are bought through the billing sandbox's local checkout (no Stripe key here)
	BILLING_SANDBOX: 'true',
})
await import('../../scripts/start.ts')

/** A run that was killed outright leaves its PostgreSQL running on this folder: stop it before starting afresh. */
function stopLeftoverPostgres(pgDataDir: string) {
	const pidFile = path.join(pgDataDir, 'postmaster.pid')
	if (!fs.existsSync(pidFile)) return
	const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0])
	try {
		process.kill(pid, 'SIGINT') // fast shutdown
		for (let i = 0; i < 100 && isAlive(pid); i++) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100)
	} catch {
		// not running any more
	}
}

function isAlive(pid: number) {
	try {
		process.kill(pid, 0)
		return true
	} catch {
		return false
	}
}
