import cluster, { type Worker } from 'node:cluster'
import { fileURLToPath } from 'node:url'

/** What each web process runs: the web server only (scripts/web-process.ts). */
const ENTRY = fileURLToPath(new URL('../scripts/web-process.ts', import.meta.url))
/** A web process that lived this long is replaced at once when it dies; one that dies sooner is crash-looping. */
const STABLE_MS = 30_000
const MAX_DELAY_MS = 30_000

/**
 * How long a replacement waits after `quickDeaths` deaths in a row, each sooner than STABLE_MS after its start: none
 * after a process that had been running, then 1, 2, 4… seconds up to 30, so that a process that cannot start (a
 * broken build, a full disk) does not spin a core and the log.
 */
export function replacementDelay(quickDeaths: number) {
	return quickDeaths === 0 ? 0 : Math.min(MAX_DELAY_MS, 1000 * 2 ** (quickDeaths - 1))
}

type Slot = { worker?: Worker; startedAt: number; quickDeaths: number; timer?: NodeJS.Timeout }

/**
 * `count` web processes (node:cluster) sharing PORT: the primary, which keeps the database and the job worker,
 * accepts the connections and hands them round to the web processes. Resolves once every one listens; rejects,
 * having stopped the others, when one dies before that (it printed why). Afterwards a web process that dies is
 * replaced, after `replacementDelay`. `stop` sends each SIGTERM (it stops accepting and finishes its requests,
 * within `timeoutSeconds`) and waits for all of them to exit; one still there 10 s later is killed.
 */
export async function startWebProcesses({ count, log = console.info }: { count: number; log?: (message: string) => void }) {
	cluster.setupPrimary({ exec: ENTRY, args: [], execArgv: [...process.execArgv, ...webProcessHeapFlags()] })
	const slots: Slot[] = Array.from({ length: count }, () => ({ startedAt: 0, quickDeaths: 0 }))
	let stopping = false
	let started = false
	let failStart: (error: Error) => void = () => {}

	const start = (slot: Slot) => {
		// glibc's arenas (one per thread) keep freed memory; two give it back
		const worker = cluster.fork({ MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2' })
		slot.worker = worker
		slot.startedAt = Date.now()
		worker.once('exit', (code, signal) => exited(slot, worker, code, signal))
		return worker
	}
	const exited = (slot: Slot, worker: Worker, code: number | null, signal: string | null) => {
		slot.worker = undefined
		if (stopping) return
		const how = signal ? `señal ${signal}` : `código ${code}`
		if (!started) return failStart(new Error(`[web] Un proceso web no arrancó (${how}).`))
		slot.quickDeaths = Date.now() - slot.startedAt < STABLE_MS ? slot.quickDeaths + 1 : 0
		const delay = replacementDelay(slot.quickDeaths)
		log(`[web] El proceso web ${worker.process.pid} terminó (${how}); otro lo sustituye${delay ? ` en ${delay / 1000} s` : ''}.`)
		slot.timer = setTimeout(() => {
			slot.timer = undefined
			if (!stopping) start(slot)
		}, delay)
	}

	const stop = async (timeoutSeconds: number) => {
		stopping = true
		for (const slot of slots) clearTimeout(slot.timer)
		const running = slots.flatMap((slot) => (slot.worker ? [slot.worker] : []))
		await Promise.all(running.map((worker) => stopOne(worker, timeoutSeconds)))
	}

	try {
		await new Promise<void>((resolve, reject) => {
			failStart = reject
			let listening = 0
			for (const slot of slots) start(slot).once('listening', () => ++listening === count && resolve())
		})
		started = true
	} catch (error) {
		await stop(5)
		throw error
	}
	return { stop }
}

function stopOne(worker: Worker, timeoutSeconds: number) {
	return new Promise<void>((resolve) => {
		if (worker.isDead()) return resolve()
		const force = setTimeout(() => worker.process.kill('SIGKILL'), (timeoutSeconds + 10) * 1000)
		worker.once('exit', () => {
			clearTimeout(force)
			resolve()
		})
		worker.process.kill('SIGTERM')
	})
}

/**
 * Memory of each web process (ADR 0055): V8's young generation grows to ~134 MB under load by default, 16 MB
 * semi-spaces keep it near 34 MB. The old generation grows while pages are rendered faster than V8 cares to collect
 * (a web process peaked at ~500 MB under the load bench, ~60 MB of it live after a collection); a 256 MB ceiling
 * makes V8 collect sooner: ~320 MB at the peak and back within 5 % of idle after, for ~15 % fewer requests/s under
 * that load. An operator's own --max-old-space-size in NODE_OPTIONS is left to rule.
 */
function webProcessHeapFlags() {
	const flags = ['--max-semi-space-size=16']
	if (!process.env.NODE_OPTIONS?.includes('--max-old-space-size')) flags.push('--max-old-space-size=256')
	return flags
}
