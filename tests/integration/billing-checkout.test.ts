import crypto from 'node:crypto'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { signWebhookPayload } from '#app/integrations/stripe/client.server.ts'
import { createUser } from '#app/modules/auth/users.server.ts'
import { loader as dashboardLoader } from '#app/routes/_app.dashboard.tsx'
import { action as settingsAction } from '#app/routes/_app.settings.tsx'
import { action as createPaymentLink } from '#app/routes/api.create-payment-link.ts'
import { action as portalAction } from '#app/routes/billing.portal.ts'
import { action as registerAction } from '#app/routes/register.tsx'
import { action as subscribeAction, loader as subscribeLoader } from '#app/routes/subscribe.($planId).tsx'
import { action as webhookAction } from '#app/routes/webhooks.stripe.ts'
import { prisma } from '#app/utils/db.server.ts'
import { type StripeFake, stripeError } from '#tests/fakes/stripe-fake.ts'
import { cookieFor } from '#tests/support/session-cookie.ts'
import { TEST_PRICES, TEST_WEBHOOK_SECRET, useStripeFake } from '#tests/support/stripe-env.ts'

let stripe: StripeFake
beforeAll(async () => {
	stripe = await useStripeFake()
})
beforeEach(() => stripe.reset())
afterAll(() => stripe.close())

const ORIGIN = 'http://localhost'

function args(
	path: string,
	{ cookie, form, params = {} }: { cookie?: string; form?: Record<string, string>; params?: Record<string, string> } = {},
) {
	const headers: Record<string, string> = {}
	if (cookie) headers.Cookie = cookie
	const init: RequestInit = form ? { method: 'POST', headers, body: new URLSearchParams(form) } : { headers }
	return { request: new Request(`${ORIGIN}${path}`, init), params, context: { cspNonce: '' } }
}

async function account() {
	const email = `${crypto.randomUUID()}@ejemplo.es`
	const user = await createUser({ email, password: 'contraseña-segura', consentMarketing: false })
	return { id: user.id, email, cookie: await cookieFor(user.id) }
}

/** The Response an action answered or threw (`data(…, { status })` gives its status only). */
async function answer(result: Promise<unknown>) {
	try {
		const value = await result
		if (value instanceof Response) return value
		const init = (value as { init?: ResponseInit | null }).init
		return new Response(null, { status: init?.status ?? 200 })
	} catch (thrown) {
		if (thrown instanceof Response) return thrown
		throw thrown
	}
}

async function deliver(event: unknown) {
	const payload = JSON.stringify(event)
	const request = new Request(`${ORIGIN}/webhooks/stripe`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signWebhookPayload(payload, TEST_WEBHOOK_SECRET) },
		body: payload,
	})
	return (await webhookAction({ request, params: {}, context: { cspNonce: '' } })).status
}

const planOf = async (userId: string) => (await prisma.user.findUniqueOrThrow({ where: { id: userId } })).planId

/** Buys `planId` through the subscribe page and Stripe's (fake) payment: the session id. */
async function buy(user: { id: string; cookie: string }, planId: string) {
	const response = await answer(
		subscribeAction(args(`/subscribe/${planId}`, { cookie: user.cookie, form: {}, params: { planId } })),
	)
	const sessionId = new URL(response.headers.get('Location')!).pathname.split('/').pop()!
	return { response, sessionId, ...stripe.completeCheckout(sessionId) }
}

test('the subscribe page: default esencial, amounts as "19 €", Agencia and unknown plans are "Plan no encontrado"', async () => {
	const page = async (planId?: string) =>
		(await subscribeLoader(args(`/subscribe/${planId ?? ''}`, { params: planId ? { planId } : {} }))) as Awaited<
			ReturnType<typeof subscribeLoader>
		>
	expect((await page()).plan).toMatchObject({ id: 'esencial', priceEur: 9 })
	expect((await page('creadores')).plan).toMatchObject({ id: 'creadores', name: 'Creadores', priceEur: 19 })
	expect((await page('creadores')).offer).toMatchObject({ mode: 'stripe', action: 'signUp', trialEnabled: false })
	for (const planId of ['agencia', 'agency', 'trial', 'enterprise']) expect((await page(planId)).plan).toBeNull()
})

test('a signed-out visitor who pays is sent to sign up with the plan kept', async () => {
	const response = await answer(subscribeAction(args('/subscribe/creadores', { form: {}, params: { planId: 'creadores' } })))
	expect(response.status).toBe(303)
	expect(response.headers.get('Location')).toBe('/register?plan=creadores')
})

test('pay: a subscription Checkout Session at Stripe for the account (customer created once, then reused) and a 303 to it', async () => {
	const user = await account()
	const response = await answer(
		subscribeAction(args('/subscribe/creadores', { cookie: user.cookie, form: {}, params: { planId: 'creadores' } })),
	)
	const sessionId = new URL(response.headers.get('Location')!).pathname.split('/').pop()!
	expect(response.status).toBe(303)
	expect(response.headers.get('Location')).toBe(stripe.checkoutSessions.get(sessionId)!.url)
	const created = stripe.requests.find((request) => request.method === 'POST' && request.path === '/v1/checkout/sessions')!.body
	const customerId = (await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).stripeCustomerId
	expect(customerId).toMatch(/^cus_/)
	expect(created).toMatchObject({
		mode: 'subscription',
		customer: customerId,
		client_reference_id: user.id,
		line_items: [{ price: TEST_PRICES.creadores, quantity: '1' }],
		metadata: { plan: 'creadores' },
		locale: 'es',
		success_url: `${ORIGIN}/dashboard?subscription=success&session_id={CHECKOUT_SESSION_ID}`,
		cancel_url: `${ORIGIN}/subscribe/creadores`,
	})
	// the plan is not given by going to checkout
	expect(await planOf(user.id)).toBe('trial')
	stripe.reset()
	await answer(subscribeAction(args('/subscribe/esencial', { cookie: user.cookie, form: {}, params: { planId: 'esencial' } })))
	expect(stripe.requests.filter((request) => request.path === '/v1/customers')).toHaveLength(0)
	expect(
		stripe.requests.find((request) => request.method === 'POST' && request.path === '/v1/checkout/sessions')!.body.customer,
	).toBe(customerId)
})

test('two checkouts opened (two tabs): the older one is expired at Stripe, so only one can be paid', async () => {
	const user = await account()
	const open = async (planId: string) => {
		const response = await answer(
			subscribeAction(args(`/subscribe/${planId}`, { cookie: user.cookie, form: {}, params: { planId } })),
		)
		return new URL(response.headers.get('Location')!).pathname.split('/').pop()!
	}
	const first = await open('creadores')
	const second = await open('esencial')
	expect(stripe.checkoutSessions.get(first)!.status).toBe('expired')
	expect(() => stripe.completeCheckout(first)).toThrow(/expired/)
	stripe.completeCheckout(second)
	expect(stripe.subscriptions.size).toBe(1)
})

test('three payment links asked for at once by a new account: one customer, one open Checkout Session, one can be paid', async () => {
	const user = await account()
	const ask = async () => {
		const response = await createPaymentLink(
			args('/api/create-payment-link', { cookie: user.cookie, form: { planId: 'creadores' } }),
		)
		return { status: response.status, body: (await response.json()) as { paymentLink: string } }
	}
	const answers = await Promise.all([ask(), ask(), ask()])
	expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
	const { stripeCustomerId } = await prisma.user.findUniqueOrThrow({ where: { id: user.id } })
	expect(
		[...stripe.customers.values()].filter((customer) => (customer.metadata as { userId?: string }).userId === user.id),
	).toEqual([expect.objectContaining({ id: stripeCustomerId })])
	const sessions = [...stripe.checkoutSessions.values()].filter((session) => session.client_reference_id === user.id)
	expect(sessions).toHaveLength(3)
	expect(sessions.every((session) => session.customer === stripeCustomerId)).toBe(true)
	const open = sessions.filter((session) => session.status === 'open')
	expect(open).toHaveLength(1)
	// the links of the other two lead to expired sessions: only one subscription can come of this
	for (const session of sessions.filter((candidate) => candidate !== open[0])) {
		expect(() => stripe.completeCheckout(String(session.id))).toThrow(/expired/)
	}
})

test('a checkout stuck on the account (its row held past the wait) is told to try again, never a 500', async () => {
	const user = await account()
	let release = () => {}
	const held = new Promise<void>((resolve) => {
		release = resolve
	})
	let locked = () => {}
	const isLocked = new Promise<void>((resolve) => {
		locked = resolve
	})
	// another checkout of the same account, slow at the payments side: it holds the row until released
	const slow = prisma.$transaction(
		async (tx) => {
			await tx.$queryRaw`SELECT 1 FROM "users" WHERE "id" = ${user.id}::uuid FOR NO KEY UPDATE`
			locked()
			await held
		},
		{ timeout: 30_000 },
	)
	await isLocked
	const response = await createPaymentLink(
		args('/api/create-payment-link', { cookie: user.cookie, form: { planId: 'creadores' } }),
	)
	release()
	await slow
	expect(response.status).toBe(502)
	expect(await response.json()).toMatchObject({ code: 'CHECKOUT_FAILED' })
	expect([...stripe.checkoutSessions.values()].filter((session) => session.client_reference_id === user.id)).toEqual([])
}, 30_000)

test('Stripe failing: the page says so (502) and nothing changes', async () => {
	const user = await account()
	stripe.failNext({ status: 500, body: stripeError('api_error', 'Algo falló') })
	stripe.failNext({ status: 500, body: stripeError('api_error', 'Algo falló') })
	stripe.failNext({ status: 500, body: stripeError('api_error', 'Algo falló') })
	const response = await answer(
		subscribeAction(args('/subscribe/creadores', { cookie: user.cookie, form: {}, params: { planId: 'creadores' } })),
	)
	expect(response.status).toBe(502)
	expect(await planOf(user.id)).toBe('trial')
}, 30_000)

test('the return page: confirmed from the Checkout Session before the webhook; another account’s session confirms nothing', async () => {
	const user = await account()
	const intruder = await account()
	const { sessionId, subscription } = await buy(user, 'creadores')
	const dashboard = async (who: { cookie: string }, query: string) =>
		((await dashboardLoader(args(`/dashboard?${query}`, { cookie: who.cookie }))) as Awaited<ReturnType<typeof dashboardLoader>>)
			.billing.checkoutReturn
	expect(await dashboard(intruder, `subscription=success&session_id=${sessionId}`)).toEqual({ state: 'confirming' })
	expect(await planOf(intruder.id)).toBe('trial')
	expect(await dashboard(user, 'subscription=success&session_id=cs_test_unknown')).toEqual({ state: 'confirming' })
	expect(await dashboard(user, `subscription=success&session_id=${sessionId}`)).toEqual({
		state: 'confirmed',
		planName: 'Creadores',
	})
	const stored = await prisma.user.findUniqueOrThrow({ where: { id: user.id } })
	expect(stored).toMatchObject({ planId: 'creadores', stripeSubscriptionId: subscription.id, subscriptionStatus: 'active' })
})

test('an open (unpaid) session keeps confirming', async () => {
	const user = await account()
	const response = await answer(
		subscribeAction(args('/subscribe/esencial', { cookie: user.cookie, form: {}, params: { planId: 'esencial' } })),
	)
	const sessionId = new URL(response.headers.get('Location')!).pathname.split('/').pop()!
	const loaded = (await dashboardLoader(
		args(`/dashboard?subscription=success&session_id=${sessionId}`, { cookie: user.cookie }),
	)) as Awaited<ReturnType<typeof dashboardLoader>>
	expect(loaded.billing.checkoutReturn).toEqual({ state: 'confirming' })
})

const changeTo = (user: { cookie: string }, planId: string, form: Record<string, string> = { confirm: planId }) =>
	answer(subscribeAction(args(`/subscribe/${planId}`, { cookie: user.cookie, form, params: { planId } })))

test('upgrade of a subscriber: the prorated difference is invoiced and paid now, the plan follows the webhook', async () => {
	const user = await account()
	const { session, subscription } = await buy(user, 'esencial')
	await deliver(stripe.event('checkout.session.completed', session))
	expect(await planOf(user.id)).toBe('esencial')
	const response = await changeTo(user, 'creadores')
	expect(response.headers.get('Location')).toBe('/dashboard?subscription=changed&plan=creadores')
	expect(stripe.subscriptions.get(subscription.id)).toMatchObject({
		items: { data: [{ price: { id: TEST_PRICES.creadores } }] },
		last_proration_behavior: 'always_invoice',
		last_payment_behavior: 'pending_if_incomplete',
	})
	expect(stripe.requests.filter((request) => request.method === 'POST' && request.path === '/v1/checkout/sessions')).toHaveLength(
		1,
	)
	expect(await planOf(user.id)).toBe('esencial')
	await deliver(stripe.event('customer.subscription.updated', subscription))
	expect(await planOf(user.id)).toBe('creadores')
})

test('Gestionar Suscripción opens a Customer Portal session for the account’s own customer', async () => {
	const user = await account()
	await buy(user, 'creadores')
	const { stripeCustomerId } = await prisma.user.findUniqueOrThrow({ where: { id: user.id } })
	const response = await answer(portalAction(args('/billing/portal', { cookie: user.cookie, form: {} })))
	expect(response.status).toBe(303)
	const portal = [...stripe.portalSessions.values()].at(-1)!
	expect(response.headers.get('Location')).toBe(portal.url)
	expect(portal).toMatchObject({ customer: stripeCustomerId, return_url: `${ORIGIN}/dashboard`, locale: 'es' })
})

test('registering for a plan goes straight on to Stripe’s checkout, signed in', async () => {
	const email = `${crypto.randomUUID()}@ejemplo.es`
	const form = { firstName: 'Ana', lastName: 'Pérez', email, password: 'contraseña-segura', plan: 'creadores' }
	const response = await answer(registerAction(args('/register', { form })))
	expect(response.status).toBe(303)
	expect(response.headers.get('Location')).toMatch(/^https:\/\/checkout\.stripe\.test\//)
	expect(response.headers.get('Set-Cookie')).toContain('ondacast_session=')
	expect(
		stripe.requests.find((request) => request.method === 'POST' && request.path === '/v1/checkout/sessions')!.body.metadata,
	).toEqual({
		plan: 'creadores',
		userId: (await prisma.user.findUniqueOrThrow({ where: { email } })).id,
	})
})

test('registering when the checkout fails: the account stays, signed in, and the plan page says to contact support', async () => {
	const email = `${crypto.randomUUID()}@ejemplo.es`
	stripe.failNext({ status: 401, body: stripeError('invalid_request_error', 'Invalid API Key provided') })
	const form = { firstName: 'Ana', lastName: 'Pérez', email, password: 'contraseña-segura', plan: 'creadores' }
	const response = await answer(registerAction(args('/register', { form })))
	expect(response.headers.get('Location')).toBe('/subscribe/creadores?error=signup')
	expect(response.headers.get('Set-Cookie')).toContain('ondacast_session=')
	expect(await prisma.user.count({ where: { email } })).toBe(1)
	const page = (await subscribeLoader(args('/subscribe/creadores?error=signup', { params: { planId: 'creadores' } }))) as Awaited<
		ReturnType<typeof subscribeLoader>
	>
	expect(page.error).toBe('SIGNUP_CHECKOUT_FAILED')
})

test('deleting the account cancels the subscription at Stripe first; if Stripe fails, the account stays', async () => {
	const user = await account()
	const { session, subscription } = await buy(user, 'creadores')
	await deliver(stripe.event('checkout.session.completed', session))
	const form = { intent: 'delete-account', confirmEmail: user.email }
	stripe.failNext(...Array.from({ length: 3 }, () => ({ status: 500, body: stripeError('api_error', 'Algo falló') })))
	const refused = await answer(settingsAction(args('/settings', { cookie: user.cookie, form })))
	expect(refused.status).toBe(502)
	expect(await prisma.user.count({ where: { id: user.id } })).toBe(1)
	const deleted = await answer(settingsAction(args('/settings', { cookie: user.cookie, form })))
	expect(deleted.status).toBe(302)
	expect(stripe.subscriptions.get(subscription.id)!.status).toBe('canceled')
	expect(await prisma.user.count({ where: { id: user.id } })).toBe(0)
}, 30_000)

test('a subscriber’s one-click Upgrade (no confirmation) lands on the plan page first; nothing changes at Stripe', async () => {
	const user = await account()
	const { session, subscription } = await buy(user, 'esencial')
	await deliver(stripe.event('checkout.session.completed', session))
	const response = await changeTo(user, 'creadores', {})
	expect(response.status).toBe(303)
	expect(response.headers.get('Location')).toBe('/subscribe/creadores')
	// that page tells what the change charges now: Stripe's preview of the prorated difference (19 € − 9 €)
	stripe.priceAmounts.set(TEST_PRICES.esencial, 900)
	stripe.priceAmounts.set(TEST_PRICES.creadores, 1900)
	const page = (await subscribeLoader(
		args('/subscribe/creadores', { cookie: user.cookie, params: { planId: 'creadores' } }),
	)) as {
		offer: { action: string }
		chargeNowCents: number | null
	}
	expect(page.offer.action).toBe('change')
	expect(page.chargeNowCents).toBeGreaterThan(980)
	expect(page.chargeNowCents).toBeLessThanOrEqual(1000)
	expect(stripe.requests.filter((request) => request.path === '/v1/invoices/create_preview')).toHaveLength(1)
	expect(stripe.requests.filter((request) => request.method === 'POST' && request.path.startsWith('/v1/subscriptions'))).toEqual(
		[],
	)
	// a confirmation for another plan does not count either
	expect((await changeTo(user, 'creadores', { confirm: 'creadores_plus' })).headers.get('Location')).toBe('/subscribe/creadores')
	expect(stripe.subscriptions.get(subscription.id)!.items.data[0]!.price.id).toBe(TEST_PRICES.esencial)
})

test('a declined charge for the difference: the change stays pending at Stripe, the plan does not change (402)', async () => {
	const user = await account()
	const { session, subscription } = await buy(user, 'esencial')
	await deliver(stripe.event('checkout.session.completed', session))
	stripe.decliningCustomers.add(subscription.customer)
	const response = await changeTo(user, 'creadores')
	expect(response.status).toBe(402)
	const atStripe = stripe.subscriptions.get(subscription.id)!
	expect(atStripe.items.data[0]!.price.id).toBe(TEST_PRICES.esencial)
	expect(atStripe.pending_update?.subscription_items[0]?.price).toBe(TEST_PRICES.creadores)
	// the subscription.updated Stripe sends for it: the plan comes from the current items, never the pending update
	await deliver(stripe.event('customer.subscription.updated', atStripe))
	expect(await planOf(user.id)).toBe('esencial')
})

test('while a payment is failing (past_due) the plan cannot be changed: 409 and nothing asked of Stripe', async () => {
	const user = await account()
	const { session, subscription } = await buy(user, 'esencial')
	await deliver(stripe.event('checkout.session.completed', session))
	subscription.status = 'past_due'
	await deliver(stripe.event('customer.subscription.updated', subscription))
	const response = await changeTo(user, 'creadores')
	expect(response.status).toBe(409)
	expect(stripe.requests.filter((request) => request.method === 'POST' && request.path.startsWith('/v1/subscriptions'))).toEqual(
		[],
	)
	expect(stripe.subscriptions.get(subscription.id)!.items.data[0]!.price.id).toBe(TEST_PRICES.esencial)
})

test('paid but the webhook not here yet: paying again changes that subscription instead of a second checkout', async () => {
	const user = await account()
	const { subscription } = await buy(user, 'esencial')
	const response = await answer(
		subscribeAction(args('/subscribe/creadores', { cookie: user.cookie, form: {}, params: { planId: 'creadores' } })),
	)
	expect(response.headers.get('Location')).toBe('/dashboard?subscription=changed&plan=creadores')
	expect(stripe.requests.filter((request) => request.method === 'POST' && request.path === '/v1/checkout/sessions')).toHaveLength(
		1,
	)
	expect(stripe.subscriptions.get(subscription.id)!.items.data[0]!.price.id).toBe(TEST_PRICES.creadores)
	expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).stripeSubscriptionId).toBe(subscription.id)
})
