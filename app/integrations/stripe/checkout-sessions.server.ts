import { isStripeError, type StripeApi } from './client.server.ts'

/**
 * Expires the customer's Checkout Sessions that are still open, before a new one is created: only the newest
 * checkout can be paid. Without this, two tabs (or a page left open, then a new checkout) could both be paid, and
 * the account would have two subscriptions charging every month. A session that was paid or expired meanwhile
 * (Stripe refuses to expire it) is left as it is: the live-subscription check before checkout deals with a paid one.
 */
export async function expireOpenCheckouts(stripe: StripeApi, customerId: string) {
	const open = await stripe.checkout.sessions.list({ customer: customerId, status: 'open', limit: 100 })
	for (const session of open.data) {
		try {
			await stripe.checkout.sessions.expire(session.id)
		} catch (error) {
			if (!isStripeError(error) || error.type !== 'StripeInvalidRequestError') throw error
		}
	}
	return open.data.length
}
