import { isStripeError, type StripeApi } from './client.server.ts'

/**
 * Expires the customer's Checkout Sessions that are still open except `keep` (the one just created): only the newest
 * checkout can be paid. Without this, two tabs (or a page left open, then a new checkout) could both be paid, and
 * the account would have two subscriptions charging every month. A session that was paid or expired meanwhile
 * (Stripe refuses to expire it) is left as it is: the webhook refunds a second subscription.
 */
export async function expireOpenCheckouts(stripe: StripeApi, customerId: string, keep: string) {
	const open = await stripe.checkout.sessions.list({ customer: customerId, status: 'open', limit: 100 })
	let expired = 0
	for (const session of open.data) {
		if (session.id === keep) continue
		try {
			await stripe.checkout.sessions.expire(session.id)
			expired++
		} catch (error) {
			if (!isStripeError(error) || error.type !== 'StripeInvalidRequestError') throw error
		}
	}
	return expired
}
