import { AsyncLocalStorage } from 'node:async_hooks'
import { singleton } from './singleton.server.ts'

/**
 * Values remembered for the length of one HTTP request. Remix gives each loader of a page its own copy of the
 * Request, so nothing keyed by the Request object is shared between the root loader and a route's loader; the
 * Express handler runs the whole request inside `requestScope.run(new Map(), …)` and the loaders find that map.
 * Outside a request (jobs, tests, scripts) there is no scope and `oncePerRequest` just computes. One storage per
 * process (singleton): the server and the Remix build each evaluate this module.
 */
export const requestScope = singleton('request-scope', () => new AsyncLocalStorage<Map<string, Promise<unknown>>>())

/** `compute()` once per request and `key`; later calls in the same request get the same promise. */
export function oncePerRequest<T>(key: string, compute: () => Promise<T>): Promise<T> {
	const scope = requestScope.getStore()
	if (!scope) return compute()
	let value = scope.get(key) as Promise<T> | undefined
	if (!value) {
		value = compute()
		scope.set(key, value)
	}
	return value
}
