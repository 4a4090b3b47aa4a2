// The server Playwright tests run against: `npm start` on a fresh data folder (its own embedded PostgreSQL),
// with rate limits raised by the explicit RATE_LIMIT_FACTOR setting.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort } from './test-postgres.ts'

const dataDir = path.join(os.tmpdir(), `ondacast-e2e-${process.env.E2E_PORT ?? '3210'}`)
fs.rmSync(dataDir, { recursive: true, force: true })
fs.mkdirSync(dataDir, { recursive: true, mode: 0o755 })
fs.chmodSync(dataDir, 0o755)

delete process.env.DATABASE_URL
Object.assign(process.env, {
	NODE_ENV: 'production',
	DATA_DIR: dataDir,
	PORT: process.env.E2E_PORT ?? '3210',
	EMBEDDED_PG_PORT: String(await freePort()),
	RATE_LIMIT_FACTOR: '100',
	WORKER_MODE: 'inline',
})
await import('../../scripts/start.ts')
