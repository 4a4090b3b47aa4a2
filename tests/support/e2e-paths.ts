import os from 'node:os'
import path from 'node:path'

/** Where the e2e server keeps its data (embedded PostgreSQL, secrets), shared with the tests that seed it. */
export function e2eDataDir() {
	return path.join(os.tmpdir(), `ondacast-e2e-${process.env.E2E_PORT ?? '3210'}`)
}
