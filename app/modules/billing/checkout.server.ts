import type { Plan } from '#app/modules/plans/plan-schema.ts'
import { isPaymentsError, type Payments } from '#app/ports/payments.ts'
import { prisma, type Tx } from '#app/utils/db.server.ts'
import { applySubscriptionState, PAYMENTS_TRANSACTION } from './billing-events.server.ts'
import { changeSubscriptionPlan } from './manage-subscription.server.ts'
import { getPayments } from './payments.server.ts'
import { planPageUrl } from './subscribe-page.server.ts'
import { hasLiveSubscription } from './subscription-state.server.ts'

/** Why a checkout could not start: payments are off, or the payments side failed (the user may try again). */
export class CheckoutError extends Error {
	override name = 'CheckoutError'
	readonly code: 'PAYMENTS_NOT_CONFIGURED' | 'CHECKOUT_FAILED' | 'PLAN_CHANGE_UNPAID' | 'PLAN_CHANGE_PAST_DUE'
	constructor(code: CheckoutError['code'], options?: { cause?: unknown }) {
		super(code, options)
		this.code = code
	}
}

/** Where a paid checkout comes back to; Stripe replaces {CHECKOUT_SESSION_ID} with the session's id. */
function successUrl(origin: string) {
	return `${origin}/dashboard?subscription=success&session_id={CHECKOUT_SESSION_ID}`
}

type Next = { checkoutUrl: string } | { change: { subscriptionId: string; status: string } }

/**
 * Starts buying `plan` for a signed-in account and answers where the browser goes next: the payments side's checkout
 * page (Stripe's Checkout, or the sandbox's; the customer created once per account or reused), or, for an account
 * that already subscribes, back to the dashboard after its subscription's price changed (with proration). The plan
 * itself changes only when the webhook (or the return page reading the session) confirms it.
 *
 * One checkout at a time per account: the account's row is locked while its customer and its session are made, so
 * concurrent requests (three tabs, a double click) run one after the other, and once the new session exists every
 * other open one of the customer is expired, so only the newest can be paid.
 */
export async function startCheckout({ userId, plan, origin }: { userId: string; plan: Plan; origin: string }) {
	const payments = getPayments()
	const priceId = payments?.priceIdFor(plan.id)
	if (!payments || !priceId) throw new CheckoutError('PAYMENTS_NOT_CONFIGURED')
	try {
		const next = await prisma.$transaction(async (tx): Promise<Next> => {
			// a second checkout of the account waits for the first, but not for long: a connection held waiting is one
			// other people's requests cannot have
			await tx.$executeRawUnsafe(`SET LOCAL lock_timeout = '${CHECKOUT_LOCK_WAIT_MS}ms'`)
			await tx.$queryRaw`SELECT 1 FROM "users" WHERE "id" = ${userId}::uuid FOR NO KEY UPDATE`
			const user = await tx.user.findUniqueOrThrow({
				where: { id: userId },
				select: { email: true, stripeCustomerId: true, stripeSubscriptionId: true, subscriptionStatus: true },
			})
			const live = await liveSubscription(tx, payments, userId, user)
			if (live) return { change: live }
			const customerId = user.stripeCustomerId ?? (await newCustomer(tx, payments, userId, user.email))
			const session = await payments.openCheckout({
				userId,
				customerId,
				planId: plan.id,
				priceId,
				successUrl: successUrl(origin),
				cancelUrl: planPageUrl(origin, plan.id),
			})
			// an older checkout left open (another tab, a page left open) could be paid too: a second subscription
			await payments.expireOpenCheckouts(customerId, session.id)
			return { checkoutUrl: session.url }
		}, PAYMENTS_TRANSACTION)
		// outside the lock: the sandbox applies the change's event at once, which locks the account's row itself
		return 'checkoutUrl' in next ? next.checkoutUrl : await changePlan(userId, next.change, plan)
	} catch (error) {
		if (isPaymentsError(error) || isBusyAccount(error)) throw new CheckoutError('CHECKOUT_FAILED', { cause: error })
		throw error
	}
}

/** How long a checkout waits for another of the same account to finish making its session. */
const CHECKOUT_LOCK_WAIT_MS = 5000

/**
 * The account's row stayed locked past CHECKOUT_LOCK_WAIT_MS (PostgreSQL's lock_not_available, 55P03), or the
 * transaction could not start or finish in time (Prisma's P2028): another checkout of the account is slow. The user
 * is told to try again, as for a payments failure.
 */
function isBusyAccount(error: unknown) {
	const text = error instanceof Error ? `${error.message} ${JSON.stringify(error)}` : ''
	return /55P03|lock timeout|P2028/.test(text)
}

/**
 * The account's running subscription: the one it holds, else one its customer has at the payments side whose
 * webhook has not arrived yet (paid already: a second checkout would charge twice), applied to the account now.
 */
async function liveSubscription(
	tx: Tx,
	payments: Payments,
	userId: string,
	user: { stripeCustomerId: string | null; stripeSubscriptionId: string | null; subscriptionStatus: string | null },
) {
	if (hasLiveSubscription(user)) return { subscriptionId: user.stripeSubscriptionId!, status: user.subscriptionStatus! }
	const running = user.stripeCustomerId ? await payments.findLiveSubscription(user.stripeCustomerId) : null
	if (!running) return null
	await applySubscriptionState(tx, payments, running, { userId, startsPeriod: false })
	return { subscriptionId: running.id, status: running.status }
}

async function newCustomer(tx: Tx, payments: Payments, userId: string, email: string) {
	const customerId = await payments.createCustomer({ userId, email })
	await tx.user.update({ where: { id: userId }, data: { stripeCustomerId: customerId } })
	return customerId
}

/** A subscriber's change of plan: back to the dashboard once done; an unpaid or past-due one is refused with its code. */
async function changePlan(userId: string, subscription: { subscriptionId: string; status: string }, plan: Plan) {
	const change = await changeSubscriptionPlan(userId, subscription, plan)
	if (change === 'unpaid') throw new CheckoutError('PLAN_CHANGE_UNPAID')
	if (change === 'pastDue') throw new CheckoutError('PLAN_CHANGE_PAST_DUE')
	return `/dashboard?subscription=changed&plan=${plan.id}`
}
