import fs from 'node:fs'
import { seedEpisode } from '../support/e2e-episodes.ts'
import { expect, test } from '../support/e2e-test.ts'

// Settings → Pronunciación, with and without JavaScript: an entry added and heard, the dictionary exported as PLS and a
// CSV imported into it; a broken file refused with nothing kept; the script editor's 'Cómo se dice'.

const entries = (page: import('@playwright/test').Page) => page.getByRole('list', { name: 'Tus entradas' }).getByRole('listitem')

test('add an entry, hear it, export the dictionary as PLS and import a CSV', async ({ page, signedIn }, testInfo) => {
	await signedIn({ plan: 'esencial' })
	await page.goto('/settings')
	await page.getByRole('link', { name: 'Pronunciación' }).click()
	await expect(page.getByText('0 de 50 entradas de tu plan')).toBeVisible()
	await page.getByLabel('Se escribe').fill('Wifi')
	await page.getByLabel('Se dice', { exact: true }).fill('uaifai')
	await page.getByRole('button', { name: 'Añadir' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Entrada añadida' })).toBeVisible()
	const wifi = entries(page).filter({ hasText: 'Wifi' })
	await expect(wifi).toContainText('Wifi → uaifai')
	// the form is empty again for the next entry
	await expect(page.getByLabel('Se escribe')).toHaveValue('')

	// Escuchar: with JavaScript it plays under the entry; without, the link is the MP3 the browser opens
	const listen = wifi.getByRole('link', { name: 'Escuchar «Wifi»' })
	if (testInfo.project.name === 'js') {
		await listen.click()
		const player = wifi.locator('audio')
		await expect
			.poll(() => player.evaluate((audio: HTMLAudioElement) => audio.duration), { timeout: 20_000 })
			.toBeGreaterThan(0.2)
	} else {
		const answer = await page.request.get((await listen.getAttribute('href'))!)
		expect(answer.status()).toBe(200)
		expect(answer.headers()['content-type']).toBe('audio/mpeg')
		expect((await answer.body()).length).toBeGreaterThan(1000)
	}

	const downloading = page.waitForEvent('download')
	await page.getByRole('link', { name: 'Exportar PLS' }).click()
	const download = await downloading
	expect(download.suggestedFilename()).toBe('pronunciacion.pls')
	const pls = fs.readFileSync((await download.path())!, 'utf8')
	expect(pls).toContain('<lexicon version="1.0" xmlns="http://www.w3.org/2005/01/pronunciation-lexicon"')
	expect(pls).toContain('<grapheme>Wifi</grapheme>\n\t\t<alias>uaifai</alias>')

	// a CSV merged in: «WIFI» is the entry the account has (whatever the case), YouTube is new
	await page.getByLabel('Fichero PLS o CSV (hasta 1 MB)').setInputFiles({
		name: 'marcas.csv',
		mimeType: 'text/csv',
		buffer: Buffer.from('written,said,caseSensitive,ipa\nYouTube,yutub,false,\nWIFI,uai fai,true,ˈwaifai\n'),
	})
	await page.getByRole('button', { name: 'Importar' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Nuevas: 1. Actualizadas: 1.' })).toBeVisible()
	await expect(entries(page)).toHaveCount(2)
	await expect(entries(page).filter({ hasText: 'WIFI' })).toContainText('WIFI → uai fai')
	await expect(entries(page).filter({ hasText: 'WIFI' })).toContainText('Solo con estas mayúsculas · /ˈwaifai/')
	await expect(entries(page).filter({ hasText: 'YouTube' })).toContainText('YouTube → yutub')
})

test('a broken file is refused with the line, and nothing of it is kept; an entry is edited and deleted', async ({
	page,
	signedIn,
}) => {
	await signedIn({ plan: 'esencial' })
	await page.goto('/settings?tab=pronunciacion')
	await page.getByLabel('Fichero PLS o CSV (hasta 1 MB)').setInputFiles({
		name: 'roto.pls',
		mimeType: 'application/pls+xml',
		buffer: Buffer.from(
			'<lexicon>\n<lexeme><grapheme>Wifi</grapheme><alias>uaifai</alias></lexeme>\n<lexeme><grapheme>PAN</grapheme>\n</lexicon>',
		),
	})
	await page.getByRole('button', { name: 'Importar' }).click()
	const refusal = page.getByRole('alert').filter({ hasText: 'No se ha importado nada' })
	await expect(refusal).toContainText('El PLS no es XML válido')
	await expect(refusal).toContainText('línea 4')
	await expect(page.getByText('Aún no tienes entradas.')).toBeVisible()

	await page.getByLabel('Se escribe').fill('Github')
	await page.getByLabel('Se dice', { exact: true }).fill('guijab')
	await page.getByRole('button', { name: 'Añadir' }).click()
	await expect(entries(page)).toHaveCount(1)
	await page.getByRole('link', { name: 'Editar «Github»' }).click()
	await expect(page.getByRole('heading', { name: 'Editar «Github»' })).toBeVisible()
	await page.getByLabel('Se dice', { exact: true }).fill('guitjab')
	await page.getByRole('button', { name: 'Guardar cambios' }).click()
	await expect(entries(page).filter({ hasText: 'Github' })).toContainText('Github → guitjab')
	await page.getByRole('button', { name: 'Borrar «Github»' }).click()
	await expect(page.getByText('Aún no tienes entradas.')).toBeVisible()
})

test('Cómo se dice, under the script editor, opens the tab with the word to add', async ({ page, signedIn }, testInfo) => {
	const user = await signedIn({ plan: 'esencial' })
	const id = await seedEpisode(user.id, { title: 'Redes', step: 'preview', script: 'Hoy hablamos del Wifi en casa.' })
	await page.goto(`/create/${id}`)
	const word = page.getByLabel(/^¿Una palabra que la voz dice mal\?/)
	if (testInfo.project.name === 'js') {
		// a word selected in the script is the one it takes: the caret before «Wifi», then Shift+→ four times
		const script = page.getByLabel('Guion', { exact: true })
		await script.evaluate((textarea: HTMLTextAreaElement) => {
			const start = textarea.value.indexOf('Wifi')
			textarea.focus()
			textarea.setSelectionRange(start, start)
		})
		for (let i = 0; i < 4; i++) await script.press('Shift+ArrowRight')
		await expect(word).toHaveValue('Wifi')
	} else {
		await word.fill('Wifi')
	}
	const opening = page.context().waitForEvent('page')
	await page.getByRole('button', { name: /^Cómo se dice/ }).click()
	const settings = await opening
	await settings.waitForLoadState()
	await expect(settings).toHaveURL(/\/settings\?tab=pronunciacion&written=Wifi$/)
	await expect(settings.getByLabel('Se escribe')).toHaveValue('Wifi')
})
