import crypto from 'node:crypto'
import type { NextFunction, Request, Response } from 'express'
import { ipKeyGenerator, rateLimit } from 'express-rate-limit'
import helmet from 'helmet'

/** A fresh CSP nonce per response, read by entry.server.tsx through the load context. */
export function cspNonce(_req: Request, res: Response, next: NextFunction) {
	res.locals.cspNonce = crypto.randomBytes(16).toString('hex')
	next()
}

/** Helmet with an enforcing, nonce-based Content Security Policy. */
export function securityHeaders({ dev }: { dev: boolean }) {
	return helmet({
		xPoweredBy: false,
		referrerPolicy: { policy: 'same-origin' },
		crossOriginEmbedderPolicy: false,
		strictTransportSecurity: dev ? false : undefined,
		contentSecurityPolicy: {
			directives: {
				defaultSrc: ["'self'"],
				baseUri: ["'self'"],
				connectSrc: dev ? ["'self'", 'ws:'] : ["'self'"],
				fontSrc: ["'self'"],
				formAction: ["'self'"],
				frameAncestors: ["'none'"],
				frameSrc: ["'none'"],
				imgSrc: ["'self'", 'data:', 'blob:'],
				mediaSrc: ["'self'", 'blob:'],
				objectSrc: ["'none'"],
				scriptSrc: ["'strict-dynamic'", "'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`],
				scriptSrcAttr: ["'none'"],
				styleSrc: ["'self'", "'unsafe-inline'"],
				upgradeInsecureRequests: null,
			},
		},
	})
}

/**
 * Rate limits in the Epic Stack's tiers: every request, every POST, and sign-in style POSTs. `factor` multiplies
 * the limits; only an explicit RATE_LIMIT_FACTOR raises it (tests), never NODE_ENV.
 */
export function rateLimits(factor: number) {
	const base = {
		windowMs: 60 * 1000,
		standardHeaders: 'draft-8' as const,
		legacyHeaders: false,
		keyGenerator: (req: Request) => ipKeyGenerator(req.ip ?? '0.0.0.0'),
		handler: (_req: Request, res: Response) => {
			res.status(429).type('text/plain; charset=utf-8').send('Demasiadas solicitudes. Espera un minuto y vuelve a intentarlo.')
		},
	}
	const general = rateLimit({ ...base, limit: 1000 * factor })
	const strong = rateLimit({ ...base, limit: 100 * factor })
	const strongest = rateLimit({ ...base, limit: 10 * factor })
	const strongestPaths = ['/login', '/register', '/demo/acceso', '/resources/waiting-list']
	return function rateLimit(req: Request, res: Response, next: NextFunction) {
		if (req.method !== 'GET' && req.method !== 'HEAD') {
			if (strongestPaths.some((p) => req.path === p || req.path.startsWith(`${p}/`))) return strongest(req, res, next)
			return strong(req, res, next)
		}
		return general(req, res, next)
	}
}
