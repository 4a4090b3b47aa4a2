import type { PrismaClient } from '#app/generated/prisma/client.ts'
import { seedEpisode } from '../support/e2e-episodes.ts'
import { expect, test } from '../support/e2e-test.ts'

// Shows are made by the 'Mis pódcasts' pages; here they are rows put straight in the database.

/** A complete episode with its MP3 and its YouTube description, in no show unless `podcastId`. */
async function finishedEpisode(db: PrismaClient, userId: string, podcastId: string | null = null) {
	const id = await seedEpisode(userId, { title: 'Equipos remotos', script: 'Hoy hablamos de equipos remotos.' })
	await db.episode.update({
		where: { id },
		data: {
			podcastId,
			description: 'Equipos remotos | Ondas Internas\n\nResumen del episodio.\n\nCapítulos:\n0:00 Introducción\n1:10 Rituales',
		},
	})
	return id
}

test('publish at once from the library: the show chosen on the form, the feed fields, and the state everywhere', async ({
	page,
	signedIn,
	db,
}) => {
	const user = await signedIn({ plan: 'esencial' })
	const podcast = await db.podcast.create({ data: { userId: user.id, name: 'Ondas Internas' } })
	const id = await finishedEpisode(db, user.id)

	await page.goto('/library')
	await page.getByRole('link', { name: 'Publicar en el feed' }).click()
	await expect(page.getByRole('heading', { name: 'Publicar «Equipos remotos» en el feed' })).toBeVisible()
	// in no show yet: said, with the way to make one; the form's first field picks one
	await expect(
		page.getByText('El episodio no está en ningún pódcast: elige uno (o crea uno) para publicarlo en su feed.'),
	).toBeVisible()
	await expect(page.getByRole('link', { name: 'Crear un pódcast' })).toHaveAttribute('href', '/podcasts')
	await expect(page.getByLabel('Título en el feed')).toHaveValue('Equipos remotos')
	await expect(page.getByLabel('Descripción (HTML)')).toHaveValue(
		'<p>Resumen del episodio.</p>\n<p>Capítulos:</p>\n<ul><li>0:00 Introducción</li><li>1:10 Rituales</li></ul>',
	)
	await expect(page.getByLabel('Ahora', { exact: true })).toBeChecked()

	await page.getByLabel('Pódcast', { exact: true }).selectOption({ label: 'Ondas Internas' })
	await page.getByLabel('Título en el feed').fill('Equipos remotos: rituales')
	await page.getByLabel('Número de episodio (opcional)').fill('3')
	await page.getByLabel('Tipo de episodio').selectOption({ label: 'Extra' })
	await page.getByRole('button', { name: 'Publicar en el feed' }).click()

	await expect(
		page.getByText(/^Publicado en el feed de «Ondas Internas» desde el \d+ de \w+ de \d{4} a las \d+:\d\d \(Europe\/Madrid\)\.$/),
	).toBeVisible()
	const published = await db.episode.findUniqueOrThrow({ where: { id } })
	expect(published).toMatchObject({
		podcastId: podcast.id,
		feedTitle: 'Equipos remotos: rituales',
		episodeNumber: 3,
		feedEpisodeType: 'bonus',
		feedExplicit: null,
	})
	expect(Date.now() - published.feedPublishAt!.getTime()).toBeLessThan(60_000)
	// once published, the form saves its fields and keeps its date
	await expect(page.getByRole('button', { name: 'Guardar cambios' })).toBeVisible()
	await expect(page.getByLabel('Ahora', { exact: true })).toHaveCount(0)

	await page.goto('/library')
	await expect(page.getByRole('link', { name: 'En el feed' })).toHaveAttribute(
		'href',
		new RegExp(`^/library/${id}/publish\\?back=%2Flibrary`),
	)
	await page.goto(`/create/${id}`)
	await expect(page.getByText(/^Publicado en el feed de «Ondas Internas» desde el/)).toBeVisible()
	await expect(page.getByRole('link', { name: 'Editar la publicación' })).toBeVisible()
})

test("schedule from the complete step at a time in the user's zone, see it back in that zone, then unpublish", async ({
	page,
	signedIn,
	db,
}) => {
	const user = await signedIn({ plan: 'creadores' })
	await db.user.update({ where: { id: user.id }, data: { timeZone: 'America/Bogota' } })
	const podcast = await db.podcast.create({ data: { userId: user.id, name: 'Ondas Internas' } })
	const id = await finishedEpisode(db, user.id, podcast.id)
	const year = new Date().getUTCFullYear() + 1

	await page.goto(`/create/${id}`)
	await expect(page.getByText('Este episodio no está publicado en ningún feed.')).toBeVisible()
	await page.getByRole('link', { name: 'Publicar en el feed' }).click()
	await expect(page).toHaveURL(`/library/${id}/publish?back=${encodeURIComponent(`/create/${id}`)}`)
	await expect(page.getByLabel('Pódcast', { exact: true })).toHaveValue(podcast.id)
	await page.getByLabel('En una fecha y hora').check()
	await page.getByLabel('Fecha y hora (America/Bogota)').fill(`${year}-03-01T09:30`)
	await page.getByRole('button', { name: 'Publicar en el feed' }).click()

	await expect(
		page.getByText(`Programado: aparecerá en el feed de «Ondas Internas» el 1 de marzo de ${year} a las 9:30 (America/Bogota).`),
	).toBeVisible()
	expect((await db.episode.findUniqueOrThrow({ where: { id } })).feedPublishAt!.toISOString()).toBe(`${year}-03-01T14:30:00.000Z`)
	await expect(page.getByLabel('Fecha y hora (America/Bogota)')).toHaveValue(`${year}-03-01T09:30`)
	await expect(page.getByLabel('En una fecha y hora')).toBeChecked()

	await page.getByRole('button', { name: 'Retirar del feed' }).click()
	await expect(page.getByText('Este episodio no está publicado en ningún feed.')).toBeVisible()
	expect((await db.episode.findUniqueOrThrow({ where: { id } })).feedPublishAt).toBeNull()
	await page.getByRole('link', { name: 'Volver a la biblioteca' }).click()
	await expect(page).toHaveURL(`/create/${id}`)
})

test('a trial user may have a show but not publish: the plan message names the plans, a forged form is refused', async ({
	page,
	signedIn,
	db,
}) => {
	const user = await signedIn({ plan: 'trial' })
	const podcast = await db.podcast.create({ data: { userId: user.id, name: 'Ondas Internas' } })
	const id = await finishedEpisode(db, user.id, podcast.id)

	await page.goto(`/library/${id}/publish`)
	await expect(page.getByRole('alert')).toContainText(
		'Tu plan permite crear pódcasts, pero no publicarlos en su feed. Publicar en el feed está en los planes Esencial, Creadores, Creadores PLUS y Agencia.',
	)
	await expect(page.getByRole('link', { name: 'Ver los planes' })).toHaveAttribute('href', '/subscribe')
	await expect(page.getByRole('button', { name: 'Publicar en el feed' })).toHaveCount(0)

	const forged = await page.request.post(`/library/${id}/publish`, {
		form: {
			intent: 'publish',
			podcastId: podcast.id,
			feedTitle: 'Equipos remotos',
			feedDescription: '<p>Resumen</p>',
			when: 'now',
			back: '/library',
		},
		maxRedirects: 0,
	})
	expect(forged.status()).toBe(403)
	expect((await db.episode.findUniqueOrThrow({ where: { id } })).feedPublishAt).toBeNull()
})
