import { type Env, getEnv } from '#app/utils/env.server.ts'

/**
 * Stripe's hosted pages that our forms' 303 redirects lead to (Checkout, Customer Portal): the CSP's form-action
 * must allow them, as browsers apply it to a form POST's redirects too. Only with STRIPE_SECRET_KEY (none without).
 * No SDK import here: the security headers read this at start-up.
 */
export function stripeRedirectOrigins(env: Pick<Env, 'STRIPE_SECRET_KEY'> = getEnv()) {
	return env.STRIPE_SECRET_KEY ? ['https://checkout.stripe.com', 'https://billing.stripe.com'] : []
}
