import { createRequire } from 'node:module'

/** Built by scripts/build-native.ts after `npm install` when a C compiler is there. */
const ADDON = '../native/build/malloc-trim.node'

type Addon = { trim: () => boolean }
let addon: Addon | null | undefined

/**
 * Whether this process can give freed C memory back to the system: the addon was built (Linux, a C compiler at
 * install time) and loads.
 */
export function canReleaseFreedMemory() {
	if (addon === undefined) {
		try {
			addon = createRequire(import.meta.url)(ADDON) as Addon
		} catch {
			addon = null
		}
	}
	return addon !== null
}

/**
 * Hands the memory the C allocator holds free back to the system (glibc's malloc_trim): buffers, compression state
 * and the pages of finished responses, freed but kept in the middle of the allocator's heap. A few milliseconds;
 * run when the process is quiet. False when nothing went back or the addon is not there.
 */
export function releaseFreedMemory() {
	return canReleaseFreedMemory() ? addon!.trim() : false
}
