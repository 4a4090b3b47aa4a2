import type Stripe from 'stripe'
import { type Env, getEnv } from '#app/utils/env.server.ts'
import { singleton } from '#app/utils/singleton.server.ts'
import { stripeSdk } from './sdk.server.ts'

/** The SDK's types, re-exported so that only this folder imports 'stripe' (its values load through sdk.server.ts). */
export type StripeApi = Stripe
export type StripeEvent = Stripe.Event
export type StripeSubscription = Stripe.Subscription

/**
 * A client for the Stripe API with this secret key; `apiUrl` (another address, e.g. a local fake in tests) sets the
 * SDK's host, port and protocol. The SDK's own retries stay at its default (with idempotency keys on POSTs).
 */
function createStripe({ secretKey, apiUrl }: { secretKey: string; apiUrl?: string }): StripeApi {
	if (!apiUrl) return new (stripeSdk())(secretKey, { timeout: 20_000 })
	const url = new URL(apiUrl)
	const protocol = url.protocol === 'http:' ? 'http' : 'https'
	return new (stripeSdk())(secretKey, {
		host: url.hostname,
		port: url.port || (protocol === 'http' ? 80 : 443),
		protocol,
		timeout: 20_000,
	})
}

type StripeEnv = Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL'>

/** The client configured from STRIPE_SECRET_KEY / STRIPE_API_URL, or null without a key (no card payments). */
export function getStripe(env: StripeEnv = getEnv()): StripeApi | null {
	if (!env.STRIPE_SECRET_KEY) return null
	const { STRIPE_SECRET_KEY: secretKey, STRIPE_API_URL: apiUrl } = env
	return singleton('stripe-client', () => createStripe({ secretKey, apiUrl }), [secretKey, apiUrl ?? null])
}

/** A Stripe error the SDK raised (API error, network, bad signature): its type names which. */
export function isStripeError(error: unknown): error is Stripe.errors.StripeError {
	return error instanceof stripeSdk().errors.StripeError
}

/**
 * The event in a webhook's raw body, after checking its `Stripe-Signature` header against the endpoint's secret
 * (and the timestamp's tolerance, 5 minutes). Throws a StripeSignatureVerificationError when they do not match.
 */
export function verifyWebhookEvent(rawBody: string, signature: string, secret: string): Promise<StripeEvent> {
	return stripeSdk().webhooks.constructEventAsync(rawBody, signature, secret)
}

/** Stripe's 404: the object asked for does not exist (deleted, or from another account or mode). */
export function isResourceMissingError(error: unknown) {
	return isStripeError(error) && error.code === 'resource_missing'
}

export function isSignatureError(error: unknown) {
	return error instanceof stripeSdk().errors.StripeSignatureVerificationError
}

/** A `Stripe-Signature` header for this body, as Stripe would send it: for tests and the billing sandbox. */
export function signWebhookPayload(payload: string, secret: string) {
	return stripeSdk().webhooks.generateTestHeaderString({ payload, secret })
}
