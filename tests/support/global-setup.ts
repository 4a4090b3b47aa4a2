import type { TestProject } from 'vitest/node'
import { startTestPostgres } from './test-postgres.ts'

declare module 'vitest' {
	export interface ProvidedContext {
		pgAdminUrl: string
	}
}

/** One PostgreSQL for the whole run; every test file then gets a database of its own (setup-database.ts). */
export default async function setup(project: TestProject) {
	const postgres = await startTestPostgres()
	project.provide('pgAdminUrl', postgres.adminUrl)
	return postgres.stop
}
