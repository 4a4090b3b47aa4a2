/**
 * The payments contract: what the billing module asks of whoever sells the plans (Stripe, or the local billing
 * sandbox) and what each adapter gives. Modules and adapters both import this file; it imports nothing of either
 * (docs/decisions/0020-layering.md, docs/decisions/0041-payments-port.md).
 */

/** What the app reads of a subscription: the same shape from Stripe and from the billing sandbox. */
export type SubscriptionSnapshot = {
	id: string
	customerId: string
	/** Stripe's status: active, trialing, past_due, canceled, unpaid, incomplete, incomplete_expired, paused */
	status: string
	priceId: string | null
	periodStart: Date
	periodEnd: Date
	/** Cancelled by the customer: ends at the period's end (cancel_at_period_end or a cancel_at date). */
	cancelAtPeriodEnd: boolean
	canceledAt: Date | null
	endedAt: Date | null
	metadata: Record<string, string>
}

/** A webhook event after its signature was checked: not yet parsed (billing-events reads the fields it uses). */
type SignedEvent = unknown

/** A checkout opened for one account: its id and the page the browser goes to pay. */
type OpenedCheckout = { id: string; url: string }

/** A checkout as the return page reads it: whose it is, whether it was paid and for which subscription. */
export type CheckoutState = { userId: string | null; status: 'open' | 'complete' | 'expired'; subscriptionId: string | null }

/**
 * What a change of price did: `changed`, `unpaid` (the difference could not be charged: the change waits and the
 * old price stays), `pastDue` (a payment is already failing: nothing was changed).
 */
export type PriceChange = 'changed' | 'unpaid' | 'pastDue'

type CheckoutInput = {
	userId: string
	customerId: string
	planId: string
	priceId: string
	/** Where a paid checkout returns to; `{CHECKOUT_SESSION_ID}` is replaced with the session's id. */
	successUrl: string
	cancelUrl: string
}

/** How plans are sold: one adapter per way (chosen once, by configuration, in app/modules/billing/payments.server.ts). */
export type Payments = {
	/** Which adapter this is: the pages say 'Modo de prueba' for the sandbox. */
	kind: 'stripe' | 'sandbox'
	/** The price charged for a plan (null: none configured). */
	priceIdFor(planId: string): string | null
	/** A new customer for an account (once per account: the caller keeps its id). */
	createCustomer(input: { userId: string; email: string }): Promise<string>
	/** A customer's running subscription (the newest active, trialing or past due one), or null. */
	findLiveSubscription(customerId: string): Promise<SubscriptionSnapshot | null>
	openCheckout(input: CheckoutInput): Promise<OpenedCheckout>
	/** Expires every open checkout of the customer except `keep`, so that only that one can be paid. */
	expireOpenCheckouts(customerId: string, keep: string): Promise<number>
	/** A checkout by id, or null when there is none. */
	readCheckout(sessionId: string): Promise<CheckoutState | null>
	/** A subscription's current state; null when it no longer exists (an event about it can never be applied). */
	readSubscription(subscriptionId: string): Promise<SubscriptionSnapshot | null>
	/** Moves a subscription to another price, charging the prorated difference now; metadata is merged. */
	changePrice(subscriptionId: string, input: { priceId: string; metadata: Record<string, string> }): Promise<PriceChange>
	/** What changePrice would charge now, in the currency's minor unit. */
	previewPriceChange(subscriptionId: string, priceId: string): Promise<number>
	/** Ends a subscription at once (no further charge); one that is already gone counts as done. */
	cancelNow(subscriptionId: string): Promise<void>
	/**
	 * Refunds what a subscription charged (its latest invoice's payments) and ends it at once: a second subscription
	 * that must not run. Safe to repeat: a refund is made once, an ended subscription stays ended.
	 */
	refundAndCancel(subscriptionId: string): Promise<void>
	/** The customer portal's address (invoices, card, cancellation), coming back to `returnUrl`. */
	portalUrl(customerId: string, returnUrl: string): Promise<string>
	/** The event in a webhook's raw body once its signature matches; a PaymentsError of kind `signature` otherwise. */
	verifyEvent(rawBody: string, signature: string): Promise<SignedEvent>
}

/**
 * Why a payments call failed, in the terms the module acts on: `signature` (a webhook not signed by the adapter's
 * secret, or signed too long ago or in the future), `invalid` (the request names something that cannot exist: a
 * malformed id, an unknown sandbox object; asking again gives the same answer), `unavailable` (the vendor failed or
 * could not be reached: worth another try).
 */
export type PaymentsErrorKind = 'signature' | 'invalid' | 'unavailable'

export class PaymentsError extends Error {
	override name = 'PaymentsError'
	readonly kind: PaymentsErrorKind
	/** The HTTP status, when the vendor is a web API. */
	readonly status?: number

	constructor(message: string, { kind, status, cause }: { kind: PaymentsErrorKind; status?: number; cause?: unknown }) {
		super(message, { cause })
		this.kind = kind
		if (status !== undefined) this.status = status
	}
}

export function isPaymentsError(error: unknown): error is PaymentsError {
	return error instanceof PaymentsError
}
