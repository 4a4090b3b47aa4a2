// Runs after `npm install`: compiles native/malloc-trim.c into the small Node addon that gives freed memory back to
// the system (server/malloc-trim.ts, docs/decisions/0057-returning-freed-memory.md). Optional on purpose: without a C
// compiler, or off Linux, it says so in one line and the app runs as before, keeping its freed memory.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const SOURCE = path.join(ROOT, 'native/malloc-trim.c')
const MALLOC_TRIM_ADDON = path.join(ROOT, 'native/build/malloc-trim.node')

/** Compiles the addon with the system's C compiler (`CC`, else `cc`): true when it was built. */
export function buildNative({ output = MALLOC_TRIM_ADDON, compiler = process.env.CC || 'cc', log = console.info } = {}) {
	if (process.platform !== 'linux') {
		log('[native] No es Linux: el servidor no devolverá al sistema la memoria libre tras un pico (opcional).')
		return false
	}
	const headers = path.join(path.dirname(createRequire(import.meta.url).resolve('node-api-headers/package.json')), 'include')
	fs.mkdirSync(path.dirname(output), { recursive: true })
	// undefined symbols (the napi_* functions) are resolved against the node binary when the addon is loaded
	const result = spawnSync(compiler, ['-O2', '-shared', '-fPIC', '-I', headers, SOURCE, '-o', output], {
		encoding: 'utf8',
	})
	if (result.status !== 0) {
		fs.rmSync(output, { force: true })
		const why = result.error
			? `no hay compilador de C (${compiler})`
			: `${compiler} falló: ${result.stderr.trim().split('\n')[0]}`
		log(`[native] ${why}: el servidor no devolverá al sistema la memoria libre tras un pico (opcional).`)
		return false
	}
	return true
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) buildNative()
