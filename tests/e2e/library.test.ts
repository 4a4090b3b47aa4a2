import type { Page } from '@playwright/test'
import { markVideoReady, removeStoredFile, seedEpisode, storedFile } from '../support/e2e-episodes.ts'
import { expect, test } from '../support/e2e-test.ts'
import { loginThroughForm } from '../support/e2e-users.ts'

const isNoJs = () => test.info().project.name === 'no-js'

/**
 * The library, ready: with JavaScript, once it has hydrated (the root marks html[data-hydrated]), since a click on
 * 'Renombrar', 'Ver guion' or 'Eliminar' before that follows the link to its own page instead of opening in place.
 */
async function openLibrary(page: Page) {
	await page.goto('/library')
	if (!isNoJs()) await expect(page.locator('html[data-hydrated]')).toBeAttached()
}
const card = (page: Page, title: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) })

test('an empty library says so and leads to /create', async ({ page, signedIn }) => {
	await signedIn()
	await openLibrary(page)
	await expect(page.getByRole('heading', { name: 'Biblioteca de Episodios' })).toBeVisible()
	await expect(page.getByText('Aún no tienes episodios')).toBeVisible()
	await expect(page.getByRole('link', { name: 'Crear nuevo episodio' })).toHaveAttribute('href', '/create')
	await page.goto('/episodes')
	await expect(page.getByRole('heading', { name: 'Biblioteca de Episodios' })).toBeVisible()
})

test('the list shows each episode with its details and the stats add them up', async ({ page, signedIn }) => {
	const user = await signedIn()
	await seedEpisode(user.id, { title: 'Primero', duration: 65, episodeNumber: 1, createdAt: new Date('2026-03-05T10:00:00Z') })
	await seedEpisode(user.id, { title: 'Segundo', duration: 3605 })
	await seedEpisode(user.id, { title: 'A medias', step: 'preview' })
	await openLibrary(page)
	await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading') })).toHaveCount(3)
	await expect(page.getByText('Episodios', { exact: true }).locator('..')).toContainText('3')
	await expect(page.getByText('Duración total').locator('..')).toContainText('1:01:10')
	const first = card(page, 'Primero')
	await expect(first).toContainText('Ondas Internas · Episodio 1')
	await expect(first).toContainText('5 de marzo de 2026 · 1:05 · Completado')
	await expect(card(page, 'A medias').getByRole('link', { name: 'Continuar' })).toHaveAttribute(
		'href',
		/\/create\/[0-9a-f-]{36}$/,
	)
	await expect(card(page, 'A medias').locator('audio')).toHaveCount(0)
})

test('search matches title, podcast and script, without regard to accents', async ({ page, signedIn }) => {
	const user = await signedIn()
	await seedEpisode(user.id, { title: 'Canción del verano' })
	await seedEpisode(user.id, { title: 'Otro tema', script: 'Hablamos de la energía geotérmica.' })
	await openLibrary(page)
	await page.getByRole('searchbox', { name: 'Buscar episodios' }).fill('cancion')
	await page.getByRole('button', { name: 'Buscar' }).click()
	await expect(page).toHaveURL(/q=cancion/)
	await expect(page.getByRole('heading', { name: 'Canción del verano' })).toBeVisible()
	await expect(page.getByRole('heading', { name: 'Otro tema' })).toHaveCount(0)
	await page.getByRole('searchbox', { name: 'Buscar episodios' }).fill('GEOTÉRMICA')
	await page.getByRole('button', { name: 'Buscar' }).click()
	await expect(page.getByRole('heading', { name: 'Otro tema' })).toBeVisible()
	await page.getByRole('searchbox', { name: 'Buscar episodios' }).fill('nada de esto')
	await page.getByRole('button', { name: 'Buscar' }).click()
	await expect(page.getByText('Ningún episodio coincide con «nada de esto».')).toBeVisible()
})

test('play and download: the audio is served in ranges and downloads named after the title', async ({ page, signedIn }) => {
	const user = await signedIn()
	await seedEpisode(user.id, { title: 'Mi episodio: ¿listo?', duration: 3 })
	await openLibrary(page)
	const audio = card(page, 'Mi episodio: ¿listo?').getByLabel('Escuchar «Mi episodio: ¿listo?»')
	await expect(audio).toHaveAttribute('preload', 'none')
	const range = await page.request.get((await audio.getAttribute('src'))!, { headers: { Range: 'bytes=0-99' } })
	expect(range.status()).toBe(206)
	expect((await range.body()).length).toBe(100)
	const download = card(page, 'Mi episodio: ¿listo?').getByRole('link', { name: 'Descargar MP3' })
	const href = (await download.getAttribute('href'))!
	const response = await page.request.get(href)
	expect(response.headers()['content-disposition']).toContain("filename*=UTF-8''Mi%20episodio%3A%20%C2%BFlisto%3F.mp3")
	await removeStoredFile(href.split('/')[3]!, 'audio.mp3')
	const missing = await page.request.get(href)
	expect(missing.status()).toBe(404)
	expect(await missing.text()).toContain('El archivo de este episodio ya no está disponible.')
})

test('rename: saved, cancelled, and an empty title refused', async ({ page, signedIn }) => {
	const user = await signedIn()
	await seedEpisode(user.id, { title: 'Título viejo' })
	await openLibrary(page)
	await card(page, 'Título viejo').getByRole('link', { name: 'Renombrar' }).click()
	const input = page.getByLabel('Nuevo título')
	if (isNoJs()) {
		await expect(page).toHaveURL(/\/library\/[0-9a-f-]{36}\/rename/)
		await input.fill('   ')
		await page.getByRole('button', { name: 'Guardar' }).click()
		await expect(page.getByText('El título no puede estar vacío')).toBeVisible()
		await page.getByLabel('Nuevo título').fill('Título nuevo')
		await page.getByRole('button', { name: 'Guardar' }).click()
	} else {
		await input.fill('Cancelado')
		await input.press('Escape')
		await expect(page.getByRole('heading', { name: 'Título viejo', exact: true })).toBeVisible()
		await card(page, 'Título viejo').getByRole('link', { name: 'Renombrar' }).click()
		await page.getByLabel('Nuevo título').fill('')
		await page.getByLabel('Nuevo título').press('Enter')
		await expect(page.getByText('El título no puede estar vacío')).toBeVisible()
		await page.getByLabel('Nuevo título').fill('Título nuevo')
		await page.getByLabel('Nuevo título').press('Enter')
	}
	await expect(page).toHaveURL(/\/library(\?|$)/)
	await expect(page.getByRole('heading', { name: 'Título nuevo' })).toBeVisible()
	await expect(page.getByRole('status').filter({ hasText: 'Episodio renombrado' })).toBeVisible()
})

test('delete: cancelled keeps it; confirmed removes it and its files, and frees no quota', async ({ page, signedIn, db }) => {
	const user = await signedIn({ plan: 'esencial', used: 1 })
	const id = await seedEpisode(user.id, { title: 'Para borrar' })
	await openLibrary(page)
	await card(page, 'Para borrar').getByRole('link', { name: 'Eliminar' }).click()
	await expect(page.getByText('¿Eliminar «Para borrar»?')).toBeVisible()
	await page
		.getByRole('link', { name: 'Cancelar' })
		.or(page.getByRole('button', { name: 'Cancelar' }))
		.first()
		.click()
	await expect(page.getByRole('heading', { name: 'Para borrar' })).toBeVisible()
	await card(page, 'Para borrar').getByRole('link', { name: 'Eliminar' }).click()
	await page.getByRole('button', { name: 'Sí, eliminar' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Episodio eliminado' })).toBeVisible()
	await expect(page.getByRole('heading', { name: 'Para borrar' })).toHaveCount(0)
	expect(await storedFile(id, 'audio.mp3')).toBe(false)
	const row = await db.user.findUniqueOrThrow({ where: { id: user.id } })
	expect(row.episodesUsedThisMonth).toBe(1)
})

test('view script: a dialog with JavaScript, its own page without', async ({ page, signedIn }) => {
	const user = await signedIn()
	await seedEpisode(user.id, { title: 'Con guion', script: 'Bienvenidos a este episodio sobre la canción.' })
	await openLibrary(page)
	await card(page, 'Con guion').getByRole('link', { name: 'Ver guion' }).click()
	await expect(page.getByText('Guion de «Con guion»')).toBeVisible()
	// the script as it reads (its own page also offers it in a form, to correct the audio)
	await expect(page.getByRole('definition').filter({ hasText: 'Bienvenidos a este episodio sobre la canción.' })).toBeVisible()
	await expect(page.getByText('Lucía', { exact: true })).toBeVisible()
	if (isNoJs()) await expect(page).toHaveURL(/\/library\/[0-9a-f-]{36}\/script/)
	else await expect(page.getByRole('dialog')).toBeVisible()
})

test('video plans: MP4 download in the menu, YouTube upload disabled with its reason; Esencial has no menu', async ({
	page,
	signedIn,
	createUser,
}) => {
	const user = await signedIn({ plan: 'creadores' })
	await seedEpisode(user.id, { title: 'Con vídeo', videoStatus: 'ready' })
	await openLibrary(page)
	const menu = card(page, 'Con vídeo').getByText('Más opciones')
	await menu.click()
	const mp4 = card(page, 'Con vídeo').getByRole('link', { name: 'Descargar MP4' })
	const response = await page.request.get((await mp4.getAttribute('href'))!)
	expect(response.headers()['content-type']).toBe('video/mp4')
	expect(response.headers()['content-disposition']).toContain('Con%20v%C3%ADdeo.mp4')
	await expect(card(page, 'Con vídeo').getByRole('button', { name: 'Subir a YouTube' })).toBeDisabled()

	const other = await createUser({ plan: 'esencial' })
	await seedEpisode(other.id, { title: 'Sin vídeo' })
	await page.context().clearCookies()
	await loginThroughForm(page, other.email)
	await expect(page).toHaveURL(/\/dashboard$/)
	await openLibrary(page)
	await expect(page.getByText('Más opciones')).toHaveCount(0)
})

test('with no episodes left the create button says "Límite alcanzado"', async ({ page, signedIn }) => {
	await signedIn({ plan: 'esencial', used: 2 })
	await openLibrary(page)
	await expect(page.getByRole('button', { name: 'Límite alcanzado' })).toBeDisabled()
	await expect(page.getByRole('link', { name: 'Crear nuevo episodio' })).toHaveCount(0)
})

test('a video being made is watched until it is ready', async ({ page, signedIn }) => {
	const user = await signedIn({ plan: 'creadores' })
	const id = await seedEpisode(user.id, { title: 'Vídeo en camino', videoStatus: 'processing' })
	await openLibrary(page)
	await card(page, 'Vídeo en camino').getByText('Más opciones').click()
	await expect(page.getByText('Generando el vídeo…')).toBeVisible()
	await markVideoReady(id)
	if (!isNoJs()) await expect(page.getByText('El vídeo de «Vídeo en camino» está listo')).toBeVisible({ timeout: 10_000 })
	// without JavaScript the page reloads itself every 3 seconds (and the menu closes again)
	await expect(async () => {
		const menu = card(page, 'Vídeo en camino').locator('details')
		if (!(await menu.getAttribute('open'))) await card(page, 'Vídeo en camino').getByText('Más opciones').click()
		await expect(card(page, 'Vídeo en camino').getByRole('link', { name: 'Descargar MP4' })).toBeVisible({ timeout: 1000 })
	}).toPass({ timeout: 15_000 })
})

test("another user's episode is not found by id on any library route", async ({ page, signedIn, createUser, db }) => {
	const other = await createUser()
	const id = await seedEpisode(other.id, { title: 'Ajeno' })
	await signedIn()
	for (const path of [
		`/library/${id}/script`,
		`/library/${id}/rename`,
		`/library/${id}/delete`,
		`/library/${id}/version`,
		`/media/episodes/${id}/audio.mp3`,
	]) {
		expect((await page.request.get(path)).status(), path).toBe(404)
	}
	expect((await page.request.post(`/library/${id}/delete`, { form: { back: '/library' }, maxRedirects: 0 })).status()).toBe(404)
	expect((await page.request.post(`/library/${id}/rename`, { form: { title: 'Mío' }, maxRedirects: 0 })).status()).toBe(404)
	const version = { language: 'latino', presenterVoiceId: 'local-419-presentadora', guestVoiceId: 'local-419-invitado' }
	expect((await page.request.post(`/library/${id}/version`, { form: version, maxRedirects: 0 })).status()).toBe(404)
	expect(await db.episode.count({ where: { versionOfId: id } })).toBe(0)
	const status = await page.request.get(`/resources/library/status?ids=${id}`)
	expect(await status.json()).toEqual({ episodes: [] })
	expect(await storedFile(id, 'audio.mp3')).toBe(true)
	const row = await db.episode.findUniqueOrThrow({ where: { id } })
	expect(row.title).toBe('Ajeno')
})
