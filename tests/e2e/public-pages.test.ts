import { trackScripts } from '../support/e2e-pages.ts'
import { expect, test } from '../support/e2e-test.ts'

const staticPages = [
	{ path: '/privacy', title: 'Política de Privacidad', sections: 11 },
	{ path: '/terms', title: 'Términos y Condiciones', sections: 9 },
	{ path: '/legal', title: 'Aviso Legal', sections: 8 },
	{ path: '/cookies', title: 'Política de Cookies', sections: 7 },
]

test('landing page: header, hero buttons, every section and the footer links', async ({ page }) => {
	await page.goto('/')
	const header = page.getByRole('banner')
	await expect(header.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Convierte tus contenidos en podcasts que se escuchan solos')
	await expect(page.getByRole('link', { name: 'Probar Demo' }).first()).toHaveAttribute('href', '/demo/acceso')
	await expect(page.getByRole('link', { name: 'Empezar con Esencial' })).toHaveAttribute('href', '/register?plan=esencial')
	await expect(page.getByRole('link', { name: 'Empezar con Creadores' })).toHaveAttribute('href', '/register?plan=creadores')
	for (const heading of [
		'Casos de éxito',
		'Todo lo que necesitas para publicar en audio',
		'Planes y precios',
		'Lo que dicen quienes ya lo usan',
		'Hecho para quien crea en español',
	]) {
		await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
	}
	const footer = page.getByRole('contentinfo')
	for (const [name, href] of [
		['Política de Privacidad', '/privacy'],
		['Términos y Condiciones', '/terms'],
		['Aviso Legal', '/legal'],
		['Política de Cookies', '/cookies'],
		['Centro de Ayuda', '/faq'],
		['Contacto', '/contact'],
		['Iniciar sesión', '/login'],
	]) {
		await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
	}
	await expect(footer.getByRole('list', { name: 'Redes sociales' }).getByRole('link')).not.toHaveCount(0)
})

test("'Ver planes' takes the visitor to the pricing section", async ({ page }) => {
	await page.goto('/')
	await page.getByRole('banner').getByRole('link', { name: 'Ver planes' }).click()
	await expect(page).toHaveURL(/#planes$/)
	await expect(page.getByRole('heading', { name: 'Planes y precios' })).toBeInViewport()
})

test('/landing is the landing page too', async ({ page }) => {
	await page.goto('/landing')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Convierte tus contenidos en podcasts que se escuchan solos')
})

for (const { path, title, sections } of staticPages) {
	test(`${title}: ${sections} sections, date line, back link, no JavaScript`, async ({ page }) => {
		const scripts = trackScripts(page)
		await page.goto(path)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
		await expect(page.getByText('Última actualización: Enero 2025')).toBeVisible()
		await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(sections)
		await expect(page.getByRole('main').getByRole('link', { name: /Volver al inicio/ })).toHaveAttribute('href', '/')
		await expect(page.locator('script')).toHaveCount(0)
		expect(scripts).toEqual([])
	})
}

test('Aviso Legal shows the owner placeholders', async ({ page }) => {
	await page.goto('/legal')
	for (const placeholder of ['[Nombre del titular]', '[NIF/CIF]', '[Dirección]', '[Teléfono]']) {
		await expect(page.getByRole('main')).toContainText(placeholder)
	}
})

test('Centro de Ayuda: 14 questions that open independently, contact block, no JavaScript', async ({ page }) => {
	const scripts = trackScripts(page)
	await page.goto('/faq')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Centro de Ayuda')
	await expect(page.getByText('Última actualización: Enero 2025')).toBeVisible()
	const items = page.locator('details')
	await expect(items).toHaveCount(14)
	await items.nth(0).locator('summary').click()
	await items.nth(3).locator('summary').click()
	await expect(items.nth(0)).toHaveAttribute('open', '')
	await expect(items.nth(3)).toHaveAttribute('open', '')
	await expect(items.nth(1)).not.toHaveAttribute('open', '')
	await items.nth(0).locator('summary').click()
	await expect(items.nth(0)).not.toHaveAttribute('open', '')
	await expect(items.nth(3)).toHaveAttribute('open', '')
	await expect(page.getByRole('link', { name: 'Contactar con soporte' })).toHaveAttribute('href', '/contact')
	await expect(page.locator('script')).toHaveCount(0)
	expect(scripts).toEqual([])
})

test('Contacto: four cards with response times, hours, languages and a link to the FAQ, no JavaScript', async ({ page }) => {
	const scripts = trackScripts(page)
	await page.goto('/contact')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contacto')
	await expect(page.getByText('Última actualización: Enero 2025')).toBeVisible()
	const cards = page.getByRole('list', { name: 'Canales de contacto' }).getByRole('listitem')
	await expect(cards).toHaveCount(4)
	for (const [name, time] of [
		['Soporte técnico', '24 h'],
		['Ventas', '4 h'],
		['Legal y privacidad', '48 h'],
		['Alianzas', '72 h'],
	]) {
		await expect(cards.filter({ has: page.getByRole('heading', { name }) })).toContainText(time)
	}
	await expect(page.getByRole('main')).toContainText('9:00 – 18:00 CET')
	await expect(page.getByRole('main')).toContainText('Español, inglés y catalán')
	await expect(page.getByRole('main').getByRole('link', { name: 'Visitar el Centro de Ayuda' })).toHaveAttribute('href', '/faq')
	await expect(page.locator('script')).toHaveCount(0)
	expect(scripts).toEqual([])
})

test('/healthz reports the node role, the database, the queue, the storage and the neural voices', async ({ request }) => {
	const response = await request.get('/healthz')
	expect(response.status()).toBe(200)
	expect(await response.json()).toEqual({
		status: 'ok',
		role: 'web+worker',
		database: 'ok',
		queue: 'ok',
		storage: 'ok',
		voices: { neural: 0, problems: [] },
	})
})

test('following links between pages shows each page complete (texts loaded, no error page)', async ({ page }) => {
	await page.goto('/')
	await page.getByRole('contentinfo').getByRole('link', { name: 'Centro de Ayuda' }).click()
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Centro de Ayuda')
	await expect(page.locator('details')).toHaveCount(14)
	await page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' }).click()
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Iniciar sesión')
	await page.getByRole('link', { name: 'Crear una cuenta' }).click()
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crear tu cuenta')
	await page.getByRole('link', { name: 'Ondacast' }).click()
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Convierte tus contenidos en podcasts que se escuchan solos')
	// with JavaScript the browser renders the text-only sections itself here (it keeps the server's on a first load)
	for (const heading of ['Casos de éxito', 'Lo que dicen quienes ya lo usan', 'Hecho para quien crea en español'])
		await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
	await expect(page.getByText('Así suena un episodio')).toBeVisible()
})
