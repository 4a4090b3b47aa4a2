import { resetEnv } from '#app/utils/env.server.ts'
import { type StripeFake, startStripeFake } from '#tests/fakes/stripe-fake.ts'

/** Price ids the tests configure (STRIPE_PRICE_<PLAN>) for the purchasable plans of config/plans.json. */
export const TEST_PRICES = {
	esencial: 'price_test_esencial',
	creadores: 'price_test_creadores',
	creadores_plus: 'price_test_creadores_plus',
} as const

export const TEST_WEBHOOK_SECRET = 'whsec_test_ondacast'

/** A Stripe fake, and this process's environment pointing the app's real Stripe SDK at it (as a deployment with keys). */
export async function useStripeFake(): Promise<StripeFake> {
	const fake = await startStripeFake()
	Object.assign(process.env, {
		STRIPE_SECRET_KEY: fake.secretKey,
		STRIPE_API_URL: fake.url,
		STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
		STRIPE_PRICE_ESENCIAL: TEST_PRICES.esencial,
		STRIPE_PRICE_CREADORES: TEST_PRICES.creadores,
		STRIPE_PRICE_CREADORES_PLUS: TEST_PRICES.creadores_plus,
	})
	resetEnv()
	return fake
}
