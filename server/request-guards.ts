import type { NextFunction, Request, Response } from 'express'
import { callsAt, findCall } from '#app/modules/api/contract/api-calls.ts'
import { isSameOriginRequest } from '#app/utils/same-origin.server.ts'
import { acceptsMultipart } from './body-limit.ts'
import { API_METHODS, sendRequestError } from './request-errors.ts'
import { routePath } from './route-path.ts'

const METHODS = new Set(['GET', 'HEAD', 'POST'])
const JSON_API_METHODS = new Set(API_METHODS)
const STRIPE_WEBHOOK_PATH = '/webhooks/stripe'

/**
 * Refusals for requests no page of ours sends, answered with a 4xx and a Spanish page before Remix (which would
 * answer some of them with a 500):
 * - methods other than GET, HEAD and POST (405); the JSON API's calls also take PATCH, PUT and DELETE;
 * - a NUL byte anywhere in the address, `?q=` included (400: PostgreSQL cannot store or compare it);
 * - a POST from another site: an `Origin` that is not this host (what Remix's own check compares, with its 500),
 *   `Origin: null`, or `Sec-Fetch-Site: cross-site` (403) — except a JSON API call from an origin API_CORS_ORIGINS
 *   lists that carries a bearer token (server/cors.ts): the token authorises it, so a cookie-only one stays refused;
 * - a POST that is not a form: JSON, text, XML or no Content-Type at all (415); multipart only where a form takes
 *   files. The JSON API also takes JSON, and a write of its without a body (a DELETE, a logout) needs none: a browser
 *   on another site can send neither JSON nor those methods without a CORS preflight, which only an origin
 *   API_CORS_ORIGINS lists gets answered (server/cors.ts), and then with its bearer token only. A call whose body is
 *   raw bytes (the object upload's PUT) takes the media types it names.
 */
export function requestGuardsFor(corsOrigins: readonly string[]) {
	const listed = new Set(corsOrigins)
	return (req: Request, res: Response, next: NextFunction) => guard(req, res, next, listed)
}

/** The guards with no origin allowed cross-site (API_CORS_ORIGINS unset). */
export const requestGuards = requestGuardsFor([])

function guard(req: Request, res: Response, next: NextFunction, corsOrigins: ReadonlySet<string>) {
	const path = routePath(req.path)
	// the JSON API's calls (app/modules/api/contract): the other /api paths still take the page's forms
	const api = callsAt(path).length > 0
	if (!(api ? JSON_API_METHODS : METHODS).has(req.method)) {
		if (api) res.setHeader('Allow', API_METHODS.join(', '))
		return sendRequestError(req, res, 'method')
	}
	if (/%00/.test(req.originalUrl) || req.originalUrl.includes('\0')) return sendRequestError(req, res, 'badForm')
	if (req.method === 'GET' || req.method === 'HEAD') return next()
	if (!fromThisSite(req) && !(api && bearerFromListedOrigin(req, corsOrigins))) return sendRequestError(req, res, 'crossOrigin')
	const contentType = (req.headers['content-type'] ?? '').toLowerCase()
	if (api && (contentType.startsWith('application/json') || (!contentType && !hasBody(req)))) return next()
	if (api && takesMediaType(path, req.method, contentType)) return next()
	// Stripe's webhooks post JSON (their signature, not a form, proves where they come from)
	if (path === STRIPE_WEBHOOK_PATH && contentType.startsWith('application/json')) return next()
	const form =
		contentType.startsWith('application/x-www-form-urlencoded') ||
		(contentType.startsWith('multipart/form-data') && /boundary=/.test(contentType) && acceptsMultipart(path))
	if (!form) return sendRequestError(req, res, 'contentType')
	next()
}

/** Whether the call at this path takes raw bytes of this media type (`image/*` takes image/png). */
function takesMediaType(path: string, method: string, contentType: string) {
	const body = findCall(method, path)?.body
	if (body?.type !== 'binary') return false
	const type = contentType.split(';')[0]!.trim()
	return body.mediaTypes.some((accepted) =>
		accepted.endsWith('/*') ? type.startsWith(accepted.slice(0, -1)) : type === accepted,
	)
}

/**
 * A call from a page of an origin API_CORS_ORIGINS lists, authorised by a bearer token: the API judges it by the
 * token alone (app/modules/api/api-auth.server.ts), so the browser's cookies for this site give it nothing.
 */
function bearerFromListedOrigin(req: Request, corsOrigins: ReadonlySet<string>) {
	const origin = req.headers.origin
	return origin !== undefined && corsOrigins.has(origin) && /^Bearer\s+\S/i.test(req.headers.authorization ?? '')
}

/** Whether the request says it carries a body (a length above zero, or chunks). */
function hasBody(req: Request) {
	return Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined
}

/**
 * A path whose percent-encoding does not decode (`/%FF`, `/%`, an escaped lone surrogate such as `%ED%A0%80`) names no
 * page or file of ours: 400 with the refusal page, before static files or Remix try to decode it and fail.
 */
export function wellFormedPath(req: Request, res: Response, next: NextFunction) {
	try {
		decodeURIComponent(req.path)
	} catch {
		return sendRequestError(req, res, 'badAddress')
	}
	next()
}

/** The host the browser asked for, as Remix's request URL has it: the first X-Forwarded-Host, else Host. */
function requestHost(req: Request) {
	const forwarded = req.headers['x-forwarded-host']
	const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim()
	return first || req.headers.host
}

function fromThisSite(req: Request) {
	const fetchSite = req.headers['sec-fetch-site']
	return isSameOriginRequest({
		origin: req.headers.origin,
		fetchSite: Array.isArray(fetchSite) ? fetchSite[0] : fetchSite,
		host: requestHost(req),
	})
}
