import { checkBillingConfig } from '#app/modules/billing/billing-config.server.ts'
import { purgeStaleTemporaryUploads } from '#app/modules/episodes/episode-uploads.server.ts'
import { logNeuralVoices, neuralVoiceCatalogue } from '#app/modules/voices/neural-voices.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { getBoss, startBoss } from '#app/utils/queue.server.ts'
import { explicitSecrets, getSecrets } from '#app/utils/secrets.server.ts'
import type { Worker } from '#jobs/worker.ts'
import { resolveDatabase } from './database.ts'
import { checkNodeRole, type NodeRole, webRole } from './node-role.ts'
import { checkSharedSecrets } from './shared-secrets.ts'
import { startWebProcesses } from './web-processes.ts'

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

/**
 * `npm start`: database (embedded unless DATABASE_URL), migrations, the pg-boss worker (WORKER_MODE=inline) in this
 * process, and the web server in it too (WEB_CONCURRENCY=1, `npm run dev`) or in WEB_CONCURRENCY web processes.
 * SIGTERM/SIGINT stop it in order: no new requests, requests in flight finish, then the running jobs (bounded),
 * the worker, the database.
 */
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
	// the web processes (WEB_CONCURRENCY, ADR 0055); one is this process itself, as `npm run dev` always is
	const processes = dev ? 1 : env.WEB_CONCURRENCY
	// a web process answers /healthz before the others listen: a signal from then on already stops in order
	const starting = startWeb({ dev, processes, role, database })

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
		const web = await starting.catch(() => undefined)
		await web?.stop(timeout)
		clearInterval(purging)
		if (worker) await worker.stop(timeout)
		else await boss.stop({ graceful: true, timeout: 5000 })
		const { prisma } = await import('#app/utils/db.server.ts')
		await prisma.$disconnect()
		await database.stop()
		log('[web] Detenido.')
		process.exit(0)
	}
	const onSigterm = () => void shutdown('SIGTERM')
	const onSigint = () => void shutdown('SIGINT')
	process.on('SIGTERM', onSigterm)
	process.on('SIGINT', onSigint)
	try {
		await starting
	} catch (error) {
		if (stoppingSince) return { database } // the shutdown under way stops the rest
		process.off('SIGTERM', onSigterm)
		process.off('SIGINT', onSigint)
		clearInterval(purging)
		await worker?.stop(5)
		await database.stop()
		throw error
	}
	log(
		`[web] ${env.APP_NAME} escuchando en http://localhost:${env.PORT} (${dev ? 'desarrollo' : 'producción'}${processes > 1 ? `, ${processes} procesos web` : ''})`,
	)
	return { database }
}

/**
 * One web process: this one, its rate limits in memory unless an operator's DATABASE_URL may be shared by other web
 * nodes. Several: node:cluster children (server/web-processes.ts), counting in the database they all share, the
 * embedded one too.
 */
async function startWeb({
	dev,
	processes,
	role,
	database,
}: {
	dev: boolean
	processes: number
	role: NodeRole
	database: { url: string; embedded: boolean }
}) {
	if (processes > 1) return startWebProcesses({ count: processes })
	// imported here: a primary with web processes never loads Express and the app
	const { serveWeb } = await import('./serve-web.ts')
	const sharedDatabaseUrl = database.embedded ? null : database.url
	return serveWeb({ dev, role, connectionString: database.url, sharedDatabaseUrl })
}
