import type { Plan } from '#app/modules/plans/plan-schema.ts'
import { isPaymentsError, type PriceChange } from '#app/ports/payments.ts'
import { prisma } from '#app/utils/db.server.ts'
import { getPayments } from './payments.server.ts'

function billingUser(userId: string) {
	return prisma.user.findUniqueOrThrow({
		where: { id: userId },
		select: { id: true, stripeCustomerId: true, stripeSubscriptionId: true, subscriptionStatus: true },
	})
}

/**
 * Moves the account's running subscription to another plan's price (see Payments.changePrice: at Stripe the
 * prorated difference is charged now and the price changes once it is paid; a pending cancellation is withdrawn).
 * The account's plan follows when customer.subscription.updated arrives (the sandbox sends it at once). Refused
 * while the subscription is past due.
 */
export async function changeSubscriptionPlan(
	userId: string,
	subscription: { subscriptionId: string; status: string },
	plan: Plan,
): Promise<PriceChange> {
	if (subscription.status === 'past_due') return 'pastDue'
	const payments = getPayments()
	const priceId = payments?.priceIdFor(plan.id)
	if (!payments || !priceId) return 'changed'
	return payments.changePrice(subscription.subscriptionId, { priceId, metadata: { plan: plan.id, userId } })
}

/**
 * What a subscriber's change to `plan` charges now, in cents of euro, for the confirmation page: the payments side's
 * preview (Stripe's prorated difference, 0 in the sandbox); null when it cannot be known (Stripe failing: the page
 * then explains the charge without the amount).
 */
export async function planChangeCharge(userId: string, plan: Plan): Promise<number | null> {
	const payments = getPayments()
	const priceId = payments?.priceIdFor(plan.id)
	if (!payments || !priceId) return null
	const user = await billingUser(userId)
	if (!user.stripeSubscriptionId) return null
	try {
		return await payments.previewPriceChange(user.stripeSubscriptionId, priceId)
	} catch (error) {
		if (!isPaymentsError(error)) throw error
		console.warn('[billing] vista previa del cambio de plan no disponible:', error.message)
		return null
	}
}

/**
 * The customer portal (invoices, card, cancellation) for an account with a customer: Stripe's page, or the
 * sandbox's own. Null when the account never bought anything or payments are off.
 */
export async function customerPortalUrl(userId: string, returnUrl: string) {
	const payments = getPayments()
	const user = await billingUser(userId)
	if (!payments || !user.stripeCustomerId) return null
	return payments.portalUrl(user.stripeCustomerId, returnUrl)
}

/**
 * Account deletion: the subscription is cancelled at once (no further charge) before the account goes. False when
 * the payments side cannot be reached: the account must not be deleted while it would still be charged.
 */
export async function cancelSubscriptionBeforeDeletion(userId: string) {
	const user = await billingUser(userId)
	const payments = getPayments()
	if (!payments || !user.stripeSubscriptionId || user.subscriptionStatus === 'canceled') return true
	try {
		await payments.cancelNow(user.stripeSubscriptionId)
		return true
	} catch (error) {
		if (!isPaymentsError(error)) throw error
		console.warn('[billing] suscripción no cancelada antes de borrar la cuenta:', error.message)
		return false
	}
}
