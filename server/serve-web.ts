import type { Server } from 'node:http'
import { storage } from '#app/integrations/storage/storage.server.ts'
import { neuralVoicesReport } from '#app/modules/voices/neural-voices.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { getBoss } from '#app/utils/queue.server.ts'
import { createApp } from './app.ts'
import { healthz } from './healthz.ts'
import type { NodeRole } from './node-role.ts'

type Options = {
	dev: boolean
	role: NodeRole
	connectionString: string
	/** where the rate limits count when other processes or nodes share them; null: this process's memory */
	sharedDatabaseUrl: string | null
}

/**
 * The web server of one process (the single process of `npm start` or `npm run dev`, or one of WEB_CONCURRENCY
 * web processes): /healthz, the Express app, listening on PORT. `stop` stops accepting, lets the requests in flight
 * finish (those still running after `timeoutSeconds` are cut) and closes what the app opened.
 */
export async function serveWeb({ dev, role, connectionString, sharedDatabaseUrl }: Options) {
	const env = getEnv()
	const { boss } = getBoss()
	const health = healthz({
		connectionString,
		queueReady: async () => (await boss.getQueue('email')) !== null,
		storageReady: () => storage().ping(),
		role,
		voices: neuralVoicesReport,
	})
	const web = await createApp({ dev, healthz: health, sharedDatabaseUrl })
	const server: Server = web.app.listen(env.PORT, env.HOST)
	try {
		await new Promise<void>((resolve, reject) => {
			server.once('listening', resolve)
			server.once('error', (error: NodeJS.ErrnoException) => {
				reject(
					error.code === 'EADDRINUSE'
						? new Error(`[web] El puerto ${env.PORT} ya está en uso. Elige otro con PORT o detén el proceso que lo ocupa.`)
						: error,
				)
			})
		})
	} catch (error) {
		await health.close()
		await web.close()
		throw error
	}
	return {
		server,
		stop: async (timeoutSeconds: number) => {
			const closed = new Promise<void>((resolve) => server.close(() => resolve()))
			server.closeIdleConnections()
			const force = setTimeout(() => server.closeAllConnections(), timeoutSeconds * 1000)
			await closed
			clearTimeout(force)
			await health.close()
			await web.close()
		},
	}
}
