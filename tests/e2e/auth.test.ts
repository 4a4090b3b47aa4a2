import { expect, test } from '../support/e2e-test.ts'
import { loginThroughForm as login, newEmail, PASSWORD, signUpForPlan } from '../support/e2e-users.ts'

test('register without a plan lands on the dashboard of a new trial account', async ({ page, db }) => {
	const email = newEmail()
	await page.goto('/register')
	await page.getByLabel('Nombre (opcional)').fill('Marta')
	await page.getByLabel('Email', { exact: true }).fill(email)
	await page.getByLabel('Contraseña').fill(PASSWORD)
	await page.getByLabel('Código de beta tester (opcional)').fill('  BETA-2025  ')
	await page.getByRole('button', { name: 'Crear cuenta' }).click()
	await expect(page).toHaveURL(/\/dashboard$/)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Hola, Marta!')
	await expect(page.getByTestId('plan-badge').first()).toHaveText('Plan Prueba')
	const user = await db.user.findUniqueOrThrow({ where: { email }, select: { password: true, marketingSource: true } })
	expect(user.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
	expect(user.marketingSource).toBe('beta:BETA-2025')
})

test("register with a plan: names required, then straight on to that plan's checkout (the e2e server's sandbox)", async ({
	page,
}) => {
	await page.goto('/register?plan=creadores')
	await expect(page.getByText('Plan Creadores', { exact: true })).toBeVisible()
	await signUpForPlan(page, newEmail(), 'Creadores')
	await expect(page).toHaveURL(/\/billing\/sandbox\/cs_sandbox_/)
	await expect(page.getByText('Modo de prueba — no se cobra nada')).toBeVisible()
	await expect(page.getByText(/recibe el Plan Creadores \(19 €\/mes\)/)).toBeVisible()
})

test('validation messages, and a taken e-mail keeps what was typed', async ({ page, createUser }) => {
	const { email } = await createUser()
	await page.goto('/register')
	await page.getByLabel('Email', { exact: true }).fill('no-es-un-email@')
	await page.getByLabel('Contraseña').fill('123')
	await page.getByRole('button', { name: 'Crear cuenta' }).click()
	await expect(page.getByText('Email inválido')).toBeVisible()
	await expect(page.getByText('Mínimo 6 caracteres', { exact: true })).toBeVisible()

	await page.getByLabel('Nombre (opcional)').fill('Ana')
	await page.getByLabel('Email', { exact: true }).fill(email)
	await page.getByLabel('Contraseña').fill(PASSWORD)
	await page.getByRole('button', { name: 'Crear cuenta' }).click()
	await expect(page.getByText('Ya existe una cuenta con este email.')).toBeVisible()
	await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email)
	await expect(page.getByLabel('Nombre (opcional)')).toHaveValue('Ana')
})

test('login, wrong password and unknown e-mail get the same answer', async ({ page, createUser }) => {
	const { email } = await createUser({ firstName: 'Lucía' })
	await login(page, email, 'contraseña-mala')
	await expect(page.getByText('Email o contraseña incorrectos.')).toBeVisible()
	await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email)
	await login(page, newEmail(), 'contraseña-mala')
	await expect(page.getByText('Email o contraseña incorrectos.')).toBeVisible()
	await login(page, email)
	await expect(page).toHaveURL(/\/dashboard$/)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Hola, Lucía!')
})

test('signed-out visitors go to /login and come back; signed in, / is the dashboard', async ({ page, createUser }) => {
	const { email } = await createUser()
	await page.goto('/dashboard')
	await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/)
	await page.getByLabel('Email', { exact: true }).fill(email)
	await page.getByLabel('Contraseña').fill(PASSWORD)
	await page.getByRole('button', { name: 'Iniciar sesión' }).click()
	await expect(page).toHaveURL(/\/dashboard$/)
	await page.goto('/')
	await expect(page).toHaveURL(/\/dashboard$/)
	await page.goto('/login')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Iniciar sesión')
})

test('logout ends the session: the old cookie no longer opens the app', async ({ page, context, signedIn }) => {
	await signedIn()
	await page.goto('/dashboard')
	const oldCookies = await context.cookies()
	await page.getByRole('button', { name: 'Cerrar sesión' }).first().click()
	await expect(page).toHaveURL(/\/$/)
	await context.addCookies(oldCookies)
	await page.goto('/dashboard')
	await expect(page).toHaveURL(/\/login/)
})

test('a new sign-in gets a new session id', async ({ page, context, createUser }) => {
	const { email } = await createUser()
	await login(page, email)
	await expect(page).toHaveURL(/\/dashboard$/)
	const first = (await context.cookies()).find((cookie) => cookie.name === 'ondacast_session')?.value
	await login(page, email)
	await expect(page).toHaveURL(/\/dashboard$/)
	const second = (await context.cookies()).find((cookie) => cookie.name === 'ondacast_session')?.value
	expect(second).toBeTruthy()
	expect(second).not.toBe(first)
})
