import crypto from 'node:crypto'
import type http from 'node:http'
import { type RecordedRequest, type ScriptedHttpFake, send, startScriptedHttpFake } from '#tests/fakes/scripted-http-fake.ts'

type Json = Record<string, unknown>

/** A request the fake received: the URL-encoded body decoded into nested objects (`metadata[plan]` → metadata.plan). */
type StripeFakeRequest = RecordedRequest<Json>

/** Stripe's subscription object, as far as the app reads it (API 2025+: the period lives on the item). */
export type FakeSubscription = {
	id: string
	object: 'subscription'
	customer: string
	status: string
	cancel_at_period_end: boolean
	cancel_at: number | null
	canceled_at: number | null
	ended_at: number | null
	metadata: Record<string, string>
	items: {
		object: 'list'
		data: Array<{
			id: string
			object: 'subscription_item'
			price: { id: string; object: 'price' }
			quantity: number
			current_period_start: number
			current_period_end: number
		}>
	}
	created: number
	/** The invoice of its first payment (the fake makes one paid invoice per completed checkout). */
	latest_invoice: string | null
	/** The proration_behavior of the last price change (what the app asked for), for tests. */
	last_proration_behavior?: string
	/** The payment_behavior of the last price change, for tests. */
	last_payment_behavior?: string
	/** A price change waiting for its invoice to be paid (payment_behavior pending_if_incomplete and a declined card). */
	pending_update?: { expires_at: number; subscription_items: Array<{ id?: string; price: string }> } | null
}

export type StripeFake = ScriptedHttpFake<Json> & {
	/** The secret key the fake accepts as the bearer; any other gets Stripe's 401 authentication_error. */
	secretKey: string
	customers: Map<string, Json>
	checkoutSessions: Map<string, Json>
	subscriptions: Map<string, FakeSubscription>
	portalSessions: Map<string, Json>
	/** Invoice payments (`invoice_payment`): one paid payment, by a PaymentIntent, per completed checkout. */
	invoicePayments: Map<string, Json>
	/** Refunds made (`POST /v1/refunds`), one per Idempotency-Key. */
	refunds: Map<string, Json>
	/** The next `times` refund requests answer Stripe's 500 (the SDK's retries included). */
	failRefunds: (times: number, answer?: { status: number; type: string; message: string }) => void
	/** What Stripe does when the buyer pays a Checkout Session: an active subscription on its price, the session complete. */
	completeCheckout: (sessionId: string, now?: Date) => { session: Json; subscription: FakeSubscription }
	/** Moves a subscription to its next period (the renewal that `invoice.paid` announces). */
	renew: (subscriptionId: string) => FakeSubscription
	/** A webhook event as Stripe sends it, wrapping a copy of `object`. */
	event: (type: string, object: unknown, id?: string) => Json
	/** Customers whose card is declined: an invoiced price change with pending_if_incomplete stays pending. */
	decliningCustomers: Set<string>
	/** Monthly amounts (cents) of prices, for invoice previews: the difference prorated over the period's rest. */
	priceAmounts: Map<string, number>
}

const DAY = 24 * 60 * 60
const MONTH = 30 * DAY

const id = (prefix: string) => `${prefix}_${crypto.randomBytes(12).toString('hex')}`

/** An error body as Stripe sends it. */
export function stripeError(type: string, message: string, code?: string) {
	return { error: { type, message, ...(code ? { code } : {}) } }
}

/**
 * A local Stripe API on 127.0.0.1 for tests with the real `stripe` SDK (`STRIPE_API_URL: fake.url`): customers,
 * Checkout Sessions (create, retrieve, list by customer and status, expire), Customer Portal sessions, subscriptions
 * (retrieve, list by customer, update with a price change or a cancellation at period end, cancel), the invoice
 * payments of a paid checkout (list by invoice and status) and refunds of their PaymentIntents (create, once per
 * Idempotency-Key, refusing a second full refund of the same payment as Stripe does), kept in memory. Every request is
 * recorded.
 */
export async function startStripeFake({ secretKey = 'sk_test_fake' }: { secretKey?: string } = {}): Promise<StripeFake> {
	const customers = new Map<string, Json>()
	const checkoutSessions = new Map<string, Json>()
	const subscriptions = new Map<string, FakeSubscription>()
	const decliningCustomers = new Set<string>()
	const priceAmounts = new Map<string, number>()
	const portalSessions = new Map<string, Json>()
	const invoicePayments = new Map<string, Json>()
	const refunds = new Map<string, Json>()
	const refundsByKey = new Map<string, Json>()
	let refundFailures = 0
	let refundFailure = { status: 500, type: 'api_error', message: 'Algo falló' }

	const notFound = (res: http.ServerResponse, what: string, value: string) =>
		send(res, 404, stripeError('invalid_request_error', `No such ${what}: '${value}'`, 'resource_missing'))

	function handle(request: StripeFakeRequest, res: http.ServerResponse) {
		if (request.headers.authorization !== `Bearer ${secretKey}`) {
			return send(res, 401, stripeError('invalid_request_error', 'Invalid API Key provided'))
		}
		const { method, path, body } = request
		const [, version, resource, second, third, fourth] = path.split('/')
		if (version !== 'v1') return notFound(res, 'path', path)
		if (resource === 'customers' && method === 'POST' && !second) {
			const customer = { id: id('cus'), object: 'customer', email: body.email ?? null, metadata: body.metadata ?? {} }
			customers.set(customer.id, customer)
			return send(res, 200, customer)
		}
		if (resource === 'customers' && method === 'GET' && second) {
			const customer = customers.get(second)
			return customer ? send(res, 200, customer) : notFound(res, 'customer', second)
		}
		if (resource === 'checkout' && second === 'sessions' && method === 'POST' && !third) {
			const sessionId = id('cs_test')
			const session = {
				id: sessionId,
				object: 'checkout.session',
				url: `https://checkout.stripe.test/c/pay/${sessionId}`,
				status: 'open',
				payment_status: 'unpaid',
				subscription: null,
				...body,
			}
			checkoutSessions.set(sessionId, session)
			return send(res, 200, session)
		}
		if (resource === 'checkout' && second === 'sessions' && method === 'GET' && !third) {
			const data = [...checkoutSessions.values()].filter(
				(session) =>
					session.customer === request.query.customer && (!request.query.status || session.status === request.query.status),
			)
			return send(res, 200, { object: 'list', url: '/v1/checkout/sessions', has_more: false, data })
		}
		if (resource === 'checkout' && second === 'sessions' && method === 'POST' && third && fourth === 'expire') {
			const session = checkoutSessions.get(third)
			if (!session) return notFound(res, 'checkout.session', third)
			if (session.status !== 'open') {
				return send(
					res,
					400,
					stripeError('invalid_request_error', 'Only Checkout Sessions with a status in [open] can be expired.'),
				)
			}
			session.status = 'expired'
			return send(res, 200, session)
		}
		if (resource === 'checkout' && second === 'sessions' && method === 'GET' && third) {
			const session = checkoutSessions.get(third)
			return session ? send(res, 200, session) : notFound(res, 'checkout.session', third)
		}
		if (resource === 'billing_portal' && second === 'sessions' && method === 'POST') {
			if (!customers.has(String(body.customer))) return notFound(res, 'customer', String(body.customer))
			const portal = {
				id: id('bps'),
				object: 'billing_portal.session',
				url: `https://billing.stripe.test/p/session/${id('live')}`,
				...body,
			}
			portalSessions.set(portal.id, portal)
			return send(res, 200, portal)
		}
		if (resource === 'invoices' && second === 'create_preview' && method === 'POST') {
			const subscription = subscriptions.get(String(body.subscription))
			if (!subscription) return notFound(res, 'subscription', String(body.subscription))
			const details = body.subscription_details as { items?: Array<{ price?: string }> } | undefined
			const item = subscription.items.data[0]!
			const now = Math.floor(Date.now() / 1000)
			const rest = (item.current_period_end - now) / (item.current_period_end - item.current_period_start)
			const difference = (priceAmounts.get(details?.items?.[0]?.price ?? '') ?? 0) - (priceAmounts.get(item.price.id) ?? 0)
			const amount = Math.round(difference * rest)
			return send(res, 200, { id: null, object: 'invoice', currency: 'eur', amount_due: Math.max(0, amount), total: amount })
		}
		if (resource === 'invoice_payments' && !second && method === 'GET') {
			const data = [...invoicePayments.values()].filter(
				(payment) =>
					payment.invoice === request.query.invoice && (!request.query.status || payment.status === request.query.status),
			)
			return send(res, 200, { object: 'list', url: '/v1/invoice_payments', has_more: false, data })
		}
		if (resource === 'refunds' && !second && method === 'POST') {
			if (refundFailures > 0) {
				refundFailures--
				return send(res, refundFailure.status, stripeError(refundFailure.type, refundFailure.message))
			}
			const key = request.headers['idempotency-key']
			const again = typeof key === 'string' ? refundsByKey.get(key) : undefined
			if (again) return send(res, 200, again)
			const paymentIntent = String(body.payment_intent)
			const payment = [...invoicePayments.values()].find(
				(candidate) => (candidate.payment as { payment_intent?: string }).payment_intent === paymentIntent,
			)
			if (!payment) return notFound(res, 'payment_intent', paymentIntent)
			if ([...refunds.values()].some((refund) => refund.payment_intent === paymentIntent)) {
				return send(
					res,
					400,
					stripeError(
						'invalid_request_error',
						`Charge for ${paymentIntent} has already been refunded.`,
						'charge_already_refunded',
					),
				)
			}
			const refund = {
				id: id('re'),
				object: 'refund',
				status: 'succeeded',
				payment_intent: paymentIntent,
				amount: payment.amount_paid,
				currency: 'eur',
				reason: body.reason ?? null,
				metadata: body.metadata ?? {},
			}
			refunds.set(refund.id, refund)
			if (typeof key === 'string') refundsByKey.set(key, refund)
			return send(res, 200, refund)
		}
		if (resource === 'subscriptions' && !second && method === 'GET') {
			const data = [...subscriptions.values()].filter((subscription) => subscription.customer === request.query.customer)
			return send(res, 200, { object: 'list', url: '/v1/subscriptions', has_more: false, data })
		}
		if (resource === 'subscriptions' && second) {
			const subscription = subscriptions.get(second)
			if (!subscription) return notFound(res, 'subscription', second)
			if (method === 'GET') return send(res, 200, subscription)
			if (method === 'DELETE') {
				const now = Math.floor(Date.now() / 1000)
				Object.assign(subscription, { status: 'canceled', canceled_at: now, ended_at: now })
				return send(res, 200, subscription)
			}
			if (method === 'POST') return send(res, 200, updateSubscription(subscription, body))
		}
		return notFound(res, 'path', `${method} ${path}`)
	}

	function updateSubscription(subscription: FakeSubscription, body: Json) {
		if (body.cancel_at_period_end !== undefined) {
			const cancel = body.cancel_at_period_end === 'true'
			const item = subscription.items.data[0]!
			Object.assign(subscription, {
				cancel_at_period_end: cancel,
				cancel_at: cancel ? item.current_period_end : null,
				canceled_at: cancel ? Math.floor(Date.now() / 1000) : null,
			})
		}
		const items = body.items as Array<{ id?: string; price?: string }> | undefined
		if (items?.[0]?.price) {
			const item = subscription.items.data.find((existing) => existing.id === items[0]!.id) ?? subscription.items.data[0]!
			subscription.last_proration_behavior = String(body.proration_behavior ?? 'create_prorations')
			subscription.last_payment_behavior = String(body.payment_behavior ?? 'allow_incomplete')
			const invoiced = subscription.last_proration_behavior === 'always_invoice'
			if (
				invoiced &&
				subscription.last_payment_behavior === 'pending_if_incomplete' &&
				decliningCustomers.has(subscription.customer)
			) {
				// the invoice is open and unpaid: the items stay as they were, the change waits in pending_update
				subscription.pending_update = {
					expires_at: Math.floor(Date.now() / 1000) + 23 * 60 * 60,
					subscription_items: [{ id: item.id, price: items[0].price }],
				}
				return subscription
			}
			item.price = { id: items[0].price, object: 'price' }
			subscription.pending_update = null
		}
		if (body.metadata) subscription.metadata = { ...subscription.metadata, ...(body.metadata as Record<string, string>) }
		return subscription
	}

	const server = await startScriptedHttpFake<Json>({
		handle,
		crashBody: (message) => stripeError('api_error', message),
	})

	return {
		...server,
		secretKey,
		customers,
		checkoutSessions,
		subscriptions,
		decliningCustomers,
		priceAmounts,
		portalSessions,
		invoicePayments,
		refunds,
		failRefunds(times, answer = { status: 500, type: 'api_error', message: 'Algo falló' }) {
			refundFailures = times
			refundFailure = answer
		},
		completeCheckout(sessionId, now = new Date()) {
			const session = checkoutSessions.get(sessionId)
			if (!session) throw new Error(`no checkout session ${sessionId}`)
			// Stripe's payment page refuses an expired session
			if (session.status === 'expired') throw new Error(`checkout session ${sessionId} is expired`)
			const start = Math.floor(now.getTime() / 1000)
			const lineItems = session.line_items as Array<{ price: string }>
			const subscriptionData = (session.subscription_data ?? {}) as { metadata?: Record<string, string> }
			// the first invoice, paid by a PaymentIntent (what a refund is made against)
			const invoiceId = id('in')
			const payment = {
				id: id('inpay'),
				object: 'invoice_payment',
				invoice: invoiceId,
				status: 'paid',
				amount_paid: priceAmounts.get(lineItems[0]!.price) ?? 0,
				currency: 'eur',
				payment: { type: 'payment_intent', payment_intent: id('pi') },
			}
			invoicePayments.set(payment.id, payment)
			const subscription: FakeSubscription = {
				id: id('sub'),
				object: 'subscription',
				created: start,
				latest_invoice: invoiceId,
				customer: String(session.customer),
				status: 'active',
				cancel_at_period_end: false,
				cancel_at: null,
				canceled_at: null,
				ended_at: null,
				metadata: subscriptionData.metadata ?? {},
				items: {
					object: 'list',
					data: [
						{
							id: id('si'),
							object: 'subscription_item',
							price: { id: lineItems[0]!.price, object: 'price' },
							quantity: 1,
							current_period_start: start,
							current_period_end: start + MONTH,
						},
					],
				},
			}
			subscriptions.set(subscription.id, subscription)
			Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: subscription.id })
			return { session, subscription }
		},
		renew(subscriptionId) {
			const subscription = subscriptions.get(subscriptionId)
			if (!subscription) throw new Error(`no subscription ${subscriptionId}`)
			const item = subscription.items.data[0]!
			item.current_period_start = item.current_period_end
			item.current_period_end += MONTH
			subscription.status = 'active'
			return subscription
		},
		event(type, object, eventId = id('evt')) {
			return {
				id: eventId,
				object: 'event',
				type,
				api_version: '2026-10-28.endive',
				created: Math.floor(Date.now() / 1000),
				livemode: false,
				pending_webhooks: 1,
				request: { id: null, idempotency_key: null },
				data: { object: structuredClone(object) },
			}
		},
	}
}
