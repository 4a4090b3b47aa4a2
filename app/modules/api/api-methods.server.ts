import { getLanguage } from '#app/utils/i18n.server.ts'
import { getFixedT } from '#app/utils/locales.server.ts'

/**
 * Guard: the call takes these methods only; another is a 405 `{ error, code: 'REQUEST_METHOD' }` with `Allow`, as
 * the request guards answer a method no route takes (server/request-errors.ts).
 */
export async function requireApiMethod(request: Request, allowed: string[]) {
	if (allowed.includes(request.method) || (request.method === 'HEAD' && allowed.includes('GET'))) return
	const texts = getFixedT(await getLanguage(request), 'common')
	throw Response.json(
		{ error: `${texts('requestErrors.method.title')}. ${texts('requestErrors.method.description')}`, code: 'REQUEST_METHOD' },
		{ status: 405, headers: { Allow: allowed.join(', '), 'Cache-Control': 'no-store' } },
	)
}
