import { AsyncLocalStorage } from 'node:async_hooks'
import { singleton } from './singleton.server.ts'

type Scope = { values: Map<string, Promise<unknown>>; readOnly: boolean }

/**
 * Values remembered for the length of one HTTP request. Remix gives each loader of a page its own copy of the
 * Request, so nothing keyed by the Request object is shared between the root loader and a route's loader; the
 * Express handler runs the whole request inside `requestScope.run(newRequestScope(method), …)` and the loaders find
 * that scope. Outside a request (jobs, tests, scripts) there is no scope and these functions just compute. One
 * storage per process (singleton): the server and the Remix build each evaluate this module.
 */
export const requestScope = singleton('request-scope', () => new AsyncLocalStorage<Scope>())

/**
 * The scope of a request. Only a GET or HEAD is read-only: a POST without JavaScript runs its action and then the
 * page's loaders in the same request, and those must see what the action wrote.
 */
export function newRequestScope(method: string): Scope {
	return { values: new Map(), readOnly: method === 'GET' || method === 'HEAD' }
}

/** `compute()` once per request and `key`; later calls in the same request get the same promise. */
export function oncePerRequest<T>(key: string, compute: () => Promise<T>): Promise<T> {
	const scope = requestScope.getStore()
	if (!scope) return compute()
	let value = scope.values.get(key) as Promise<T> | undefined
	if (!value) {
		value = compute()
		scope.values.set(key, value)
	}
	return value
}

/**
 * oncePerRequest for what an action may change (the account's row): shared by the loaders of a GET or HEAD, read
 * afresh each time in any other request.
 */
export function oncePerReadOnlyRequest<T>(key: string, compute: () => Promise<T>): Promise<T> {
	return requestScope.getStore()?.readOnly ? oncePerRequest(key, compute) : compute()
}
