import crypto from 'node:crypto'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { signWebhookPayload } from '#app/integrations/stripe/client.server.ts'
import { createUser } from '#app/modules/auth/users.server.ts'
import { setPlanByEmail } from '#app/modules/billing/operator-plan.server.ts'
import { consumeQuota, getQuota } from '#app/modules/quota/quota.server.ts'
import { action as webhookAction } from '#app/routes/webhooks.stripe.ts'
import { prisma } from '#app/utils/db.server.ts'
import type { FakeSubscription, StripeFake } from '#tests/fakes/stripe-fake.ts'
import { TEST_PRICES, TEST_WEBHOOK_SECRET, useStripeFake } from '#tests/support/stripe-env.ts'

let stripe: StripeFake
beforeAll(async () => {
	stripe = await useStripeFake()
})
afterAll(() => stripe.close())

/** Stripe delivering an event: the JSON body signed with the endpoint's secret (or another `signature`). */
async function deliver(event: unknown, { signature }: { signature?: string | null } = {}) {
	const payload = JSON.stringify(event)
	const headers: Record<string, string> = { 'Content-Type': 'application/json' }
	const header = signature === undefined ? signWebhookPayload(payload, TEST_WEBHOOK_SECRET) : signature
	if (header !== null) headers['Stripe-Signature'] = header
	const response = await webhookAction({
		request: new Request('http://localhost/webhooks/stripe', { method: 'POST', headers, body: payload }),
		params: {},
		context: { cspNonce: '' },
	})
	return { status: response.status, text: await response.text() }
}

/** A new account that bought `planId` at Stripe: the customer, the paid Checkout Session and its subscription. */
async function buyer(planId: keyof typeof TEST_PRICES = 'creadores') {
	const email = `${crypto.randomUUID()}@ejemplo.es`
	const user = { ...(await createUser({ email, password: 'contraseña-segura', consentMarketing: false })), email }
	const customer = { id: `cus_${crypto.randomUUID()}`, object: 'customer', metadata: { userId: user.id } }
	stripe.customers.set(customer.id, customer)
	await prisma.user.update({ where: { id: user.id }, data: { stripeCustomerId: customer.id } })
	const session = {
		id: `cs_test_${crypto.randomUUID()}`,
		object: 'checkout.session',
		mode: 'subscription',
		customer: customer.id,
		client_reference_id: user.id,
		line_items: [{ price: TEST_PRICES[planId], quantity: 1 }],
		subscription_data: { metadata: { userId: user.id, plan: planId } },
		metadata: { plan: planId },
	}
	stripe.checkoutSessions.set(session.id, session)
	const completed = stripe.completeCheckout(session.id)
	return { user, session: completed.session, subscription: completed.subscription }
}

const billing = (userId: string) =>
	prisma.user.findUniqueOrThrow({
		where: { id: userId },
		select: {
			planId: true,
			stripeSubscriptionId: true,
			subscriptionStatus: true,
			subscriptionPeriodEnd: true,
			cancelledAt: true,
			billingPeriodStart: true,
		},
	})

const invoice = (subscription: FakeSubscription) => ({
	id: `in_${crypto.randomUUID()}`,
	object: 'invoice',
	customer: subscription.customer,
	parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
})

test('checkout.session.completed with a valid signature gives the plan bought, read back from Stripe', async () => {
	const { user, session, subscription } = await buyer('creadores')
	expect(await deliver(stripe.event('checkout.session.completed', session))).toEqual({ status: 200, text: 'applied' })
	expect(await billing(user.id)).toMatchObject({
		planId: 'creadores',
		stripeSubscriptionId: subscription.id,
		subscriptionStatus: 'active',
		subscriptionPeriodEnd: new Date(subscription.items.data[0]!.current_period_end * 1000),
		cancelledAt: null,
	})
	expect(stripe.requests.some((request) => request.path === `/v1/subscriptions/${subscription.id}`)).toBe(true)
})

test('a tampered body, a signature made with another secret or none at all: 400 and nothing changes', async () => {
	const { user, session } = await buyer('creadores')
	const event = stripe.event('checkout.session.completed', session)
	const signature = signWebhookPayload(JSON.stringify(event), TEST_WEBHOOK_SECRET)
	const tampered = { ...event, data: { object: { ...session, client_reference_id: crypto.randomUUID() } } }
	expect(await deliver(tampered, { signature })).toEqual({ status: 400, text: 'Firma no válida' })
	const otherSecret = signWebhookPayload(JSON.stringify(event), 'whsec_someone_else')
	expect((await deliver(event, { signature: otherSecret })).status).toBe(400)
	expect((await deliver(event, { signature: null })).status).toBe(400)
	expect((await billing(user.id)).planId).toBe('trial')
	expect(await prisma.stripeEvent.count({ where: { id: event.id as string } })).toBe(0)
})

test('a replayed event changes nothing: a later change of plan is not undone by the old event delivered again', async () => {
	const { user, session } = await buyer('creadores')
	const completed = stripe.event('checkout.session.completed', session)
	expect((await deliver(completed)).text).toBe('applied')
	await setPlanByEmail(user.email, 'esencial') // e.g. an operator's change afterwards
	expect(await deliver(completed)).toEqual({ status: 200, text: 'duplicate' })
	expect((await billing(user.id)).planId).toBe('esencial')
	expect(await prisma.stripeEvent.count({ where: { id: completed.id as string } })).toBe(1)
})

test('the same event delivered twice at once is applied once', async () => {
	const { user, session } = await buyer('esencial')
	const event = stripe.event('checkout.session.completed', session)
	const answers = await Promise.all([deliver(event), deliver(event)])
	expect(answers.map((answer) => answer.text).sort()).toEqual(['applied', 'duplicate'])
	expect(await prisma.stripeEvent.count({ where: { id: event.id as string } })).toBe(1)
	expect((await billing(user.id)).planId).toBe('esencial')
})

test('updated before created ends in the subscription’s current state (an upgrade to Creadores PLUS)', async () => {
	const { user, subscription } = await buyer('creadores')
	const created = stripe.event('customer.subscription.created', subscription)
	subscription.items.data[0]!.price = { id: TEST_PRICES.creadores_plus, object: 'price' }
	const updated = stripe.event('customer.subscription.updated', subscription)
	await deliver(updated)
	await deliver(created) // late, with the old price in its copy: Stripe's current state wins
	expect(await billing(user.id)).toMatchObject({ planId: 'creadores_plus', subscriptionStatus: 'active' })
})

test('cancelled for the period’s end keeps the plan until then; deleted takes the account back to the trial plan', async () => {
	const { user, session, subscription } = await buyer('creadores')
	await deliver(stripe.event('checkout.session.completed', session))
	Object.assign(subscription, { cancel_at_period_end: true, canceled_at: Math.floor(Date.now() / 1000) })
	await deliver(stripe.event('customer.subscription.updated', subscription))
	const cancelled = await billing(user.id)
	expect(cancelled).toMatchObject({ planId: 'creadores', subscriptionStatus: 'active' })
	expect(cancelled.cancelledAt).toBeInstanceOf(Date)
	const ended = Math.floor(Date.now() / 1000)
	Object.assign(subscription, { status: 'canceled', ended_at: ended })
	await deliver(stripe.event('customer.subscription.deleted', subscription))
	expect(await billing(user.id)).toMatchObject({ planId: 'trial', stripeSubscriptionId: null, subscriptionStatus: 'canceled' })
	// a late `updated` from before the end re-reads the subscription: still ended
	subscription.status = 'canceled'
	await deliver(stripe.event('customer.subscription.updated', { ...subscription, status: 'active' }))
	expect((await billing(user.id)).planId).toBe('trial')
})

test('invoice.paid starts the new billing period: the quota period moves with it and the month’s episodes are back', async () => {
	const { user, session, subscription } = await buyer('creadores')
	await deliver(stripe.event('checkout.session.completed', session))
	await deliver(stripe.event('invoice.paid', invoice(subscription)))
	for (let i = 0; i < 4; i++) expect((await consumeQuota({ userId: user.id, episodeId: crypto.randomUUID() })).ok).toBe(true)
	expect((await consumeQuota({ userId: user.id, episodeId: crypto.randomUUID() })).ok).toBe(false)
	// the renewal: Stripe moves the subscription's period, then sends invoice.paid
	const renewed = stripe.renew(subscription.id)
	await deliver(stripe.event('invoice.paid', invoice(renewed)))
	expect(await getQuota(user.id)).toEqual({ used: 0, limit: 4 })
	expect((await consumeQuota({ userId: user.id, episodeId: crypto.randomUUID() })).ok).toBe(true)
	const stored = await billing(user.id)
	expect(stored.billingPeriodStart).toEqual(new Date(renewed.items.data[0]!.current_period_start * 1000))
	expect(stored.subscriptionPeriodEnd).toEqual(new Date(renewed.items.data[0]!.current_period_end * 1000))
	// the period only moves forward: the first invoice delivered late does not take it back
	await deliver(stripe.event('invoice.paid', invoice(subscription)))
	expect((await billing(user.id)).billingPeriodStart).toEqual(stored.billingPeriodStart)
}, 20_000)

test('invoice.payment_failed: the subscription is past due, the plan stays while Stripe retries', async () => {
	const { user, session, subscription } = await buyer('creadores')
	await deliver(stripe.event('checkout.session.completed', session))
	subscription.status = 'past_due'
	expect((await deliver(stripe.event('invoice.payment_failed', invoice(subscription)))).text).toBe('applied')
	expect(await billing(user.id)).toMatchObject({ planId: 'creadores', subscriptionStatus: 'past_due' })
})

const mails = (userId: string, kind: string) =>
	prisma.emailMessage.findMany({ where: { userId, kind }, select: { kind: true, recipient: true, data: true } })

test('a failed payment schedules the “payment failed” mail with the card link, once even when the event is replayed', async () => {
	const { user, session, subscription } = await buyer('creadores')
	await deliver(stripe.event('checkout.session.completed', session))
	expect(await mails(user.id, 'payment-failed')).toEqual([])
	subscription.status = 'past_due'
	const failed = stripe.event('invoice.payment_failed', invoice(subscription))
	expect((await deliver(failed)).text).toBe('applied')
	expect((await deliver(failed)).text).toBe('duplicate')
	expect(await mails(user.id, 'payment-failed')).toEqual([
		{
			kind: 'payment-failed',
			recipient: user.email,
			data: { planName: 'Creadores', updateCardPath: '/settings?tab=plan' },
		},
	])
})

test('a cancellation for the period’s end schedules the “subscription cancelled” mail once, with the end date', async () => {
	const { user, session, subscription } = await buyer('creadores')
	await deliver(stripe.event('checkout.session.completed', session))
	Object.assign(subscription, { cancel_at_period_end: true, canceled_at: Math.floor(Date.now() / 1000) })
	const cancelled = stripe.event('customer.subscription.updated', subscription)
	expect((await deliver(cancelled)).text).toBe('applied')
	expect((await deliver(cancelled)).text).toBe('duplicate')
	// another event showing the same cancellation (e.g. a later update) does not mail again
	expect((await deliver(stripe.event('customer.subscription.updated', subscription))).text).toBe('applied')
	const endsAt = new Date(subscription.items.data[0]!.current_period_end * 1000)
	expect(await mails(user.id, 'subscription-cancelled')).toEqual([
		{
			kind: 'subscription-cancelled',
			recipient: user.email,
			data: { planName: 'Creadores', endDate: endsAt.toISOString() },
		},
	])
})

test('the mail is part of the event’s transaction: a failure that rolls the event back leaves no mail either', async () => {
	const { user, session, subscription } = await buyer('creadores')
	await deliver(stripe.event('checkout.session.completed', session))
	subscription.status = 'past_due'
	const failed = stripe.event('invoice.payment_failed', invoice(subscription))
	await prisma.$executeRawUnsafe(`
		CREATE FUNCTION refuse_user_updates() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'disco lleno'; END $$ LANGUAGE plpgsql;
		CREATE TRIGGER refuse BEFORE UPDATE ON users FOR EACH ROW EXECUTE FUNCTION refuse_user_updates();`)
	const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
	expect((await deliver(failed)).status).toBe(500)
	errors.mockRestore()
	await prisma.$executeRawUnsafe('DROP TRIGGER refuse ON users; DROP FUNCTION refuse_user_updates();')
	expect(await mails(user.id, 'payment-failed')).toEqual([])
	expect((await deliver(failed)).text).toBe('applied')
	expect(await mails(user.id, 'payment-failed')).toHaveLength(1)
})

test('a database failure answers 500 and keeps nothing, so Stripe’s retry applies the event', async () => {
	const { user, session } = await buyer('creadores')
	const event = stripe.event('checkout.session.completed', session)
	await prisma.$executeRawUnsafe(`
		CREATE FUNCTION refuse_user_updates() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'disco lleno'; END $$ LANGUAGE plpgsql;
		CREATE TRIGGER refuse BEFORE UPDATE ON users FOR EACH ROW EXECUTE FUNCTION refuse_user_updates();`)
	const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
	expect(await deliver(event)).toEqual({ status: 500, text: 'Error al aplicar el evento' })
	expect(errors).toHaveBeenCalledWith('[billing] webhook no aplicado (Stripe lo reenviará):', expect.anything())
	errors.mockRestore()
	expect(await prisma.stripeEvent.count({ where: { id: event.id as string } })).toBe(0)
	await prisma.$executeRawUnsafe('DROP TRIGGER refuse ON users; DROP FUNCTION refuse_user_updates();')
	expect(await deliver(event)).toEqual({ status: 200, text: 'applied' })
	expect((await billing(user.id)).planId).toBe('creadores')
})

test('a subscription Stripe no longer has (404 resource_missing) is acknowledged and ignored, not a 500 forever', async () => {
	const { user, session, subscription } = await buyer('creadores')
	stripe.subscriptions.delete(subscription.id)
	const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {})
	const event = stripe.event('checkout.session.completed', session)
	expect(await deliver(event)).toEqual({ status: 200, text: 'ignored' })
	expect(await deliver(stripe.event('invoice.payment_failed', invoice(subscription)))).toEqual({ status: 200, text: 'ignored' })
	expect(warnings).toHaveBeenCalledWith(expect.stringContaining(`${subscription.id} no existe; ignorado`))
	warnings.mockRestore()
	expect((await billing(user.id)).planId).toBe('trial')
	expect(await prisma.stripeEvent.count({ where: { id: event.id as string } })).toBe(0)
})

test('events we do not use are acknowledged and ignored', async () => {
	expect(await deliver(stripe.event('customer.created', { id: 'cus_otro', object: 'customer' }))).toEqual({
		status: 200,
		text: 'ignored',
	})
})

test('the signature’s time: up to 5 minutes old and 30 seconds ahead (clock skew) are accepted; older or further ahead, 400', async () => {
	const now = Math.floor(Date.now() / 1000)
	const at = async (timestamp: number) => {
		const event = stripe.event('customer.created', { id: 'cus_otro', object: 'customer' })
		return deliver(event, { signature: signWebhookPayload(JSON.stringify(event), TEST_WEBHOOK_SECRET, { timestamp }) })
	}
	expect(await at(now + 600)).toEqual({ status: 400, text: 'Firma no válida' })
	expect(await at(now + 60)).toEqual({ status: 400, text: 'Firma no válida' })
	expect(await at(now + 20)).toEqual({ status: 200, text: 'ignored' })
	expect(await at(now - 280)).toEqual({ status: 200, text: 'ignored' })
	expect(await at(now - 320)).toEqual({ status: 400, text: 'Firma no válida' })
})

test('a signed event without the fields we read is refused (400) with one warning line, not a 500 retried forever', async () => {
	const { user, session } = await buyer('creadores')
	const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {})
	const malformed = [
		{ id: `evt_${crypto.randomUUID()}`, object: 'event', type: 'customer.subscription.updated', data: {} },
		stripe.event('customer.subscription.updated', { object: 'subscription', status: 'active' }),
		stripe.event('customer.subscription.updated', { id: 42, object: 'subscription' }),
		stripe.event('checkout.session.completed', { ...session, mode: undefined }),
		stripe.event('checkout.session.completed', { ...session, subscription: null }),
		stripe.event('invoice.paid', { id: 'in_x', object: 'invoice', parent: { subscription_details: { subscription: 7 } } }),
	]
	for (const event of malformed) expect(await deliver(event)).toEqual({ status: 400, text: 'Evento no válido' })
	expect(warnings).toHaveBeenCalledTimes(malformed.length)
	for (const [line] of warnings.mock.calls) {
		expect(line).toMatch(/^\[billing\] evento rechazado \(400\): /)
		expect(line).not.toContain('\n')
	}
	warnings.mockRestore()
	expect((await billing(user.id)).planId).toBe('trial')
	expect(await prisma.stripeEvent.count({ where: { id: { in: malformed.map((event) => String(event.id)) } } })).toBe(0)
})

/**
 * A customer with two paid subscriptions (two checkouts paid at once): `first` and `second` at Stripe, each with its
 * checkout.session.completed and customer.subscription.created, none delivered yet.
 */
async function twoPaidCheckouts() {
	stripe.priceAmounts.set(TEST_PRICES.creadores, 4900)
	stripe.priceAmounts.set(TEST_PRICES.esencial, 900)
	const { user, session, subscription } = await buyer('creadores')
	const other = {
		...session,
		id: `cs_test_${crypto.randomUUID()}`,
		status: 'open',
		subscription: null,
		line_items: [{ price: TEST_PRICES.esencial, quantity: 1 }],
		subscription_data: { metadata: { userId: user.id, plan: 'esencial' } },
		metadata: { plan: 'esencial' },
	}
	stripe.checkoutSessions.set(other.id, other)
	const second = stripe.completeCheckout(other.id)
	const events = (paid: { session: Record<string, unknown>; subscription: FakeSubscription }) => ({
		completed: stripe.event('checkout.session.completed', paid.session),
		created: stripe.event('customer.subscription.created', paid.subscription),
		subscription: paid.subscription,
	})
	return { user, a: events({ session, subscription }), b: events(second) }
}

const refundsOf = (subscription: FakeSubscription) =>
	[...stripe.refunds.values()].filter((refund) => (refund.metadata as Record<string, string>).subscription === subscription.id)

test.each([
	['A completed, A created, B completed, B created', ['a.completed', 'a.created', 'b.completed', 'b.created']],
	['A completed, B created, B completed, A created', ['a.completed', 'b.created', 'b.completed', 'a.created']],
	['A created, B completed, A completed, B created', ['a.created', 'b.completed', 'a.completed', 'b.created']],
	['B created, A completed, A created, B completed', ['b.created', 'a.completed', 'a.created', 'b.completed']],
	['B completed, A completed, B created, A created', ['b.completed', 'a.completed', 'b.created', 'a.created']],
])(
	'two live subscriptions (%s): the account keeps the first it heard of; the other is refunded and ended, once',
	async (_name, order) => {
		const { user, a, b } = await twoPaidCheckouts()
		const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {})
		const pick = (name: string) => {
			const [which, kind] = name.split('.') as ['a' | 'b', 'completed' | 'created']
			return (which === 'a' ? a : b)[kind]
		}
		for (const name of order) expect((await deliver(pick(name))).status).toBe(200)
		// every event again (Stripe retries, replays): nothing more happens
		for (const name of order) expect((await deliver(pick(name))).text).toBe('duplicate')
		const [kept, refunded] = order[0]!.startsWith('a') ? [a.subscription, b.subscription] : [b.subscription, a.subscription]
		expect(await billing(user.id)).toMatchObject({
			planId: kept === a.subscription ? 'creadores' : 'esencial',
			stripeSubscriptionId: kept.id,
			subscriptionStatus: 'active',
		})
		expect(stripe.subscriptions.get(kept.id)!.status).toBe('active')
		expect(stripe.subscriptions.get(refunded.id)!.status).toBe('canceled')
		expect(refundsOf(kept)).toEqual([])
		expect(refundsOf(refunded)).toMatchObject([{ amount: refunded === a.subscription ? 4900 : 900, status: 'succeeded' }])
		expect(warnings).toHaveBeenCalledWith(expect.stringContaining(`segunda suscripción ${refunded.id}`))
		// what Stripe sends next for the refunded one (ended) and for the kept one (renewed) does not switch the plan
		await deliver(stripe.event('customer.subscription.deleted', stripe.subscriptions.get(refunded.id)))
		await deliver(stripe.event('invoice.paid', invoice(stripe.renew(kept.id))))
		expect(await billing(user.id)).toMatchObject({ stripeSubscriptionId: kept.id, subscriptionStatus: 'active' })
		warnings.mockRestore()
	},
)

test.each([
	['Stripe failing', { status: 500, type: 'api_error', message: 'Algo falló' }],
	['Stripe refusing it (a disputed charge)', { status: 400, type: 'invalid_request_error', message: 'Charge is disputed' }],
])(
	'a refund that fails (%s) leaves the event unapplied (500), logged as an error: Stripe’s retry refunds it, once',
	async (_, answer) => {
		const { user, a, b } = await twoPaidCheckouts()
		const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {})
		await deliver(a.completed)
		const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
		stripe.failRefunds(5, answer)
		expect((await deliver(b.created)).status).toBe(500)
		expect(errors).toHaveBeenCalledWith('[billing] webhook no aplicado (Stripe lo reenviará):', expect.anything())
		errors.mockRestore()
		stripe.failRefunds(0)
		expect(stripe.subscriptions.get(b.subscription.id)!.status).toBe('active')
		expect(await prisma.stripeEvent.count({ where: { id: String(b.created.id) } })).toBe(0)
		expect((await deliver(b.created)).text).toBe('applied')
		expect(stripe.subscriptions.get(b.subscription.id)!.status).toBe('canceled')
		expect(refundsOf(b.subscription)).toHaveLength(1)
		expect((await billing(user.id)).stripeSubscriptionId).toBe(a.subscription.id)
		warnings.mockRestore()
	},
	30_000,
)

test('a second subscription already refunded at Stripe (by hand) is still ended', async () => {
	const { user, a, b } = await twoPaidCheckouts()
	const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {})
	const payment = [...stripe.invoicePayments.values()].find((candidate) => candidate.invoice === b.subscription.latest_invoice)!
	const paymentIntent = (payment.payment as { payment_intent: string }).payment_intent
	stripe.refunds.set('re_by_hand', { id: 're_by_hand', object: 'refund', payment_intent: paymentIntent, metadata: {} })
	await deliver(a.completed)
	expect((await deliver(b.completed)).text).toBe('applied')
	expect(stripe.subscriptions.get(b.subscription.id)!.status).toBe('canceled')
	expect([...stripe.refunds.values()].filter((refund) => refund.payment_intent === paymentIntent)).toHaveLength(1)
	expect((await billing(user.id)).stripeSubscriptionId).toBe(a.subscription.id)
	warnings.mockRestore()
})
