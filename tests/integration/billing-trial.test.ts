import crypto from 'node:crypto'
import { afterEach, expect, test } from 'vitest'
import { createUser } from '#app/modules/auth/users.server.ts'
import { endExpiredTrials, remindEndingTrials } from '#app/modules/billing/trial.server.ts'
import { deliverEmail } from '#app/modules/email/outbox.server.ts'
import { loader as dashboardLoader } from '#app/routes/_app.dashboard.tsx'
import { loader as featureFlagsLoader } from '#app/routes/api.feature-flags.ts'
import { action as registerAction } from '#app/routes/register.tsx'
import { prisma } from '#app/utils/db.server.ts'
import { resetEnv } from '#app/utils/env.server.ts'
import { catchMailForFile } from '#tests/support/smtp-catcher.ts'

const DAY = 24 * 60 * 60 * 1000
const smtp = catchMailForFile()

afterEach(() => {
	delete process.env.TRIAL_ENABLED
	resetEnv()
})

function trialOn() {
	process.env.TRIAL_ENABLED = 'true'
	resetEnv()
}

async function register(plan: string) {
	const email = `${crypto.randomUUID()}@ejemplo.es`
	const body = new URLSearchParams({ firstName: 'Ana', lastName: 'Pérez', email, password: 'contraseña-segura', plan })
	const response = (await registerAction({
		request: new Request('http://localhost/register', { method: 'POST', body }),
		params: {},
		context: { cspNonce: '' },
	})) as Response
	return { response, user: await prisma.user.findUniqueOrThrow({ where: { email } }) }
}

/** An account on `planId` whose trial ends at `trialEndsAt` (and a subscription, when given). */
async function make(data: { planId: string; trialEndsAt: Date; stripeSubscriptionId?: string }) {
	const user = await createUser({
		email: `${crypto.randomUUID()}@ejemplo.es`,
		password: 'contraseña-segura',
		consentMarketing: false,
	})
	return prisma.user.update({ where: { id: user.id }, data })
}

test('GET /api/feature-flags answers {trialEnabled} from TRIAL_ENABLED (off by default)', async () => {
	expect(await featureFlagsLoader().json()).toEqual({ trialEnabled: false })
	trialOn()
	expect(await featureFlagsLoader().json()).toEqual({ trialEnabled: true })
})

test('trial off: signing up for a plan gives no plan (payments are off here: the plan page says so)', async () => {
	const { response, user } = await register('creadores')
	expect(response.headers.get('Location')).toBe('/subscribe/creadores')
	expect(user).toMatchObject({ planId: 'trial', trialEndsAt: null })
})

test('trial on: the chosen plan for 7 days without a card, the dashboard counts the days left', async () => {
	trialOn()
	const { response, user } = await register('creadores')
	expect(response.headers.get('Location')).toBe('/dashboard')
	expect(user.planId).toBe('creadores')
	expect(Math.abs(user.trialEndsAt!.getTime() - (Date.now() + 7 * DAY))).toBeLessThan(60_000)
	const cookie = response.headers.get('Set-Cookie')!.split(';')[0]!
	const dashboard = (await dashboardLoader({
		request: new Request('http://localhost/dashboard', { headers: { Cookie: cookie } }),
		params: {},
		context: { cspNonce: '' },
	})) as Awaited<ReturnType<typeof dashboardLoader>>
	expect(dashboard.billing).toMatchObject({ trialDaysLeft: 7, planName: 'Creadores' })
})

test('an ended trial goes back to the trial plan; a trial account that subscribed keeps its plan', async () => {
	const ended = await make({ planId: 'creadores', trialEndsAt: new Date(Date.now() - DAY) })
	const running = await make({ planId: 'creadores', trialEndsAt: new Date(Date.now() + DAY) })
	const subscribed = await make({ planId: 'esencial', trialEndsAt: new Date(Date.now() - DAY), stripeSubscriptionId: 'sub_x' })
	expect(await endExpiredTrials()).toBe(1)
	const plans = await prisma.user.findMany({ where: { id: { in: [ended.id, running.id, subscribed.id] } } })
	expect(Object.fromEntries(plans.map((user) => [user.id, user.planId]))).toEqual({
		[ended.id]: 'trial',
		[running.id]: 'creadores',
		[subscribed.id]: 'esencial',
	})
})

test('two days before a trial ends, one reminder: the plan, the date, the way to keep it; none for a subscriber', async () => {
	const now = new Date('2026-12-01T10:00:00Z')
	const endsSoon = await make({ planId: 'creadores', trialEndsAt: new Date('2026-12-03T09:00:00Z') })
	const later = await make({ planId: 'creadores', trialEndsAt: new Date('2026-12-05T10:00:00Z') })
	const subscribed = await make({
		planId: 'esencial',
		trialEndsAt: new Date('2026-12-02T10:00:00Z'),
		stripeSubscriptionId: 'sub_y',
	})
	const reminders = (userId: string) => prisma.emailMessage.findMany({ where: { userId, kind: 'trial-ending' } })

	await remindEndingTrials(now)
	await remindEndingTrials(new Date(now.getTime() + 60 * 60 * 1000)) // the next hour's run
	expect(await reminders(endsSoon.id)).toHaveLength(1)
	expect(await reminders(later.id)).toEqual([])
	expect(await reminders(subscribed.id)).toEqual([])

	const [reminder] = await reminders(endsSoon.id)
	expect(await deliverEmail(reminder!.id)).toBe('sent')
	const [mail] = smtp().to(endsSoon.email)
	expect(mail!.subject).toBe('Tu prueba del plan Creadores termina el 3 de diciembre de 2026')
	expect(mail!.text).toContain('no te cobraremos nada sin que lo hagas')
	expect(mail!.text).toContain('pasarás al plan Prueba, con 1 episodio al mes')
	expect(mail!.text).toMatch(/Seguir con el plan Creadores:\s+https?:\/\/\S+\/subscribe\/creadores/)
	// service mail: no unsubscribe header
	expect(mail!.headers.get('list-unsubscribe')).toBeUndefined()
})
