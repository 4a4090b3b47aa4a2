import fs from 'node:fs'
import { defineConfig } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3210)
const chromium = fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined

export default defineConfig({
	testDir: 'tests/e2e',
	testMatch: '**/*.test.ts',
	globalTeardown: 'tests/support/e2e-server-errors.ts',
	fullyParallel: true,
	workers: 2,
	forbidOnly: Boolean(process.env.CI),
	retries: 0,
	reporter: [['list']],
	timeout: 30_000,
	use: {
		baseURL: `http://localhost:${port}`,
		locale: 'es-ES',
		trace: 'retain-on-failure',
		launchOptions: {
			executablePath: chromium,
			args: [
				'--no-sandbox',
				'--disable-gpu',
				'--disable-quic',
				'--no-first-run',
				'--disable-background-networking',
				'--disable-component-update',
				'--disable-sync',
			],
		},
	},
	projects: [
		{ name: 'js', use: { javaScriptEnabled: true } },
		{ name: 'no-js', use: { javaScriptEnabled: false } },
	],
	webServer: {
		command: 'node tests/support/e2e-server.ts',
		url: `http://localhost:${port}/healthz`,
		env: { E2E_PORT: String(port) },
		reuseExistingServer: false,
		// SIGTERM, so the server shuts down in order and stops its PostgreSQL (which runs in its own process group)
		gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
		timeout: 180_000,
		stdout: 'ignore',
		stderr: 'pipe',
	},
})
