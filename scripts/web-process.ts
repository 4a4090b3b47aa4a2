// One of npm start's web processes (server/web-processes.ts starts WEB_CONCURRENCY of them): the web server only.
// Its primary has resolved the database (DATABASE_URL is in the environment it passed on), applied the migrations,
// checked the secrets and started the job worker; the rate limits count in that database, shared by every process.
import { prisma } from '#app/utils/db.server.ts'
import { getEnv, requireDatabaseUrl } from '#app/utils/env.server.ts'
import { getBoss, startBoss } from '#app/utils/queue.server.ts'
import { getSecrets } from '#app/utils/secrets.server.ts'
import { webRole } from '../server/node-role.ts'
import { serveWeb } from '../server/serve-web.ts'

// Ctrl+C reaches every process of the terminal's group: the primary orders the shutdown (SIGTERM), in turn
process.on('SIGINT', () => {})
try {
	const env = getEnv()
	const databaseUrl = requireDatabaseUrl(env)
	getSecrets(env, () => {}) // read once, quietly: the primary already said where they come from
	await startBoss('web')
	const web = await serveWeb({ dev: false, role: webRole(env), connectionString: databaseUrl, sharedDatabaseUrl: databaseUrl })
	let stopping = false
	process.on('SIGTERM', async () => {
		if (stopping) return
		stopping = true
		await web.stop(env.SHUTDOWN_TIMEOUT_SECONDS)
		await getBoss().boss.stop({ graceful: true, timeout: 5000 })
		await prisma.$disconnect()
		process.exit(0)
	})
} catch (error) {
	console.error(process.env.DEBUG ? error : error instanceof Error ? error.message : error)
	process.exit(1)
}
