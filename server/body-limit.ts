import type { NextFunction, Request, Response } from 'express'
import { callsAt, findCall } from '#app/modules/api/contract/api-calls.ts'
import { MAX_DOCUMENT_BYTES } from '#app/modules/content/documents/document-rules.ts'
import { MAX_DOCUMENTS } from '#app/modules/episodes/episode-form-limits.ts'
import { artworkRules } from '#app/modules/podcasts/podcast-artwork-rules.ts'
import { AVATAR_MAX_BYTES } from '#app/modules/settings/settings-limits.ts'
import { voiceRequirements } from '#app/modules/voices/cloning/voice-requirements.ts'
import { sendRequestError } from './request-errors.ts'
import { routePath } from './route-path.ts'

const KB = 1024
const MB = 1024 * KB

/** Every form but the two below: e-mail, password, a title, a few choices. */
export const FORM_BODY_BYTES = 64 * KB
/** The creation form without files, and the script editor (a long script with accents, URL-encoded). */
export const CREATE_FORM_BODY_BYTES = 2 * MB
/** The creation form with its documents: ten of 10 MB, and the fields around them. */
const CREATE_UPLOAD_BODY_BYTES = MAX_DOCUMENTS * MAX_DOCUMENT_BYTES + 2 * MB
/**
 * The settings page with its avatar form. The image may be 5 MB; the form takes up to 25 MB so that a larger phone
 * photo still gets the form's own 'Archivo demasiado grande' (its reader stops at 5 MB, keeping nothing more).
 */
const SETTINGS_UPLOAD_BODY_BYTES = 5 * AVATAR_MAX_BYTES
/**
 * The voice cloning form with its sample: up to twice the largest sample, so that a file somewhat over the limit
 * still gets the form's own 'Archivo muy grande' with the typed name kept (its reader drops what is over the limit).
 * POST /api/voice/upload has the same cap, in its description (app/modules/api/contract/voice-calls.ts).
 */
const VOICE_UPLOAD_BODY_BYTES = 2 * voiceRequirements.maxFileSize

/**
 * A show's form (/podcasts/new, /podcasts/:id) with its artwork: up to twice the largest artwork, so that a file
 * somewhat over the limit still gets the form's own 'too big' with everything typed kept.
 */
const PODCAST_UPLOAD_BODY_BYTES = 2 * artworkRules.maxBytes

/** The show pages that take an artwork file: the new show's form and a show's own page. */
const isPodcastForm = (path: string) => /^\/podcasts\/[^/]+$/.test(path)

/** Stripe's webhook events: a few KB, an invoice with many lines more. */
const STRIPE_WEBHOOK_BODY_BYTES = 1 * MB

/** Routes whose form may be multipart (they take files); every other form is URL-encoded. */
export function acceptsMultipart(path: string) {
	return (
		path === '/create' ||
		path.startsWith('/create/') ||
		path === '/settings' ||
		path === '/voice-cloning' ||
		isPodcastForm(path) ||
		callsAt(path).some((call) => call.body?.type === 'multipart') ||
		// RFC 8058 lets mail providers post the one-click unsubscribe form as multipart
		path === '/email/unsubscribe'
	)
}

/** The most a request to this route (normalised path) with this content type may carry. */
function bodyCap(path: string, contentType: string, method: string) {
	const call = findCall(method, path)
	if (call?.body?.maxBytes) return call.body.maxBytes
	const multipart = contentType.startsWith('multipart/form-data') && acceptsMultipart(path)
	if (path === '/create' || path.startsWith('/create/')) return multipart ? CREATE_UPLOAD_BODY_BYTES : CREATE_FORM_BODY_BYTES
	if (path === '/settings' && multipart) return SETTINGS_UPLOAD_BODY_BYTES
	if (path === '/voice-cloning' && multipart) return VOICE_UPLOAD_BODY_BYTES
	if (isPodcastForm(path) && multipart) return PODCAST_UPLOAD_BODY_BYTES
	if (path === '/webhooks/stripe') return STRIPE_WEBHOOK_BODY_BYTES
	return FORM_BODY_BYTES
}

function formatBytes(bytes: number) {
	return bytes >= MB ? `${Math.round(bytes / MB)} MB` : `${Math.round(bytes / KB)} KB`
}

/** Why a body stopped being read; the action reading it sees this error, the visitor already has the answer. */
class RefusedBodyError extends Error {
	constructor(reason: string) {
		super(`Cuerpo de la petición rechazado: ${reason}`)
		this.name = 'RefusedBodyError'
	}
}

/**
 * Caps the body of every request by route before anything reads it: a declared Content-Length over the cap is
 * answered 413 at once (the body is never read); a body without one (chunked, as some proxies send it) is counted
 * as it streams and refused the moment it passes the cap. URL-encoded bodies are also refused when they carry a
 * NUL byte (raw or `%00`), which no browser form sends and PostgreSQL cannot store.
 *
 * The counter is a second 'data' listener on the paused request: it sees each chunk as Remix's reader pulls it,
 * so it adds no buffering of its own.
 */
export function bodyLimit(req: Request, res: Response, next: NextFunction) {
	if (req.method === 'GET' || req.method === 'HEAD') return next()
	const contentType = (req.headers['content-type'] ?? '').toLowerCase()
	const cap = bodyCap(routePath(req.path), contentType, req.method)
	const declared = req.headers['content-length']
	if (declared !== undefined && Number(declared) > cap) {
		refuse(req, res, 'tooLarge', { limit: formatBytes(cap) })
		return
	}
	const urlEncoded = contentType.startsWith('application/x-www-form-urlencoded')
	let received = 0
	let tail = ''
	const count = (chunk: Buffer) => {
		received += chunk.length
		if (received > cap) return stop('tooLarge', `más de ${cap} bytes`)
		if (urlEncoded) {
			const text = tail + chunk.toString('latin1')
			if (text.includes('%00') || text.includes('\0')) return stop('badForm', 'un byte NUL')
			tail = text.slice(-2)
		}
	}
	const stop = (code: 'tooLarge' | 'badForm', reason: string) => {
		req.off('data', count)
		refuse(req, res, code, { limit: formatBytes(cap) })
		// whoever was reading the body (Remix's form parser) fails instead of waiting for the rest
		const readers = req.listeners('data')
		for (const reader of readers) req.off('data', reader as (chunk: Buffer) => void)
		if (req.listenerCount('error') > 0) req.emit('error', new RefusedBodyError(reason))
	}
	req.pause()
	req.on('data', count)
	next()
}

function refuse(req: Request, res: Response, code: 'tooLarge' | 'badForm', values: Record<string, string>) {
	res.locals.bodyRefused = true
	sendRequestError(req, res, code, { values })
}
