import sharp from 'sharp'
import { expect, test } from '../support/e2e-test.ts'
import { loginThroughForm, newEmail, PASSWORD } from '../support/e2e-users.ts'

test('on a 390 px phone every settings tab is on screen, and the chosen one is marked', async ({ page, signedIn }) => {
	await page.setViewportSize({ width: 390, height: 844 })
	await signedIn({ plan: 'creadores' })
	await page.goto('/settings?tab=youtube')
	const tabs = page.getByRole('navigation', { name: 'Secciones de configuración' }).getByRole('link')
	await expect(tabs).toHaveCount(7)
	for (const tab of await tabs.all()) await expect(tab).toBeInViewport()
	await expect(page.getByRole('link', { name: 'YouTube' })).toHaveAttribute('aria-current', 'page')
})

test('Cuenta: name, e-mail and company are saved and shown again', async ({ page, signedIn }) => {
	await signedIn()
	await page.goto('/settings')
	await expect(page.getByRole('link', { name: 'Cuenta' })).toHaveAttribute('aria-current', 'page')
	const email = newEmail()
	await page.getByLabel('Nombre', { exact: true }).fill('Irene')
	await page.getByLabel('Apellido').fill('Núñez')
	await page.getByLabel('Email', { exact: true }).fill(email)
	await page.getByLabel('Empresa (opcional)').fill('Ondas & Co')
	await page.getByRole('button', { name: 'Guardar cambios' }).click()
	await expect(page.getByRole('status')).toContainText('Cambios guardados')
	await page.reload()
	await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('Irene')
	await expect(page.getByLabel('Apellido')).toHaveValue('Núñez')
	await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email)
	await expect(page.getByLabel('Empresa (opcional)')).toHaveValue('Ondas & Co')
})

test("Cuenta: another account's e-mail is refused and nothing typed is lost", async ({ page, signedIn, createUser }) => {
	const other = await createUser()
	await signedIn()
	await page.goto('/settings?tab=cuenta')
	await page.getByLabel('Nombre', { exact: true }).fill('Pablo')
	await page.getByLabel('Email', { exact: true }).fill(other.email)
	await page.getByRole('button', { name: 'Guardar cambios' }).click()
	await expect(page.getByText('Ese email ya pertenece a otra cuenta.')).toBeVisible()
	await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('Pablo')
	await expect(page.getByLabel('Email', { exact: true })).toHaveValue(other.email)
})

test('Preferencias and Notificaciones are saved and shown again', async ({ page, signedIn }) => {
	await signedIn()
	await page.goto('/settings?tab=preferencias')
	await page.getByLabel('Voz del presentador por defecto').selectOption('local-419-presentadora')
	await page.getByLabel('Voz del invitado por defecto').selectOption('local-419-invitado')
	await page.getByLabel('Idioma por defecto').selectOption('latino')
	// the zones most users live in come first, by name
	const timeZone = page.getByLabel(/^Zona horaria/)
	await expect(timeZone.locator('option').first()).toHaveText('España (península y Baleares)')
	await timeZone.selectOption({ label: 'España (Canarias)' })
	await page.getByRole('switch', { name: /Guardar guiones automáticamente/ }).uncheck()
	await page.getByRole('button', { name: 'Guardar cambios' }).click()
	await expect(page.getByRole('status')).toContainText('Cambios guardados')
	await page.reload()
	await expect(page.getByLabel('Voz del presentador por defecto')).toHaveValue('local-419-presentadora')
	await expect(page.getByLabel('Voz del invitado por defecto')).toHaveValue('local-419-invitado')
	await expect(page.getByLabel('Idioma por defecto')).toHaveValue('latino')
	await expect(timeZone).toHaveValue('Atlantic/Canary')
	await expect(page.getByRole('switch', { name: /Guardar guiones automáticamente/ })).not.toBeChecked()

	await page.getByRole('link', { name: 'Notificaciones' }).click()
	await page.getByRole('switch', { name: /Notificaciones por email/ }).uncheck()
	await page.getByRole('switch', { name: /Informe semanal/ }).check()
	await page.getByRole('button', { name: 'Guardar cambios' }).click()
	await expect(page.getByRole('status')).toContainText('Cambios guardados')
	await page.reload()
	await expect(page.getByRole('switch', { name: /Notificaciones por email/ })).not.toBeChecked()
	await expect(page.getByRole('switch', { name: /Episodio completado/ })).toBeChecked()
	await expect(page.getByRole('switch', { name: /Informe semanal/ })).toBeChecked()
})

test('Plan: current plan with usage, and the agency waiting list; YouTube: not connected yet', async ({ page, signedIn, db }) => {
	await signedIn({ plan: 'esencial', used: 1 })
	await page.goto('/settings?tab=plan')
	const main = page.getByRole('main')
	await expect(main.getByRole('heading', { name: 'Plan Esencial' })).toBeVisible()
	await expect(main.getByTestId('usage-count')).toHaveText('1/2')
	const agencyEmail = newEmail('agencia.es')
	await main.getByLabel('Nombre de la agencia').fill('Agencia Sonora')
	await main.getByLabel('Email de contacto').fill(agencyEmail)
	await main.getByRole('button', { name: 'Unirme a la lista de espera' }).click()
	await expect(page.getByRole('status')).toContainText('te hemos agregado a la lista de espera prioritaria')
	expect(await db.agencyWaitingListEntry.findMany({ where: { email: agencyEmail }, select: { companyName: true } })).toEqual([
		{ companyName: 'Agencia Sonora' },
	])

	await page.getByRole('link', { name: 'YouTube' }).click()
	await expect(main.getByText('Los vídeos se suben como privados por defecto.')).toBeVisible()
	// the e2e server has Google's (fake) credentials: connecting is offered (tests/e2e/youtube.test.ts goes through it)
	await expect(main.getByRole('button', { name: 'Conectar YouTube' })).toBeEnabled()
})

test('avatar: an image is resized and shown; a renamed file or a big one is refused with a clear message', async ({
	page,
	signedIn,
}) => {
	await signedIn()
	await page.goto('/settings')
	const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#6d28d9' } })
		.png()
		.toBuffer()
	await page.locator('input[name="avatar"]').setInputFiles({ name: 'yo.png', mimeType: 'image/png', buffer: png })
	await page.getByRole('button', { name: 'Subir foto' }).click()
	await expect(page.getByRole('status')).toContainText('Foto de perfil actualizada')
	const avatar = page.getByRole('img', { name: 'Tu foto de perfil' })
	await expect(avatar).toBeVisible()
	const response = await page.request.get((await avatar.getAttribute('src'))!)
	const metadata = await sharp(await response.body()).metadata()
	expect({ width: metadata.width, height: metadata.height }).toEqual({ width: 256, height: 256 })

	await page
		.locator('input[name="avatar"]')
		.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from('%PDF-1.7 esto no es una imagen') })
	await page.getByRole('button', { name: 'Subir foto' }).click()
	await expect(page.getByRole('alert').filter({ hasText: 'Formato no válido' })).toContainText(
		'Solo se permiten archivos de imagen',
	)

	const big = Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024)])
	await page.locator('input[name="avatar"]').setInputFiles({ name: 'grande.png', mimeType: 'image/png', buffer: big })
	await page.getByRole('button', { name: 'Subir foto' }).click()
	await expect(page.getByRole('alert').filter({ hasText: 'Archivo demasiado grande' })).toContainText(
		'El archivo debe ser menor a 5MB',
	)
})

test('deleting the account needs its e-mail typed, then signs out and removes everything', async ({ page, signedIn, db }) => {
	const user = await signedIn()
	await page.goto('/settings')
	const danger = page.getByRole('region', { name: 'Zona de peligro' })
	await danger.getByRole('textbox').fill('otro@ejemplo.es')
	await danger.getByRole('button', { name: 'Eliminar mi cuenta' }).click()
	await expect(page.getByText('Escribe exactamente el email de tu cuenta para confirmar.')).toBeVisible()
	await page.getByRole('region', { name: 'Zona de peligro' }).getByRole('textbox').fill(user.email)
	await page.getByRole('region', { name: 'Zona de peligro' }).getByRole('button', { name: 'Eliminar mi cuenta' }).click()
	await expect(page).toHaveURL(/\/$/)
	await expect(page.getByRole('status')).toContainText('Tu cuenta se ha eliminado')
	expect(await db.user.count({ where: { id: user.id } })).toBe(0)
	expect(await db.session.count({ where: { sess: { path: ['userId'], equals: user.id } } })).toBe(0)
	await loginThroughForm(page, user.email, PASSWORD)
	await expect(page.getByText('Email o contraseña incorrectos.')).toBeVisible()
})
