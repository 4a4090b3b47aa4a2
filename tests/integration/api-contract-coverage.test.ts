import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { apiCalls } from '#app/modules/api/contract/api-calls.ts'

// Every call of the JSON API has a test that sends it and checks its answers against the published contract (the
// in-process caller tests/support/api-call.ts and the README's examples both run expectContract): a call described
// but never sent by a test would be a row of the spec nobody proved.
function testFiles(folder: string): string[] {
	return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
		const full = path.join(folder, entry.name)
		return entry.isDirectory() ? testFiles(full) : entry.name.endsWith('.test.ts') ? [full] : []
	})
}

test('every described call is sent by some test, its answer checked against the contract', () => {
	const sources = testFiles('tests').map((file) => fs.readFileSync(file, 'utf8'))
	sources.push(fs.readFileSync('README.md', 'utf8'))
	const unsent = apiCalls.filter((call) => {
		const escaped = call.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&')
		const pattern = new RegExp(escaped.replace(/\{[^}]+\}/g, '(\\$\\{[^}]+\\}|\\$[A-Z_]+|[\\w.-]+)'))
		return !sources.some((source) => pattern.test(source))
	})
	expect(unsent.map((call) => `${call.method.toUpperCase()} ${call.path}`)).toEqual([])
})
