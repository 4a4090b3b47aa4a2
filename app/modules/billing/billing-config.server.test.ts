import { expect, test, vi } from 'vitest'
import { loadPlans } from '#app/modules/plans/plans.server.ts'
import { EnvError } from '#app/utils/env.server.ts'
import { billingMode, checkBillingConfig, findPurchasablePlan, planIdForPrice, priceIdFor } from './billing-config.server.ts'

const plans = loadPlans('config/plans.json')
const prices = {
	STRIPE_PRICE_ESENCIAL: 'price_e',
	STRIPE_PRICE_CREADORES: 'price_c',
	STRIPE_PRICE_CREADORES_PLUS: 'price_p',
}
const withKey = {
	STRIPE_SECRET_KEY: 'sk_test_x',
	STRIPE_WEBHOOK_SECRET: 'whsec_x',
	BILLING_SANDBOX: false,
	APP_URL: 'https://ondacast.es',
}

test('the mode: Stripe with a key (even with the sandbox on), the sandbox only when asked for, else off', () => {
	expect(billingMode({ ...withKey, BILLING_SANDBOX: true })).toBe('stripe')
	expect(billingMode({ STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined, BILLING_SANDBOX: true })).toBe('sandbox')
	expect(billingMode({ STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined, BILLING_SANDBOX: false })).toBe('off')
})

test('with a Stripe key, start-up stops naming each missing price and the webhook secret', () => {
	expect(() => checkBillingConfig(withKey, prices, plans)).not.toThrow()
	const { STRIPE_PRICE_CREADORES_PLUS: _missing, ...twoPrices } = prices
	expect(() => checkBillingConfig(withKey, twoPrices, plans)).toThrow(EnvError)
	expect(() => checkBillingConfig(withKey, twoPrices, plans)).toThrow(/STRIPE_PRICE_CREADORES_PLUS: falta/)
	expect(() => checkBillingConfig({ ...withKey, STRIPE_WEBHOOK_SECRET: undefined }, prices, plans)).toThrow(
		/STRIPE_WEBHOOK_SECRET: falta/,
	)
	// the address Checkout and the portal return to is never taken from the request's Host header
	expect(() => checkBillingConfig({ ...withKey, APP_URL: undefined }, prices, plans)).toThrow(
		/APP_URL: falta \(obligatoria con STRIPE_SECRET_KEY\)/,
	)
	// without a key nothing is required
	expect(() => checkBillingConfig({ ...withKey, STRIPE_SECRET_KEY: undefined, APP_URL: undefined }, {}, plans)).not.toThrow()
})

test('the sandbox refuses to start in production unless APP_URL is a loopback address or unset (localhost)', () => {
	const sandbox = { STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined, BILLING_SANDBOX: true }
	const production = { ...sandbox, NODE_ENV: 'production' } as const
	const published = { ...production, APP_URL: 'https://ondacast.es' }
	expect(() => checkBillingConfig(published, {}, plans)).toThrow(EnvError)
	expect(() => checkBillingConfig(published, {}, plans)).toThrow(/BILLING_SANDBOX: .*no puede usarse en producción/)
	// `BILLING_SANDBOX=true npm start` without APP_URL: the app's address is then http://localhost:$PORT
	expect(() => checkBillingConfig(production, {}, plans)).not.toThrow()
	expect(() => checkBillingConfig({ ...production, APP_URL: undefined }, {}, plans)).not.toThrow()
	expect(() => checkBillingConfig({ ...production, APP_URL: 'http://127.0.0.1.ondacast.es' }, {}, plans)).toThrow(
		/BILLING_SANDBOX/,
	)
	for (const local of ['http://localhost:3210', 'http://127.0.0.1:3000/', 'http://[::1]:8080', 'http://app.localhost:3000'])
		expect(() => checkBillingConfig({ ...production, APP_URL: local }, {}, plans)).not.toThrow()
	// outside production the sandbox runs anywhere; off or with a Stripe key the sandbox check does not apply
	expect(() => checkBillingConfig({ ...sandbox, NODE_ENV: 'development' }, {}, plans)).not.toThrow()
	expect(() => checkBillingConfig({ ...production, BILLING_SANDBOX: false }, {}, plans)).not.toThrow()
})

test('a production sandbox that listens beyond this machine starts with a warning that anyone reaching it gets plans free', () => {
	const production = {
		STRIPE_SECRET_KEY: undefined,
		STRIPE_WEBHOOK_SECRET: undefined,
		BILLING_SANDBOX: true,
		NODE_ENV: 'production',
	} as const
	const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
	checkBillingConfig({ ...production, HOST: '0.0.0.0' }, {}, plans)
	expect(warn).toHaveBeenCalledTimes(1)
	expect(warn.mock.calls[0]![0]).toMatch(/sin pagar.*HOST=127\.0\.0\.1/)
	checkBillingConfig({ ...production, HOST: '127.0.0.1' }, {}, plans)
	checkBillingConfig({ ...production, HOST: '0.0.0.0', NODE_ENV: 'development' }, {}, plans)
	expect(warn).toHaveBeenCalledTimes(1)
	warn.mockRestore()
})

test('prices map to plans both ways; Agencia, trial and unknown ids are never purchasable', () => {
	expect(priceIdFor('creadores_plus', 'stripe', prices)).toBe('price_p')
	expect(planIdForPrice('price_c', prices, plans)).toBe('creadores')
	expect(planIdForPrice('price_someone_else', prices, plans)).toBeNull()
	expect(planIdForPrice(priceIdFor('esencial', 'sandbox'), prices, plans)).toBe('esencial')
	expect(findPurchasablePlan('creadores-plus', plans)?.id).toBe('creadores_plus')
	for (const id of ['agencia', 'agency', 'trial', 'demo', 'pro', 'enterprise', ''])
		expect(findPurchasablePlan(id, plans)).toBeNull()
})
