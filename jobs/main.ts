// npm run worker: a worker-only process (scale out by running several against the same PostgreSQL; web nodes
// then run with WORKER_MODE=off). Without DATABASE_URL it joins the embedded PostgreSQL of a running `npm start`.
import { loadDotEnv } from '../server/dotenv.ts'

loadDotEnv()
process.env.NODE_ENV ??= 'production'
try {
	const { getEnv } = await import('#app/utils/env.server.ts')
	const { checkNodeRole } = await import('../server/node-role.ts')
	checkNodeRole(getEnv(), 'worker')
	const { resolveDatabase } = await import('../server/database.ts')
	const database = await resolveDatabase({ start: false })
	const { checkSharedSecrets } = await import('../server/shared-secrets.ts')
	const { explicitSecrets, getSecrets } = await import('#app/utils/secrets.server.ts')
	await checkSharedSecrets({ connectionString: database.url, secrets: getSecrets(), explicit: explicitSecrets() })
	const { logNeuralVoices, neuralVoiceCatalogue } = await import('#app/modules/voices/neural-voices.server.ts')
	await logNeuralVoices(await neuralVoiceCatalogue())
	const { startWorker } = await import('./worker.ts')
	const worker = await startWorker()
	let stoppingSince = 0
	const stop = async (signal: string) => {
		if (stoppingSince) {
			if (Date.now() - stoppingSince < 1000) return // the same Ctrl+C, sent by the terminal and by npm
			process.exit(1)
		}
		stoppingSince = Date.now()
		console.info(`[jobs] ${signal} recibido: terminando los trabajos en curso…`)
		await worker.stop(getEnv().SHUTDOWN_TIMEOUT_SECONDS)
		const { prisma } = await import('#app/utils/db.server.ts')
		await prisma.$disconnect()
		process.exit(0)
	}
	process.on('SIGTERM', () => void stop('SIGTERM'))
	process.on('SIGINT', () => void stop('SIGINT'))
} catch (error) {
	console.error(error instanceof Error ? error.message : error)
	process.exit(1)
}
