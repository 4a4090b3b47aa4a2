import { getStripe, isStripeError } from '#app/integrations/stripe/client.server.ts'
import { previewPriceChange } from '#app/integrations/stripe/subscription.server.ts'
import type { Plan } from '#app/modules/plans/plan-schema.ts'
import { prisma } from '#app/utils/db.server.ts'
import { billingMode, priceIdFor } from './billing-config.server.ts'
import { deliverSandboxEvent, sandboxSubscriptionObject } from './sandbox-events.server.ts'
import { readSandboxSubscription, saveSandboxSubscription } from './sandbox-store.server.ts'

function billingUser(userId: string) {
	return prisma.user.findUniqueOrThrow({
		where: { id: userId },
		select: { id: true, stripeCustomerId: true, stripeSubscriptionId: true, subscriptionStatus: true },
	})
}

/**
 * What a plan change did: `changed` (the sandbox at once; at Stripe once its invoice was paid), `unpaid` (Stripe
 * could not charge the difference: the change waits in the subscription's pending_update and the plan stays),
 * `pastDue` (a payment is already failing: no change until it is paid).
 */
export type PlanChange = 'changed' | 'unpaid' | 'pastDue'

/**
 * Moves an existing subscription to another plan's price. At Stripe the prorated difference is invoiced and charged
 * now (proration_behavior always_invoice) and the new price applies only once that invoice is paid
 * (payment_behavior pending_if_incomplete: a declined card leaves the old price, the change waits in pending_update,
 * which the app never reads as the plan). A pending cancellation is withdrawn only after a change that went through
 * (pending updates accept no other field). The account's plan follows when customer.subscription.updated arrives
 * (the sandbox sends it at once). Refused while the subscription is past due.
 */
export async function changeSubscriptionPlan(userId: string, plan: Plan): Promise<PlanChange> {
	const user = await billingUser(userId)
	const mode = billingMode()
	const priceId = priceIdFor(plan.id, mode)
	if (user.subscriptionStatus === 'past_due') return 'pastDue'
	if (!user.stripeSubscriptionId || !priceId) return 'changed'
	if (mode === 'stripe') {
		const stripe = getStripe()!
		const subscription = await stripe.subscriptions.retrieve(user.stripeSubscriptionId)
		if (subscription.status === 'past_due') return 'pastDue'
		const item = subscription.items.data[0]!
		const updated = await stripe.subscriptions.update(subscription.id, {
			items: [{ id: item.id, price: priceId }],
			proration_behavior: 'always_invoice',
			payment_behavior: 'pending_if_incomplete',
			metadata: { plan: plan.id, userId },
		})
		if (updated.pending_update) return 'unpaid'
		if (updated.cancel_at_period_end) await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: false })
		return 'changed'
	}
	if (mode === 'sandbox') {
		const subscription = await readSandboxSubscription(user.stripeSubscriptionId)
		Object.assign(subscription, { priceId, cancelAtPeriodEnd: false, canceledAt: null })
		subscription.metadata = { ...subscription.metadata, plan: plan.id }
		await saveSandboxSubscription(subscription)
		await deliverSandboxEvent('customer.subscription.updated', sandboxSubscriptionObject(subscription))
	}
	return 'changed'
}

/**
 * What a subscriber's change to `plan` charges now, in cents of euro, for the confirmation page: Stripe's invoice
 * preview (the prorated difference), 0 in the sandbox; null when it cannot be known (Stripe failing: the page then
 * explains the charge without the amount).
 */
export async function planChangeCharge(userId: string, plan: Plan): Promise<number | null> {
	const user = await billingUser(userId)
	const mode = billingMode()
	const priceId = priceIdFor(plan.id, mode)
	if (!user.stripeSubscriptionId || !priceId) return null
	if (mode === 'sandbox') return 0
	if (mode !== 'stripe') return null
	try {
		return (await previewPriceChange(getStripe()!, user.stripeSubscriptionId, priceId)).amountDue
	} catch (error) {
		if (!isStripeError(error)) throw error
		console.warn('[billing] vista previa del cambio de plan no disponible:', error.message)
		return null
	}
}

/**
 * The Customer Portal (invoices, card, cancellation) for an account with a Stripe customer: Stripe's page, or the
 * sandbox's own. Null when the account never bought anything.
 */
export async function customerPortalUrl(userId: string, returnUrl: string) {
	const user = await billingUser(userId)
	if (!user.stripeCustomerId) return null
	const mode = billingMode()
	if (mode === 'stripe') {
		const session = await getStripe()!.billingPortal.sessions.create({
			customer: user.stripeCustomerId,
			return_url: returnUrl,
			locale: 'es',
		})
		return session.url
	}
	return mode === 'sandbox' ? '/billing/sandbox/portal' : null
}

/**
 * The sandbox portal's cancellation (Stripe's portal does this at Stripe): the subscription ends with its period and
 * customer.subscription.updated goes through the webhook; `resume` withdraws it.
 */
export async function setSandboxCancellation(userId: string, cancel: boolean) {
	const user = await billingUser(userId)
	if (billingMode() !== 'sandbox' || !user.stripeSubscriptionId) return
	const subscription = await readSandboxSubscription(user.stripeSubscriptionId)
	Object.assign(subscription, { cancelAtPeriodEnd: cancel, canceledAt: cancel ? new Date() : null })
	await saveSandboxSubscription(subscription)
	await deliverSandboxEvent('customer.subscription.updated', sandboxSubscriptionObject(subscription))
}

/**
 * Account deletion: the subscription is cancelled at Stripe at once (no further charge) before the account goes.
 * False when Stripe cannot be reached: the account must not be deleted while it would still be charged.
 */
export async function cancelSubscriptionBeforeDeletion(userId: string) {
	const user = await billingUser(userId)
	if (!user.stripeSubscriptionId || user.subscriptionStatus === 'canceled') return true
	const mode = billingMode()
	if (mode === 'stripe') {
		try {
			await getStripe()!.subscriptions.cancel(user.stripeSubscriptionId)
		} catch (error) {
			if (!isStripeError(error)) throw error
			// already cancelled or gone at Stripe: nothing more will be charged
			if (error.statusCode === 404) return true
			console.warn('[billing] suscripción no cancelada antes de borrar la cuenta:', error.message)
			return false
		}
		return true
	}
	if (mode === 'sandbox') {
		const subscription = await readSandboxSubscription(user.stripeSubscriptionId)
		Object.assign(subscription, { status: 'canceled', canceledAt: new Date(), endedAt: new Date() })
		await saveSandboxSubscription(subscription)
	}
	return true
}
