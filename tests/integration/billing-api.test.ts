import { afterAll, beforeAll, expect, test } from 'vitest'
import { issueApiToken } from '#app/modules/api/api-tokens.server.ts'
import { action as createPaymentLink } from '#app/routes/api.create-payment-link.ts'
import { action as createSubscription } from '#app/routes/api.create-subscription.ts'
import { loader as featureFlags, action as featureFlagsWrite } from '#app/routes/api.feature-flags.ts'
import { loader as paymentLinkOfPlan } from '#app/routes/api.subscription.payment-link.$planId.ts'
import { prisma } from '#app/utils/db.server.ts'
import type { StripeFake } from '#tests/fakes/stripe-fake.ts'
import { bearer, callApi } from '#tests/support/api-call.ts'
import { cookieFor } from '#tests/support/session-cookie.ts'
import { TEST_PRICES, useStripeFake } from '#tests/support/stripe-env.ts'

// The JSON payment calls (/api/create-payment-link, /api/create-subscription, …): the real stripe SDK, a local fake.
let stripe: StripeFake
beforeAll(async () => {
	stripe = await useStripeFake()
})
afterAll(() => stripe.close())

async function account(fields: { planId?: string; isDemoUser?: boolean } = {}) {
	const user = await prisma.user.create({ data: { email: `${crypto.randomUUID()}@ejemplo.es`, ...fields } })
	return { id: user.id, headers: bearer((await issueApiToken(user.id, 'Prueba')).token) }
}

const paymentLink = (headers: Record<string, string>, json: unknown) =>
	callApi(createPaymentLink, '/api/create-payment-link', { method: 'POST', headers, json })

test('POST /api/create-payment-link: a Checkout Session to pay; a subscriber is sent to confirm on the plan page', async () => {
	const user = await account()
	const first = await paymentLink(user.headers, { planId: 'creadores' })
	expect(first.status).toBe(200)
	const session = [...stripe.checkoutSessions.values()].find((candidate) => candidate.url === first.body.paymentLink)!
	expect(session).toMatchObject({ client_reference_id: user.id, line_items: [{ price: TEST_PRICES.creadores }] })
	expect(await paymentLink(user.headers, { planId: 'agencia' })).toMatchObject({
		status: 404,
		body: { code: 'PLAN_NOT_FOUND', error: 'Plan no encontrado' },
	})
	expect(await paymentLink(user.headers, {})).toMatchObject({
		status: 400,
		body: { code: 'API_BAD_REQUEST', fields: { planId: ['Plan no encontrado'] } },
	})
	expect((await paymentLink({}, { planId: 'creadores' })).status).toBe(401)

	// paid: the link for another plan is the page that says what the change charges, and changes nothing by itself
	const { subscription } = stripe.completeCheckout(String(session.id))
	await prisma.user.update({
		where: { id: user.id },
		data: { planId: 'creadores', stripeSubscriptionId: subscription.id, subscriptionStatus: 'active' },
	})
	expect(await paymentLink(user.headers, { planId: 'creadores_plus' })).toMatchObject({
		status: 200,
		body: { paymentLink: 'http://localhost/subscribe/creadores_plus' },
	})
	expect(stripe.subscriptions.get(subscription.id)!.items.data[0]!.price.id).toBe(TEST_PRICES.creadores)
	expect(await paymentLink(user.headers, { planId: 'creadores' })).toMatchObject({
		status: 409,
		body: { code: 'PLAN_ALREADY_ACTIVE', error: 'Ya tienes este plan.' },
	})

	// a demo account signs up first; the browser's session sends the page's form as before
	const demo = await prisma.user.create({ data: { email: `${crypto.randomUUID()}@ejemplo.es`, isDemoUser: true } })
	const fromPage = await callApi(createPaymentLink, '/api/create-payment-link', {
		method: 'POST',
		headers: { Cookie: await cookieFor(demo.id) },
		form: { planId: 'esencial' },
	})
	expect(fromPage.body).toEqual({ paymentLink: 'http://localhost/register?plan=esencial' })
})

const checkoutsOpened = () =>
	stripe.requests.filter((call) => call.method === 'POST' && call.path === '/v1/checkout/sessions').length

test('GET /api/subscription/payment-link/{planId} names the plan page; POST /api/create-subscription points there too', async () => {
	const before = checkoutsOpened()
	const planPage = (planId: string) =>
		callApi(paymentLinkOfPlan, `/api/subscription/payment-link/${planId}`, { params: { planId } })
	expect((await planPage('creadores')).body).toEqual({ url: 'http://localhost/subscribe/creadores' })
	expect(await planPage('no-existe')).toMatchObject({
		status: 404,
		body: { error: 'Plan no encontrado', code: 'PLAN_NOT_FOUND' },
	})

	const user = await account()
	const embedded = await callApi(createSubscription, '/api/create-subscription', {
		method: 'POST',
		headers: { ...user.headers, 'Accept-Language': 'en' },
		json: { planId: 'esencial' },
	})
	expect(embedded).toMatchObject({
		status: 400,
		body: {
			code: 'EMBEDDED_PAYMENT_UNAVAILABLE',
			error:
				'Paying by card inside the app is not available: continue on the secure payment page, http://localhost/subscribe/esencial',
		},
	})
	expect(embedded.headers.get('Link')).toBe('<http://localhost/subscribe/esencial>; rel="payment"')
	const unknown = await callApi(createSubscription, '/api/create-subscription', {
		method: 'POST',
		headers: user.headers,
		json: { planId: 'agencia' },
	})
	expect(unknown).toMatchObject({ status: 404, body: { code: 'PLAN_NOT_FOUND' } })
	// nothing was opened at Stripe by either
	expect(checkoutsOpened()).toBe(before)
})

test('GET /api/feature-flags answers anyone, and only to GET', async () => {
	expect((await callApi(featureFlags, '/api/feature-flags')).body).toEqual({ trialEnabled: false })
	const write = await callApi(featureFlagsWrite, '/api/feature-flags', { method: 'POST', json: {} })
	expect([write.status, write.body.code]).toEqual([405, 'REQUEST_METHOD'])
})
