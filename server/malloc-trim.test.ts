import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { tempDir } from '#tests/support/test-postgres.ts'
import { buildNative } from '../scripts/build-native.ts'
import { canReleaseFreedMemory } from './malloc-trim.ts'

const hasCompiler = process.platform === 'linux' && spawnSync(process.env.CC || 'cc', ['--version']).status === 0

test.runIf(hasCompiler)('npm install built the addon that gives freed memory back, where Linux has a C compiler', () => {
	expect(canReleaseFreedMemory()).toBe(true)
})

test('without a C compiler the build says so in one line, leaves no addon behind and does not fail the install', () => {
	const output = path.join(tempDir('ondacast-native'), 'malloc-trim.node')
	fs.writeFileSync(output, 'an addon from an earlier build')
	const said: string[] = []
	const built = buildNative({ output, compiler: 'ondacast-no-such-compiler', log: (line) => said.push(line) })
	expect(built).toBe(false)
	expect(fs.existsSync(output)).toBe(false)
	expect(said).toHaveLength(1)
	expect(said[0]).toMatch(/no (hay compilador de C|es Linux).*memoria libre/)
})

/**
 * A burst as a server sees it: many small buffers (responses, database rows) of which a few live on, the rest
 * collected. The freed memory sits between the survivors, where glibc keeps it; given back, the process shrinks.
 */
const BURST = `
import { releaseFreedMemory } from ${JSON.stringify(path.resolve('server/malloc-trim.ts'))}
const rss = () => process.memoryUsage.rss() / 2 ** 20
let buffers = Array.from({ length: 200_000 }, () => Buffer.alloc(700, 1))
const survivors = buffers.filter((_, index) => index % 50 === 0)
buffers = []
// what releaseMemory (idle-gc.ts) runs first: the collection that also frees the buffers' memory at once
globalThis.gc({ type: 'major', execution: 'sync', flavor: 'last-resort' })
const before = rss()
const released = releaseFreedMemory()
console.log(JSON.stringify({ before, after: rss(), released, survivors: survivors.length }))
`

test.runIf(hasCompiler)('after a burst, the memory the collector freed goes back to the system', () => {
	const child = spawnSync(process.execPath, ['--expose-gc', '--input-type=module', '-e', BURST], {
		encoding: 'utf8',
		env: { ...process.env, MALLOC_ARENA_MAX: '2' },
	})
	expect(child.stderr).toBe('')
	const { before, after, released } = JSON.parse(child.stdout)
	expect(released).toBe(true)
	// 196,000 buffers of 700 bytes freed: about 130 MB, most of it between survivors
	expect(before - after).toBeGreaterThan(60)
})
