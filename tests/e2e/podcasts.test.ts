import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { e2eDb } from '../support/e2e-database.ts'
import { expect, test } from '../support/e2e-test.ts'

const isNoJs = () => test.info().project.name === 'no-js'

const FEED_URL = /^http:\/\/localhost:\d+\/feeds\/[A-Za-z0-9_-]{43}\.xml$/

/** With JavaScript (axe runs in the page), the WCAG 2.1 AA violations axe finds on the page. */
async function violations(page: Page) {
	if (isNoJs()) return []
	const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
	return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`)
}

/** The feed address the 'Distribución' panel shows (selectable text, with or without JavaScript). */
const feedUrl = (page: Page) => page.getByLabel('Dirección del feed (RSS)').inputValue()

test('a show is created, its feed address shown and regenerated; the old one is replaced', async ({ page, signedIn }) => {
	const user = await signedIn()
	await page.goto('/podcasts')
	await expect(page.getByRole('heading', { name: 'Mis pódcasts', level: 1 })).toBeVisible()
	await expect(page.getByText('Aún no tienes pódcasts')).toBeVisible()
	await page.getByRole('link', { name: 'Nuevo pódcast' }).click()

	await expect(page.getByRole('heading', { name: 'Nuevo pódcast', level: 1 })).toBeVisible()
	expect(await violations(page)).toEqual([])
	// the owner e-mail starts as the account's: Spotify sends its verification code there
	await expect(page.getByLabel('Correo del propietario')).toHaveValue(user.email)
	await page.getByLabel('Nombre', { exact: true }).fill('Ondas & Café')
	await page.getByLabel('Descripción').fill('Charlas cortas sobre café, con «acentos» y ñ.')
	await page.getByLabel('Categoría de Apple Podcasts').selectOption({ label: 'Arte › Gastronomía' })
	await page.getByRole('button', { name: 'Crear pódcast' }).click()

	await expect(page.getByRole('heading', { name: 'Ondas & Café', level: 1 })).toBeVisible()
	await expect(page.getByRole('status')).toContainText('Pódcast creado')
	await expect(page.getByLabel('Categoría de Apple Podcasts')).toHaveValue('Arts/Food')
	const artwork = page.getByRole('img', { name: 'Portada de Ondas & Café' })
	await expect(artwork).toBeVisible()
	const image = await page.request.get((await artwork.getAttribute('src'))!)
	expect(image.headers()['content-type']).toBe('image/jpeg')

	const first = await feedUrl(page)
	expect(first).toMatch(FEED_URL)
	expect(await violations(page)).toEqual([])
	await expect(page.getByRole('heading', { name: 'Spotify for Creators' })).toBeVisible()
	await expect(page.getByRole('heading', { name: 'Apple Podcasts Connect' })).toBeVisible()
	await expect(page.getByRole('heading', { name: 'iVoox' })).toBeVisible()
	if (!isNoJs()) await expect(page.getByRole('button', { name: 'Copiar' })).toBeVisible()
	else await expect(page.getByRole('button', { name: 'Copiar' })).toHaveCount(0)

	// the old address stops working: the owner confirms it first
	const regenerate = page.getByRole('button', { name: 'Regenerar la dirección del feed' })
	await regenerate.click()
	await expect(page.getByText('Marca la casilla para confirmar que la dirección actual dejará de funcionar')).toBeVisible()
	expect(await feedUrl(page)).toBe(first)
	await page.getByLabel('Entiendo que la dirección actual dejará de funcionar').check()
	await regenerate.click()
	await expect(page.getByRole('status')).toContainText('Nueva dirección del feed lista')
	await expect.poll(() => feedUrl(page)).not.toBe(first)
	expect(await feedUrl(page)).toMatch(FEED_URL)

	await page.getByRole('link', { name: 'Volver a Mis pódcasts' }).click()
	await expect(page.getByRole('link', { name: /Ondas & Café/ })).toContainText('0 episodios')
	expect(await violations(page)).toEqual([])
})

test('the creation form offers the shows with their next number, and a new one by name', async ({ page, signedIn }) => {
	const user = await signedIn()
	const db = e2eDb()
	const ondas = await db.podcast.create({ data: { userId: user.id, name: 'Ondas Internas', ownerEmail: user.email } })
	await db.podcast.create({ data: { userId: user.id, name: 'Píldoras', ownerEmail: user.email } })
	await db.episode.create({
		data: { userId: user.id, title: 'Séptimo', podcastName: 'Ondas Internas', podcastId: ondas.id, episodeNumber: 7 },
	})
	await page.goto('/create')
	const show = page.getByRole('combobox', { name: 'Pódcast', exact: true })
	const number = page.getByLabel('Número de episodio')
	// the show of the latest episode, and its highest number + 1
	await expect(show).toHaveValue(ondas.id)
	await expect(number).toHaveValue('8')
	await expect(show.locator('option')).toHaveText(['Ondas Internas', 'Píldoras', 'Nuevo pódcast'])
	if (isNoJs()) {
		// without JavaScript the new show's name is on the page, ready for a new one
		await expect(page.getByLabel('Nombre del nuevo pódcast')).toBeVisible()
		return
	}
	await expect(page.getByLabel('Nombre del nuevo pódcast')).toHaveCount(0)
	await show.selectOption({ label: 'Píldoras' })
	await expect(number).toHaveValue('1')
	await show.selectOption({ label: 'Nuevo pódcast' })
	await expect(page.getByLabel('Nombre del nuevo pódcast')).toBeVisible()
	await show.selectOption({ label: 'Ondas Internas' })
	await expect(number).toHaveValue('8')
	// a number the user wrote stays when the show changes
	await number.fill('20')
	await show.selectOption({ label: 'Píldoras' })
	await expect(number).toHaveValue('20')
})

test("an artwork that breaks Apple's rules is refused with the reason, and nothing typed is lost", async ({ page, signedIn }) => {
	await signedIn()
	await page.goto('/podcasts/new')
	await page.getByLabel('Nombre', { exact: true }).fill('Ondas Pequeñas')
	await page.getByLabel('Descripción').fill('Una descripción que no se pierde.')
	await page.getByLabel('Contenido explícito').check()
	const small = await sharp({ create: { width: 1400, height: 1200, channels: 3, background: '#336699' } })
		.png()
		.toBuffer()
	await page.getByLabel('Subir una portada propia').setInputFiles({ name: 'portada.png', mimeType: 'image/png', buffer: small })
	await page.getByRole('button', { name: 'Crear pódcast' }).click()
	await expect(page.getByText('La portada tiene que ser cuadrada; esta mide 1400 × 1200 px.')).toBeVisible()
	await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('Ondas Pequeñas')
	await expect(page.getByLabel('Descripción')).toHaveValue('Una descripción que no se pierde.')
	await expect(page.getByLabel('Contenido explícito')).toBeChecked()

	const square = await sharp({ create: { width: 1400, height: 1400, channels: 3, background: '#336699' } })
		.png()
		.toBuffer()
	await page.getByLabel('Subir una portada propia').setInputFiles({ name: 'portada.png', mimeType: 'image/png', buffer: square })
	await page.getByRole('button', { name: 'Crear pódcast' }).click()
	await expect(page.getByRole('heading', { name: 'Ondas Pequeñas', level: 1 })).toBeVisible()
	await expect(page.getByText('Subida por ti.')).toBeVisible()
	const src = await page.getByRole('img', { name: 'Portada de Ondas Pequeñas' }).getAttribute('src')
	const image = await page.request.get(src!)
	expect(image.headers()['content-type']).toBe('image/png')
	expect((await image.body()).equals(square)).toBe(true)
})
