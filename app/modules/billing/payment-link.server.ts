import type { BillingErrorCode } from '#app/modules/errors/error-codes.ts'
import { CheckoutError, startCheckout } from './checkout.server.ts'
import { checkoutOrigin, planPageUrl, subscribeOffer, subscribePlan } from './subscribe-page.server.ts'

/** The status of each refusal of a payment link, for the subscribe page and the JSON calls alike. */
export const PAYMENT_ERROR_STATUS: Record<CheckoutError['code'] | 'PLAN_NOT_FOUND' | 'PLAN_ALREADY_ACTIVE', number> = {
	PAYMENTS_NOT_CONFIGURED: 503,
	CHECKOUT_FAILED: 502,
	PLAN_CHANGE_UNPAID: 402,
	PLAN_CHANGE_PAST_DUE: 409,
	PLAN_NOT_FOUND: 404,
	PLAN_ALREADY_ACTIVE: 409,
}

export type PaymentLink = { url: string } | { error: keyof typeof PAYMENT_ERROR_STATUS & BillingErrorCode }

/**
 * Where a signed-in account goes to pay for `planId` (POST /api/create-payment-link): Stripe's Checkout page (or the
 * sandbox's) for an account without a subscription; the plan's own page for a subscriber, whose change is confirmed
 * there after seeing what it charges (a link never changes a plan by itself); sign-up for a demo account. The
 * absolute address, from APP_URL (or the request's origin without one).
 */
export async function paymentLinkFor(userId: string, planId: string, request: Request): Promise<PaymentLink> {
	const plan = subscribePlan(planId)
	if (!plan) return { error: 'PLAN_NOT_FOUND' }
	const origin = checkoutOrigin(request)
	const offer = await subscribeOffer(userId, plan.id)
	if (offer.action === 'current') return { error: 'PLAN_ALREADY_ACTIVE' }
	if (offer.action === 'signUp') return { url: `${origin}/register?plan=${plan.id}` }
	if (offer.action === 'change') return { url: planPageUrl(origin, plan.id) }
	const link = await checkoutLink({ userId, plan, origin })
	return 'url' in link && link.url.startsWith('/') ? { url: `${origin}${link.url}` } : link
}

/**
 * startCheckout's answer as where to go next (Stripe's page, the sandbox's, or the dashboard after a confirmed price
 * change; a path when it is ours) or the code it was refused with; a Stripe failure is logged.
 */
export async function checkoutLink(input: Parameters<typeof startCheckout>[0]): Promise<PaymentLink> {
	try {
		return { url: await startCheckout(input) }
	} catch (error) {
		if (!(error instanceof CheckoutError)) throw error
		if (error.code === 'CHECKOUT_FAILED') console.warn('[billing] checkout no creado:', String(error.cause))
		return { error: error.code }
	}
}
