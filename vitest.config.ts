import { defineConfig } from 'vitest/config'

export default defineConfig({
	test: {
		include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'jobs/**/*.test.ts', 'tests/integration/**/*.test.ts'],
		globalSetup: ['tests/support/global-setup.ts'],
		setupFiles: ['tests/support/setup-database.ts', 'tests/support/fail-on-console-error.ts'],
		testTimeout: 60_000,
		hookTimeout: 120_000,
		pool: 'forks',
		maxWorkers: 2,
	},
})
