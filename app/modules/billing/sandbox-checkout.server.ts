import { prisma } from '#app/utils/db.server.ts'
import { planIdForPrice } from './billing-config.server.ts'
import { getSandbox } from './payments.server.ts'

/**
 * The sandbox checkout page's data: the session of this signed-in account only (another's is not found, and so is
 * one expired by a newer checkout); null unless the sandbox is the payments adapter in use.
 */
export async function sandboxCheckoutFor(sessionId: string, userId: string) {
	const session = await getSandbox()?.checkoutFor(sessionId, userId)
	return session ? { ...session, planId: planIdForPrice(session.priceId) ?? session.planId } : null
}

/** "Pay" in the sandbox (SandboxPayments.completeCheckout); null when there is no such session for this account. */
export async function completeSandboxCheckout(sessionId: string, userId: string) {
	return (await getSandbox()?.completeCheckout(sessionId, userId)) ?? null
}

/** The sandbox portal's data: the account's sandbox subscription (null without one; null at all without the sandbox). */
export async function sandboxPortalFor(userId: string) {
	const sandbox = getSandbox()
	if (!sandbox) return null
	const user = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { stripeSubscriptionId: true } })
	if (!user.stripeSubscriptionId) return { subscription: null }
	const subscription = await sandbox.readSubscription(user.stripeSubscriptionId)
	if (!subscription) return { subscription: null }
	return {
		subscription: {
			planId: planIdForPrice(subscription.priceId),
			periodEnd: subscription.periodEnd.toISOString(),
			cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
		},
	}
}

/**
 * The sandbox portal's cancellation (Stripe's portal does this at Stripe): the subscription ends with its period and
 * customer.subscription.updated goes through the webhook; `cancel` false withdraws it.
 */
export async function setSandboxCancellation(userId: string, cancel: boolean) {
	const sandbox = getSandbox()
	const user = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { stripeSubscriptionId: true } })
	if (!sandbox || !user.stripeSubscriptionId) return
	await sandbox.setCancellation(user.stripeSubscriptionId, cancel)
}
