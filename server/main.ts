import type { Server } from 'node:http'
import { storage } from '#app/integrations/storage/storage.server.ts'
import { checkBillingConfig } from '#app/modules/billing/billing-config.server.ts'
import { purgeStaleTemporaryUploads } from '#app/modules/episodes/episode-uploads.server.ts'
import { logNeuralVoices, neuralVoiceCatalogue, neuralVoicesReport } from '#app/modules/voices/neural-voices.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { getBoss, startBoss } from '#app/utils/queue.server.ts'
import { explicitSecrets, getSecrets } from '#app/utils/secrets.server.ts'
import type { Worker } from '#jobs/worker.ts'
import { createApp } from './app.ts'
import { resolveDatabase } from './database.ts'
import { healthz } from './healthz.ts'
import { checkNodeRole, webRole } from './node-role.ts'
import { checkSharedSecrets } from './shared-secrets.ts'

/**
 * One process: database (embedded unless DATABASE_URL), migrations, the pg-boss worker (WORKER_MODE=inline) and
 * the web server. SIGTERM/SIGINT stop it in order: no new requests, running jobs finish (bounded), worker,
 * database.
 */
/**
 * A web-only node's own leftovers: the daily maintenance job purges temporary uploads on the worker that runs it,
 * and the documents a web node was reading when it was killed are on this node's disk. Hourly, and once now.
 */
function purgeOwnTemporaryUploads() {
	const purge = () =>
		void purgeStaleTemporaryUploads().catch((error) => console.warn('[web] Purga de subidas temporales:', error))
	purge()
	return setInterval(purge, 60 * 60 * 1000).unref()
}

export async function boot({ dev }: { dev: boolean }) {
	const log = console.info
	checkBillingConfig() // with a Stripe key, every price must be set: stop before anything starts
	const role = webRole(getEnv())
	checkNodeRole(getEnv(), role)
	const database = await resolveDatabase({ start: true, log })
	const env = getEnv()
	await logNeuralVoices(await neuralVoiceCatalogue(), log)
	let worker: Worker | undefined
	try {
		await checkSharedSecrets({ connectionString: database.url, secrets: getSecrets(env), explicit: explicitSecrets(env) })
		if (env.WORKER_MODE === 'inline') {
			// loaded here, not at the top: a web-only process never loads the job handlers nor what they import
			const { startWorker } = await import('#jobs/worker.ts')
			worker = await startWorker(log)
			const { retryInterruptedJobs } = await import('#jobs/interrupted-jobs.ts')
			if (database.recovered) await retryInterruptedJobs(getBoss().boss, log)
		} else await startBoss('web')
	} catch (error) {
		await database.stop()
		throw error
	}
	const { boss } = getBoss()
	const purging = role === 'web' ? purgeOwnTemporaryUploads() : undefined
	const health = healthz({
		connectionString: database.url,
		queueReady: async () => (await boss.getQueue('email')) !== null,
		storageReady: () => storage().ping(),
		role,
		voices: neuralVoicesReport,
	})
	// an operator's DATABASE_URL may be shared by other web nodes: the rate limits count there (server/app.ts)
	const web = await createApp({ dev, healthz: health, sharedDatabaseUrl: database.embedded ? null : database.url })

	const server: Server = web.app.listen(env.PORT, env.HOST)
	await new Promise<void>((resolve, reject) => {
		server.once('listening', resolve)
		server.once('error', (error: NodeJS.ErrnoException) => {
			reject(
				error.code === 'EADDRINUSE'
					? new Error(`[web] El puerto ${env.PORT} ya está en uso. Elige otro con PORT o detén el proceso que lo ocupa.`)
					: error,
			)
		})
	}).catch(async (error) => {
		await worker?.stop(5)
		await database.stop()
		throw error
	})
	log(`[web] ${env.APP_NAME} escuchando en http://localhost:${env.PORT} (${dev ? 'desarrollo' : 'producción'})`)

	let stoppingSince = 0
	const shutdown = async (signal: string) => {
		if (stoppingSince) {
			// Ctrl+C reaches us twice at once (the terminal and npm both send it): only a later one forces the exit
			if (Date.now() - stoppingSince < 1000) return
			log(`[web] ${signal} otra vez: salida inmediata.`)
			process.exit(1)
		}
		stoppingSince = Date.now()
		log(`[web] ${signal} recibido: deteniendo…`)
		const timeout = env.SHUTDOWN_TIMEOUT_SECONDS
		const closed = new Promise<void>((resolve) => server.close(() => resolve()))
		server.closeIdleConnections()
		const force = setTimeout(() => server.closeAllConnections(), timeout * 1000)
		await closed
		clearTimeout(force)
		clearInterval(purging)
		if (worker) await worker.stop(timeout)
		else await boss.stop({ graceful: true, timeout: 5000 })
		await health.close()
		await web.close()
		const { prisma } = await import('#app/utils/db.server.ts')
		await prisma.$disconnect()
		await database.stop()
		log('[web] Detenido.')
		process.exit(0)
	}
	process.on('SIGTERM', () => void shutdown('SIGTERM'))
	process.on('SIGINT', () => void shutdown('SIGINT'))
	return { server, database }
}
