import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const BUILD_ENTRY = 'build/server/index.js'
const SOURCES = ['app', 'public', 'vite.config.ts', 'package.json', 'tsconfig.json']

/** Runs `remix vite:build` when there is no build or a source file is newer than it. */
export function buildIfNeeded(log: (message: string) => void = console.info) {
	const builtAt = fs.existsSync(BUILD_ENTRY) ? fs.statSync(BUILD_ENTRY).mtimeMs : 0
	if (builtAt && newestMtime(SOURCES) <= builtAt) return false
	log(builtAt ? '[build] El código cambió: recompilando…' : '[build] Primera ejecución: compilando la aplicación…')
	const result = spawnSync(process.execPath, [path.resolve('node_modules/@remix-run/dev/dist/cli.js'), 'vite:build'], {
		stdio: 'inherit',
		env: { ...process.env, NODE_ENV: 'production' },
	})
	if (result.status !== 0) throw new Error('[build] La compilación falló (ver arriba).')
	return true
}

function newestMtime(paths: string[]): number {
	let newest = 0
	for (const entry of paths) {
		if (!fs.existsSync(entry)) continue
		const stat = fs.statSync(entry)
		if (stat.isDirectory()) {
			const children = fs
				.readdirSync(entry)
				.filter((name) => name !== 'generated')
				.map((name) => path.join(entry, name))
			newest = Math.max(newest, newestMtime(children))
		} else newest = Math.max(newest, stat.mtimeMs)
	}
	return newest
}
