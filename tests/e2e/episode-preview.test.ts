import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { buildDocx, PNG_BYTES } from '../fixtures/documents.ts'
import { episodeIdOf, fillEpisode, waitForPreview } from '../support/e2e-episode-form.ts'
import { expect, test } from '../support/e2e-test.ts'
import { spanishArticle } from '../support/spanish-prose.ts'

let server: http.Server
let site: string
test.beforeAll(async () => {
	server = http.createServer((request, response) => {
		if (request.url !== '/blog/energia') return void response.writeHead(404).end()
		response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
		response.end(
			`<html><head><title>Energía geotérmica</title></head><body><nav>Menú</nav><article><h1>Energía geotérmica</h1>${spanishArticle(
				'la energía geotérmica',
			)
				.split('\n\n')
				.map((paragraph) => `<p>${paragraph}</p>`)
				.join('')}</article></body></html>`,
		)
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
test.afterAll(() => new Promise((resolve) => server.close(resolve)))

const create = (page: import('@playwright/test').Page) => page.getByRole('button', { name: 'Crear episodio' }).click()

test('pasted text becomes a script with both names; a line is edited and saved; an unknown speaker is refused', async ({
	page,
	signedIn,
	db,
}) => {
	await signedIn()
	await page.goto('/create')
	await fillEpisode(page)
	await create(page)
	const script = await waitForPreview(page)
	await expect(script).toHaveValue(/^## /)
	await expect(script).toHaveValue(/\nÁlvaro: /)
	await expect(script).toHaveValue(/\nLucía: /)
	const episode = await db.episode.findUnique({ where: { id: episodeIdOf(page) }, select: { progress: true, status: true } })
	expect(episode).toEqual({ progress: 50, status: 'preview' })

	const edited = (await script.inputValue()).replace(/\nLucía: [^\n]*/, '\nLucía: Esta frase la he escrito yo, con ñ y acentos.')
	await script.fill(edited)
	await page.getByRole('button', { name: 'Guardar guion' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Guion guardado' })).toBeVisible()
	await page.reload()
	await expect(page.getByLabel('Guion', { exact: true })).toHaveValue(/Lucía: Esta frase la he escrito yo, con ñ y acentos\./)

	await page.getByLabel('Guion', { exact: true }).fill(`${edited}\nPedro: ¿Y yo quién soy?`)
	await page.getByRole('button', { name: 'Guardar guion' }).click()
	await expect(page.getByText(/«Pedro» no es Álvaro ni Lucía/)).toBeVisible()
	await expect(page.getByLabel('Guion', { exact: true })).toHaveValue(/Pedro: ¿Y yo quién soy\?/)
})

test('a TXT and a DOCX upload become the script', async ({ page, signedIn }) => {
	await signedIn()
	await page.goto('/create')
	await fillEpisode(page, { content: null })
	await page.getByLabel('Documentos').setInputFiles([
		{ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from(spanishArticle('la huerta ecológica', 2), 'latin1') },
		{
			name: 'informe.docx',
			mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
			buffer: buildDocx(spanishArticle('la pesca sostenible', 2).split('\n\n')),
		},
	])
	await create(page)
	const script = await waitForPreview(page)
	await expect(script).toHaveValue(/huerta ecológica/)
	await expect(script).toHaveValue(/pesca sostenible/)
})

test('a web address becomes the script; one that cannot be read is named with the reason', async ({ page, signedIn }) => {
	await signedIn()
	await page.goto('/create')
	await fillEpisode(page, { content: null })
	await page.getByRole('textbox', { name: 'Dirección web 1' }).fill(`${site}/blog/energia`)
	await page.getByRole('textbox', { name: 'Dirección web 2' }).fill(`${site}/no-existe`)
	await create(page)
	const script = await waitForPreview(page)
	await expect(script).toHaveValue(/energía geotérmica/)
	await expect(page.getByText('Algunas fuentes no se pudieron leer')).toBeVisible()
	await expect(page.getByText(`${site}/no-existe`)).toBeVisible()
})

test('a renamed binary and a file over 10 MB are refused by name, and nothing typed is lost', async ({ page, signedIn }) => {
	await signedIn()
	await page.goto('/create')
	await fillEpisode(page)
	await page.getByLabel('Documentos').setInputFiles([
		{ name: 'foto.pdf', mimeType: 'application/pdf', buffer: PNG_BYTES },
		{ name: 'enorme.txt', mimeType: 'text/plain', buffer: Buffer.alloc(10_485_761, 'a') },
	])
	await create(page)
	await expect(page.getByText('Algunos documentos no se han añadido')).toBeVisible()
	await expect(page.getByText(/foto\.pdf.*Archivo no soportado/)).toBeVisible()
	if (test.info().project.name === 'no-js') await expect(page.getByText(/enorme\.txt.*Archivo muy grande/)).toBeVisible()
	await expect(page.getByLabel('Título del episodio')).toHaveValue('Trabajar mejor en equipo')
	await expect(page.getByLabel('Contenido principal')).toHaveValue(/comunicación interna/)
})

test('with JavaScript a file over 10 MB is refused before anything is sent', async ({ page, signedIn }) => {
	test.skip(test.info().project.name === 'no-js', 'without JavaScript the server refuses it (previous test)')
	await signedIn()
	await page.goto('/create')
	await page
		.getByLabel('Documentos')
		.setInputFiles({ name: 'enorme.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(10_485_761) })
	await expect(page.getByText(/enorme\.pdf.*Archivo muy grande.*10 MB/)).toBeVisible()
	await expect(page.getByRole('list', { name: 'Para subir' })).toHaveCount(0)
})

test('regenerate writes another version; approving it starts the audio', async ({ page, signedIn, db }) => {
	await signedIn()
	await page.goto('/create')
	await fillEpisode(page)
	await create(page)
	const first = await (await waitForPreview(page)).inputValue()
	await page.getByRole('button', { name: 'Regenerar guion' }).click()
	await expect(page.getByLabel('Guion', { exact: true })).not.toHaveValue(first, { timeout: 30_000 })
	await expect(page.getByRole('heading', { name: 'Vista previa del guion' })).toBeVisible()
	await page.getByRole('button', { name: 'Aprobar guion' }).click()
	await expect(
		page
			.getByRole('heading', { name: 'Estamos generando el audio' })
			.or(page.getByRole('heading', { name: '¡Tu episodio está listo!' })),
	).toBeVisible()
	const episode = await db.episode.findUnique({ where: { id: episodeIdOf(page) }, select: { step: true } })
	expect(['audio', 'complete']).toContain(episode!.step)
})

test('a failed generation returns to the input step with every value, no quota used, and can be retried', async ({
	page,
	signedIn,
	db,
}) => {
	const user = await signedIn({ plan: 'esencial' })
	await page.goto('/create')
	await fillEpisode(page, { content: 'Demasiado corto.' })
	await create(page)
	await expect(page.getByText(/Error al generar el episodio/).first()).toBeVisible({ timeout: 30_000 })
	await expect(page.getByLabel('Contenido principal')).toHaveValue('Demasiado corto.')
	await expect(page.getByLabel('Título del episodio')).toHaveValue('Trabajar mejor en equipo')
	const before = await db.user.findUniqueOrThrow({ where: { id: user.id } })
	expect(before.episodesUsedThisMonth).toBe(0)
	await page.getByLabel('Contenido principal').fill(spanishArticle())
	await page.getByRole('button', { name: 'Reintentar' }).click()
	await waitForPreview(page)
	const after = await db.user.findUniqueOrThrow({ where: { id: user.id } })
	expect(after.episodesUsedThisMonth).toBe(1)
})

test('with the autosave preference and JavaScript, edits save themselves and say so', async ({ page, signedIn }) => {
	test.skip(test.info().project.name === 'no-js', 'autosave needs JavaScript; without it the save button does the same')
	await signedIn()
	await page.goto('/create')
	await fillEpisode(page)
	await create(page)
	const script = await waitForPreview(page)
	await script.fill((await script.inputValue()).replace(/\nLucía: [^\n]*/, '\nLucía: Guardado sin pulsar ningún botón.'))
	await expect(page.getByText('Guardado automáticamente')).toBeVisible()
	await page.reload()
	await expect(page.getByLabel('Guion', { exact: true })).toHaveValue(/Lucía: Guardado sin pulsar ningún botón\./)
})

test("another user's episode is not found, on its page and on its status", async ({ page, signedIn, createUser, db }) => {
	const other = await createUser()
	const episode = await db.episode.create({ data: { userId: other.id, title: 'Ajeno' } })
	await signedIn()
	const response = await page.goto(`/create/${episode.id}`)
	expect(response?.status()).toBe(404)
	await expect(page.getByText('Ajeno')).toHaveCount(0)
	expect((await page.request.get(`/resources/episodes/${episode.id}/status`)).status()).toBe(404)
})
