import { getStripe } from '#app/integrations/stripe/client.server.ts'
import { createStripePayments } from '#app/integrations/stripe/payments.server.ts'
import type { Payments } from '#app/ports/payments.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { billingMode, priceIdFor } from './billing-config.server.ts'
import { createSandboxPayments, type SandboxPayments } from './sandbox-payments.server.ts'

/**
 * The one place that chooses how plans are sold, from the configuration (billingMode): Stripe's adapter with
 * STRIPE_SECRET_KEY, the local sandbox with BILLING_SANDBOX=true, none otherwise (payments off). Everything else in
 * billing asks the port (docs/decisions/0041-payments-port.md).
 */
function chosen(env = getEnv()): { payments: Payments; sandbox: SandboxPayments | null } | null {
	const mode = billingMode(env)
	if (mode === 'stripe') {
		const payments = createStripePayments({
			stripe: getStripe(env)!,
			webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '',
			priceIdFor: (planId) => priceIdFor(planId, mode),
		})
		return { payments, sandbox: null }
	}
	if (mode === 'sandbox') {
		const sandbox = createSandboxPayments({ priceIdFor: (planId) => priceIdFor(planId, mode) })
		return { payments: sandbox, sandbox }
	}
	return null
}

/** The payments adapter in use, or null when payments are off. */
export function getPayments(): Payments | null {
	return chosen()?.payments ?? null
}

/** The sandbox adapter when it is the one in use (its own pages and clock), else null. */
export function getSandbox(): SandboxPayments | null {
	return chosen()?.sandbox ?? null
}
