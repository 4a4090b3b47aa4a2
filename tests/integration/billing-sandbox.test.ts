import crypto from 'node:crypto'
import { beforeAll, expect, test, vi } from 'vitest'
import { signWebhookPayload } from '#app/integrations/stripe/client.server.ts'
import { createUser } from '#app/modules/auth/users.server.ts'
import { advanceSandboxSubscriptions } from '#app/modules/billing/sandbox-clock.server.ts'
import { sandboxWebhookSecret } from '#app/modules/billing/sandbox-store.server.ts'
import { action as sandboxAction, loader as sandboxLoader } from '#app/routes/billing.sandbox.$sessionId.tsx'
import { action as sandboxPortalAction } from '#app/routes/billing.sandbox.portal.tsx'
import { action as subscribeAction } from '#app/routes/subscribe.($planId).tsx'
import { action as webhookAction } from '#app/routes/webhooks.stripe.ts'
import { prisma } from '#app/utils/db.server.ts'
import { resetEnv } from '#app/utils/env.server.ts'
import { cookieFor } from '#tests/support/session-cookie.ts'

beforeAll(() => {
	process.env.BILLING_SANDBOX = 'true'
	resetEnv()
})

const args = (path: string, cookie: string, params: Record<string, string> = {}, form?: Record<string, string>) => ({
	request: new Request(`http://localhost${path}`, {
		method: form ? 'POST' : 'GET',
		headers: { Cookie: cookie },
		body: form ? new URLSearchParams(form) : undefined,
	}),
	params,
	context: { cspNonce: '' },
})

async function status(result: Promise<unknown>) {
	try {
		return ((await result) as Response).status
	} catch (thrown) {
		if (thrown instanceof Response) return thrown.status
		throw thrown
	}
}

async function account() {
	const user = await createUser({
		email: `${crypto.randomUUID()}@ejemplo.es`,
		password: 'contraseña-segura',
		consentMarketing: false,
	})
	return { id: user.id, cookie: await cookieFor(user.id) }
}

test('the sandbox checkout: only its own account sees it; confirming gives the plan through the webhook’s code, once', async () => {
	const user = await account()
	const intruder = await account()
	const started = (await subscribeAction(args('/subscribe/creadores', user.cookie, { planId: 'creadores' }, {}))) as Response
	const location = started.headers.get('Location')!
	expect(location).toMatch(/^\/billing\/sandbox\/cs_sandbox_[0-9a-f]{24}$/)
	const sessionId = location.split('/').pop()!
	expect(await status(sandboxLoader(args(location, intruder.cookie, { sessionId })))).toBe(404)
	expect(await status(sandboxAction(args(location, intruder.cookie, { sessionId }, {})))).toBe(404)
	expect((await prisma.user.findUniqueOrThrow({ where: { id: intruder.id } })).planId).toBe('trial')

	const confirmed = (await sandboxAction(args(location, user.cookie, { sessionId }, {}))) as Response
	expect(confirmed.headers.get('Location')).toBe(`/dashboard?subscription=success&session_id=${sessionId}`)
	const stored = await prisma.user.findUniqueOrThrow({ where: { id: user.id } })
	expect(stored).toMatchObject({ planId: 'creadores', subscriptionStatus: 'active' })
	expect(stored.stripeSubscriptionId).toMatch(/^sub_sandbox_/)
	const events = await prisma.stripeEvent.findMany({
		where: { id: { startsWith: 'evt_sandbox_' } },
		orderBy: { processedAt: 'asc' },
	})
	expect(events.map((event) => event.type)).toEqual([
		'checkout.session.completed',
		'customer.subscription.created',
		'invoice.paid',
	])
	// a second submit (back button, double click) creates nothing more
	await sandboxAction(args(location, user.cookie, { sessionId }, {}))
	expect(await prisma.billingSandboxObject.count({ where: { kind: 'subscription' } })).toBe(1)
	expect(await prisma.stripeEvent.count({ where: { id: { startsWith: 'evt_sandbox_' } } })).toBe(3)

	// the sandbox portal cancels for the period's end: the plan stays, the end date is known
	await sandboxPortalAction(args('/billing/sandbox/portal', user.cookie, {}, { intent: 'cancel' }))
	const cancelled = await prisma.user.findUniqueOrThrow({ where: { id: user.id } })
	expect(cancelled.planId).toBe('creadores')
	expect(cancelled.cancelledAt).toBeInstanceOf(Date)
	expect(cancelled.subscriptionPeriodEnd!.getTime()).toBeGreaterThan(Date.now())
})

test('two checkouts in a row: the first is expired (its page is not found, it cannot be paid), the second gives the plan', async () => {
	const user = await account()
	const open = async (planId: string) => {
		const started = (await subscribeAction(args(`/subscribe/${planId}`, user.cookie, { planId }, {}))) as Response
		return started.headers.get('Location')!.split('/').pop()!
	}
	const first = await open('creadores_plus')
	const second = await open('esencial')
	const page = (sessionId: string) => `/billing/sandbox/${sessionId}`
	expect(await status(sandboxLoader(args(page(first), user.cookie, { sessionId: first })))).toBe(404)
	expect(await status(sandboxAction(args(page(first), user.cookie, { sessionId: first }, {})))).toBe(404)
	expect(await sandboxLoader(args(page(second), user.cookie, { sessionId: second }))).toMatchObject({ plan: { id: 'esencial' } })
	await sandboxAction(args(page(second), user.cookie, { sessionId: second }, {}))
	const stored = await prisma.user.findUniqueOrThrow({ where: { id: user.id } })
	expect(stored).toMatchObject({ planId: 'esencial', subscriptionStatus: 'active' })
	const subscriptions = await prisma.billingSandboxObject.findMany({ where: { kind: 'subscription' } })
	expect(subscriptions.filter((row) => (row.data as { customerId: string }).customerId === stored.stripeCustomerId)).toHaveLength(
		1,
	)
})

test('a signed sandbox event about a subscription the sandbox never made: acknowledged, applied to nothing, one warning line', async () => {
	const payload = JSON.stringify({
		id: 'evt_sandbox_unknown',
		object: 'event',
		type: 'customer.subscription.updated',
		data: { object: { id: 'sub_sandbox_000000000000000000000000', object: 'subscription' } },
	})
	const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {})
	const response = await webhookAction({
		request: new Request('http://localhost/webhooks/stripe', {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signWebhookPayload(payload, sandboxWebhookSecret()) },
			body: payload,
		}),
		params: {},
		context: { cspNonce: '' },
	})
	expect(response.status).toBe(200)
	expect(warnings).toHaveBeenCalledTimes(1)
	expect(warnings.mock.calls[0]![0]).toMatch(
		/customer\.subscription\.updated evt_sandbox_unknown: la suscripción sub_sandbox_0+ no existe; ignorado$/,
	)
	warnings.mockRestore()
	expect(await prisma.stripeEvent.count({ where: { id: 'evt_sandbox_unknown' } })).toBe(0)
})

test('events signed with anything but the sandbox’s own secret are refused', async () => {
	const payload = JSON.stringify({ id: 'evt_forged', object: 'event', type: 'invoice.paid', data: { object: {} } })
	const response = await webhookAction({
		request: new Request('http://localhost/webhooks/stripe', {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signWebhookPayload(payload, 'whsec_guess') },
			body: payload,
		}),
		params: {},
		context: { cspNonce: '' },
	})
	expect(response.status).toBe(400)
})

test('the sandbox’s clock: at the period’s end a subscription renews (quota period moves), a cancelled one ends', async () => {
	const renewing = await account()
	const ending = await account()
	const buy = async (user: { id: string; cookie: string }) => {
		const started = (await subscribeAction(args('/subscribe/esencial', user.cookie, { planId: 'esencial' }, {}))) as Response
		const sessionId = started.headers.get('Location')!.split('/').pop()!
		await sandboxAction(args(`/billing/sandbox/${sessionId}`, user.cookie, { sessionId }, {}))
	}
	await buy(renewing)
	await buy(ending)
	await sandboxPortalAction(args('/billing/sandbox/portal', ending.cookie, {}, { intent: 'cancel' }))
	const before = await prisma.user.findUniqueOrThrow({ where: { id: renewing.id } })
	const later = new Date(before.subscriptionPeriodEnd!.getTime() + 60_000)
	const result = await advanceSandboxSubscriptions(later)
	// (the first test's cancelled subscription ends too)
	expect(result.ended).toBeGreaterThanOrEqual(1)
	expect(result.renewed).toBeGreaterThanOrEqual(1)
	const renewed = await prisma.user.findUniqueOrThrow({ where: { id: renewing.id } })
	expect(renewed).toMatchObject({ planId: 'esencial', subscriptionStatus: 'active' })
	expect(renewed.billingPeriodStart).toEqual(before.subscriptionPeriodEnd)
	expect(renewed.subscriptionPeriodEnd!.getTime()).toBeGreaterThan(later.getTime())
	expect(await prisma.user.findUniqueOrThrow({ where: { id: ending.id } })).toMatchObject({
		planId: 'trial',
		stripeSubscriptionId: null,
		subscriptionStatus: 'canceled',
	})
})
