import crypto from 'node:crypto'
import fs from 'node:fs'
import { afterAll, inject } from 'vitest'
import { resetEnv } from '#app/utils/env.server.ts'
import { forgetSingleton } from '#app/utils/singleton.server.ts'
import { databaseUrl, TEMPLATE_DATABASE, tempDir, withAdmin } from './test-postgres.ts'

// Each test file: its own database, copied from the migrated template, and its own data folder.
const adminUrl = inject('pgAdminUrl')
const database = `test_${crypto.randomBytes(6).toString('hex')}`
await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE "${database}" TEMPLATE "${TEMPLATE_DATABASE}"`))
const dataDir = tempDir('ondacast-test-data')
process.env.DATABASE_URL = databaseUrl(adminUrl, database)
process.env.DATA_DIR = dataDir
process.env.NODE_ENV = 'test'
resetEnv()

afterAll(async () => {
	const store = globalThis as unknown as { __ondacastSingletons?: Map<string, unknown> }
	const boss = store.__ondacastSingletons?.get('pg-boss') as { boss: { stop: (o: object) => Promise<void> } } | undefined
	await boss?.boss.stop({ graceful: false, close: true }).catch(() => {})
	forgetSingleton('pg-boss')
	const prisma = store.__ondacastSingletons?.get('prisma') as { $disconnect: () => Promise<void> } | undefined
	await prisma?.$disconnect()
	forgetSingleton('prisma')
	await withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`))
	fs.rmSync(dataDir, { recursive: true, force: true })
})
