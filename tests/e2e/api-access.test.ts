import AxeBuilder from '@axe-core/playwright'
import { MAX_API_TOKENS } from '#app/modules/api/api-tokens.server.ts'
import { expect, test } from '../support/e2e-test.ts'

const NOTICE = 'Cópialo ahora: no volverás a verlo.'

test('Acceso a la API: a token is shown once, works, is listed with its use, and stops working once revoked', async ({
	page,
	context,
	signedIn,
	baseURL,
}) => {
	const withJavaScript = test.info().project.name === 'js'
	const user = await signedIn()
	const me = (token: string) => page.request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } })
	await page.goto('/settings')
	await page.getByRole('link', { name: 'Acceso a la API' }).click()
	await expect(page.getByRole('link', { name: 'Acceso a la API' })).toHaveAttribute('aria-current', 'page')
	const main = page.getByRole('main')
	await expect(main.getByText('Todavía no tienes ningún token.')).toBeVisible()
	await expect(main.getByRole('link', { name: 'documentación de la API' })).toHaveAttribute('href', '/api/docs')
	await expect(main.getByText(`curl -H "Authorization: Bearer <token>" ${baseURL}/api/auth/me`)).toBeVisible()

	await main.getByLabel('Nombre').fill('Zapier')
	const posted = page.waitForResponse((response) => response.request().method() === 'POST')
	await main.getByRole('button', { name: 'Crear token' }).click()
	await expect(main.getByText(NOTICE)).toBeVisible()
	// the answer that carries the token (the page, or its data with JavaScript) is kept by no cache
	expect((await posted).headers()['cache-control']).toBe('no-store')
	const token = await main.getByLabel('Tu nuevo token').inputValue()
	expect(token).toMatch(/^onda_[\w-]{43}$/)
	const listed = main.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Zapier' }) })
	await expect(listed).toContainText('Nunca usado')
	// the form is ready for the next one
	await expect(main.getByLabel('Nombre')).toHaveValue('')
	if (withJavaScript) {
		await context.grantPermissions(['clipboard-read', 'clipboard-write'])
		await main.getByRole('button', { name: 'Copiar' }).click()
		await expect(main.getByRole('button', { name: 'Copiado' })).toBeVisible()
		expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token)
		const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
		expect(results.violations.map((violation) => violation.id)).toEqual([])
	} else {
		await expect(main.getByRole('button', { name: 'Copiar' })).toHaveCount(0)
	}

	const answer = await me(token)
	expect(answer.status()).toBe(200)
	expect((await answer.json()).user.email).toBe(user.email)

	// opened again, not reloaded: without JavaScript that page is the answer to a POST, which a reload would send again
	await page.goto('/settings?tab=api')
	await expect(listed).toBeVisible()
	await expect(main.getByText(NOTICE)).toHaveCount(0)
	await expect(main.getByLabel('Tu nuevo token')).toHaveCount(0)
	expect(await page.content()).not.toContain(token)
	// used just now: a date instead of 'Nunca usado'
	await expect(listed).not.toContainText('Nunca usado')
	await expect(listed).toContainText(/Último uso:\s*\d{1,2} de \p{L}+ de \d{4}/u)

	await listed.getByRole('button', { name: 'Revocar el token «Zapier»' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Token revocado' })).toBeVisible()
	await expect(listed).toHaveCount(0)
	await expect(main.getByText('Todavía no tienes ningún token.')).toBeVisible()
	expect((await me(token)).status()).toBe(401)
})

test('Acceso a la API: at the limit the form says why no token was made', async ({ page, signedIn, db }) => {
	const user = await signedIn()
	const expiresAt = new Date(Date.now() + 24 * 60 * 60 * 1000)
	await db.apiToken.createMany({
		data: Array.from({ length: MAX_API_TOKENS }, (_, made) => ({
			userId: user.id,
			name: `Script ${made}`,
			tokenHash: `${user.id}-${made}`,
			expiresAt,
		})),
	})
	await page.goto('/settings?tab=api')
	const main = page.getByRole('main')
	await main.getByLabel('Nombre').fill('Zapier')
	await main.getByRole('button', { name: 'Crear token' }).click()
	await expect(main.getByRole('alert')).toHaveText(
		'Tienes demasiados tokens de API: revoca alguno en Configuración antes de crear otro.',
	)
	await expect(main.getByText(NOTICE)).toHaveCount(0)
	await expect(main.getByLabel('Nombre')).toHaveValue('Zapier')
	expect(await db.apiToken.count({ where: { userId: user.id } })).toBe(MAX_API_TOKENS)
})

test('Acceso a la API: a webhook is added with its secret shown once, lists its deliveries and is deleted', async ({
	page,
	signedIn,
	db,
}) => {
	const user = await signedIn()
	await page.goto('/settings?tab=api')
	const main = page.getByRole('main')
	await expect(main.getByText('Todavía no tienes ningún webhook.')).toBeVisible()

	const address = main.getByLabel('Dirección (URL)')
	await address.fill('http://93.184.215.14/ondacast')
	await main.getByRole('button', { name: 'Añadir webhook' }).click()
	await expect(main.getByRole('alert')).toHaveText('Solo se admiten direcciones https:// (en el puerto 443).')

	await address.fill('https://93.184.215.14/ondacast')
	await main.getByRole('button', { name: 'Añadir webhook' }).click()
	await expect(main.getByText('Guarda ahora su secreto de firma: no volverás a verlo.', { exact: false })).toBeVisible()
	const secret = await main.getByLabel('Secreto de firma').inputValue()
	expect(secret).toMatch(/^whsec_[\w-]{43}$/)
	const listed = main.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'https://93.184.215.14/ondacast' }) })
	await expect(listed).toContainText('Todavía no se ha enviado ningún evento.')

	// an event its receiver refused twice, still being retried
	const webhook = await db.webhook.findFirstOrThrow({ where: { userId: user.id } })
	await db.webhookDelivery.create({
		data: {
			webhookId: webhook.id,
			eventId: crypto.randomUUID(),
			event: 'episode.completed',
			episodeId: crypto.randomUUID(),
			body: '{}',
			attempts: 2,
			lastStatus: 500,
			lastErrorCode: 'WEBHOOK_HTTP_ERROR',
		},
	})
	await page.goto('/settings?tab=api')
	const row = listed.getByRole('row').filter({ hasText: 'episode.completed' })
	await expect(row).toContainText('Reintentando')
	await expect(row).toContainText('El servidor respondió con un error (HTTP 500).')
	await expect(row.getByRole('cell').nth(2)).toHaveText('2')
	expect(await page.content()).not.toContain(secret)
	if (test.info().project.name === 'js') {
		const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
		expect(results.violations.map((violation) => violation.id)).toEqual([])
	}

	await listed.getByRole('button', { name: 'Borrar el webhook https://93.184.215.14/ondacast' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Webhook borrado' })).toBeVisible()
	await expect(main.getByText('Todavía no tienes ningún webhook.')).toBeVisible()
	expect(await db.webhookDelivery.count({ where: { webhookId: webhook.id } })).toBe(0)
})
