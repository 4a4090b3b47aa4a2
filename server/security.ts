import crypto, { createHash } from 'node:crypto'
import type { NextFunction, Request, Response } from 'express'
import { ipKeyGenerator, rateLimit, type Store } from 'express-rate-limit'
import helmet from 'helmet'
import { googleConsentOrigin } from '#app/integrations/google/google-client.server.ts'
import { stripeRedirectOrigins } from '#app/integrations/stripe/redirect-origins.server.ts'
import { signedSessionId } from '#app/utils/session.server.ts'
import { rateLimitLogger } from './rate-limit-store.ts'
import { sendRequestError } from './request-errors.ts'
import { routePath } from './route-path.ts'

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
				// form-action covers a POST's redirects too: 'Conectar YouTube' is redirected to Google's consent screen,
				// the subscribe and portal forms to Stripe Checkout / the Customer Portal (only with a Stripe key)
				formAction: ["'self'", ...[googleConsentOrigin()].filter((origin) => origin !== null), ...stripeRedirectOrigins()],
				frameAncestors: ["'none'"],
				// only our own pages and files: the demo's post-download page starts the download in a hidden frame
				frameSrc: ["'self'"],
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
 * Forms that check a secret or tell whether an address is known (sign-in, registration and its 'e-mail already
 * registered', demo access, the landing's waiting list on / and /landing), by normalised path: 10 POSTs a minute
 * per address and form, and the JSON API's sign-in, registrations and waiting list.
 */
const SECRET_FORM_PATHS = [
	'/login',
	'/register',
	'/demo/acceso',
	'/',
	'/landing',
	'/api/auth/login',
	'/api/auth/register',
	'/api/demo/register',
	'/api/agency-waiting-list',
]

/**
 * POSTs that other servers send for our users, authorised by a signature or a token in them rather than by a
 * session: Stripe's webhooks (a burst of renewals on the first of the month) and the RFC 8058 one-click
 * unsubscribe (sent by the mail provider's servers, many users behind one address). They count only against the
 * general limit, so that a busy morning never answers Stripe or a provider with 429.
 */
const SIGNED_POST_PATHS = ['/webhooks/stripe', '/email/unsubscribe']

/**
 * Rate limits in the Epic Stack's tiers: every request, every POST, and the secret forms above, each keyed by the
 * JSON API client's bearer token, else the account when the request carries a valid session cookie (behind a proxy
 * with TRUST_PROXY=0 every visitor has the proxy's address, so a per-address limit would be one limit for the whole
 * site), else by address. A made-up token costs nothing, so a limit per token alone would be a new limit per guess:
 * the requests whose token is refused (401) also count against their address, 20 a minute. The
 * settings page, whose delete-account form checks the account's e-mail, counts only its refused answers (4xx),
 * so saving settings is never limited but guessing is. `factor` multiplies the limits; only an explicit
 * RATE_LIMIT_FACTOR raises it (tests), never NODE_ENV.
 *
 * Where the counts live: by default in this process's memory; with `store` (server/rate-limit-store.ts), in a store
 * every node shares, each tier under its own prefix. A store that fails lets requests through (`passOnStoreError`):
 * the store reports the failure once, and the site stays up without limits rather than answering 500.
 */
export function rateLimits(factor: number, { store }: { store?: (prefix: string) => Store } = {}) {
	const byAddress = (req: Request) => ipKeyGenerator(req.ip ?? '0.0.0.0')
	const byAccount = async (req: Request) => {
		const token = bearerKey(req)
		if (token) return token
		const sid = await signedSessionId(req.headers.cookie)
		return sid ? `session:${sid}` : byAddress(req)
	}
	const base = {
		windowMs: 60 * 1000,
		standardHeaders: 'draft-8' as const,
		legacyHeaders: false,
		keyGenerator: byAccount,
		handler: (req: Request, res: Response) => sendRequestError(req, res, 'tooManyRequests'),
	}
	const tier = (prefix: string) => (store ? { store: store(prefix), passOnStoreError: true, logger: rateLimitLogger } : {})
	const general = rateLimit({ ...base, ...tier('general:'), limit: 1000 * factor })
	const strong = rateLimit({ ...base, ...tier('strong:'), limit: 100 * factor })
	const secretForms = rateLimit({
		...base,
		...tier('secret-forms:'),
		limit: 10 * factor,
		keyGenerator: (req: Request) => `${routePath(req.path)} ${byAddress(req)}`,
	})
	const refusedSettings = rateLimit({ ...base, ...tier('refused-settings:'), limit: 10 * factor, skipSuccessfulRequests: true })
	// a token that does not work counts against its sender's address, so that guessing is not a new limit per guess
	const refusedTokens = rateLimit({
		...base,
		...tier('refused-tokens:'),
		limit: 20 * factor,
		keyGenerator: byAddress,
		requestWasSuccessful: (_req: Request, res: Response) => res.statusCode !== 401,
		skipSuccessfulRequests: true,
	})
	// a show's feed and its files (/feeds/<token>…): podcast apps, per address; an address whose feed addresses keep
	// answering 404 (a made-up or revoked token, an item that is not published) is guessing, and is held to 20 a minute
	const feeds = rateLimit({ ...base, ...tier('feeds:'), limit: 1000 * factor, keyGenerator: byAddress })
	const refusedFeeds = rateLimit({
		...base,
		...tier('refused-feeds:'),
		limit: 20 * factor,
		keyGenerator: byAddress,
		requestWasSuccessful: (_req: Request, res: Response) => res.statusCode !== 404,
		skipSuccessfulRequests: true,
	})
	return function rateLimit(req: Request, res: Response, next: NextFunction) {
		if (bearerKey(req)) return refusedTokens(req, res, () => limitByTier(req, res, next))
		return limitByTier(req, res, next)
	}
	function limitByTier(req: Request, res: Response, next: NextFunction) {
		if (req.method !== 'GET' && req.method !== 'HEAD') {
			const path = routePath(req.path)
			if (SECRET_FORM_PATHS.includes(path)) return secretForms(req, res, next)
			if (SIGNED_POST_PATHS.includes(path)) return general(req, res, next)
			if (path === '/settings') return refusedSettings(req, res, () => strong(req, res, next))
			return strong(req, res, next)
		}
		if (isFeedPath(req.path)) return refusedFeeds(req, res, () => feeds(req, res, next))
		return general(req, res, next)
	}
}

function isFeedPath(path: string) {
	return routePath(path).startsWith('/feeds/')
}

/**
 * A show's feed and its files are read from other sites too (web podcast players show the artwork, play the MP3 and
 * fetch the chapters and captions) and never with our cookies (the token in the address is the key): any origin may
 * read them, and the app's same-origin resource policy does not apply to them.
 */
export function feedCrossOrigin(req: Request, res: Response, next: NextFunction) {
	if (isFeedPath(req.path)) {
		res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin')
		res.setHeader('Access-Control-Allow-Origin', '*')
		res.setHeader('Access-Control-Expose-Headers', 'ETag, Last-Modified, Content-Range, Content-Length, Accept-Ranges')
	}
	next()
}

/** A JSON API client's bearer token, as a rate-limit key (its SHA-256: the counts never hold the token), or null. */
function bearerKey(req: Request) {
	const header = req.headers.authorization
	if (!header?.toLowerCase().startsWith('bearer ')) return null
	return `token:${createHash('sha256').update(header.slice(7).trim()).digest('hex')}`
}

/**
 * With TRUST_PROXY=0, an X-Forwarded-For header means a proxy we do not trust is in front: every visitor then has
 * its address. Said once, at the first such request.
 */
export function warnUntrustedProxy(trustProxy: number, warn: (message: string) => void = console.warn) {
	let warned = trustProxy > 0
	return function warnUntrustedProxy(req: Request, _res: Response, next: NextFunction) {
		if (!warned && req.headers['x-forwarded-for'] !== undefined) {
			warned = true
			warn(
				'[web] Aviso: las peticiones llegan con X-Forwarded-For pero TRUST_PROXY=0, así que todas comparten la dirección del proxy en los límites por dirección. Si hay un proxy delante, define TRUST_PROXY con el número de proxies (normalmente 1).',
			)
		}
		next()
	}
}
