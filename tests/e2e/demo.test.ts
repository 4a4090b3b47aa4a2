import { receivedMail } from '../support/e2e-outbox.ts'
import { expect, test } from '../support/e2e-test.ts'
import { newEmail } from '../support/e2e-users.ts'

test('demo access creates a demo account and lands on /demo; coming back from another browser needs the e-mailed link', async ({
	page,
	context,
	db,
}) => {
	const email = newEmail()
	await page.goto('/demo/acceso')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accede a la demo')
	await expect(page.getByRole('link', { name: 'términos y condiciones' })).toHaveAttribute('target', '_blank')
	await page.getByLabel('Email', { exact: true }).fill(email)
	await page.getByRole('checkbox').check()
	await page.getByRole('button', { name: 'Acceder a demo' }).click()
	await expect(page).toHaveURL(/\/demo$/)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu demo')
	await expect(page.getByText('Un episodio de hasta 2 minutos')).toBeVisible()
	const users = await db.user.findMany({
		where: { email },
		select: { isDemoUser: true, planId: true, demoExpiresAt: true },
	})
	expect(users).toHaveLength(1)
	expect(users[0]).toMatchObject({ isDemoUser: true, planId: 'demo' })
	expect(users[0]!.demoExpiresAt!.getTime()).toBeGreaterThan(Date.now())

	await page.goto('/dashboard')
	await expect(page).toHaveURL(/\/demo$/)
	await context.clearCookies()
	await page.goto('/demo')
	await expect(page).toHaveURL(/\/demo\/acceso$/)
	await page.getByLabel('Email', { exact: true }).fill(email)
	await page.getByRole('checkbox').check()
	await page.getByRole('button', { name: 'Acceder a demo' }).click()
	// whoever types the e-mail does not get the demo: its owner gets a link by e-mail
	await expect(page.getByText('Revisa tu correo')).toBeVisible()
	await expect(page).toHaveURL(/\/demo\/acceso$/)
	await page.goto('/demo')
	await expect(page).toHaveURL(/\/demo\/acceso$/)
	const mail = await receivedMail(email, /\/demo\//)
	const link = new URL(/https?:\/\/\S+\/demo\/entrar\?token=[\w-]+/.exec(mail.text ?? '')![0])
	await page.goto(link.pathname + link.search)
	await page.getByRole('button', { name: 'Entrar en mi demo' }).click()
	await expect(page).toHaveURL(/\/demo$/)
	expect(await db.user.count({ where: { email } })).toBe(1)
	await page.goBack()
	await page.reload()
	await expect(page.getByText('Este enlace no es válido, ya se usó o ha caducado.', { exact: false })).toBeVisible()
})

test("with JavaScript 'Acceder a demo' waits for the e-mail and the terms", async ({ page }, testInfo) => {
	// Skipped without JavaScript: the waiting button is the JS island's; without it the required fields and the server's schema refuse.
	test.skip(testInfo.project.name === 'no-js', 'without JavaScript the browser and the server validate instead')
	await page.goto('/demo/acceso')
	const submit = page.getByRole('button', { name: 'Acceder a demo' })
	await expect(submit).toBeDisabled()
	await page.getByLabel('Email', { exact: true }).fill(newEmail())
	await expect(submit).toBeDisabled()
	await page.getByRole('checkbox').check()
	await expect(submit).toBeEnabled()
})

test('an e-mail of a regular account is not turned into a demo', async ({ page, createUser }) => {
	const { email } = await createUser()
	await page.goto('/demo/acceso')
	await page.getByLabel('Email', { exact: true }).fill(email)
	await page.getByRole('checkbox').check()
	await page.getByRole('button', { name: 'Acceder a demo' }).click()
	await expect(page.getByText('Ya existe una cuenta con este email. Inicia sesión para continuar.')).toBeVisible()
	await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email)
})

test('/terminos is the terms page', async ({ page }) => {
	await page.goto('/terminos')
	await expect(page).toHaveURL(/\/terms$/)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Términos y Condiciones')
})
