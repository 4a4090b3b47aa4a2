/**
 * The loader of a route that only takes POST: a GET or HEAD (a browser opening the address, a crawler, a probe) is
 * told 405 with the method it may use, instead of Remix's "no loader" error with its stack in the log.
 */
export function postOnly() {
	return Response.json({ error: 'method' }, { status: 405, headers: { Allow: 'POST' } })
}
