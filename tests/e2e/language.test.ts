import { expect, test } from '../support/e2e-test.ts'

test('Spanish by default; the footer switch changes to English and back, remembered across pages', async ({ page }) => {
	await page.goto('/faq')
	await expect(page.locator('html')).toHaveAttribute('lang', 'es')
	await page.getByRole('contentinfo').getByRole('button', { name: 'English' }).click()
	await expect(page).toHaveURL(/\/faq$/)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help Centre')
	await expect(page.locator('html')).toHaveAttribute('lang', 'en')
	await page.goto('/')
	await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible()
	await page.getByRole('contentinfo').getByRole('button', { name: 'Español' }).click()
	await expect(page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' })).toBeVisible()
})

test.describe('a browser that prefers English', () => {
	test.use({ locale: 'en-GB' })
	test('gets English from Accept-Language', async ({ page }) => {
		await page.goto('/contact')
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact')
		await expect(page.locator('html')).toHaveAttribute('lang', 'en')
	})
})
