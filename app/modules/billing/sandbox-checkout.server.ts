import type { SubscriptionSnapshot } from '#app/integrations/stripe/subscription.server.ts'
import { addMonths } from '#app/modules/quota/billing-period.ts'
import { prisma } from '#app/utils/db.server.ts'
import { billingMode, planIdForPrice } from './billing-config.server.ts'
import { deliverSandboxEvent, sandboxInvoiceObject, sandboxSubscriptionObject } from './sandbox-events.server.ts'
import {
	newSandboxSubscriptionId,
	readSandboxSession,
	readSandboxSubscription,
	saveSandboxSession,
	saveSandboxSubscription,
} from './sandbox-store.server.ts'

/** The sandbox checkout page's data: the session of this signed-in account only (another's is not found). */
export async function sandboxCheckoutFor(sessionId: string, userId: string) {
	if (billingMode() !== 'sandbox') return null
	const session = await readSandboxSession(sessionId)
	if (!session || session.userId !== userId) return null
	return { ...session, planId: planIdForPrice(session.priceId) ?? session.planId }
}

/**
 * "Pay" in the sandbox: what Stripe does when a Checkout Session is paid, without charging anything. The session is
 * claimed once (a second submit changes nothing), an active monthly subscription is created, and the events Stripe
 * would send go through the webhook's receiver: checkout.session.completed, customer.subscription.created,
 * invoice.paid.
 */
export async function completeSandboxCheckout(sessionId: string, userId: string) {
	const session = await sandboxCheckoutFor(sessionId, userId)
	if (!session) return null
	const claimed = await prisma.billingSandboxObject.updateMany({
		where: { id: sessionId, kind: 'checkout.session', data: { path: ['status'], equals: 'open' } },
		data: { data: { ...session, status: 'complete' } },
	})
	if (claimed.count === 0) return session
	const now = new Date()
	const subscription: SubscriptionSnapshot = {
		id: newSandboxSubscriptionId(),
		customerId: session.customerId,
		status: 'active',
		priceId: session.priceId,
		periodStart: now,
		periodEnd: addMonths(now, 1),
		cancelAtPeriodEnd: false,
		canceledAt: null,
		endedAt: null,
		metadata: { userId, plan: session.planId },
	}
	await saveSandboxSubscription(subscription)
	const completed = { ...session, status: 'complete' as const, subscriptionId: subscription.id }
	await saveSandboxSession(completed)
	await deliverSandboxEvent('checkout.session.completed', {
		id: session.id,
		object: 'checkout.session',
		mode: 'subscription',
		client_reference_id: userId,
		customer: session.customerId,
		subscription: subscription.id,
		metadata: { plan: session.planId },
	})
	await deliverSandboxEvent('customer.subscription.created', sandboxSubscriptionObject(subscription))
	await deliverSandboxEvent('invoice.paid', sandboxInvoiceObject(subscription))
	return completed
}

/** The sandbox portal's data: the account's sandbox subscription (null without one). */
export async function sandboxPortalFor(userId: string) {
	if (billingMode() !== 'sandbox') return null
	const user = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { stripeSubscriptionId: true } })
	if (!user.stripeSubscriptionId) return { subscription: null }
	const subscription = await readSandboxSubscription(user.stripeSubscriptionId)
	return {
		subscription: {
			planId: planIdForPrice(subscription.priceId),
			periodEnd: subscription.periodEnd.toISOString(),
			cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
		},
	}
}
