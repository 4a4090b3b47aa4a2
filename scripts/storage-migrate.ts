// npm run storage:migrate: copy the files of the local storage (<DATA_DIR>/storage) into the S3 bucket of the S3_*
// variables, before the nodes switch to STORAGE_DRIVER=s3. Safe to run again; never deletes the local files.
import { loadDotEnv } from '../server/dotenv.ts'

loadDotEnv()
try {
	const { migrateLocalStorageToBucket } = await import('#app/modules/storage/migrate-to-bucket.server.ts')
	process.exitCode = await migrateLocalStorageToBucket(process.env, (line) => console.info(line))
} catch (error) {
	console.error(error instanceof Error ? error.message : error)
	process.exit(1)
}
