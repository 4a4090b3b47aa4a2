import { signWebhookPayload, verifyWebhookEvent } from '#app/integrations/stripe/client.server.ts'
import { addMonths } from '#app/modules/quota/billing-period.ts'
import { type Payments, PaymentsError, type SubscriptionSnapshot } from '#app/ports/payments.ts'
import { receiveBillingWebhook } from './billing-webhook.server.ts'
import { sandboxEventPayload, sandboxInvoiceObject, sandboxSubscriptionObject } from './sandbox-events.server.ts'
import {
	claimSandboxSession,
	createSandboxSession,
	dueSandboxSubscriptions,
	expireSandboxSessions,
	newSandboxCustomerId,
	newSandboxSubscriptionId,
	readSandboxSession,
	readSandboxSubscription,
	type SandboxSession,
	sandboxSubscriptionsOf,
	sandboxWebhookSecret,
	saveSandboxSession,
	saveSandboxSubscription,
} from './sandbox-store.server.ts'

const LIVE = ['active', 'trialing', 'past_due']

/** The payments port of the sandbox, and what only the sandbox does (its checkout and portal pages, its clock). */
export type SandboxPayments = Payments & {
	kind: 'sandbox'
	/** The checkout page's session: this account's, open or paid (an expired one is not found, as at Stripe). */
	checkoutFor(sessionId: string, userId: string): Promise<SandboxSession | null>
	/**
	 * "Pay": what Stripe does when a Checkout Session is paid, without charging anything. The session is claimed once
	 * (a second submit changes nothing), an active monthly subscription is created, and the events Stripe would send
	 * go through the webhook's receiver: checkout.session.completed, customer.subscription.created, invoice.paid.
	 */
	completeCheckout(sessionId: string, userId: string): Promise<SandboxSession | null>
	/** The portal's cancellation for the period's end (or its withdrawal), announced as customer.subscription.updated. */
	setCancellation(subscriptionId: string, cancel: boolean): Promise<void>
	/**
	 * What Stripe does when a period ends: a subscription cancelled for the period's end ends
	 * (customer.subscription.deleted), any other renews for a month (invoice.paid).
	 */
	advance(now: Date): Promise<{ ended: number; renewed: number }>
}

/**
 * The billing sandbox (BILLING_SANDBOX=true, no Stripe key): Stripe's objects kept in `billing_sandbox_objects`,
 * its checkout and portal as our own pages (/billing/sandbox/…), and its webhook events signed with the sandbox's
 * secret and handed to the same receiver as /webhooks/stripe, in this process. Nothing is charged; a refund is an
 * immediate cancellation.
 */
export function createSandboxPayments({ priceIdFor }: { priceIdFor: (planId: string) => string | null }) {
	async function deliver(type: string, object: Record<string, unknown>) {
		const payload = sandboxEventPayload(type, object)
		const answer = await receiveBillingWebhook(sandbox, payload, signWebhookPayload(payload, sandboxWebhookSecret()))
		if (answer.status !== 200) throw new Error(`El evento de prueba ${type} no se aplicó: ${answer.status} ${answer.message}`)
	}

	async function subscription(id: string) {
		const found = await readSandboxSubscription(id)
		if (!found) throw new PaymentsError(`La suscripción de prueba ${id} no existe`, { kind: 'invalid' })
		return found
	}

	async function endNow(id: string) {
		const ending = await readSandboxSubscription(id)
		if (!ending || !LIVE.includes(ending.status)) return
		const now = new Date()
		Object.assign(ending, { status: 'canceled', canceledAt: now, endedAt: now })
		await saveSandboxSubscription(ending)
	}

	const sandbox: SandboxPayments = {
		kind: 'sandbox',
		priceIdFor,
		createCustomer: async () => newSandboxCustomerId(),
		findLiveSubscription: async (customerId) => (await sandboxSubscriptionsOf(customerId, LIVE))[0] ?? null,
		async openCheckout({ userId, customerId, planId, priceId }) {
			const session = await createSandboxSession({ userId, planId, priceId, customerId })
			return { id: session.id, url: `/billing/sandbox/${session.id}` }
		},
		expireOpenCheckouts: (customerId, keep) => expireSandboxSessions(customerId, keep),
		async readCheckout(sessionId) {
			const session = await readSandboxSession(sessionId)
			return session && { userId: session.userId, status: session.status, subscriptionId: session.subscriptionId }
		},
		// the port's contract: null for a subscription that does not exist (an id from Stripe mode, a forged event)
		readSubscription: readSandboxSubscription,
		async changePrice(subscriptionId, { priceId, metadata }) {
			const changing = await subscription(subscriptionId)
			if (changing.status === 'past_due') return 'pastDue'
			Object.assign(changing, { priceId, cancelAtPeriodEnd: false, canceledAt: null })
			changing.metadata = { ...changing.metadata, ...metadata }
			await saveSandboxSubscription(changing)
			await deliver('customer.subscription.updated', sandboxSubscriptionObject(changing))
			return 'changed'
		},
		previewPriceChange: async () => 0,
		cancelNow: endNow,
		// nothing was charged: ended at once, without an event (the account never held it)
		refundAndCancel: endNow,
		portalUrl: async () => '/billing/sandbox/portal',
		verifyEvent: (rawBody, signature) => verifyWebhookEvent(rawBody, signature, sandboxWebhookSecret()),

		async checkoutFor(sessionId, userId) {
			const session = await readSandboxSession(sessionId)
			return session?.userId === userId && session.status !== 'expired' ? session : null
		},
		async completeCheckout(sessionId, userId) {
			const session = await sandbox.checkoutFor(sessionId, userId)
			if (!session || !(await claimSandboxSession(session))) return session
			const now = new Date()
			const created: SubscriptionSnapshot = {
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
			await saveSandboxSubscription(created)
			const completed = { ...session, status: 'complete' as const, subscriptionId: created.id }
			await saveSandboxSession(completed)
			await deliver('checkout.session.completed', {
				id: session.id,
				object: 'checkout.session',
				mode: 'subscription',
				client_reference_id: userId,
				customer: session.customerId,
				subscription: created.id,
				metadata: { plan: session.planId },
			})
			await deliver('customer.subscription.created', sandboxSubscriptionObject(created))
			await deliver('invoice.paid', sandboxInvoiceObject(created))
			return completed
		},
		async setCancellation(subscriptionId, cancel) {
			const changing = await subscription(subscriptionId)
			Object.assign(changing, { cancelAtPeriodEnd: cancel, canceledAt: cancel ? new Date() : null })
			await saveSandboxSubscription(changing)
			await deliver('customer.subscription.updated', sandboxSubscriptionObject(changing))
		},
		async advance(now) {
			let ended = 0
			let renewed = 0
			for (const id of await dueSandboxSubscriptions(now, ['active', 'past_due'])) {
				const due = await subscription(id)
				if (due.cancelAtPeriodEnd) {
					Object.assign(due, { status: 'canceled', endedAt: due.periodEnd })
					await saveSandboxSubscription(due)
					await deliver('customer.subscription.deleted', sandboxSubscriptionObject(due))
					ended++
					continue
				}
				// whole months from the period's end, so a sandbox left off for a while catches up in one step
				let periodStart = due.periodEnd
				while (addMonths(periodStart, 1) <= now) periodStart = addMonths(periodStart, 1)
				Object.assign(due, { status: 'active', periodStart, periodEnd: addMonths(periodStart, 1) })
				await saveSandboxSubscription(due)
				await deliver('invoice.paid', sandboxInvoiceObject(due))
				renewed++
			}
			return { ended, renewed }
		},
	}
	return sandbox
}
