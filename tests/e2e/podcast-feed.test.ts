import { request as playwrightRequest } from '@playwright/test'
import { seedEpisode } from '../support/e2e-episodes.ts'
import { expect, test } from '../support/e2e-test.ts'

/**
 * The whole way to a listener (issue 26): a show made on its page, an episode of it published from the library, and
 * the feed fetched by a podcast app — no session, the token in the address is the key — with its enclosure
 * downloaded in parts, as players do.
 */
test('a show, an episode published in it, and its feed and MP3 fetched by an anonymous client with Range', async ({
	page,
	signedIn,
	db,
	baseURL,
}) => {
	const user = await signedIn({ plan: 'esencial' })
	await page.goto('/podcasts/new')
	await page.getByLabel('Nombre', { exact: true }).fill('Ondas & Café')
	await page.getByLabel('Categoría de Apple Podcasts').selectOption({ label: 'Arte › Gastronomía' })
	await page.getByRole('button', { name: 'Crear pódcast' }).click()
	await expect(page.getByRole('heading', { name: 'Ondas & Café', level: 1 })).toBeVisible()
	const feedUrl = await page.getByLabel('Dirección del feed (RSS)').inputValue()

	const id = await seedEpisode(user.id, { title: 'Café de especialidad', script: 'Hoy hablamos de café.' })
	// as the audio job leaves it: the YouTube description the feed's description is proposed from
	await db.episode.update({
		where: { id },
		data: { description: 'Café de especialidad | Ondas & Café\n\nDel grano a la taza.\n\nCapítulos:\n0:00 Introducción' },
	})
	await page.goto(`/library/${id}/publish`)
	await page.getByLabel('Pódcast', { exact: true }).selectOption({ label: 'Ondas & Café' })
	await page.getByRole('button', { name: 'Publicar en el feed' }).click()
	await expect(page.getByText(/^Publicado en el feed de «Ondas & Café» desde el /)).toBeVisible()

	// a podcast app: no cookies, no session
	const app = await playwrightRequest.newContext({ baseURL })
	try {
		const feed = await app.get(feedUrl)
		expect(feed.status()).toBe(200)
		expect(feed.headers()['content-type']).toBe('application/rss+xml; charset=utf-8')
		const xml = await feed.text()
		expect(xml).toContain('<title>Ondas &amp; Café</title>')
		expect(xml).toContain('<title>Café de especialidad</title>')
		const enclosure = /<enclosure url="([^"]+)" length="(\d+)" type="audio\/mpeg"\/>/.exec(xml)
		expect(enclosure).not.toBeNull()
		const [, mp3Url, length] = enclosure!
		const stored = await db.episode.findUniqueOrThrow({ where: { id }, select: { feedGuid: true } })
		expect(mp3Url).toContain(`/${stored.feedGuid}.mp3`)

		const first = await app.get(mp3Url!, { headers: { Range: 'bytes=0-99' } })
		expect(first.status()).toBe(206)
		expect(first.headers()['content-range']).toBe(`bytes 0-99/${length}`)
		expect((await first.body()).length).toBe(100)
		const rest = await app.get(mp3Url!, { headers: { Range: 'bytes=100-' } })
		expect(rest.status()).toBe(206)
		expect((await rest.body()).length).toBe(Number(length) - 100)
		// one listener's download, counted once however many parts it came in
		await expect.poll(() => db.episodeDownload.count({ where: { episodeId: id, file: 'feed-mp3' } })).toBe(1)

		// the same address with a wrong token is nothing at all
		expect((await app.get(feedUrl.replace(/\/feeds\/[^/]+\.xml$/, '/feeds/no-es-el-token.xml'))).status()).toBe(404)
	} finally {
		await app.dispose()
	}
})
