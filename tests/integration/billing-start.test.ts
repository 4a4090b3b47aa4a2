import fs from 'node:fs'
import { afterAll, expect, test } from 'vitest'
import { startApp } from '#tests/support/app-process.ts'
import { freePort, tempDir } from '#tests/support/test-postgres.ts'

const dataDir = tempDir('ondacast-billing-start')
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

test('npm start with a Stripe key but a plan without its price stops at once, naming the missing variables', async () => {
	const app = startApp({
		DATA_DIR: dataDir,
		PORT: String(await freePort()),
		EMBEDDED_PG_PORT: String(await freePort()),
		STRIPE_SECRET_KEY: 'sk_test_sin_precios',
		STRIPE_PRICE_ESENCIAL: 'price_esencial',
		STRIPE_PRICE_CREADORES: '',
		STRIPE_PRICE_CREADORES_PLUS: '',
		STRIPE_WEBHOOK_SECRET: '',
	})
	expect(await app.exited).toBe(1)
	expect(app.output()).toContain('STRIPE_WEBHOOK_SECRET: falta (obligatoria con STRIPE_SECRET_KEY)')
	expect(app.output()).toContain('STRIPE_PRICE_CREADORES: falta')
	expect(app.output()).toContain('STRIPE_PRICE_CREADORES_PLUS: falta')
	expect(app.output()).not.toContain('STRIPE_PRICE_ESENCIAL')
	// it stopped before starting anything: no database was created
	expect(fs.existsSync(`${dataDir}/postgres`)).toBe(false)
}, 60_000)
