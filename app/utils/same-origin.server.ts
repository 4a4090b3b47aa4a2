import { appUrl } from './env.server.ts'

/**
 * Whether a state-changing request comes from one of our own pages. Browsers send `Origin` on every POST (and
 * `Sec-Fetch-Site`); a request with neither comes from a client that is not a browser, which cannot carry a
 * victim's cookies, so it passes.
 */
export function isSameOrigin(request: Request) {
	const origin = request.headers.get('Origin')
	if (origin && origin !== 'null') {
		const host = safeHost(origin)
		return host !== null && (host === new URL(request.url).host || host === safeHost(appUrl()))
	}
	if (origin === 'null') return false
	const site = request.headers.get('Sec-Fetch-Site')
	return site === null || site === 'same-origin' || site === 'none'
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
