import { fillEpisode, voiceCard, waitForPreview } from '../support/e2e-episode-form.ts'
import { expect, test } from '../support/e2e-test.ts'
import { spanishArticle } from '../support/spanish-prose.ts'

test('signed out, /create-episode and /podcast-generator explain the generator; signed in they open /create', async ({
	page,
	signedIn,
}) => {
	for (const path of ['/create-episode', '/podcast-generator']) {
		await page.goto(path)
		await expect(page.getByRole('heading', { name: 'Generador de podcasts con IA' })).toBeVisible()
		await expect(page.getByRole('link', { name: 'Probar Demo' })).toHaveAttribute('href', '/demo/acceso')
		await expect(page.getByRole('link', { name: 'Iniciar sesión' }).last()).toBeVisible()
	}
	await signedIn()
	await page.goto('/podcast-generator')
	await expect(page).toHaveURL(/\/create$/)
	await expect(page.getByRole('heading', { name: 'Crear Episodio' })).toBeVisible()
})

test('missing name, title and voice get their messages, and nothing typed is lost', async ({ page, signedIn }) => {
	// Skipped without JavaScript: clearing the chosen presenter is a second click on its role, which needs JavaScript;
	// the next test covers no-JS
	test.skip(test.info().project.name === 'no-js', 'without JavaScript a chosen radio cannot be cleared')
	await signedIn()
	await page.goto('/create')
	await page.getByLabel('Contenido principal').fill('Mi texto con acentos: canción, ñandú.')
	await page.getByLabel('Número de episodio').fill('7')
	await voiceCard(page, 'Álvaro').getByText('Presentador').click()
	await page.getByRole('button', { name: 'Crear episodio' }).click()
	await expect(page.getByText('Datos incompletos')).toBeVisible()
	await expect(page.getByText('Completa al menos el nombre del podcast y el título del episodio').first()).toBeVisible()
	await expect(page.getByText('Selecciona una voz')).toBeVisible()
	await expect(page.getByText('Debes seleccionar al menos la voz del presentador para continuar')).toBeVisible()
	await expect(page.getByLabel('Contenido principal')).toHaveValue('Mi texto con acentos: canción, ñandú.')
	await expect(page.getByLabel('Número de episodio')).toHaveValue('7')
})

test('without JavaScript, a missing name and title come back from the server with every value kept', async ({
	page,
	signedIn,
}) => {
	await signedIn()
	await page.goto('/create')
	await page.getByLabel('Contenido principal').fill('Texto que no se pierde.')
	await page.getByLabel('Nombre del invitado').fill('Mateo')
	await page.getByText('Ventas', { exact: true }).click()
	await page.getByRole('textbox', { name: 'Dirección web 1' }).fill('https://ejemplo.es/articulo')
	await page.getByRole('button', { name: 'Crear episodio' }).click()
	await expect(page.getByText('Datos incompletos')).toBeVisible()
	await expect(page.getByLabel('Contenido principal')).toHaveValue('Texto que no se pierde.')
	await expect(page.getByLabel('Nombre del invitado')).toHaveValue('Mateo')
	await expect(page.getByRole('radio', { name: /Ventas/ })).toBeChecked()
	await expect(page.getByRole('textbox', { name: 'Dirección web 1' })).toHaveValue('https://ejemplo.es/articulo')
	await expect(voiceCard(page, 'Lucía').getByRole('radio', { name: 'Invitado' })).toBeChecked()
})

test('English is refused on Esencial with "Idioma no disponible"', async ({ page, signedIn }) => {
	await signedIn({ plan: 'esencial' })
	await page.goto('/create')
	await expect(page.getByText('Inglés: solo en Creadores PLUS y Agencia')).toBeVisible()
	await fillEpisode(page)
	await page.getByText('English', { exact: true }).click()
	if (await page.getByRole('radio', { name: 'English' }).isChecked()) {
		await page.getByRole('button', { name: 'Crear episodio' }).click() // without JavaScript the server says it
	}
	await expect(page.getByText('Idioma no disponible')).toBeVisible()
	await expect(page.getByText('El inglés solo está disponible en los planes Creadores PLUS y Agencia')).toBeVisible()
	await expect(page.getByLabel('Título del episodio')).toHaveValue('Trabajar mejor en equipo')
})

test('Creadores PLUS can make an English episode with English voices', async ({ page, signedIn }) => {
	await signedIn({ plan: 'creadores_plus' })
	await page.goto('/create')
	await fillEpisode(page, { content: 'Teams that share clear goals work better. '.repeat(40) })
	await page.getByText('English', { exact: true }).click()
	await voiceCard(page, 'Emma').getByText('Presentador').click()
	await voiceCard(page, 'Oliver').getByText('Invitado').click()
	await page.getByRole('button', { name: 'Crear episodio' }).click()
	// forty copies of one sentence give about 3 minutes: short for the plan's 6 to 15, and the user goes on
	await page.getByRole('button', { name: 'Continuar igualmente' }).click()
	const script = await waitForPreview(page)
	await expect(script).toHaveValue(/Emma: /)
	await expect(script).toHaveValue(/Oliver: /)
})

test('a new language: without JavaScript a voice of another language is refused; with it both voices are cleared', async ({
	page,
	signedIn,
}) => {
	await signedIn()
	await page.goto('/create')
	await fillEpisode(page)
	await page.getByText('Latino', { exact: true }).click()
	if (test.info().project.name === 'no-js') {
		await page.getByRole('button', { name: 'Crear episodio' }).click()
		await expect(page.getByText('La voz elegida no habla el idioma del episodio').first()).toBeVisible()
		await expect(page.getByRole('radio', { name: 'Latino' })).toBeChecked()
	} else {
		await expect(voiceCard(page, 'Valentina')).toBeVisible()
		await expect(voiceCard(page, 'Álvaro')).toHaveCount(0)
		await expect(page.getByRole('radio', { name: 'Presentador', checked: true })).toHaveCount(0)
	}
})

test('voice roles: the voice in a role leaves the other one, and a second click clears it (JS)', async ({ page, signedIn }) => {
	test.skip(test.info().project.name === 'no-js', 'role toggling is a JavaScript enhancement; the server checks without it')
	await signedIn()
	await page.goto('/create')
	const alvaro = voiceCard(page, 'Álvaro')
	await expect(alvaro.getByRole('radio', { name: 'Presentador' })).toBeChecked()
	await alvaro.getByText('Invitado').click()
	await expect(alvaro.getByRole('radio', { name: 'Invitado' })).toBeChecked()
	await expect(alvaro.getByRole('radio', { name: 'Presentador' })).not.toBeChecked()
	await expect(voiceCard(page, 'Lucía').getByRole('radio', { name: 'Invitado' })).not.toBeChecked()
	await alvaro.getByText('Invitado').click()
	await expect(alvaro.getByRole('radio', { name: 'Invitado' })).not.toBeChecked()
	await expect(page.getByRole('radio', { name: 'Sin invitado (monólogo)' })).toBeChecked()
})

test('the title counter turns orange above 90 characters (JS)', async ({ page, signedIn }) => {
	test.skip(test.info().project.name === 'no-js', 'the counter needs JavaScript; the server limits the title without it')
	await signedIn()
	await page.goto('/create')
	const color = (text: string) => page.getByText(text).evaluate((element) => getComputedStyle(element).color)
	await page.getByLabel('Título del episodio').fill('a'.repeat(90))
	const normal = await color('90/100 caracteres')
	await page.getByLabel('Título del episodio').fill('a'.repeat(91))
	expect(await color('91/100 caracteres')).not.toBe(normal)
	await page.getByLabel('Título del episodio').fill('a'.repeat(120))
	await expect(page.getByText('100/100 caracteres')).toBeVisible()
})

test('one voice asks to confirm a monologue, then creates it', async ({ page, signedIn }) => {
	await signedIn()
	await page.goto('/create')
	await fillEpisode(page)
	await page.getByText('Sin invitado (monólogo)').click()
	await page.getByRole('button', { name: 'Crear episodio' }).click()
	await expect(page.getByText('¿Crear un monólogo?')).toBeVisible()
	await expect(page.getByLabel('Título del episodio')).toHaveValue('Trabajar mejor en equipo')
	await page.getByRole('button', { name: 'Sí, crear monólogo' }).click()
	const script = await waitForPreview(page)
	await expect(script).toHaveValue(/Álvaro: /)
	await expect(script).not.toHaveValue(/Lucía: /)
})

test('with no episodes left, creation is blocked with "Límite alcanzado"', async ({ page, signedIn }) => {
	await signedIn({ plan: 'esencial', used: 2 })
	await page.goto('/create')
	await expect(
		page.getByText('Has consumido 2/2 episodios este mes. Actualiza a Creadores para crear más.').first(),
	).toBeVisible()
	await expect(page.getByRole('button', { name: 'Límite alcanzado' })).toBeDisabled()
	await expect(page.getByRole('button', { name: 'Crear episodio' })).toHaveCount(0)
})

test('the last episode used up in another tab: the server refuses with 403 and keeps the form', async ({
	page,
	signedIn,
	db,
}) => {
	const user = await signedIn({ plan: 'esencial', used: 1 })
	await page.goto('/create')
	await fillEpisode(page)
	await db.user.update({ where: { id: user.id }, data: { episodesUsedThisMonth: 2 } })
	const response = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/create'))
	await page.getByRole('button', { name: 'Crear episodio' }).click()
	expect((await response).status()).toBe(403)
	await expect(
		page.getByText('Has alcanzado el límite de episodios de tu plan. Actualiza a Creadores para crear más.'),
	).toBeVisible()
	await expect(page.getByLabel('Título del episodio')).toHaveValue('Trabajar mejor en equipo')
})

test('each voice has a playable sample, served as MP3', async ({ page, signedIn }) => {
	await signedIn()
	await page.goto('/create')
	const card = voiceCard(page, 'Lucía')
	await expect(card.getByText('«Hola, soy Lucía. Así sonará mi voz en tu podcast.»')).toBeVisible()
	const sample = card.locator('audio')
	await expect(sample).toHaveAttribute('preload', 'none')
	const response = await page.request.get((await sample.getAttribute('src'))!)
	expect(response.status()).toBe(200)
	expect(response.headers()['content-type']).toBe('audio/mpeg')
	expect((await response.body()).length).toBeGreaterThan(5_000)
})

test('documents can be dropped on the drop zone (JS)', async ({ page, signedIn }) => {
	test.skip(test.info().project.name === 'no-js', 'dropping files needs JavaScript; the file picker works without it')
	await signedIn()
	await page.goto('/create')
	await fillEpisode(page, { content: null })
	const text = spanishArticle('la apicultura urbana', 2)
	const dataTransfer = await page.evaluateHandle((content) => {
		const transfer = new DataTransfer()
		transfer.items.add(new File([content], 'arrastrado.txt', { type: 'text/plain' }))
		return transfer
	}, text)
	await page.getByText('Arrastra aquí tus documentos').dispatchEvent('drop', { dataTransfer })
	await expect(page.getByRole('list', { name: 'Para subir' }).getByText('arrastrado.txt')).toBeVisible()
	await page.getByRole('button', { name: 'Crear episodio' }).click()
	await expect(await waitForPreview(page)).toHaveValue(/apicultura urbana/)
})
