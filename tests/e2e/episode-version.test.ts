import { voiceCard, waitForPreview } from '../support/e2e-episode-form.ts'
import { seedEpisode } from '../support/e2e-episodes.ts'
import { expect, test } from '../support/e2e-test.ts'

// Versions of an episode (issue 25): «Crear versión» on a finished episode makes it again for another market, with the
// voices the user chooses, its script adapted by the real script job and left on the preview step to edit and approve.
test.describe.configure({ timeout: 90_000 })

/** The finished episode's only line, as a castellano host says it to the audience: vosotros, peninsular words. */
const ORIGINAL_LINE =
	'Hola a todos, hoy os cuento cómo trabajan mejor los equipos, y vosotros decidís qué probar con vuestro ordenador.'

test('a finished castellano episode gets a latino version with Latin American voices, ready to review', async ({
	page,
	signedIn,
	db,
}) => {
	const user = await signedIn({ plan: 'esencial' })
	const id = await seedEpisode(user.id, { title: 'Equipos que funcionan', duration: 3, script: ORIGINAL_LINE })
	await page.goto(`/create/${id}`)
	await page.getByRole('link', { name: 'Crear versión' }).click()

	await expect(page).toHaveURL(`/library/${id}/version`)
	await expect(page.getByRole('heading', { name: 'Crear una versión de «Equipos que funcionan»' })).toBeVisible()
	// the other markets: latino, and English outside this plan with the plan's message
	await expect(page.getByRole('radio', { name: 'Castellano' })).toHaveCount(0)
	await expect(page.getByRole('radio', { name: 'Latino' })).toBeChecked()
	await expect(page.getByRole('radio', { name: 'English' })).toBeDisabled()
	await expect(page.getByText('El inglés solo está disponible en los planes Creadores PLUS y Agencia')).toBeVisible()
	// what it costs, before anything is charged
	await expect(page.getByText('La versión cuenta como un episodio de este mes: te quedan 2 de 2.')).toBeVisible()
	await expect(voiceCard(page, 'Álvaro')).toHaveCount(0)

	await voiceCard(page, 'Valentina').getByText('Presentador').click()
	await voiceCard(page, 'Mateo').getByText('Invitado').click()
	await page.getByRole('button', { name: 'Crear versión' }).click()

	const script = await waitForPreview(page)
	const versionId = page.url().split('/').pop()!
	expect(versionId).not.toBe(id)
	await expect(page.getByText('Versión de «Equipos que funcionan»')).toBeVisible()
	await expect(page.getByRole('link', { name: 'Equipos que funcionan' })).toHaveAttribute('href', `/create/${id}`)
	// the chapters and speakers of the original, in the version's language
	await expect(script).toHaveValue(/^## Introducción\nLucía: /)
	// the latino audience is «ustedes», with its verb forms and words
	await expect(script).toHaveValue(/les cuento .*ustedes deciden qué probar con su computadora/)
	expect(
		await db.episode.findUniqueOrThrow({
			where: { id: versionId },
			select: { language: true, presenterVoiceId: true, guestVoiceId: true, versionOfId: true },
		}),
	).toEqual({
		language: 'latino',
		presenterVoiceId: 'local-419-presentadora',
		guestVoiceId: 'local-419-invitado',
		versionOfId: id,
	})

	// the library lists it under its original, with its language
	await page.goto('/library')
	const versions = page.getByRole('region', { name: 'Versiones de «Equipos que funcionan»' })
	await expect(versions.getByRole('listitem')).toHaveCount(1)
	await expect(versions.getByRole('listitem')).toContainText('Latino')
	await expect(versions.getByRole('listitem')).toContainText('Guion por revisar')
	// one card, the original's: the version is not a card of its own
	await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading') })).toHaveCount(1)
	await versions.getByRole('link', { name: 'Equipos que funcionan' }).click()
	await waitForPreview(page)
	await expect(page).toHaveURL(`/create/${versionId}`)
})

test('an English version is refused on a plan without English, with the plan’s message', async ({ page, signedIn, db }) => {
	const user = await signedIn({ plan: 'esencial' })
	const id = await seedEpisode(user.id, { title: 'Solo en castellano', duration: 3, script: ORIGINAL_LINE })
	await page.goto(`/library/${id}/version`)
	await expect(page.getByRole('radio', { name: 'English' })).toBeDisabled()
	await expect(voiceCard(page, 'Emma')).toHaveCount(0)

	// a form sent anyway (the radio is disabled in the page) is refused by the server, with the same message
	const forged = await page.request.post(`/library/${id}/version`, {
		form: { language: 'english', presenterVoiceId: 'local-en-us-host', guestVoiceId: 'local-en-gb-guest' },
	})
	expect(forged.status()).toBe(403)
	expect(await forged.text()).toContain('El inglés solo está disponible en los planes Creadores PLUS y Agencia')
	expect(await db.episode.count({ where: { userId: user.id } })).toBe(1)
})
