import { fillEpisode, waitForPreview } from '../support/e2e-episode-form.ts'
import { expect, test } from '../support/e2e-test.ts'
import { spanishArticle } from '../support/spanish-prose.ts'

const SHORT = /^Tu contenido da para unos [1-5] min; tu plan prevé de 6 a 10 min\.$/

test('sources shorter than the plan: the estimate against its range, and going on anyway keeps everything given', async ({
	page,
	signedIn,
}) => {
	await signedIn({ plan: 'creadores' })
	await page.goto('/create')
	const content = spanishArticle('la apicultura urbana', 1)
	await fillEpisode(page, { title: 'Abejas en la ciudad', content })
	await page
		.getByLabel('Documentos')
		.setInputFiles([
			{ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from(spanishArticle('la huerta ecológica', 1), 'utf8') },
		])
	await page.getByRole('button', { name: 'Crear episodio' }).click()

	await expect(page.getByText(SHORT)).toBeVisible()
	await expect(page.getByText('nunca lo alargamos con relleno')).toBeVisible()
	await expect(page).toHaveURL(/\/create(?:\?index)?$/)
	// the notice is by the buttons, below a long form: brought into view with JavaScript, a link away from the top without
	const goOn = page.getByRole('button', { name: 'Continuar igualmente' })
	if (test.info().project.name === 'no-js') {
		await expect(goOn).not.toBeInViewport()
		await page.getByRole('link', { name: /^Más abajo, junto al botón de crear/ }).click()
	}
	await expect(goOn).toBeInViewport()
	await expect(page.getByLabel('Título del episodio')).toHaveValue('Abejas en la ciudad')
	await expect(page.getByLabel('Contenido principal')).toHaveValue(content)
	await expect(page.getByRole('checkbox', { name: /notas\.txt/ })).toBeChecked()

	await page.getByRole('button', { name: 'Continuar igualmente' }).click()
	const script = await waitForPreview(page)
	await expect(script).toHaveValue(/apicultura urbana/)
	await expect(script).toHaveValue(/huerta ecológica/)
	await expect(
		page.getByText(/^Duración estimada: unos [1-5] min; tu plan prevé de 6 a 10 min\. Tus fuentes no dan para más/),
	).toBeVisible()
})

test('sources shorter than the plan: adding content instead goes on without the notice', async ({ page, signedIn }) => {
	await signedIn({ plan: 'creadores' })
	await page.goto('/create')
	await fillEpisode(page, { content: spanishArticle('la apicultura urbana', 1) })
	await page.getByRole('button', { name: 'Crear episodio' }).click()
	await expect(page.getByText(SHORT)).toBeVisible()

	await page.getByLabel('Contenido principal').fill(spanishArticle('la apicultura urbana', 7))
	await page.getByRole('button', { name: 'Crear episodio' }).click()
	await waitForPreview(page)
	await expect(page.getByText(/^Duración estimada: unos ([6-9]|10) min; tu plan prevé de 6 a 10 min\.$/)).toBeVisible()
})

test('sources within the plan: no notice, and the preview shows the estimate', async ({ page, signedIn }) => {
	await signedIn({ plan: 'esencial' })
	await page.goto('/create')
	await fillEpisode(page, { content: spanishArticle('la apicultura urbana', 2) })
	await page.getByRole('button', { name: 'Crear episodio' }).click()
	await waitForPreview(page)
	await expect(page.getByText(/^Duración estimada: unos [3-6] min; tu plan prevé de 3 a 6 min\.$/)).toBeVisible()
})
