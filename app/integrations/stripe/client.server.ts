import type Stripe from 'stripe'
import { PaymentsError } from '#app/ports/payments.ts'
import { type Env, getEnv } from '#app/utils/env.server.ts'
import { singleton } from '#app/utils/singleton.server.ts'
import { stripeSdk } from './sdk.server.ts'

/** The SDK's types, re-exported so that only this folder imports 'stripe' (its values load through sdk.server.ts). */
export type StripeApi = Stripe
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

/** How old a signed webhook may be (the SDK's default tolerance), and how far ahead of our clock its time may be. */
const WEBHOOK_TOLERANCE_SECONDS = 300
const WEBHOOK_CLOCK_SKEW_SECONDS = 30

/**
 * The event in a webhook's raw body, after checking its `Stripe-Signature` header against the endpoint's secret and
 * its timestamp: at most 5 minutes old (the SDK's check) and at most 30 seconds in the future (clock skew; the SDK
 * accepts any future time, so a header signed ahead of time would stay valid). A PaymentsError of kind `signature`
 * when either does not hold; the event itself is not parsed beyond JSON.
 */
export async function verifyWebhookEvent(rawBody: string, signature: string, secret: string, now: number = Date.now()) {
	let event: unknown
	try {
		event = await stripeSdk().webhooks.constructEventAsync(rawBody, signature, secret, WEBHOOK_TOLERANCE_SECONDS)
	} catch (error) {
		if (isSignatureError(error)) throw new PaymentsError('Firma no válida', { kind: 'signature', cause: error })
		if (error instanceof SyntaxError) throw new PaymentsError('Evento no es JSON', { kind: 'invalid', cause: error })
		throw error
	}
	const timestamp = Number(/(?:^|,)\s*t=(\d+)/.exec(signature)?.[1])
	if (!(timestamp <= Math.floor(now / 1000) + WEBHOOK_CLOCK_SKEW_SECONDS)) {
		throw new PaymentsError('Firma con fecha futura', { kind: 'signature' })
	}
	return event
}

/** Stripe's 404: the object asked for does not exist (deleted, or from another account or mode). */
export function isResourceMissingError(error: unknown) {
	return isStripeError(error) && error.code === 'resource_missing'
}

function isSignatureError(error: unknown) {
	return error instanceof stripeSdk().errors.StripeSignatureVerificationError
}

/** A `Stripe-Signature` header for this body, as Stripe would send it: for tests and the billing sandbox. */
export function signWebhookPayload(payload: string, secret: string, { timestamp }: { timestamp?: number } = {}) {
	return stripeSdk().webhooks.generateTestHeaderString({ payload, secret, ...(timestamp === undefined ? {} : { timestamp }) })
}

/**
 * A Stripe SDK error in the port's terms: a request Stripe refused as invalid (400, 404) is `invalid` (asking again
 * gives the same answer); anything else (5xx, rate limits, the network, a bad key) is `unavailable`.
 */
export function toPaymentsError(error: Stripe.errors.StripeError) {
	const kind = error.type === 'StripeInvalidRequestError' ? 'invalid' : 'unavailable'
	return new PaymentsError(error.message, { kind, status: error.statusCode, cause: error })
}
