import type { SubscriptionSnapshot } from '#app/integrations/stripe/subscription.server.ts'
import { sendPaymentFailedMail, sendSubscriptionCancelledMail } from '#app/modules/email/service-mail.server.ts'
import { prisma, type Tx } from '#app/utils/db.server.ts'
import { isUuid } from '#app/utils/uuid.ts'
import { planIdForPrice } from './billing-config.server.ts'
import { billingFieldsFor } from './subscription-state.server.ts'

/**
 * Where the current state of a subscription is read from: Stripe's API, or the billing sandbox's table. null: it does
 * not exist there (Stripe's resource_missing).
 */
export type SubscriptionReader = (subscriptionId: string) => Promise<SubscriptionSnapshot | null>

/** The parts of a Stripe event the app reads (Stripe's own events and the sandbox's have this shape). */
export type BillingEvent = { id: string; type: string; data: { object: Record<string, unknown> } }

/** What applying an event did: `duplicate` when its id was already applied, `ignored` for events we do not use. */
export type BillingEventResult =
	| { outcome: 'applied'; type: string; userId: string | null; paymentFailed: boolean }
	| { outcome: 'duplicate' | 'ignored'; type: string }

const SUBSCRIPTION_EVENTS = new Set([
	'customer.subscription.created',
	'customer.subscription.updated',
	'customer.subscription.deleted',
])

/** What an event is about: the subscription to re-read, and the user when the event names it. */
type Target = { subscriptionId: string; userId: string | null }

function str(value: unknown) {
	return typeof value === 'string' && value ? value : null
}

/** An id field that Stripe sends as a string, or as the object when expanded. */
function idOf(value: unknown) {
	if (typeof value === 'string') return value || null
	return str((value as { id?: unknown } | null)?.id)
}

/** The subscription of an invoice: `parent.subscription_details.subscription` (API 2025+), or the older top-level field. */
function invoiceSubscription(invoice: Record<string, unknown>) {
	const parent = invoice.parent as { subscription_details?: { subscription?: unknown } | null } | null | undefined
	return idOf(parent?.subscription_details?.subscription) ?? idOf(invoice.subscription)
}

function targetOf(event: BillingEvent): Target | null {
	const object = event.data.object
	if (event.type === 'checkout.session.completed') {
		if (object.mode !== 'subscription') return null
		const subscriptionId = idOf(object.subscription)
		return subscriptionId ? { subscriptionId, userId: str(object.client_reference_id) } : null
	}
	if (SUBSCRIPTION_EVENTS.has(event.type)) {
		const subscriptionId = str(object.id)
		return subscriptionId ? { subscriptionId, userId: null } : null
	}
	if (event.type === 'invoice.paid' || event.type === 'invoice.payment_failed') {
		const subscriptionId = invoiceSubscription(object)
		return subscriptionId ? { subscriptionId, userId: null } : null
	}
	return null
}

/**
 * Applies one verified event, once. The subscription is re-read (from Stripe, or the sandbox) rather than taken
 * from the event, so events arriving out of order (`updated` before `created`) or late end in the current state.
 * The event's id is written in the same transaction as its effect: a replay, or the same event delivered twice at
 * once (the second INSERT waits on the first's key, then finds it), changes nothing. A database error propagates
 * (the route answers 5xx and Stripe retries); nothing of the event is kept then. A subscription that no longer exists
 * (Stripe answers resource_missing) is acknowledged as ignored: no retry would ever find it.
 *
 * `invoice.paid` starts the subscription's billing period: the account's quota period moves to it (forward only).
 */
export async function applyBillingEvent(event: BillingEvent, readSubscription: SubscriptionReader): Promise<BillingEventResult> {
	const target = targetOf(event)
	if (!target) return { outcome: 'ignored', type: event.type }
	const subscription = await readSubscription(target.subscriptionId)
	if (!subscription) {
		// redelivering would never find it either: acknowledged, so that Stripe stops retrying
		console.warn(`[billing] ${event.type} ${event.id}: la suscripción ${target.subscriptionId} no existe en Stripe; ignorado`)
		return { outcome: 'ignored', type: event.type }
	}
	return prisma.$transaction(async (tx) => {
		const recorded = await tx.$executeRaw`
			INSERT INTO "stripe_events" ("id", "type") VALUES (${event.id}, ${event.type}) ON CONFLICT ("id") DO NOTHING`
		if (recorded === 0) return { outcome: 'duplicate', type: event.type } as const
		const applied = await applySubscriptionState(tx, subscription, {
			userId: target.userId,
			startsPeriod: event.type === 'invoice.paid',
		})
		if (!applied) console.warn(`[billing] ${event.type} ${event.id}: ninguna cuenta para la suscripción ${subscription.id}`)
		else if (applied.current) await scheduleBillingMail(tx, event, subscription, applied.userId)
		const userId = applied?.userId ?? null
		return { outcome: 'applied', type: event.type, userId, paymentFailed: event.type === 'invoice.payment_failed' } as const
	})
}

/**
 * The service mail an event applied for the first time calls for, in its transaction (no mail unless the event is
 * committed; a replay is a duplicate and reaches nothing here): a failed payment (one mail per failed charge, i.e.
 * per event), and a subscription cancelled for its period's end (one per subscription and end date, whichever event
 * shows it first).
 */
async function scheduleBillingMail(tx: Tx, event: BillingEvent, subscription: SubscriptionSnapshot, userId: string) {
	if (event.type === 'invoice.payment_failed') {
		await sendPaymentFailedMail(userId, { eventId: event.id, updateCardPath: '/settings?tab=plan' }, tx)
	}
	if (subscription.cancelAtPeriodEnd) {
		await sendSubscriptionCancelledMail(userId, { subscriptionId: subscription.id, endsAt: subscription.periodEnd }, tx)
	}
}

/**
 * Writes a subscription's current state on its account (found by customer, else the account named): plan, status,
 * period end, cancellation; `startsPeriod` also moves the quota period to the subscription's. Answers the account's
 * id and whether this subscription is now the account's running one (`current`), or null when no account has it.
 */
export async function applySubscriptionState(
	tx: Tx,
	subscription: SubscriptionSnapshot,
	{ userId, startsPeriod }: { userId: string | null; startsPeriod: boolean },
) {
	const user = await findSubscriber(tx, userId, subscription)
	if (!user) return null
	const fields = billingFieldsFor(user, subscription, planIdForPrice(subscription.priceId))
	if (fields) await tx.user.update({ where: { id: user.id }, data: fields })
	const current = fields?.stripeSubscriptionId === subscription.id
	if (startsPeriod && current) await startBillingPeriod(tx, user.id, subscription.periodStart)
	return { userId: user.id, current }
}

const subscriberFields = {
	id: true,
	planId: true,
	stripeCustomerId: true,
	stripeSubscriptionId: true,
	subscriptionStatus: true,
} as const

/**
 * The account a subscription belongs to: the one the event names (a Checkout Session's client_reference_id), the one
 * in the subscription's metadata (set at checkout), else the one with its Stripe customer. Locked for the update.
 */
async function findSubscriber(tx: Tx, userId: string | null, subscription: SubscriptionSnapshot) {
	const byCustomer = await tx.user.findUnique({ where: { stripeCustomerId: subscription.customerId }, select: { id: true } })
	const named = [userId, subscription.metadata.userId].find((id): id is string => Boolean(id && isUuid(id)))
	// a customer belongs to one account: an event naming another one for it is not applied to that other account
	const id = byCustomer?.id ?? named
	if (!id) return null
	await tx.$queryRaw`SELECT 1 FROM "users" WHERE "id" = ${id}::uuid FOR UPDATE`
	return tx.user.findUnique({ where: { id }, select: subscriberFields })
}

/** Moves the account's quota period to the subscription's new period (never back): this month's count starts at 0. */
async function startBillingPeriod(tx: Tx, userId: string, periodStart: Date) {
	await tx.$executeRaw`
		UPDATE "users" SET "billingPeriodStart" = ${periodStart}::timestamptz, "episodesUsedThisMonth" = 0, "updatedAt" = now()
		WHERE "id" = ${userId}::uuid AND "billingPeriodStart" < ${periodStart}::timestamptz`
}
