import AxeBuilder from '@axe-core/playwright'
import { trackScripts } from '../support/e2e-pages.ts'
import { expect, test } from '../support/e2e-test.ts'

test('/api/docs: the API reference, reached from settings, by topic with a curl example per call, without JavaScript', async ({
	page,
	signedIn,
	baseURL,
}) => {
	await signedIn()
	await page.goto('/settings?tab=api')
	await page.getByRole('main').getByRole('link', { name: 'documentación de la API' }).click()
	await expect(page).toHaveURL(/\/api\/docs$/)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Referencia de la API')
	const scripts = trackScripts(page)
	await page.reload()

	const contents = page.getByRole('navigation', { name: 'Contenido' })
	await expect(contents.getByRole('link', { name: 'Cuenta y acceso' })).toHaveAttribute('href', '#tag-auth')
	await contents.getByRole('link', { name: /PATCH \/api\/episodes\/\{episodeId\} — Cambiar el título/ }).click()
	await expect(page).toHaveURL(/#renameEpisode$/)
	const rename = page.getByRole('region', { name: 'Cambiar el título' })
	await expect(rename.getByRole('heading', { level: 3 })).toBeInViewport()
	await expect(rename.getByRole('table', { name: /^Cuerpo/ }).getByRole('row', { name: /title/ })).toContainText(
		'de 1 a 100 caracteres',
	)
	await expect(rename.getByRole('table', { name: /^Respuestas/ }).getByRole('row')).toHaveCount(8)
	await expect(rename.locator('pre')).toHaveText(
		`curl -X PATCH '${baseURL}/api/episodes/0b5d3c1e-6f0a-4f7e-9a51-2f1c8d7e4a10' \\\n  -H "Authorization: Bearer $TOKEN" \\\n  -H 'Content-Type: application/json' \\\n  -d '{"title":"Nuevo título"}'`,
	)
	await rename.getByRole('link', { name: 'Episode' }).first().click()
	await expect(page.getByRole('heading', { level: 3, name: 'Episode', exact: true })).toBeInViewport()
	expect(scripts).toEqual([])
	const document = await page.request.get('/api/openapi.json')
	expect(document.status()).toBe(200)
	expect((await document.json()).openapi).toBe('3.1.0')

	// axe runs as JavaScript inside the page: the js project checks the markup both projects get
	if (test.info().project.name === 'no-js') return
	const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
	expect(
		results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`),
	).toEqual([])
})

test.describe('a browser that prefers English', () => {
	test.use({ locale: 'en-GB' })
	test('gets the reference in English', async ({ page }) => {
		await page.goto('/api/docs')
		await expect(page.locator('html')).toHaveAttribute('lang', 'en')
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('API reference')
		await expect(page.getByRole('heading', { level: 2, name: 'Account and access' })).toBeVisible()
		await expect(page.getByRole('heading', { level: 3, name: 'Sign in and receive a token' })).toBeVisible()
		await expect(page.getByRole('link', { name: 'OpenAPI 3.1 document (JSON)' })).toHaveAttribute('href', '/api/openapi.json')
	})
})
