import type { Page } from '@playwright/test'
import sharp from 'sharp'
import type { PrismaClient } from '#app/generated/prisma/client.ts'
import { putFile } from '#app/integrations/storage/storage.server.ts'
import { episodeFileKey, episodeFileUrl } from '#app/modules/episodes/episode-files.ts'
import { seedEpisode } from '../support/e2e-episodes.ts'
import { expect, test } from '../support/e2e-test.ts'

// The e2e server answers Google's OAuth and YouTube upload endpoints with tests/fakes/google-fake.ts.

/** A complete episode with its video and its cover, ready to go to YouTube. */
async function episodeWithCover(userId: string, db: PrismaClient, title: string) {
	const id = await seedEpisode(userId, { title, videoStatus: 'ready', script: 'Hoy hablamos de equipos remotos.' })
	const cover = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#2255aa' } })
		.png()
		.toBuffer()
	await putFile(episodeFileKey(id, 'cover.png'), cover)
	await putFile(episodeFileKey(id, 'cover.webp'), await sharp(cover).webp().toBuffer())
	await db.episode.update({
		where: { id },
		data: { coverStatus: 'ready', coverUrl: episodeFileUrl(id, 'cover.png', 1), description: 'Capítulos:\n0:00 Introducción' },
	})
	return id
}

/** Opens the card's 'Más opciones' menu (a <details>; a click before hydration may be undone by it, so check). */
async function openMenu(page: Page) {
	const details = page.locator('details').filter({ hasText: 'Más opciones' })
	await expect(async () => {
		if (!(await details.evaluate((element) => (element as HTMLDetailsElement).open)))
			await details.getByText('Más opciones').click()
		await expect(details.getByRole('link', { name: 'Descargar MP4' })).toBeVisible({ timeout: 1000 })
	}).toPass()
}

test('connect YouTube, upload an episode (private by default), see its link, disconnect', async ({ page, signedIn, db }) => {
	const user = await signedIn({ plan: 'creadores' })
	const id = await episodeWithCover(user.id, db, 'Equipos remotos')

	// before connecting, the library says what is missing
	await page.goto('/library')
	await openMenu(page)
	await expect(page.getByRole('button', { name: 'Subir a YouTube' })).toBeDisabled()
	await expect(page.getByText('Conecta tu cuenta de YouTube en Configuración para subir episodios.')).toBeVisible()

	// connect: a full-page trip to (fake) Google and back, the query cleared
	await page.goto('/settings?tab=youtube')
	const main = page.getByRole('main')
	await expect(main.getByText('Solo pedimos permiso para subir vídeos.')).toBeVisible()
	await main.getByRole('button', { name: 'Conectar YouTube' }).click()
	await expect(page.getByRole('status')).toContainText('YouTube conectado')
	await expect(page).toHaveURL(/\/settings\?tab=youtube$/)
	await expect(main.getByText('Tu canal de YouTube está conectado.')).toBeVisible()
	const today = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long' }).format(new Date())
	await expect(main.getByText(today)).toBeVisible()
	const stored = await db.user.findUniqueOrThrow({ where: { id: user.id } })
	expect(stored.youtubeRefreshToken).toMatch(/^v1\./)

	// upload from the library menu: the short form, private by default
	await page.goto('/library')
	await openMenu(page)
	await page.getByRole('link', { name: 'Subir a YouTube' }).click()
	await expect(page.getByRole('heading', { name: 'Subir «Equipos remotos» a YouTube' })).toBeVisible()
	await expect(page.getByLabel('Título en YouTube')).toHaveValue('Equipos remotos')
	await expect(page.getByLabel('Privado (solo tú lo ves; por defecto)')).toBeChecked()
	await page.getByRole('button', { name: 'Subir a YouTube' }).click()
	// with JavaScript the page polls; without it, it reloads itself while the upload runs
	const watch = page.getByRole('link', { name: 'Ver en YouTube' })
	await expect(watch).toBeVisible({ timeout: 20_000 })
	const episode = await db.episode.findUniqueOrThrow({ where: { id } })
	expect(episode).toMatchObject({ youtubeStatus: 'uploaded', youtubePrivacy: 'private' })
	await expect(watch).toHaveAttribute('href', `https://www.youtube.com/watch?v=${episode.youtubeVideoId}`)

	// the complete step shows the link too
	await page.goto(`/create/${id}`)
	await expect(page.getByRole('link', { name: 'Ver en YouTube' })).toHaveAttribute('href', episode.youtubeVideoUrl!)
	// and so does the library's menu
	await page.goto('/library')
	await openMenu(page)
	await expect(page.getByRole('link', { name: 'Ver en YouTube' })).toHaveAttribute('href', episode.youtubeVideoUrl!)

	// disconnect: revoked and deleted; the channel name YouTube gave is gone with it
	await page.goto('/settings?tab=youtube')
	await expect(main.getByText('Canal de Pruebas')).toBeVisible()
	await main.getByRole('button', { name: 'Desconectar' }).click()
	await expect(page.getByRole('status')).toContainText('YouTube desconectado')
	await expect(main.getByRole('button', { name: 'Conectar YouTube' })).toBeEnabled()
	expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).youtubeRefreshToken).toBeNull()
})

test('a return from Google with an error code shows what went wrong and clears the query', async ({ page, signedIn }) => {
	await signedIn({ plan: 'creadores' })
	await page.goto('/settings?tab=youtube&youtube_error=no_tokens')
	await expect(page.getByRole('alert')).toContainText('Error de conexión')
	await expect(page.getByRole('alert')).toContainText('No se recibieron los tokens necesarios.')
	await expect(page).toHaveURL(/\/settings\?tab=youtube$/)
})
