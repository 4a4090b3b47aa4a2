import type { Page } from '@playwright/test'
import { fillEpisode } from '../support/e2e-episode-form.ts'
import { expect, test } from '../support/e2e-test.ts'
import { newEmail, PASSWORD } from '../support/e2e-users.ts'
import { spanishArticle } from '../support/spanish-prose.ts'

// The e2e server runs the billing sandbox (BILLING_SANDBOX=true, no Stripe key): its checkout is a local page that
// sends Stripe's events through the webhook's own code.

/** Signs up for a plan from the landing page: its dialog with JavaScript, the register page without. */
async function signUpFromLanding(page: Page, planId: string, planName: string, javaScript: boolean) {
	await page.goto('/')
	if (javaScript) await expect(page.locator('a[aria-haspopup="dialog"]').first()).toBeAttached()
	await page
		.locator(`[data-plan="${planId}"]`)
		.getByRole('link', { name: /Elegir Plan/ })
		.click()
	const form = javaScript ? page.getByRole('dialog', { name: 'Crear tu cuenta' }) : page.locator('main')
	await form.getByLabel('Nombre').fill('Irene')
	await form.getByLabel('Apellido').fill('Sáez')
	const email = newEmail()
	await form.getByLabel('Email', { exact: true }).fill(email)
	await form.getByLabel('Contraseña').fill(PASSWORD)
	await form.getByRole('button', { name: `Continuar con Plan ${planName}`, exact: true }).click()
	return email
}

/** The sandbox's checkout: clearly marked, nothing charged; confirming comes back to the dashboard. */
async function payInSandbox(page: Page, planName: string, price: string) {
	await expect(page).toHaveURL(/\/billing\/sandbox\/cs_sandbox_/)
	await expect(page.getByText('Modo de prueba — no se cobra nada')).toBeVisible()
	await expect(page.getByText(`recibe el Plan ${planName} (${price}/mes)`, { exact: false })).toBeVisible()
	await page.getByRole('button', { name: 'Confirmar suscripción de prueba' }).click()
}

test('buy Creadores from the landing, see it confirmed, use its 4 episodes, cancel and keep it until the period ends', async ({
	page,
	db,
}, testInfo) => {
	test.setTimeout(90_000)
	const email = await signUpFromLanding(page, 'creadores', 'Creadores', testInfo.project.name === 'js')
	await payInSandbox(page, 'Creadores', '19 €')
	await expect(page).toHaveURL(/\/dashboard\?subscription=success&session_id=cs_sandbox_/)
	await expect(page.getByText('¡Suscripción exitosa!')).toBeVisible()
	await expect(page.getByText('Bienvenido al Plan Creadores')).toBeVisible()
	await expect(page.getByTestId('plan-badge').first()).toHaveText('Plan Creadores')
	await expect(page.getByTestId('usage-count').first()).toHaveText('0/4')

	// four episodes made through the form this period, then the fifth is refused
	const user = await db.user.findUniqueOrThrow({ where: { email } })
	for (const number of [1, 2, 3, 4]) {
		await page.goto('/create')
		await fillEpisode(page, { title: `Episodio ${number}`, content: spanishArticle(`el episodio ${number}`, 8) })
		await page.getByRole('button', { name: 'Crear episodio' }).click()
		await expect(page).toHaveURL(/\/create\/[0-9a-f-]{36}$/)
	}
	await page.goto('/dashboard')
	await expect(page.getByTestId('usage-count').first()).toHaveText('4/4')
	await expect(page.getByRole('button', { name: 'Límite alcanzado' }).first()).toBeDisabled()
	await page.goto('/create')
	await expect(page.getByRole('button', { name: 'Límite alcanzado' })).toBeDisabled()
	await expect(page.getByText('Has consumido 4/4 episodios este mes', { exact: false }).first()).toBeVisible()
	await page.goto('/dashboard')

	// cancel in the (sandbox) Customer Portal: the plan stays until the period's end, which the dashboard names
	await page.getByRole('button', { name: 'Gestionar Suscripción' }).click()
	await expect(page.getByText('Modo de prueba — no se cobra nada')).toBeVisible()
	await page.getByRole('button', { name: 'Cancelar suscripción' }).click()
	await expect(page).toHaveURL(/\/dashboard$/)
	const { subscriptionPeriodEnd } = await db.user.findUniqueOrThrow({ where: { id: user.id } })
	const until = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long' }).format(subscriptionPeriodEnd!)
	await expect(page.getByText(`Tu suscripción está cancelada: mantienes el Plan Creadores hasta el ${until}.`)).toBeVisible()
	await expect(page.getByTestId('plan-badge').first()).toHaveText('Plan Creadores')
	await db.user.delete({ where: { id: user.id } })
})

test('upgrade from Esencial: the subscription changes to Creadores without a second checkout', async ({ page, signedIn, db }) => {
	const user = await signedIn({ plan: 'trial' })
	await page.goto('/subscribe/esencial')
	await expect(page.getByText('9 €')).toBeVisible()
	await page.getByRole('button', { name: 'Pagar y activar el plan' }).click()
	await payInSandbox(page, 'Esencial', '9 €')
	await expect(page.getByText('Bienvenido al Plan Esencial')).toBeVisible()
	// Esencial's Upgrade button does not change a subscriber's price at once: the plan page first says the new price and
	// what is charged now, and its own button changes it
	await page.goto('/dashboard')
	await page.getByRole('main').getByRole('button', { name: 'Mejorar a Creadores' }).click()
	await expect(page).toHaveURL(/\/subscribe\/creadores$/)
	await expect(page.getByText('cambiará al Plan Creadores (19 €/mes). Ahora se te cobra la diferencia prorrateada')).toBeVisible()
	// the sandbox charges nothing: what is charged now says so
	await expect(page.getByTestId('charge-now')).toContainText('Se cobra ahora: 0,00')
	expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).planId).toBe('esencial')
	await page.getByRole('button', { name: 'Cambiar a Plan Creadores' }).click()
	await expect(page).toHaveURL(/\/dashboard\?subscription=changed&plan=creadores$/)
	await expect(page.getByText('¡Suscripción exitosa!')).toBeVisible()
	await expect(page.getByText('Bienvenido al Plan Creadores')).toBeVisible()
	const stored = await db.user.findUniqueOrThrow({ where: { id: user.id } })
	expect(stored).toMatchObject({ planId: 'creadores', subscriptionStatus: 'active' })
	// the plan page of the plan one has is not a dead end
	await page.goto('/subscribe/creadores')
	await expect(page.getByText('Ya tienes el Plan Creadores.')).toBeVisible()
	await page.getByRole('link', { name: 'Ver mi plan y mi suscripción' }).click()
	await expect(page).toHaveURL(/\/settings\?tab=plan$/)
	// going back down says first what Esencial takes away; Esencial's own limits are not ticked as features
	await page.goto('/subscribe/esencial')
	await expect(page.getByText('Al cambiar al Plan Esencial dejarás de tener:')).toBeVisible()
	await expect(page.getByTestId('plan-losses').getByRole('listitem')).toHaveText([
		'Clonación de voz',
		'Vídeo del episodio (MP4)',
		'Subida automática a YouTube',
		'4 episodios al mes (pasarás a 2)',
		'Episodios de hasta 10 minutos (pasarás a 6)',
	])
	await expect(page.getByRole('listitem').filter({ hasText: 'Sin clonación de voz' })).toHaveText('–Sin clonación de voz')
	expect(
		await db.billingSandboxObject.count({ where: { kind: 'checkout.session', data: { path: ['userId'], equals: user.id } } }),
	).toBe(1)
})

test('an unknown plan and Agencia are "Plan no encontrado"; a sandbox checkout of another account is not found', async ({
	page,
	signedIn,
}) => {
	await signedIn({ plan: 'trial' })
	for (const planId of ['agencia', 'enterprise']) {
		await page.goto(`/subscribe/${planId}`)
		await expect(page.getByRole('heading', { name: 'Plan no encontrado' })).toBeVisible()
	}
	const response = await page.goto('/billing/sandbox/cs_sandbox_0000000000000000000000000')
	expect(response?.status()).toBe(404)
})
