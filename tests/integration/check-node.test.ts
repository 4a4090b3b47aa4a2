import { spawnSync } from 'node:child_process'
import { expect, test } from 'vitest'

/** The preflight of `npm start` (and dev, worker, db:migrate) under this Node, pretending to be `version`. */
function preflight(version?: string) {
	const fake = version ? ['--import', `data:text/javascript,Object.defineProperty(process,'version',{value:'${version}'})`] : []
	const run = spawnSync(process.execPath, [...fake, 'scripts/check-node.mjs'], { encoding: 'utf8' })
	return { status: run.status, output: run.stdout + run.stderr }
}

test('an old Node is refused at once, in one line naming the version needed and how to get it', () => {
	const { status, output } = preflight('v20.20.2')
	expect(status).toBe(1)
	expect(output.trim().split('\n')).toEqual([
		'Ondacast necesita Node.js 22.18 o posterior (recomendado: 24) y este es v20.20.2: instálalo desde https://nodejs.org o con `nvm install 24`, y vuelve a ejecutar `npm install`.',
	])
	expect(preflight('v22.17.1').status).toBe(1)
})

test('a Node that runs TypeScript passes silently', () => {
	expect(preflight('v22.18.0')).toEqual({ status: 0, output: '' })
	expect(preflight()).toEqual({ status: 0, output: '' })
})

test('the npm scripts that run our TypeScript check first', async () => {
	const { scripts } = (await import('../../package.json', { with: { type: 'json' } })).default
	for (const name of ['start', 'dev', 'worker', 'db:migrate'] as const) {
		expect(scripts[name], name).toMatch(/^node scripts\/check-node\.mjs && node /)
	}
})
