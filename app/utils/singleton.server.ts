type Store = { __ondacastSingletons?: Map<string, unknown> }

/**
 * One instance per process, even when a module is evaluated twice (the Remix server build and the Node-run
 * server both import app/utils, and Vite's dev server re-evaluates modules on change). With `key`, one instance per
 * name and key: a vendor's client per set of settings (its API key, its address), so that the same settings give the
 * same client and other settings (a test's fake) get their own.
 */
export function singleton<T>(name: string, create: () => T, key?: readonly unknown[]): T {
	const store = globalThis as unknown as Store
	store.__ondacastSingletons ??= new Map()
	const id = key ? `${name}:${JSON.stringify(key)}` : name
	if (!store.__ondacastSingletons.has(id)) store.__ondacastSingletons.set(id, create())
	return store.__ondacastSingletons.get(id) as T
}

export function forgetSingleton(name: string) {
	const store = globalThis as unknown as Store
	store.__ondacastSingletons?.delete(name)
}
