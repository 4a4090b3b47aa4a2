import fs from 'node:fs'
import path from 'node:path'
import { e2eDataDir } from './e2e-paths.ts'

/** console.error lines of the server that do not fail the run: none so far. */
const allowed: RegExp[] = []

/**
 * Playwright's global teardown (it runs before the server is stopped): the run fails if the e2e server logged an
 * error. The lines cannot be pinned on one test (two run at once), so they are listed for the whole run.
 */
export default function failOnServerErrors() {
	const file = path.join(e2eDataDir(), 'server-errors.log')
	if (!fs.existsSync(file)) return
	const lines = fs
		.readFileSync(file, 'utf8')
		.split('\n')
		.filter((line) => line.trim() && !allowed.some((pattern) => pattern.test(line)))
	if (lines.length > 0) {
		throw new Error(`The e2e server logged errors (console.error) during the run:\n${lines.slice(0, 60).join('\n')}`)
	}
}
