import { expect, test } from '../support/e2e-test.ts'

test('Esencial at 0/2: create card active, usage 0 %, upgrade offered, voice cloning locked', async ({ page, signedIn }) => {
	await signedIn({ plan: 'esencial', used: 0 })
	await page.goto('/dashboard')
	const main = page.getByRole('main')
	await expect(main.getByRole('link', { name: 'Crear episodio' })).toHaveAttribute('href', '/create')
	await expect(main.getByTestId('usage-count')).toHaveText('0/2')
	await expect(main.getByTestId('usage-percent')).toHaveText('0 % usado')
	await expect(main.getByText('Disponible en Plan Creadores y Creadores Plus')).toBeVisible()
	await expect(main.getByRole('link', { name: 'Mejorar a Creadores' }).first()).toHaveAttribute('href', '/subscribe/creadores')
	await expect(main.getByRole('link', { name: 'Gestionar Suscripción' })).toHaveCount(0)
})

test("Esencial at 2/2: 'Límite alcanzado' and the create button is disabled", async ({ page, signedIn }) => {
	await signedIn({ plan: 'esencial', used: 2 })
	await page.goto('/dashboard')
	const main = page.getByRole('main')
	await expect(main.getByRole('button', { name: 'Límite alcanzado' })).toBeDisabled()
	await expect(main.getByRole('link', { name: 'Crear episodio' })).toHaveCount(0)
	await expect(main.getByTestId('usage-count')).toHaveText('2/2')
	await expect(main.getByTestId('usage-percent')).toHaveText('100 % usado')
})

test("Creadores: voice cloning linked to 'Mis Voces' and 'Gestionar Suscripción' instead of upgrade", async ({
	page,
	signedIn,
}) => {
	await signedIn({ plan: 'creadores', used: 1 })
	await page.goto('/dashboard')
	const main = page.getByRole('main')
	await expect(main.getByRole('link', { name: 'Gestionar mis voces' })).toHaveAttribute('href', '/voice-cloning')
	await expect(main.getByRole('link', { name: 'Gestionar Suscripción' })).toBeVisible()
	await expect(main.getByTestId('usage-count')).toHaveText('1/4')
})

test("an unlimited plan shows 'ilimitados' and no percentage", async ({ page, signedIn }) => {
	await signedIn({ plan: 'ilimitado_e2e', used: 3 })
	await page.goto('/dashboard')
	const main = page.getByRole('main')
	await expect(main.getByText('3 episodios este mes · ilimitados')).toBeVisible()
	await expect(main.getByTestId('usage-percent')).toHaveCount(0)
	await expect(main.getByRole('link', { name: 'Crear episodio' })).toBeVisible()
})

test('an unknown plan id is shown as the trial plan; no first name greets as Usuario', async ({ page, signedIn }) => {
	await signedIn({ plan: 'plan-que-no-existe', firstName: null })
	await page.goto('/dashboard')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Hola, Usuario!')
	await expect(page.getByTestId('plan-badge').first()).toHaveText('Plan Prueba')
})

test('the sidebar marks the current page', async ({ page, signedIn }) => {
	await signedIn()
	await page.goto('/dashboard')
	await expect(page.getByRole('link', { name: 'Panel Principal' }).first()).toHaveAttribute('aria-current', 'page')
})

test("'Mis Voces' links to /voice-cloning from the sidebar and the dashboard card", async ({ page, signedIn }) => {
	await signedIn({ plan: 'creadores' })
	await page.goto('/dashboard')
	const nav = page.getByRole('navigation', { name: 'Navegación de la aplicación' }).last()
	await expect(nav.getByRole('link', { name: 'Mis Voces' })).toHaveAttribute('href', '/voice-cloning')
	await expect(page.getByRole('main').getByRole('link', { name: 'Gestionar mis voces' })).toHaveAttribute(
		'href',
		'/voice-cloning',
	)
})

test.describe('in English', () => {
	test.use({ locale: 'en-GB' })
	test("'My voices' and the voice cloning card link to the page", async ({ page, signedIn }) => {
		await signedIn({ plan: 'creadores' })
		await page.goto('/dashboard')
		const nav = page.getByRole('navigation', { name: 'App navigation' }).last()
		await expect(nav.getByRole('link', { name: 'My voices' })).toHaveAttribute('href', '/voice-cloning')
	})
})
