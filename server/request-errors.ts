import fs from 'node:fs'
import type { Request, Response } from 'express'

/** The refusals Express answers before Remix sees the request (texts in locales/<lng>/common.json, requestErrors). */
export type RequestErrorCode =
	| 'tooLarge'
	| 'tooManyRequests'
	| 'crossOrigin'
	| 'method'
	| 'contentType'
	| 'badForm'
	| 'badAddress'

/** The methods the JSON API's calls take (a page takes GET, HEAD and POST). */
export const API_METHODS = ['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE']

const STATUS: Record<RequestErrorCode, number> = {
	tooLarge: 413,
	tooManyRequests: 429,
	crossOrigin: 403,
	method: 405,
	contentType: 415,
	badForm: 400,
	badAddress: 400,
}

type Texts = Record<RequestErrorCode, { title: string; description: string }> & { back: string }

const texts = new Map<string, Texts>()
function textsFor(language: 'es' | 'en'): Texts {
	let loaded = texts.get(language)
	if (!loaded) {
		loaded = JSON.parse(fs.readFileSync(`locales/${language}/common.json`, 'utf8')).requestErrors as Texts
		texts.set(language, loaded)
	}
	return loaded
}

/**
 * English only for visitors who chose it (the footer switch's cookie) or whose browser asks for it first; Spanish
 * otherwise, as the rest of the app. The locale cookie is unsigned base64 JSON (`"en"` is `ImVuIg==`).
 */
function requestLanguage(req: Request): 'es' | 'en' {
	const cookie = /(?:^|;\s*)ondacast_lng=([^;]*)/.exec(req.headers.cookie ?? '')?.[1]
	if (cookie) {
		try {
			return Buffer.from(decodeURIComponent(cookie), 'base64').toString() === '"en"' ? 'en' : 'es'
		} catch {
			return 'es'
		}
	}
	return /^\s*en\b/i.test(req.headers['accept-language'] ?? '') ? 'en' : 'es'
}

function escapeHtml(text: string) {
	return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/**
 * Answers with the code's status and a small self-contained page (no scripts, no styles to load), or plain text for
 * clients that do not ask for HTML. The rest of a refused body is read and dropped, for at most a second after the
 * answer went out, then the connection is closed: closing at once, with the body unread, would reset the connection
 * and lose the answer on its way to the client.
 */
export function sendRequestError(
	req: Request,
	res: Response,
	code: RequestErrorCode,
	{ values = {} }: { values?: Record<string, string> } = {},
) {
	if (res.headersSent) return
	const language = requestLanguage(req)
	const all = textsFor(language)
	const fill = (text: string) => text.replace(/\{\{(\w+)\}\}/g, (_match, key: string) => values[key] ?? '')
	const title = fill(all[code].title)
	const description = fill(all[code].description)
	res.status(STATUS[code])
	if (code === 'method' && !res.hasHeader('Allow')) res.setHeader('Allow', 'GET, HEAD, POST')
	res.setHeader('Cache-Control', 'no-store')
	res.once('finish', () => dropBody(req))
	if (req.path.startsWith('/api/')) {
		// the JSON API's clients read `{ error, code }`, as for every other refusal of theirs (app/modules/api)
		res.json({
			error: `${title}. ${description}`,
			code: `REQUEST_${code.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`,
		})
		return
	}
	if (!req.accepts('html')) {
		res.type('text/plain; charset=utf-8').send(`${title}. ${description}`)
		return
	}
	res
		.type('html')
		.send(
			`<!DOCTYPE html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} | Ondacast</title></head>` +
				`<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5"><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(description)}</p><p><a href="/">${escapeHtml(all.back)}</a></p></main></body></html>`,
		)
}

function dropBody(req: Request) {
	if (req.complete) return
	req.on('data', () => {})
	req.resume()
	const timer = setTimeout(() => req.socket?.destroy(), 1000)
	timer.unref()
	req.once('end', () => clearTimeout(timer))
}
