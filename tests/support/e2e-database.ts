// The e2e tests reach the e2e server's own database through the app's Prisma client: data made by the tests
// follows the schema, and sessions are made by the app's own sign-in.
import fs from 'node:fs'
import path from 'node:path'
import type { PrismaClient } from '#app/generated/prisma/client.ts'
import { prisma } from '#app/utils/db.server.ts'
import { resetEnv } from '#app/utils/env.server.ts'
import { getSecrets } from '#app/utils/secrets.server.ts'
import { e2eDataDir } from './e2e-paths.ts'

let connected = false

/**
 * The Prisma client of this test process, pointed at the database of the server started by e2e-server.ts (its
 * session secret is in secrets.json of the server's data folder).
 */
export function e2eDb(): PrismaClient {
	if (!connected) {
		Object.assign(process.env, { NODE_ENV: 'production', DATA_DIR: e2eDataDir(), DATABASE_URL: e2eDatabaseUrl() })
		resetEnv()
		getSecrets(undefined, () => {}) // read once, quietly: the session cookie is signed with the server's secret
		connected = true
	}
	return prisma
}

/**
 * The address of a database on the e2e server's PostgreSQL: its own `ondacast`, or another one a test made there
 * (its port is in e2e.json, its password in secrets.json of the server's data folder).
 */
export function e2eDatabaseUrl(database = 'ondacast') {
	const dataDir = e2eDataDir()
	const { pgPort } = JSON.parse(fs.readFileSync(path.join(dataDir, 'e2e.json'), 'utf8'))
	const { embeddedPostgresPassword } = JSON.parse(fs.readFileSync(path.join(dataDir, 'secrets.json'), 'utf8'))
	return `postgresql://postgres:${encodeURIComponent(embeddedPostgresPassword)}@127.0.0.1:${pgPort}/${database}`
}

export async function disconnectE2eDb() {
	if (connected) await prisma.$disconnect()
}
