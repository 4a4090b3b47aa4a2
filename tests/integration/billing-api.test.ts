import { afterAll, beforeAll, expect, test } from 'vitest'
import { action as createPaymentLink } from '#app/routes/api.create-payment-link.ts'
import { action as createSubscription } from '#app/routes/api.create-subscription.ts'
import { loader as paymentLinkOfPlan } from '#app/routes/api.subscription.payment-link.$planId.ts'
import { prisma } from '#app/utils/db.server.ts'
import type { StripeFake } from '#tests/fakes/stripe-fake.ts'
import { cookieFor } from '#tests/support/session-cookie.ts'
import { TEST_PRICES, useStripeFake } from '#tests/support/stripe-env.ts'

// The JSON payment calls (/api/create-payment-link, /api/create-subscription, …): the real stripe SDK, a local fake.
let stripe: StripeFake
beforeAll(async () => {
	stripe = await useStripeFake()
})
afterAll(() => stripe.close())

const context = { cspNonce: '' }

async function account(fields: { planId?: string; isDemoUser?: boolean } = {}) {
	const user = await prisma.user.create({ data: { email: `${crypto.randomUUID()}@ejemplo.es`, ...fields } })
	return { id: user.id, cookie: await cookieFor(user.id) }
}

function post(path: string, cookie: string, fields: Record<string, string>) {
	return new Request(`http://localhost${path}`, {
		method: 'POST',
		body: new URLSearchParams(fields),
		headers: { Cookie: cookie },
	})
}

async function paymentLink(cookie: string, planId: string) {
	const response = await createPaymentLink({ request: post('/api/create-payment-link', cookie, { planId }), params: {}, context })
	return { status: response.status, body: await response.json() }
}

test('POST /api/create-payment-link: a Checkout Session to pay; a subscriber is sent to confirm on the plan page', async () => {
	const user = await account()
	const first = await paymentLink(user.cookie, 'creadores')
	expect(first.status).toBe(200)
	const session = [...stripe.checkoutSessions.values()].find((candidate) => candidate.url === first.body.paymentLink)!
	expect(session).toMatchObject({ client_reference_id: user.id, line_items: [{ price: TEST_PRICES.creadores }] })
	expect(await paymentLink(user.cookie, 'agencia')).toEqual({ status: 404, body: { error: 'PLAN_NOT_FOUND' } })

	// paid: the link for another plan is the page that says what the change charges, and changes nothing by itself
	const { subscription } = stripe.completeCheckout(String(session.id))
	await prisma.user.update({
		where: { id: user.id },
		data: { planId: 'creadores', stripeSubscriptionId: subscription.id, subscriptionStatus: 'active' },
	})
	expect(await paymentLink(user.cookie, 'creadores_plus')).toEqual({
		status: 200,
		body: { paymentLink: 'http://localhost/subscribe/creadores_plus' },
	})
	expect(stripe.subscriptions.get(subscription.id)!.items.data[0]!.price.id).toBe(TEST_PRICES.creadores)
	expect(await paymentLink(user.cookie, 'creadores')).toEqual({ status: 409, body: { error: 'PLAN_ALREADY_ACTIVE' } })

	// a demo account signs up first
	const demo = await account({ isDemoUser: true })
	expect((await paymentLink(demo.cookie, 'esencial')).body).toEqual({
		paymentLink: 'http://localhost/register?plan=esencial',
	})
})

const checkoutsOpened = () =>
	stripe.requests.filter((call) => call.method === 'POST' && call.path === '/v1/checkout/sessions').length

test('GET /api/subscription/payment-link/{planId} names the plan page; POST /api/create-subscription points there too', async () => {
	const before = checkoutsOpened()
	const request = new Request('http://localhost/api/subscription/payment-link/creadores')
	const link = await paymentLinkOfPlan({ request, params: { planId: 'creadores' }, context })
	expect(await link.json()).toEqual({ url: 'http://localhost/subscribe/creadores' })
	const unknown = await paymentLinkOfPlan({ request, params: { planId: 'no-existe' }, context })
	expect([unknown.status, await unknown.json()]).toEqual([404, { error: 'Plan no encontrado', code: 'PLAN_NOT_FOUND' }])

	const user = await account()
	const embedded = await createSubscription({
		request: post('/api/create-subscription', user.cookie, { planId: 'esencial' }),
		params: {},
		context,
	})
	expect([embedded.status, await embedded.json()]).toEqual([
		400,
		{ error: 'EMBEDDED_PAYMENT_UNAVAILABLE', paymentLink: 'http://localhost/subscribe/esencial' },
	])
	// nothing was opened at Stripe by either
	expect(checkoutsOpened()).toBe(before)
})
