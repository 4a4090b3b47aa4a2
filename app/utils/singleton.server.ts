/**
 * One instance per process, even when a module is evaluated twice (the Remix server build and the Node-run
 * server both import app/utils, and Vite's dev server re-evaluates modules on change).
 */
export function singleton<T>(name: string, create: () => T): T {
	const store = globalThis as unknown as { __ondacastSingletons?: Map<string, unknown> }
	store.__ondacastSingletons ??= new Map()
	if (!store.__ondacastSingletons.has(name)) store.__ondacastSingletons.set(name, create())
	return store.__ondacastSingletons.get(name) as T
}

export function forgetSingleton(name: string) {
	const store = globalThis as unknown as { __ondacastSingletons?: Map<string, unknown> }
	store.__ondacastSingletons?.delete(name)
}
