// npm run db:migrate: apply pending migrations to DATABASE_URL, or to the embedded PostgreSQL (started for the
// occasion and stopped afterwards) when DATABASE_URL is unset.
import { loadDotEnv } from '../server/dotenv.ts'

loadDotEnv()
try {
	const { resolveDatabase } = await import('../server/database.ts')
	const database = await resolveDatabase({ start: true })
	await database.stop()
	console.info('[db] Base de datos al día.')
} catch (error) {
	console.error(error instanceof Error ? error.message : error)
	process.exit(1)
}
