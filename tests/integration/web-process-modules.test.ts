// A web-only process (`node scripts/start.ts` with WORKER_MODE=off, the built app, as a web node of a deployment
// runs) records every module it loads (tests/support/record-modules.ts); after start-up and a few pages and an API
// call, none of what only jobs need is among them (tests/support/job-only-packages.ts).
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { hashPassword } from '#app/modules/auth/password.server.ts'
import { prisma } from '#app/utils/db.server.ts'
import { type AppProcess, healthStatus, startNodeScript } from '#tests/support/app-process.ts'
import { JOB_ONLY_PACKAGES, packageOfModule } from '#tests/support/job-only-packages.ts'
import { startTestS3, type TestS3 } from '#tests/support/s3-server.ts'
import { freePort, tempDir } from '#tests/support/test-postgres.ts'

const dataDir = tempDir('ondacast-web-modules')
const recorded = path.join(dataDir, 'modules.txt')
let s3: TestS3 | undefined
let web: AppProcess | undefined
afterAll(async () => {
	if (web && web.child.exitCode === null) {
		web.child.kill('SIGTERM')
		await web.exited
	}
	await s3?.close()
	fs.rmSync(dataDir, { recursive: true, force: true })
})

/** A web-only node on this test's database and a bucket of its own, with the three secrets set, as every web node. */
async function startWebNode() {
	s3 = await startTestS3()
	const port = await freePort()
	web = startNodeScript('scripts/start.ts', {
		PATH: process.env.PATH ?? '',
		HOME: process.env.HOME ?? '',
		NODE_ENV: 'production',
		NODE_OPTIONS: '--import=./tests/support/record-modules.ts',
		RECORD_MODULES_TO: recorded,
		DATABASE_URL: process.env.DATABASE_URL ?? '',
		DATA_DIR: dataDir,
		...s3.env,
		WORKER_MODE: 'off',
		// one process that is the web process: the recording hook writes one list
		WEB_CONCURRENCY: '1',
		SESSION_SECRET: crypto.randomBytes(32).toString('hex'),
		ENCRYPTION_KEY: crypto.randomBytes(32).toString('hex'),
		HONEYPOT_SECRET: crypto.randomBytes(32).toString('hex'),
		PORT: String(port),
		APP_URL: `http://localhost:${port}`,
	})
	const node = web
	await expect.poll(async () => node.child.exitCode ?? (await healthStatus(port)), { timeout: 180_000, interval: 200 }).toBe(200)
	return { base: `http://127.0.0.1:${port}`, port }
}

function loadedPackages() {
	const urls = fs.readFileSync(recorded, 'utf8').split('\n').filter(Boolean)
	return { urls, packages: new Set(urls.map(packageOfModule).filter((name) => name !== null)) }
}

test('a web process serves pages and the API without loading what only jobs need', { timeout: 240_000 }, async () => {
	const { base } = await startWebNode()
	const email = `modulos-${crypto.randomUUID()}@ejemplo.es`
	const password = 'contraseña-de-prueba'
	await prisma.user.create({ data: { email, password: await hashPassword(password), planId: 'creadores' } })
	const signIn = await fetch(`${base}/login`, {
		method: 'POST',
		body: new URLSearchParams({ email, password }),
		redirect: 'manual',
	})
	const cookie = signIn.headers
		.getSetCookie()
		.map((header) => header.split(';')[0])
		.join('; ')
	for (const page of ['/', '/library', '/create', '/dashboard']) {
		expect((await fetch(`${base}${page}`, { headers: { cookie } })).status, page).toBe(200)
	}
	const login = await fetch(`${base}/api/auth/login`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({ email, password }),
	})
	const { token } = (await login.json()) as { token: string }
	expect((await fetch(`${base}/api/episodes`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200)

	const { urls, packages } = loadedPackages()
	// the recorder saw the web's own work: pages rendered, the queue reached, the bucket read
	expect(packages).toContain('react-dom')
	expect(packages).toContain('pg-boss')
	expect(packages).toContain('minio')
	const loaded = JOB_ONLY_PACKAGES.filter(({ name }) => packages.has(name))
	expect(loaded, 'job-only packages a web process loaded').toEqual([])
	// nor the job handlers themselves (jobs/worker.ts starts only with WORKER_MODE=inline)
	expect(urls.filter((url) => url.includes('/jobs/'))).toEqual([])
})
