// npm start: build if needed, then one process with the web server, the job worker and (without DATABASE_URL)
// an embedded PostgreSQL.
import { loadDotEnv } from '../server/dotenv.ts'

loadDotEnv()
process.env.NODE_ENV ??= 'production'
try {
	const { buildIfNeeded } = await import('./build-if-needed.ts')
	buildIfNeeded()
	const { boot } = await import('../server/main.ts')
	await boot({ dev: false })
} catch (error) {
	console.error(process.env.DEBUG ? error : error instanceof Error ? error.message : error)
	process.exit(1)
}
