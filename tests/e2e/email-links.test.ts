import sharp from 'sharp'
import { putFile } from '#app/integrations/storage/storage.server.ts'
import { coverFailed, coverMade } from '#app/modules/episodes/episode-lifecycle.server.ts'
import { getBoss } from '#app/utils/queue.server.ts'
import { receivedMail } from '#tests/support/e2e-outbox.ts'
import { expect, test } from '#tests/support/e2e-test.ts'
import { PASSWORD } from '#tests/support/e2e-users.ts'
import { newEpisode } from '#tests/support/new-episode.ts'

test.afterAll(async () => {
	// the episode transition below queued its mail through this process's pg-boss: close it
	await getBoss()
		.boss.stop({ graceful: false, close: true })
		.catch(() => {})
})

/**
 * A complete episode whose cover settles now (the app's own transition, in this process): the server's worker sends
 * the episode-ready mail to its outbox; the mail as the user gets it.
 */
async function episodeReadyMail(
	db: import('#app/generated/prisma/client.ts').PrismaClient,
	user: { id: string; email: string },
	{ cover = false } = {},
) {
	const episode = await db.episode.create({
		data: newEpisode(user.id, {
			title: `Episodio por correo ${crypto.randomUUID().slice(0, 8)}`,
			duration: 305,
			coverStatus: 'processing',
		}),
	})
	if (cover) {
		await putFile(
			`episodes/${episode.id}/cover.png`,
			await sharp({ create: { width: 64, height: 64, channels: 3, background: '#4f46e5' } })
				.png()
				.toBuffer(),
		)
		await coverMade(episode.id, `/media/episodes/${episode.id}/cover.png?v=1`)
	} else {
		await coverFailed(episode.id)
	}
	const mail = await receivedMail(user.email)
	return { episode, mail }
}

test('the episode-ready mail’s link, opened signed out: sign in, land on the episode', async ({ page, createUser, db }) => {
	const user = await createUser()
	const { episode, mail } = await episodeReadyMail(db, user)
	expect(mail.subject).toBe(`Tu episodio «${episode.title}» está listo`)
	const link = /(http\S+\/library\/[0-9a-f-]{36})\n/.exec(mail.text ?? '')?.[1]
	expect(link).toMatch(new RegExp(`/library/${episode.id}$`))

	await page.goto(link!)
	await expect(page).toHaveURL(new RegExp(`/login\\?redirectTo=${encodeURIComponent(`/library/${episode.id}`)}$`))
	await page.getByLabel('Email', { exact: true }).fill(user.email)
	await page.getByLabel('Contraseña').fill(PASSWORD)
	await page.getByRole('button', { name: 'Iniciar sesión' }).click()
	await expect(page).toHaveURL(new RegExp(`/create/${episode.id}$`))
	await expect(page.getByText(episode.title).first()).toBeVisible()

	// the episode deleted later: the same link says so plainly
	await db.episode.delete({ where: { id: episode.id } })
	await page.goto(link!)
	await expect(page.getByRole('heading', { name: 'Este episodio ya no existe' })).toBeVisible()
	await expect(page.getByRole('link', { name: 'Ir a mi biblioteca' })).toBeVisible()
})

test('unsubscribe from the mail: the page signed out, the RFC 8058 one-click POST; a forged token refused', async ({
	page,
	createUser,
	db,
	request,
}) => {
	const user = await createUser()
	const { mail } = await episodeReadyMail(db, user, { cover: true })

	// every link of the mail resolves, signed out: the cover image (signed address) loads, the rest answer or go to
	// the sign-in page
	const hrefs = [...(mail.html as string).matchAll(/(?:href|src)="([^"]+)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'))
	expect(hrefs.some((href) => href.includes('/email/cover/'))).toBe(true)
	for (const href of hrefs) {
		const response = await request.get(href, { maxRedirects: 0 })
		expect([200, 302], href).toContain(response.status())
		if (href.includes('/email/cover/')) expect(response.headers()['content-type']).toBe('image/png')
		if (response.status() === 302) expect(response.headers().location, href).toMatch(/^\/login\?redirectTo=/)
	}

	const list = mail.headers.get('list') as unknown as { unsubscribe: { url: string }; 'unsubscribe-post': { name: string } }
	expect(list['unsubscribe-post'].name).toBe('List-Unsubscribe=One-Click')
	const url = list.unsubscribe.url

	// a forged token: refused with a friendly page and by the one-click POST, nothing changes
	const forged = url.replace(/token=([^.]+)\.[^&]+/, 'token=$1.firma-falsa')
	const refused = await request.post(forged, { form: { 'List-Unsubscribe': 'One-Click' } })
	expect(refused.status()).toBe(400)
	await page.goto(forged)
	await expect(page.getByRole('heading', { name: 'Este enlace no es válido' })).toBeVisible()
	expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).notifyEpisodeComplete).toBe(true)

	// the page opens signed out and confirms the mail's switch, with or without JavaScript
	await page.goto(url)
	await expect(page.getByRole('heading', { name: 'Tus avisos por e-mail' })).toBeVisible()
	await expect(page.getByRole('switch', { name: /Episodio completado/ })).toBeChecked()
	await page.getByRole('button', { name: 'Darme de baja de «Episodio completado»' }).click()
	await expect(page.getByText('Hecho: ya no recibirás «Episodio completado».')).toBeVisible()
	await expect(page.getByRole('switch', { name: /Episodio completado/ })).not.toBeChecked()

	// as a mail provider posts it (no Origin, no cookies): the switch goes off
	await db.user.update({ where: { id: user.id }, data: { notifyEpisodeComplete: true, unsubscribedAt: null } })
	const oneClick = await request.post(url, { form: { 'List-Unsubscribe': 'One-Click' } })
	expect(oneClick.status()).toBe(200)
	const after = await db.user.findUniqueOrThrow({ where: { id: user.id } })
	expect(after.notifyEpisodeComplete).toBe(false)
	expect(after.unsubscribedAt).not.toBeNull()
})

test('the mail’s HTML fits a 390 px phone and a 600 px mail pane: no sideways scroll, heading, cover and button inside', async ({
	page,
	createUser,
	db,
}) => {
	const user = await createUser()
	const { episode, mail } = await episodeReadyMail(db, user, { cover: true })
	for (const width of [390, 600]) {
		await page.setViewportSize({ width, height: 900 })
		await page.setContent(mail.html as string)
		const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
		expect(scrollWidth, `${width} px`).toBeLessThanOrEqual(width)
		const button = page.getByRole('link', { name: 'Escuchar el episodio' })
		await expect(button).toBeVisible()
		const box = (await button.boundingBox())!
		expect(box.x).toBeGreaterThanOrEqual(0)
		expect(box.x + box.width).toBeLessThanOrEqual(width)
		expect(box.height).toBeGreaterThanOrEqual(40) // a tap target
		// the preheader is in the mail but not on screen
		await expect(page.getByText('Ya puedes escucharlo y descargarlo', { exact: false })).toBeHidden()
		await expect(page.getByRole('heading', { name: '¡Tu episodio está listo!' })).toBeVisible()
		const cover = page.getByRole('img', { name: `Portada del episodio «${episode.title}»` })
		await expect(cover).toBeVisible()
		expect((await cover.boundingBox())!.width).toBeLessThanOrEqual(width)
	}
})
