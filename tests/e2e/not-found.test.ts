import { trackScripts } from '../support/e2e-pages.ts'
import { expect, test } from '../support/e2e-test.ts'

// the browser reports the 404 of the page it was asked for
test.use({ allowedConsoleErrors: [/status of 404/] })

test('an unknown path answers 404 in Spanish, with the sign-in link and no JavaScript', async ({ page }) => {
	const scripts = trackScripts(page)
	const response = await page.goto('/esta-pagina-no-existe')
	expect(response?.status()).toBe(404)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada')
	await expect(page.getByText('La página que buscas no existe o ha cambiado de dirección.')).toBeVisible()
	await expect(page.getByText(/Page Not Found|router/i)).toHaveCount(0)
	await expect(page.getByRole('main').getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/')
	await expect(page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login')
	await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login')
	await expect(page.locator('script')).toHaveCount(0)
	expect(scripts).toEqual([])
})

test('a signed-in user on an unknown path is offered the dashboard, not the sign-in', async ({ page, signedIn }) => {
	await signedIn()
	const response = await page.goto('/voice-cloning-no-existe')
	expect(response?.status()).toBe(404)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada')
	const header = page.getByRole('banner')
	await expect(header.getByRole('link', { name: 'Panel Principal' })).toHaveAttribute('href', '/dashboard')
	await expect(header.getByRole('link', { name: 'Iniciar sesión' })).toHaveCount(0)
	// the footer too
	const footer = page.getByRole('contentinfo')
	await expect(footer.getByRole('link', { name: 'Panel Principal' })).toHaveAttribute('href', '/dashboard')
	await expect(footer.getByRole('link', { name: 'Iniciar sesión' })).toHaveCount(0)
})

test("a signed-in user's missing episode shows the same page", async ({ page, signedIn }) => {
	await signedIn()
	const response = await page.goto('/library/00000000-0000-4000-8000-000000000000/rename')
	expect(response?.status()).toBe(404)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada')
	await expect(page.getByRole('banner').getByRole('link', { name: 'Panel Principal' })).toBeVisible()
})

test.describe('a browser that prefers English', () => {
	test.use({ locale: 'en-GB' })
	test('gets the 404 page in English', async ({ page }) => {
		const response = await page.goto('/esta-pagina-no-existe')
		expect(response?.status()).toBe(404)
		await expect(page.locator('html')).toHaveAttribute('lang', 'en')
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
		await expect(page.getByText('The page you are looking for does not exist or has moved.')).toBeVisible()
		await expect(page.getByRole('main').getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
		await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible()
	})
})
