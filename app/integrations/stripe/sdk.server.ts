import { createRequire } from 'node:module'
import { singleton } from '#app/utils/singleton.server.ts'

type StripeSdk = typeof import('stripe').default

/**
 * The Stripe SDK (its constructor, with the static `errors` and `webhooks`), loaded on first use: importing it costs
 * about 6 MB of heap, which a server without STRIPE_SECRET_KEY never needs. Nothing else imports the package's
 * values (types are free), tests included: the ESM copy would have other error classes (ADR 0040).
 */
export function stripeSdk(): StripeSdk {
	return singleton('sdk:stripe', () => createRequire(import.meta.url)('stripe') as StripeSdk)
}
