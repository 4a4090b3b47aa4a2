import { STATUS_CODES } from 'node:http'
import path from 'node:path'
import { createRequestHandler } from '@remix-run/express'
import type { ServerBuild } from '@remix-run/node'
import compression from 'compression'
import express, { type NextFunction, type Request, type Response } from 'express'
import type { ViteDevServer } from 'vite'
import { getEnv, requireDatabaseUrl } from '#app/utils/env.server.ts'
import { newRequestScope, requestScope } from '#app/utils/request-scope.server.ts'
import { bodyLimit } from './body-limit.ts'
import { concurrencyLimit } from './concurrency.ts'
import { apiCors } from './cors.ts'
import { collectWhenIdle } from './idle-gc.ts'
import { deployVersion } from './page-variants.ts'
import { publicPageCache } from './public-page-cache.ts'
import { postgresRateLimits } from './rate-limit-store.ts'
import { requestGuardsFor, wellFormedPath } from './request-guards.ts'
import { cspNonce, feedCrossOrigin, rateLimits, securityHeaders, warnUntrustedProxy } from './security.ts'
import { sidePool } from './side-pool.ts'
import { signedInPageCache } from './signed-in-page-cache.ts'

/**
 * `sharedDatabaseUrl`: a database other web processes or nodes share (the operator's DATABASE_URL, or the embedded
 * one behind several web processes, server/main.ts); then the rate limits count there. Null when this process is
 * the only web server of its database: its memory is enough.
 */
type Options = { dev: boolean; healthz: express.RequestHandler; sharedDatabaseUrl: string | null }

/**
 * The Express app: security headers, static files, rate limits, refusals of requests no page sends (method,
 * origin, content type, body size by route) and the Remix request handler.
 */
export async function createApp({ dev, healthz, sharedDatabaseUrl }: Options) {
	const env = getEnv()
	const app = express()
	app.disable('x-powered-by')
	app.set('trust proxy', env.TRUST_PROXY)
	app.use(warnUntrustedProxy(env.TRUST_PROXY))
	app.use(compression())
	app.use(cspNonce)
	app.use(securityHeaders({ dev }))
	app.use(feedCrossOrigin)
	app.use(wellFormedPath)
	app.get('/healthz', healthz)
	// anonymous visitors' public pages, rendered once and then answered like the static files below: before the rate
	// limits, which guard the work of rendering, and the concurrency cap (ADR 0054). Production builds only.
	const deploy = deployVersion({ plansFile: env.PLANS_FILE })
	app.use(publicPageCache({ deploy }))

	let vite: ViteDevServer | undefined
	if (dev) {
		const { createServer } = await import('vite')
		vite = await createServer({ server: { middlewareMode: true } })
		app.use(vite.middlewares)
	} else {
		app.use('/assets', express.static('build/client/assets', { immutable: true, maxAge: '1y', index: false }))
		app.use(express.static('build/client', { maxAge: '1h', index: false }))
	}
	app.use('/locales', express.static('locales', { maxAge: dev ? 0 : '10m', index: false }))
	// before the rate limits and the guards, so that their refusals (a 429) can be read by a listed origin's page too
	app.use(apiCors(env.API_CORS_ORIGINS))
	// signed-in pages, kept until their account's rows change, and answered before the concurrency cap: a hit costs
	// one query. A session's before the rate limits, as the public pages: its cookie is signed (ADR 0058).
	const lookups = sidePool(requireDatabaseUrl(env), 'page-cache', 8)
	const signedInPages = signedInPageCache({ deploy, query: lookups.query })
	app.use(signedInPages.sessions)
	const sharedLimits = sharedDatabaseUrl ? postgresRateLimits(sharedDatabaseUrl) : null
	app.use(rateLimits(env.RATE_LIMIT_FACTOR, { store: sharedLimits?.store }))
	app.use(requestGuardsFor(env.API_CORS_ORIGINS))
	app.use(bodyLimit)
	// bearer tokens' kept JSON: after the rate limits, since any caller can send a token to look up (ADR 0058)
	app.use(signedInPages.tokens)
	// pages and actions: 32 at a time, the rest wait their turn (measured in bench/load.ts, ADR 0029)
	app.use(concurrencyLimit({ limit: 32, queue: 1024 }))
	app.use(collectWhenIdle())
	// values remembered for one request, such as who is signed in (app/utils/request-scope.server.ts)
	app.use((req, _res, next) => requestScope.run(newRequestScope(req.method), next))

	const build = vite
		? () => vite.ssrLoadModule('virtual:remix/server-build') as Promise<ServerBuild>
		: ((await import(path.resolve('build/server/index.js'))) as ServerBuild)
	if (typeof build !== 'function') deploy.setBuildId(build.assets.version)
	app.all(
		'*',
		createRequestHandler({
			build,
			mode: dev ? 'development' : 'production',
			getLoadContext: (req, res) => ({ cspNonce: res.locals.cspNonce as string, clientAddress: req.ip }),
		}),
	)
	app.use((error: Error, req: Request, res: Response, _next: NextFunction) => {
		// a refused body already has its answer; the action that was reading it failed as intended
		if (res.locals.bodyRefused) return
		// a middleware's refusal of what the client sent (Express's own errors carry a 4xx status): said, not a crash
		const status = clientErrorStatus(error)
		if (status) {
			console.warn(`[web] ${status} ${req.method} ${req.originalUrl.slice(0, 200)}: ${error.message}`)
			if (!res.headersSent)
				res
					.status(status)
					.type('text/plain; charset=utf-8')
					.send(STATUS_CODES[status] ?? 'Bad Request')
			return
		}
		console.error('[web]', error)
		if (!res.headersSent)
			res.status(500).type('text/plain; charset=utf-8').send('Error interno del servidor. Inténtalo de nuevo.')
	})
	return {
		app,
		close: async () => {
			await vite?.close()
			await sharedLimits?.close()
			await lookups.close()
		},
	}
}

/** The 4xx status an error from Express or a middleware carries (`status` or `statusCode`), if any. */
function clientErrorStatus(error: Error) {
	const { status, statusCode } = error as Error & { status?: unknown; statusCode?: unknown }
	const value = typeof status === 'number' ? status : statusCode
	return typeof value === 'number' && value >= 400 && value < 500 ? value : null
}
