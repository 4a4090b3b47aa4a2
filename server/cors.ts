import type { NextFunction, Request, Response } from 'express'
import { callsAt } from '#app/modules/api/contract/api-calls.ts'
import { routePath } from './route-path.ts'

const OPENAPI_PATH = '/api/openapi.json'
const ALLOWED_HEADERS = 'Authorization, Content-Type, Idempotency-Key'
/** What a page on another site may read of an answer besides the simple headers: the wait of a 429, why a 401. */
const EXPOSED_HEADERS = 'Retry-After, WWW-Authenticate, ETag'
const PREFLIGHT_MAX_AGE_SECONDS = 600

/**
 * CORS for the JSON API, off unless API_CORS_ORIGINS lists origins: a page of a listed origin may call the described
 * calls (app/modules/api/contract) and read /api/openapi.json. Its preflight (OPTIONS) is answered here with the
 * methods the calls at that path take; its answers carry Access-Control-Allow-Origin. Never
 * Access-Control-Allow-Credentials: such a call is authorised by its bearer token alone, never by our cookies (the
 * request guards refuse a cross-site write without one). Every other origin and path is left as it was.
 */
export function apiCors(origins: readonly string[]) {
	const listed = new Set(origins)
	return function apiCorsHeaders(req: Request, res: Response, next: NextFunction) {
		if (listed.size === 0) return next()
		const path = routePath(req.path)
		const methods = path === OPENAPI_PATH ? ['GET'] : [...new Set(callsAt(path).map((call) => call.method.toUpperCase()))]
		if (methods.length === 0) return next()
		// the answer depends on who asks: a cache must not hand one origin's answer to another
		res.vary('Origin')
		const origin = req.headers.origin
		if (!origin || !listed.has(origin)) return next()
		res.setHeader('Access-Control-Allow-Origin', origin)
		if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
			res.setHeader('Access-Control-Allow-Methods', methods.join(', '))
			res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS)
			res.setHeader('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE_SECONDS))
			res.status(204).end()
			return
		}
		res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS)
		next()
	}
}
