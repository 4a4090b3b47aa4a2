import { expect, type Page } from '@playwright/test'
import { spanishArticle } from './spanish-prose.ts'

/** The input step's required fields and some content. */
export async function fillEpisode(
	page: Page,
	{ podcast = 'Ondas Internas', title = 'Trabajar mejor en equipo', content = spanishArticle() as string | null } = {},
) {
	await choosePodcast(page, podcast)
	await page.getByLabel('Título del episodio').fill(title)
	if (content !== null) await page.getByLabel('Contenido principal').fill(content)
}

/**
 * The episode's show: typed for a user without shows; else chosen in the list ('Nuevo pódcast' and its name for one
 * the user does not have yet).
 */
export async function choosePodcast(page: Page, podcast: string) {
	const list = page.getByRole('combobox', { name: 'Pódcast', exact: true })
	if ((await list.count()) === 0) return page.getByLabel('Nombre del podcast').fill(podcast)
	const names = await list.locator('option').allTextContents()
	if (names.includes(podcast)) return list.selectOption({ label: podcast })
	await list.selectOption({ label: 'Nuevo pódcast' })
	await page.getByLabel('Nombre del nuevo pódcast').fill(podcast)
}

/** The card of one voice in the library grid. */
export function voiceCard(page: Page, name: string) {
	return page.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) })
}

/** Waits (through polling with JavaScript, the meta refresh without) until the script is ready to preview. */
export async function waitForPreview(page: Page) {
	await expect(page).toHaveURL(/\/create\/[0-9a-f-]{36}$/)
	await expect(page.getByRole('heading', { name: 'Vista previa del guion' })).toBeVisible({ timeout: 30_000 })
	return page.getByLabel('Guion', { exact: true })
}

export function episodeIdOf(page: Page) {
	return page.url().split('/').pop()!
}
