import v8 from 'node:v8'
import vm from 'node:vm'
import type { NextFunction, Request, Response } from 'express'
import { releaseFreedMemory } from './malloc-trim.ts'
import { onceResponseEnds } from './response-ends.ts'

/**
 * V8 grows its heap under load and, with nothing left to allocate, never collects again: after a burst the process
 * keeps the garbage of the burst (measured: 628 MB resident twenty seconds after a load that started at 369 MB, of
 * which 71 MB were buffers of finished responses). Requests and jobs tell this tracker when they start and end;
 * once `quietMs` pass with nothing in flight after at least `afterWork` units of work (a request is 1, a job
 * JOB_WEIGHT), it runs one last-resort collection (releaseMemory), so that memory goes back near where it was.
 * The first quiet moment after start needs only `firstAfterWork`: start-up and the first requests (pages compiled,
 * the database client loaded) leave more garbage than any burst (a web process at 237 MB after four library
 * requests, 171 MB once collected).
 */
export function quietCollector({ quietMs = 5000, afterWork = 200, firstAfterWork = 1, gc = releaseMemory } = {}) {
	let inFlight = 0
	let sinceCollection = 0
	let collections = 0
	let timer: NodeJS.Timeout | undefined
	const enoughWork = () => sinceCollection >= (collections === 0 ? firstAfterWork : afterWork)
	const collect = () => {
		timer = undefined
		if (inFlight > 0 || !enoughWork()) return
		sinceCollection = 0
		collections++
		gc()
	}
	return {
		/** Work starts; call what this returns when it ends (more than once is harmless). */
		begin(weight = 1): () => void {
			inFlight++
			sinceCollection += weight
			if (timer) clearTimeout(timer)
			timer = undefined
			let done = false
			return () => {
				if (done) return
				done = true
				inFlight--
				if (inFlight === 0 && enoughWork()) {
					timer = setTimeout(collect, quietMs)
					timer.unref()
				}
			}
		},
	}
}

export type QuietCollector = ReturnType<typeof quietCollector>

/** A job allocates as much as many requests (a script, a document parsed, audio encoded). */
export const JOB_WEIGHT = 25

/** The process's tracker, shared by the web server and the inline job worker. */
export const processCollector = quietCollector()

/** Express middleware: each request is work for the collector until its response finishes or its socket closes. */
export function collectWhenIdle(collector: QuietCollector = processCollector) {
	return function collectWhenIdle(_req: Request, res: Response, next: NextFunction) {
		onceResponseEnds(res, collector.begin())
		next()
	}
}

/**
 * A full collection that also gives the freed heap pages back to the system. A regular full collection frees the
 * objects but V8 keeps their pages committed for the next burst (measured after a 30 s load: 462 MB of heap pages
 * resident, heap used 68 MB); the 'last-resort' flavour, what V8 runs before it gives up on an allocation, compacts
 * and releases them (48 MB resident). It takes tens of milliseconds, which is why it only runs when the server is
 * quiet. Then the C allocator's free memory goes back too (releaseFreedMemory): the buffers that collection
 * freed leave glibc's heap full of holes it would otherwise keep (measured after a 15 s run on a 1,000-episode
 * library: 94 MB free in the allocator, the web process at 244 MB resident; 169 MB with it given back).
 */
export function releaseMemory() {
	collector()({ type: 'major', execution: 'sync', flavor: 'last-resort' })
	releaseFreedMemory()
}

let exposed: NodeJS.GCFunction | undefined

/** Node's `gc()` without starting Node with --expose-gc (the flag is read when a new context is made). */
function collector(): NodeJS.GCFunction {
	if (typeof globalThis.gc === 'function') return globalThis.gc
	if (!exposed) {
		v8.setFlagsFromString('--expose-gc')
		exposed = vm.runInNewContext('gc') as NodeJS.GCFunction
	}
	return exposed
}
