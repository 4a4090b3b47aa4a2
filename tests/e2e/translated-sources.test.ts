import { episodeIdOf, fillEpisode, waitForPreview } from '../support/e2e-episode-form.ts'
import { expect, test } from '../support/e2e-test.ts'

/**
 * An English document for a castellano episode (issue 25): its paragraphs are translated offline (Apertium, installed
 * by .ci/run and the Dockerfile), not dropped, and the preview step says so and how good the translation is.
 */

/** An English report long enough for a script: paragraphs of distinct sentences, with names and figures. */
function englishReport(paragraphs = 5) {
	return Array.from({ length: paragraphs }, (_, p) =>
		Array.from(
			{ length: 6 },
			(_, s) =>
				`In the Greenfield cooperative, survey number ${p * 6 + s + 1} of this year found that teams with clear objectives work ${10 + s}% better in the city.`,
		).join(' '),
	).join('\n\n')
}

test('an English document becomes a castellano episode whose script is Spanish and keeps its names and figures', async ({
	page,
	signedIn,
	db,
}) => {
	await signedIn()
	await page.goto('/create')
	await fillEpisode(page, { content: null, title: 'Equipos con objetivos claros' })
	await page
		.getByLabel('Documentos')
		.setInputFiles([{ name: 'report.txt', mimeType: 'text/plain', buffer: Buffer.from(englishReport(), 'utf8') }])
	await page.getByRole('button', { name: 'Crear episodio' }).click()
	const script = await waitForPreview(page)

	await expect(page.getByText(/Traducido del inglés: \d+ de \d+ párrafos — traducción automática básica/)).toBeVisible()
	const text = await script.inputValue()
	// the document's content, in Spanish, with its name and figures as they were
	expect(text).toMatch(/Greenfield/)
	expect(text).toMatch(/este año/)
	expect(text).toMatch(/\b1[0-5] ?%/)
	expect(text).toMatch(/objetivos claros/)
	expect(text).not.toMatch(/\b(?:the|that|found|objectives|better)\b/)
	const episode = await db.episode.findUnique({ where: { id: episodeIdOf(page) }, select: { language: true } })
	expect(episode?.language).toBe('castellano')
})
