import { type CheckoutState, isPaymentsError, type Payments, PaymentsError } from '#app/ports/payments.ts'
import { expireOpenCheckouts } from './checkout-sessions.server.ts'
import { isResourceMissingError, isStripeError, type StripeApi, toPaymentsError, verifyWebhookEvent } from './client.server.ts'
import {
	changeStripePrice,
	findLiveStripeSubscription,
	previewPriceChange,
	refundAndCancelStripeSubscription,
	toSubscriptionSnapshot,
} from './subscription.server.ts'

/** Runs a Stripe call, its SDK errors turned into the port's (PaymentsError). */
async function call<T>(work: () => Promise<T>): Promise<T> {
	try {
		return await work()
	} catch (error) {
		throw isStripeError(error) ? toPaymentsError(error) : error
	}
}

/** As `call`, but null when Stripe answers that the object does not exist (resource_missing). */
async function callIfExists<T>(work: () => Promise<T>): Promise<T | null> {
	try {
		return await work()
	} catch (error) {
		if (isResourceMissingError(error)) return null
		throw isStripeError(error) ? toPaymentsError(error) : error
	}
}

/** A Checkout Session's status in the port's terms (a status Stripe may add later counts as still open). */
function checkoutStatus(status: string | null): CheckoutState['status'] {
	return status === 'complete' || status === 'expired' ? status : 'open'
}

/**
 * The payments port at Stripe: Checkout Sessions (a subscription, the account as client_reference_id, the plan in
 * the metadata, Spanish), the Customer Portal, subscriptions re-read from the API, webhooks signed with the endpoint's
 * secret. `priceIdFor` is the price table of the configuration (STRIPE_PRICE_<PLAN>).
 */
export function createStripePayments({
	stripe,
	webhookSecret,
	priceIdFor,
}: {
	stripe: StripeApi
	webhookSecret: string
	priceIdFor: (planId: string) => string | null
}): Payments {
	return {
		kind: 'stripe',
		priceIdFor,
		createCustomer: ({ userId, email }) =>
			call(async () => {
				const customer = await stripe.customers.create(
					{ email, metadata: { userId } },
					{ idempotencyKey: `ondacast-customer-${userId}` },
				)
				return customer.id
			}),
		findLiveSubscription: (customerId) => call(() => findLiveStripeSubscription(stripe, customerId)),
		openCheckout: ({ userId, customerId, planId, priceId, successUrl, cancelUrl }) =>
			call(async () => {
				const session = await stripe.checkout.sessions.create({
					mode: 'subscription',
					customer: customerId,
					client_reference_id: userId,
					line_items: [{ price: priceId, quantity: 1 }],
					metadata: { plan: planId, userId },
					subscription_data: { metadata: { plan: planId, userId } },
					locale: 'es',
					success_url: successUrl,
					cancel_url: cancelUrl,
				})
				if (!session.url)
					throw new PaymentsError(`Stripe no dio la dirección de la sesión ${session.id}`, { kind: 'unavailable' })
				return { id: session.id, url: session.url }
			}),
		expireOpenCheckouts: (customerId, keep) => call(() => expireOpenCheckouts(stripe, customerId, keep)),
		readCheckout: (sessionId) =>
			callIfExists(async () => {
				const session = await stripe.checkout.sessions.retrieve(sessionId)
				const subscription = session.subscription
				return {
					userId: session.client_reference_id,
					status: checkoutStatus(session.status),
					subscriptionId: typeof subscription === 'string' ? subscription : (subscription?.id ?? null),
				}
			}),
		readSubscription: (subscriptionId) =>
			callIfExists(async () => toSubscriptionSnapshot(await stripe.subscriptions.retrieve(subscriptionId))),
		changePrice: (subscriptionId, change) => call(() => changeStripePrice(stripe, subscriptionId, change)),
		previewPriceChange: (subscriptionId, priceId) => call(() => previewPriceChange(stripe, subscriptionId, priceId)),
		cancelNow: async (subscriptionId) => {
			// already cancelled or gone at Stripe: nothing more will be charged
			await callIfExists(() => stripe.subscriptions.cancel(subscriptionId))
		},
		// a refund Stripe refuses (a disputed charge) is a failure to retry and look into, not a malformed event
		refundAndCancel: (subscriptionId) =>
			call(() => refundAndCancelStripeSubscription(stripe, subscriptionId)).catch((error: unknown) => {
				if (!isPaymentsError(error) || error.kind !== 'invalid') throw error
				throw new PaymentsError(`El reembolso de la suscripción ${subscriptionId} falló: ${error.message}`, {
					kind: 'unavailable',
					status: error.status,
					cause: error,
				})
			}),
		portalUrl: (customerId, returnUrl) =>
			call(async () => {
				const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl, locale: 'es' })
				return session.url
			}),
		verifyEvent: (rawBody, signature) => verifyWebhookEvent(rawBody, signature, webhookSecret),
	}
}
