import { getLanguage } from '#app/utils/i18n.server.ts'
import { getFixedT } from '#app/utils/locales.server.ts'
import type { NotFoundCode } from './error-codes.ts'

/**
 * The one 404, to throw (`throw await notFound(request, 'EPISODE_NOT_FOUND')`). A page's loader or action that throws
 * it shows the site's 404 page (the root ErrorBoundary); a resource, media or status address answers with the code's
 * short text in the visitor's language (locales/<lng>/errors.json); the JSON API (/api/…, or a client that asks for
 * JSON) with `{ error, code }`, as its other refusals.
 */
export async function notFound(request: Request, code: NotFoundCode = 'NOT_FOUND') {
	const t = getFixedT(await getLanguage(request), 'errors')
	if (wantsJson(request)) return Response.json({ error: t(code), code }, { status: 404 })
	return new Response(t(code), { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}

function wantsJson(request: Request) {
	return new URL(request.url).pathname.startsWith('/api/') || /\bapplication\/json\b/.test(request.headers.get('Accept') ?? '')
}
