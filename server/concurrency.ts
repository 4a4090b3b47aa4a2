import type { NextFunction, Request, Response } from 'express'
import { onceResponseEnds } from './response-ends.ts'

/**
 * At most `limit` requests in the page handler at once; the others wait in arrival order (a waiting request costs a
 * socket, not a page being rendered), and past `queue` waiting ones the answer is a 503 to retry shortly. One Node
 * thread renders no faster with 200 pages in flight than with 32: it only holds 200 half-built pages in memory and
 * finishes all of them late. A request whose client went away leaves the queue.
 */
export function concurrencyLimit({ limit, queue }: { limit: number; queue: number }) {
	let running = 0
	const waiting: (() => void)[] = []
	const release = () => {
		running--
		const next = waiting.shift()
		if (next) next()
	}
	return function concurrencyLimit(_req: Request, res: Response, next: NextFunction) {
		const start = () => {
			running++
			onceResponseEnds(res, release)
			next()
		}
		// the client went away while an earlier middleware was at work: nothing to answer, nothing to render
		if (res.destroyed) return
		if (running < limit) return start()
		if (waiting.length >= queue) {
			res.status(503).set('Retry-After', '5').type('text/plain; charset=utf-8')
			res.send('El servidor está muy ocupado. Inténtalo de nuevo en unos segundos.')
			return
		}
		const entry = () => {
			res.off('close', leave)
			start()
		}
		const leave = () => {
			const index = waiting.indexOf(entry)
			if (index !== -1) waiting.splice(index, 1)
		}
		// the connection closed before its turn
		res.once('close', leave)
		waiting.push(entry)
	}
}
