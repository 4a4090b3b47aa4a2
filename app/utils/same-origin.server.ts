import { appUrl } from './env.server.ts'

/**
 * Whether a state-changing request comes from one of our own pages: the one rule, used by the server's guard on
 * every POST and by the actions that change state outside pages. Browsers send `Origin` on every POST; it must name
 * this host (the one the browser asked for) or the configured APP_URL. Without it, `Sec-Fetch-Site` must not say
 * another site; a request with neither comes from a client that is not a browser, which cannot carry a victim's
 * cookies, so it passes.
 */
export function isSameOriginRequest(headers: {
	origin: string | null | undefined
	fetchSite: string | null | undefined
	host: string | null | undefined
}) {
	const { origin, fetchSite, host } = headers
	if (origin !== null && origin !== undefined) {
		if (origin === 'null') return false
		const from = safeHost(origin)
		return from !== null && (from === host || from === safeHost(appUrl()))
	}
	return fetchSite === null || fetchSite === undefined || fetchSite === 'same-origin' || fetchSite === 'none'
}

/** The same rule for a Fetch API request (a Remix action's). */
function isSameOrigin(request: Request) {
	return isSameOriginRequest({
		origin: request.headers.get('Origin'),
		fetchSite: request.headers.get('Sec-Fetch-Site'),
		host: new URL(request.url).host,
	})
}

function safeHost(value: string) {
	try {
		return new URL(value).host
	} catch {
		return null
	}
}

/** Guard for actions that change state outside Remix's page actions (logout, demo exit…): 403 from another site. */
export function requireSameOrigin(request: Request) {
	if (!isSameOrigin(request)) {
		throw new Response('Solicitud rechazada: viene de otro sitio.', {
			status: 403,
			headers: { 'Content-Type': 'text/plain; charset=utf-8' },
		})
	}
}
