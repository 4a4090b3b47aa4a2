import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'

// sherpa-onnx-node's native addon runs in one place only: the child process a worker starts (sherpa-host.ts, by its
// path). Web processes, the worker itself and the Remix build never import it; ADR 0050.
const ROOT = path.resolve(import.meta.dirname, '../../..')
const SOURCES = ['app', 'server', 'jobs', 'scripts']

function sourceFiles() {
	return SOURCES.flatMap((folder) =>
		fs
			.readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
			.filter((file) => /\.(tsx?|mjs)$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
			.map((file) => path.join(folder, file).split(path.sep).join('/')),
	)
}

test('only sherpa-host.ts loads sherpa-onnx-node, and no module imports sherpa-host.ts', () => {
	const loading: string[] = []
	const importingHost: string[] = []
	for (const file of sourceFiles()) {
		const code = fs
			.readFileSync(path.join(ROOT, file), 'utf8')
			.split('\n')
			.filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line) && !/^\s*import type\b/.test(line))
			.join('\n')
		if (/['"`]sherpa-onnx-node['"`]/.test(code)) loading.push(file)
		if (/(from\s+|import\(\s*)['"`][^'"`]*sherpa-host\.ts['"`]/.test(code)) importingHost.push(file)
	}
	expect(loading).toEqual(['app/integrations/sherpa/sherpa-host.ts'])
	expect(importingHost).toEqual([])
})
