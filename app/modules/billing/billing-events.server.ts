import { z } from 'zod'
import { sendPaymentFailedMail, sendSubscriptionCancelledMail } from '#app/modules/email/service-mail.server.ts'
import type { Payments, SubscriptionSnapshot } from '#app/ports/payments.ts'
import { prisma, type Tx } from '#app/utils/db.server.ts'
import { isUuid } from '#app/utils/uuid.ts'
import { planIdForPrice } from './billing-config.server.ts'
import { billingFieldsFor, hasLiveSubscription, isLiveStatus } from './subscription-state.server.ts'

/** The parts of a Stripe event the app reads (Stripe's own events and the sandbox's have this shape). */
type BillingEvent = { id: string; type: string; data: { object: Record<string, unknown> } }

/** What applying an event did: `duplicate` when its id was already applied, `ignored` for events we do not use. */
export type BillingEventResult =
	| { outcome: 'applied'; type: string; userId: string | null; paymentFailed: boolean }
	| { outcome: 'duplicate' | 'ignored'; type: string }

/**
 * A signed event that lacks a field we read, or has it in another shape: no delivery of it will ever apply, so the
 * webhook answers 400 (and Stripe shows the failure on the endpoint) rather than 500 and a retry.
 */
export class MalformedEventError extends Error {
	override name = 'MalformedEventError'
}

const SUBSCRIPTION_EVENTS = new Set([
	'customer.subscription.created',
	'customer.subscription.updated',
	'customer.subscription.deleted',
])

/** What an event is about: the subscription to re-read, and the user when the event names it. */
type Target = { subscriptionId: string; userId: string | null }

/** A Stripe object id (letters, digits, underscores): anything else is not one, and never reaches a URL. */
const objectId = z.string().regex(/^[A-Za-z0-9_]{1,255}$/)
/** An id field that Stripe sends as a string, or as the object when expanded. */
const reference = z.union([objectId, z.object({ id: objectId }).transform((object) => object.id)])

const eventSchema = z.object({
	id: z.string().min(1).max(255),
	type: z.string().min(1).max(255),
	data: z.object({ object: z.record(z.string(), z.unknown()) }),
})
const checkoutSessionSchema = z.object({
	mode: z.string(),
	subscription: reference.nullish(),
	client_reference_id: z.string().nullish(),
})
const subscriptionSchema = z.object({ id: objectId })
/** The subscription of an invoice: `parent.subscription_details.subscription` (API 2025+), or the older top-level field. */
const invoiceSchema = z.object({
	parent: z.object({ subscription_details: z.object({ subscription: reference.nullish() }).nullish() }).nullish(),
	subscription: reference.nullish(),
})

function parse<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
	const parsed = schema.safeParse(value)
	if (parsed.success) return parsed.data
	const issue = parsed.error.issues[0]
	throw new MalformedEventError(`${what}: ${issue?.path.join('.') || '(raíz)'} ${issue?.message ?? 'no válido'}`)
}

/** The event's parts the app reads; a MalformedEventError when one is missing or of another shape. */
function parseBillingEvent(value: unknown): BillingEvent {
	return parse(eventSchema, value, 'evento')
}

function targetOf(event: BillingEvent): Target | null {
	const what = `${event.type} ${event.id}`
	if (event.type === 'checkout.session.completed') {
		const session = parse(checkoutSessionSchema, event.data.object, what)
		if (session.mode !== 'subscription') return null
		if (!session.subscription) throw new MalformedEventError(`${what}: subscription falta`)
		return { subscriptionId: session.subscription, userId: session.client_reference_id ?? null }
	}
	if (SUBSCRIPTION_EVENTS.has(event.type)) {
		return { subscriptionId: parse(subscriptionSchema, event.data.object, what).id, userId: null }
	}
	if (event.type === 'invoice.paid' || event.type === 'invoice.payment_failed') {
		const invoice = parse(invoiceSchema, event.data.object, what)
		// an invoice of no subscription (a one-off charge) is not ours to apply
		const subscriptionId = invoice.parent?.subscription_details?.subscription ?? invoice.subscription
		return subscriptionId ? { subscriptionId, userId: null } : null
	}
	return null
}

/**
 * Applies one verified event, once. The subscription is re-read (through the payments port: Stripe, or the sandbox)
 * rather than taken from the event, so events arriving out of order (`updated` before `created`) or late end in the
 * current state. The event's id is written in the same transaction as its effect: a replay, or the same event
 * delivered twice at once (the second INSERT waits on the first's key, then finds it), changes nothing. A database
 * or payments error propagates (the route answers 5xx and Stripe retries); nothing of the event is kept then. A
 * subscription that no longer exists (Stripe answers resource_missing) is acknowledged as ignored: no retry would
 * ever find it. A malformed event throws MalformedEventError.
 *
 * `invoice.paid` starts the subscription's billing period: the account's quota period moves to it (forward only).
 */
export async function applyBillingEvent(signed: unknown, payments: Payments): Promise<BillingEventResult> {
	const event = parseBillingEvent(signed)
	const target = targetOf(event)
	if (!target) return { outcome: 'ignored', type: event.type }
	const subscription = await payments.readSubscription(target.subscriptionId)
	if (!subscription) {
		// redelivering would never find it either: acknowledged, so that Stripe stops retrying
		console.warn(`[billing] ${event.type} ${event.id}: la suscripción ${target.subscriptionId} no existe; ignorado`)
		return { outcome: 'ignored', type: event.type }
	}
	return prisma.$transaction(
		async (tx) => {
			const recorded = await tx.$executeRaw`
				INSERT INTO "stripe_events" ("id", "type") VALUES (${event.id}, ${event.type}) ON CONFLICT ("id") DO NOTHING`
			if (recorded === 0) return { outcome: 'duplicate', type: event.type } as const
			const applied = await applySubscriptionState(tx, payments, subscription, {
				userId: target.userId,
				startsPeriod: event.type === 'invoice.paid',
			})
			if (!applied) console.warn(`[billing] ${event.type} ${event.id}: ninguna cuenta para la suscripción ${subscription.id}`)
			else if (applied.current) await scheduleBillingMail(tx, event, subscription, applied.userId)
			const userId = applied?.userId ?? null
			return { outcome: 'applied', type: event.type, userId, paymentFailed: event.type === 'invoice.payment_failed' } as const
		},
		// a second subscription is refunded inside the transaction (a payments call): see applySubscriptionState
		PAYMENTS_TRANSACTION,
	)
}

/** A transaction that may wait for the account's row lock and make payments calls while holding it. */
export const PAYMENTS_TRANSACTION = { maxWait: 10_000, timeout: 60_000 }

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
 *
 * A second live subscription never replaces the one the account holds (two checkouts paid at once, a tab left
 * open): while the held one is still live at the payments side, the other is refunded and ended there, and the
 * account keeps its subscription (docs/decisions/0041-payments-port.md). This happens before the transaction commits,
 * so a failed refund leaves the event unapplied and Stripe delivers it again; the refund is idempotent.
 */
export async function applySubscriptionState(
	tx: Tx,
	payments: Payments,
	subscription: SubscriptionSnapshot,
	{ userId, startsPeriod }: { userId: string | null; startsPeriod: boolean },
) {
	const user = await findSubscriber(tx, userId, subscription)
	if (!user) return null
	const planId = planIdForPrice(subscription.priceId)
	if (planId && (await isSecondSubscription(payments, user, subscription))) {
		await payments.refundAndCancel(subscription.id)
		console.warn(
			`[billing] segunda suscripción ${subscription.id} de la cuenta ${user.id} (ya tiene ${user.stripeSubscriptionId}): reembolsada y cancelada`,
		)
		return { userId: user.id, current: false }
	}
	const fields = billingFieldsFor(user, subscription, planId)
	if (fields) await tx.user.update({ where: { id: user.id }, data: fields })
	const current = fields?.stripeSubscriptionId === subscription.id
	if (startsPeriod && current) await startBillingPeriod(tx, user.id, subscription.periodStart)
	return { userId: user.id, current }
}

/** Whether a live subscription is another one than the live subscription the account holds (re-read: still live). */
async function isSecondSubscription(
	payments: Payments,
	user: { stripeSubscriptionId: string | null; subscriptionStatus: string | null },
	subscription: SubscriptionSnapshot,
) {
	if (!isLiveStatus(subscription.status) || !hasLiveSubscription(user) || user.stripeSubscriptionId === subscription.id) {
		return false
	}
	const held = await payments.readSubscription(user.stripeSubscriptionId!)
	return held !== null && isLiveStatus(held.status)
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
	await tx.$queryRaw`SELECT 1 FROM "users" WHERE "id" = ${id}::uuid FOR NO KEY UPDATE`
	return tx.user.findUnique({ where: { id }, select: subscriberFields })
}

/** Moves the account's quota period to the subscription's new period (never back): this month's count starts at 0. */
async function startBillingPeriod(tx: Tx, userId: string, periodStart: Date) {
	await tx.$executeRaw`
		UPDATE "users" SET "billingPeriodStart" = ${periodStart}::timestamptz, "episodesUsedThisMonth" = 0, "updatedAt" = now()
		WHERE "id" = ${userId}::uuid AND "billingPeriodStart" < ${periodStart}::timestamptz`
}
