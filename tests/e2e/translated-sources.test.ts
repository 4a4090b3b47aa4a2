import { episodeIdOf, fillEpisode, waitForPreview } from '../support/e2e-episode-form.ts'
import { expect, test } from '../support/e2e-test.ts'

/**
 * An English document for a castellano episode (issue 25): its paragraphs are translated offline (Apertium, installed
 * by .ci/run and the Dockerfile), not dropped, and the preview step says so and how good the translation is.
 */

/**
 * An English report long enough for a script: paragraphs of sentences that each say something of their own (who, what
 * they found and when come from lists of coprime lengths), with names and figures.
 */
const WHO = [
	'The Greenfield cooperative',
	'A survey of nurses in Greenfield',
	'The Greenfield city council',
	'A group of teachers',
	'The regional bank',
	'A team of engineers',
	'The local hospital',
	'A small bakery chain',
	'The national railway',
	'A software company',
	'The farmers union',
	'A public library',
	'The port authority',
]
const FOUND = [
	'found this year that',
	'reported this year that',
	'showed in a short study this year that',
	'learned after a long pilot that',
	'confirmed this year that',
	'noticed during the winter that',
	'explained to its staff that',
	'wrote in its annual report this year that',
	'observed in three offices that',
	'announced on Monday that',
	'discovered by accident that',
]
const WHAT = [
	(n: number) => `teams with clear objectives finish their projects ${n}% sooner`,
	(n: number) => `teams with clear objectives miss ${n}% fewer deadlines`,
	(n: number) => `workers with clear objectives take ${n}% fewer sick days`,
	(n: number) => `managers with clear objectives hold ${n}% shorter meetings`,
	(n: number) => `new staff with clear objectives stay ${n}% longer in their jobs`,
	(n: number) => `volunteers with clear objectives come back ${n}% more often`,
	(n: number) => `departments with clear objectives spend ${n}% less on overtime`,
]
function englishReport(paragraphs = 5) {
	const sentence = (i: number) => `${WHO[i % WHO.length]} ${FOUND[i % FOUND.length]} ${WHAT[i % WHAT.length]!(10 + (i % 6))}.`
	return Array.from({ length: paragraphs }, (_, p) => Array.from({ length: 6 }, (_, s) => sentence(p * 6 + s)).join(' ')).join(
		'\n\n',
	)
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
