import crypto from 'node:crypto'
import { afterEach, expect, test } from 'vitest'
import { createUser } from '#app/modules/auth/users.server.ts'
import { endExpiredTrials } from '#app/modules/billing/trial.server.ts'
import { loader as dashboardLoader } from '#app/routes/_app.dashboard.tsx'
import { loader as featureFlagsLoader } from '#app/routes/api.feature-flags.ts'
import { action as registerAction } from '#app/routes/register.tsx'
import { prisma } from '#app/utils/db.server.ts'
import { resetEnv } from '#app/utils/env.server.ts'

const DAY = 24 * 60 * 60 * 1000

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
	const make = async (data: { planId: string; trialEndsAt: Date; stripeSubscriptionId?: string }) => {
		const user = await createUser({
			email: `${crypto.randomUUID()}@ejemplo.es`,
			password: 'contraseña-segura',
			consentMarketing: false,
		})
		return prisma.user.update({ where: { id: user.id }, data })
	}
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
