import type { Page } from '@playwright/test'
import { seedEpisode } from '../support/e2e-episodes.ts'
import { expect, test } from '../support/e2e-test.ts'

// Corrections of a finished episode (issue 24, ADR 0051): the script corrected on the complete step or on the
// library's script page, the audio made again by the real worker with the local voices, the new MP3 downloaded.
test.describe.configure({ timeout: 120_000 })

const corrected =
	'## Introducción\nLucía: Hola a todos, bienvenidos a Ondas Internas.\nMateo: Gracias, Lucía; hoy hablamos de equipos.'

/** The correction form: opened (a <details>, with or without JavaScript), the corrected script written, sent. */
async function correct(page: Page, text: string) {
	await page.getByText('Editar el guion', { exact: true }).click()
	await page.getByLabel('Guion corregido').fill(text)
	await page.getByRole('button', { name: 'Editar y volver a generar el audio' }).click()
}

test('a finished episode corrected on its complete step: the new audio replaces the previous one and downloads', async ({
	page,
	signedIn,
}) => {
	const user = await signedIn({ plan: 'esencial' })
	const id = await seedEpisode(user.id, { title: 'Para corregir', duration: 3, script: 'Hola a todos.' })
	await page.goto(`/create/${id}`)
	await expect(page.getByRole('heading', { name: 'Corregir el guion' })).toBeVisible()
	await expect(page.getByText(/No cuenta como un episodio nuevo/)).toBeVisible()
	const player = page.locator('audio').first()
	const previousSrc = (await player.getAttribute('src'))!
	const download = page.getByRole('link', { name: 'Descargar', exact: true })
	const previous = await (await page.request.get((await download.getAttribute('href'))!)).body()

	await correct(page, corrected)
	// while it is made the page shows its progress and reloads itself (polling, or a refresh without JavaScript)
	await expect(player).not.toHaveAttribute('src', previousSrc, { timeout: 90_000 })
	await expect(page.getByRole('heading', { name: 'Estamos volviendo a generar el audio' })).toHaveCount(0)

	const response = await page.request.get((await download.getAttribute('href'))!)
	expect(response.status()).toBe(200)
	expect(response.headers()['content-type']).toBe('audio/mpeg')
	expect(response.headers()['content-disposition']).toContain('Para%20corregir.mp3')
	const mp3 = await response.body()
	expect(mp3.subarray(0, 3).toString('latin1')).toBe('ID3') // tagged again: title and chapters
	expect(mp3.equals(previous)).toBe(false)

	await page.goto(`/library/${id}/script`)
	await expect(page.getByRole('definition')).toHaveText([
		'Hola a todos, bienvenidos a Ondas Internas.',
		'Gracias, Lucía; hoy hablamos de equipos.',
	])
})

test('a finished episode corrected from the library script page shows its progress there, then the corrected script', async ({
	page,
	signedIn,
}) => {
	const user = await signedIn({ plan: 'esencial' })
	const id = await seedEpisode(user.id, { title: 'Guion a corregir', duration: 3, script: 'Hola a todos.' })
	await page.goto(`/library/${id}/script`)
	// the script as read (each line with who says it), the correction form above it
	const lines = page.getByRole('definition')
	await expect(lines).toHaveText(['Hola a todos.'])
	await correct(page, 'Lucía: Hola: hoy, una sola frase corregida.')
	await expect(page).toHaveURL(`/library/${id}/script`)
	await expect(lines).toHaveText(['Hola: hoy, una sola frase corregida.'], { timeout: 90_000 })

	// the corrected audio is the episode's: the library plays and downloads it
	await page.goto(`/create/${id}`)
	const src = (await page.locator('audio').first().getAttribute('src'))!
	expect(src).not.toMatch(/\?v=1$/)
	const response = await page.request.get(src)
	expect(response.status()).toBe(200)
	expect((await response.body()).subarray(0, 3).toString('latin1')).toBe('ID3')
})

test('a script that cannot be read is refused with the line to fix, and the audio stays as it was', async ({
	page,
	signedIn,
}) => {
	const user = await signedIn({ plan: 'esencial' })
	const id = await seedEpisode(user.id, { title: 'Sin cambios', duration: 3, script: 'Hola a todos.' })
	await page.goto(`/create/${id}`)
	const src = (await page.locator('audio').first().getAttribute('src'))!
	await correct(page, 'Alguien: hola')
	await expect(page.getByRole('alert').filter({ hasText: 'Línea 1: «Alguien» no es Lucía ni Mateo.' })).toBeVisible()
	await expect(page.getByLabel('Guion corregido')).toHaveValue('Alguien: hola')
	await expect(page.locator('audio').first()).toHaveAttribute('src', src)
})
