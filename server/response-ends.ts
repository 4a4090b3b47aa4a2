import type { Response } from 'express'

/**
 * Calls `callback` once, when the response has been sent or its connection has closed; at once when that already
 * happened. A client that goes away while its request is still in an earlier, asynchronous middleware (a rate limit's
 * count) emits 'close' before anyone listens, and a counter waiting for that event would count the request for ever:
 * the concurrency cap would lose a place, and the idle collector would never see the server quiet again.
 */
export function onceResponseEnds(res: Response, callback: () => void) {
	let called = false
	const end = () => {
		if (called) return
		called = true
		res.off('finish', end)
		res.off('close', end)
		callback()
	}
	if (res.writableFinished || res.destroyed) return end()
	res.once('finish', end)
	res.once('close', end)
}
