import { expect, test } from '../support/e2e-test.ts'

test("'Solo esenciales' hides the banner and the choice is remembered", async ({ page, context }) => {
	await page.goto('/')
	const banner = page.getByRole('region', { name: 'Aviso de cookies' })
	await expect(banner).toBeVisible()
	await banner.getByRole('button', { name: 'Solo esenciales' }).click()
	await expect(banner).toHaveCount(0)
	const consent = async () => (await context.cookies()).find((c) => c.name === 'ondacast_cookie_consent')?.value
	await expect.poll(consent).toBe('essential-only')
	await page.reload()
	await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
	await expect(page.getByRole('region', { name: 'Aviso de cookies' })).toHaveCount(0)
})

test("'Aceptar todas' on a page without JavaScript comes back to the same page, banner gone", async ({ page, context }) => {
	await page.goto('/faq')
	const banner = page.getByRole('region', { name: 'Aviso de cookies' })
	await banner.getByRole('button', { name: 'Aceptar todas' }).click()
	await expect(page).toHaveURL(/\/faq$/)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Centro de Ayuda')
	await expect(page.getByRole('region', { name: 'Aviso de cookies' })).toHaveCount(0)
	const cookie = (await context.cookies()).find((c) => c.name === 'ondacast_cookie_consent')
	expect(cookie?.value).toBe('true')
	await page.goto('/contact')
	await expect(page.getByRole('region', { name: 'Aviso de cookies' })).toHaveCount(0)
})
