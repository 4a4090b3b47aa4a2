import type { Page } from '@playwright/test'
import { fillEpisode, waitForPreview } from '../support/e2e-episode-form.ts'
import { expect, test } from '../support/e2e-test.ts'
import { enterDemo, newEmail } from '../support/e2e-users.ts'
import { spanishArticle } from '../support/spanish-prose.ts'

// script, speech, assembly, cover and video run for real: minutes of CPU on two cores when the suite runs in parallel
test.describe.configure({ timeout: 150_000 })

/**
 * An episode approved from a short article, waiting on its complete step (for a user already signed in). On a plan
 * of 6 minutes or more the article is short for it: the user goes on anyway.
 */
async function completeEpisode(page: Page, { shortForPlan = false } = {}) {
	await page.goto('/create')
	await fillEpisode(page, { title: 'Canción: ¿equipo?', content: spanishArticle('la comunicación interna', 2) })
	await page.getByRole('button', { name: 'Crear episodio' }).click()
	if (shortForPlan) await page.getByRole('button', { name: 'Continuar igualmente' }).click()
	await waitForPreview(page)
	await page.getByRole('button', { name: 'Aprobar guion' }).click()
	await expect(page.getByRole('heading', { name: '¡Tu episodio está listo!' })).toBeVisible({ timeout: 90_000 })
}

test('an approved script becomes an episode to play and download, with its cover and YouTube description', async ({
	page,
	signedIn,
}) => {
	await signedIn({ plan: 'esencial' })
	await completeEpisode(page)
	await expect(page.getByText(/^Duración: \d+:\d\d$/)).toBeVisible()
	// the cover is also the MP3's artwork: the file is complete once the cover shows
	await expect(page.getByRole('img', { name: 'Portada de «Canción: ¿equipo?»' })).toBeVisible({ timeout: 30_000 })
	const download = page.getByRole('link', { name: 'Descargar', exact: true })
	const response = await page.request.get((await download.getAttribute('href'))!)
	expect(response.status()).toBe(200)
	expect(response.headers()['content-type']).toBe('audio/mpeg')
	expect(response.headers()['content-disposition']).toContain("filename*=UTF-8''Canci%C3%B3n%3A%20%C2%BFequipo%3F.mp3")
	const mp3 = await response.body()
	expect(mp3.subarray(0, 3).toString('latin1')).toBe('ID3') // tagged: title, chapters, cover

	const player = page.locator('audio').first()
	const range = await page.request.get((await player.getAttribute('src'))!, { headers: { Range: 'bytes=100-199' } })
	expect(range.status()).toBe(206)
	expect((await range.body()).equals(mp3.subarray(100, 200))).toBe(true)

	await expect(page.getByRole('textbox', { name: 'Descripción para YouTube' })).toHaveValue(/Capítulos:\n0:00 Introducción/)
	await expect(page.getByRole('button', { name: 'Subir a YouTube' })).toBeDisabled()
	await expect(page.getByRole('link', { name: 'Ver en biblioteca' })).toHaveAttribute('href', '/library')
	await expect(page.getByRole('heading', { name: 'Vídeo para YouTube' })).toHaveCount(0)
})

test('on Creadores the video is made after the cover and downloads as MP4', async ({ page, signedIn }) => {
	await signedIn({ plan: 'creadores' })
	await completeEpisode(page, { shortForPlan: true })
	await expect(page.getByRole('heading', { name: 'Vídeo para YouTube' })).toBeVisible()
	const link = page.getByRole('link', { name: 'Descargar MP4' })
	await expect(link).toBeVisible({ timeout: 90_000 })
	await expect(page.locator('video')).toHaveAttribute('poster', /\/cover\.png/)
	const response = await page.request.get((await link.getAttribute('href'))!)
	expect(response.headers()['content-type']).toBe('video/mp4')
	expect(response.headers()['content-disposition']).toContain('.mp4')
	expect((await response.body()).subarray(4, 8).toString('latin1')).toBe('ftyp')
})

test('the preview step plays a 20–30 second sample of the script with the chosen voices', async ({ page, signedIn }) => {
	await signedIn()
	await page.goto('/create')
	await fillEpisode(page, { content: spanishArticle('la comunicación interna', 2) })
	await page.getByRole('button', { name: 'Crear episodio' }).click()
	await waitForPreview(page)
	await page.getByRole('button', { name: 'Escuchar una muestra' }).click()
	const sample = page.getByLabel('Muestra del audio del episodio')
	if (test.info().project.name === 'no-js') {
		// without JavaScript the page does not reload itself on the preview step (it would lose edits): the link does
		const refresh = page.getByRole('link', { name: 'Actualizar' })
		await expect(async () => {
			if (await refresh.isVisible()) await refresh.click()
			await expect(sample).toBeVisible({ timeout: 1000 })
		}).toPass({ timeout: 30_000 })
	}
	await expect(sample).toBeVisible({ timeout: 30_000 })
	const response = await page.request.get((await sample.getAttribute('src'))!)
	expect(response.headers()['content-type']).toBe('audio/mpeg')
})

test.describe('the demo download', () => {
	test('a demo user gives an e-mail, downloads, sees the offers, and closing ends the demo on /landing', async ({ page, db }) => {
		const email = newEmail()
		await enterDemo(page, email)
		await page.goto('/create')
		await fillEpisode(page, { content: spanishArticle('la comunicación interna', 2) })
		await page.getByRole('button', { name: 'Crear episodio' }).click()
		await waitForPreview(page)
		await page.getByRole('button', { name: 'Aprobar guion' }).click()
		await expect(page.getByRole('heading', { name: '¡Tu episodio está listo!' })).toBeVisible({ timeout: 90_000 })

		await expect(page.getByRole('link', { name: 'Descargar', exact: true })).toHaveCount(0)
		await expect(page.getByLabel('Tu e-mail')).toHaveValue(email)
		await page.getByLabel('Quiero recibir novedades de Ondacast').check()
		await page.getByRole('button', { name: 'Descargar', exact: true }).click()
		await expect(page).toHaveURL(/\/demo\/descarga\/[0-9a-f-]{36}$/)
		await expect(page.getByRole('heading', { name: '¡Gracias por probar Ondacast!' })).toBeVisible()
		await expect(page.getByText('Esencial', { exact: true })).toBeVisible()
		await expect(page.getByText('Creadores', { exact: true })).toBeVisible()
		await expect(page.getByText('Te llevaremos a la página principal en 60 segundos.')).toBeVisible()
		const refresh = page.locator('meta[http-equiv="refresh"]')
		await expect(refresh).toHaveAttribute('content', /^60;url=\/demo\/salir\?t=[\w-]{32}$/)
		const user = await db.user.findUnique({ where: { email }, select: { consentMarketing: true, marketingSource: true } })
		expect(user).toEqual({ consentMarketing: true, marketingSource: 'demo-download' })

		// where the automatic refresh goes after 60 s: the demo ends ('Cerrar y salir' posts to the same place)
		const exit = (await refresh.getAttribute('content'))?.split('url=')[1] ?? ''
		await page.goto(exit)
		await expect(page).toHaveURL(/\/landing$/)
		await page.goto('/create')
		await expect(page).toHaveURL(/\/login/)
	})
})

test('a plain link to /demo/salir (from another site, say) does not end the demo', async ({ page }) => {
	const email = newEmail()
	await enterDemo(page, email)
	await page.goto('/demo/salir')
	await expect(page).toHaveURL(/\/demo$/)
	await page.goto('/demo/salir?t=inventado')
	await expect(page).toHaveURL(/\/demo$/)
})
