import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { expect, test } from '../support/e2e-test.ts'
import { newEmail, PASSWORD, signUpForPlan } from '../support/e2e-users.ts'

/** With JavaScript the links become dialog openers once the page has hydrated; a click before that follows the link. */
async function gotoEnhancedLanding(page: import('@playwright/test').Page) {
	await page.goto('/')
	await expect(page.locator('a[aria-haspopup="dialog"]').first()).toBeAttached()
}

/** Whether the focused element is inside an open <dialog>. */
function focusInsideDialog(page: Page) {
	return page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')))
}

/** The hero, the Demo card and the closing call to action all offer 'Probar Demo'. */
function demoButtons(page: Page) {
	return [
		page.getByRole('link', { name: 'Probar Demo' }).first(),
		page.locator('[data-plan="demo"]').getByRole('link', { name: 'Probar Demo' }),
		page.getByRole('region', { name: 'Tu primer episodio, en minutos' }).getByRole('link', { name: 'Probar Demo' }),
	]
}

/** Holds the requests to `path` back until `release` is called. */
async function holdRequests(page: Page, path: RegExp) {
	let release: () => void = () => {}
	const held = new Promise<void>((resolve) => {
		release = resolve
	})
	await page.route(path, async (route) => {
		await held
		await route.continue()
	})
	return () => release()
}

test.describe('demo dialog', () => {
	test("'Probar Demo' opens an accessible dialog: title, focus inside, Escape and the close button close it", async ({
		page,
	}, testInfo) => {
		test.skip(testInfo.project.name === 'no-js', 'the dialog needs JavaScript; without it the link leads to /demo/acceso')
		await gotoEnhancedLanding(page)
		for (const button of demoButtons(page)) {
			await expect(button).toHaveAttribute('href', '/demo/acceso')
			await button.click()
			const dialog = page.getByRole('dialog', { name: 'Accede a la demo' })
			await expect(dialog).toBeVisible()
			await expect(dialog.getByRole('heading', { name: 'Accede a la demo' })).toBeVisible()
			await expect(page).toHaveURL(/\/$/)
			await expect(dialog.getByLabel('Email', { exact: true })).toBeFocused()
			expect(await focusInsideDialog(page)).toBe(true)
			await page.keyboard.press('Escape')
			await expect(dialog).toBeHidden()
			await expect(button).toBeFocused()
		}
		await demoButtons(page)[0]!.click()
		const dialog = page.getByRole('dialog', { name: 'Accede a la demo' })
		await expect(dialog).toBeVisible()
		await dialog.getByRole('button', { name: 'Cerrar' }).click()
		await expect(dialog).toBeHidden()
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Convierte tus contenidos en podcasts que se escuchan solos')
	})

	test("the dialog holds the demo form: 'Acceder a demo' waits for both, then lands on /demo", async ({ page, db }, testInfo) => {
		test.skip(testInfo.project.name === 'no-js', 'the dialog needs JavaScript; the no-JS counterpart follows')
		const email = newEmail()
		await gotoEnhancedLanding(page)
		await page.locator('[data-plan="demo"]').getByRole('link', { name: 'Probar Demo' }).click()
		const dialog = page.getByRole('dialog', { name: 'Accede a la demo' })
		await expect(dialog.getByRole('link', { name: 'términos y condiciones' })).toHaveAttribute('target', '_blank')
		await expect(dialog.getByRole('link', { name: 'términos y condiciones' })).toHaveAttribute('href', '/terminos')
		await expect(dialog).toContainText('Tus datos se usan solo para la demo y no se comparten con terceros.')
		const submit = dialog.getByRole('button', { name: 'Acceder a demo' })
		await expect(submit).toBeDisabled()
		await dialog.getByLabel('Email', { exact: true }).fill(email)
		await expect(submit).toBeDisabled()
		await dialog.getByRole('checkbox').check()
		await expect(submit).toBeEnabled()
		await submit.click()
		await expect(page).toHaveURL(/\/demo$/)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu demo')
		const users = await db.user.findMany({ where: { email }, select: { isDemoUser: true } })
		expect(users).toEqual([{ isDemoUser: true }])
	})

	test('while the request is pending the dialog cannot be closed', async ({ page }, testInfo) => {
		test.skip(testInfo.project.name === 'no-js', 'the dialog needs JavaScript')
		await gotoEnhancedLanding(page)
		const release = await holdRequests(page, /\/demo\/acceso\.data/)
		await demoButtons(page)[2]!.click()
		const dialog = page.getByRole('dialog', { name: 'Accede a la demo' })
		await dialog.getByLabel('Email', { exact: true }).fill(newEmail())
		await dialog.getByRole('checkbox').check()
		await dialog.getByRole('button', { name: 'Acceder a demo' }).click()
		await expect(dialog.getByRole('button', { name: 'Accediendo...' })).toBeDisabled()
		await expectOpenWhileBusy(page, dialog)
		release()
		await expect(page).toHaveURL(/\/demo$/)
	})

	test('an e-mail of a regular account shows the error in the dialog', async ({ page, createUser }, testInfo) => {
		test.skip(testInfo.project.name === 'no-js', 'the dialog needs JavaScript; demo.test.ts covers the page')
		const { email } = await createUser()
		await gotoEnhancedLanding(page)
		await demoButtons(page)[0]!.click()
		const dialog = page.getByRole('dialog', { name: 'Accede a la demo' })
		await dialog.getByLabel('Email', { exact: true }).fill(email)
		await dialog.getByRole('checkbox').check()
		await dialog.getByRole('button', { name: 'Acceder a demo' }).click()
		await expect(dialog.getByRole('alert')).toContainText('Error')
		await expect(dialog.getByRole('alert')).toContainText('Ya existe una cuenta con este email. Inicia sesión para continuar.')
		await expect(dialog.getByLabel('Email', { exact: true })).toHaveValue(email)
		await expect(page).toHaveURL(/\/$/)
	})

	test("without JavaScript 'Probar Demo' is a link to the page with the same form", async ({ page }, testInfo) => {
		test.skip(testInfo.project.name === 'js', 'about the page without JavaScript')
		const email = newEmail()
		await page.goto('/')
		await demoButtons(page)[1]!.click()
		await expect(page).toHaveURL(/\/demo\/acceso$/)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accede a la demo')
		await page.getByLabel('Email', { exact: true }).fill(email)
		await page.getByRole('checkbox').check()
		await page.getByRole('button', { name: 'Acceder a demo' }).click()
		await expect(page).toHaveURL(/\/demo$/)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu demo')
	})
})

test.describe('sign-up dialog', () => {
	test('each paid plan opens the sign-up dialog for that plan; Escape and the backdrop close it', async ({ page }, testInfo) => {
		test.skip(testInfo.project.name === 'no-js', 'the dialog needs JavaScript; without it the link leads to /register?plan=…')
		await gotoEnhancedLanding(page)
		for (const [plan, name] of [
			['esencial', 'Esencial'],
			['creadores', 'Creadores'],
			['creadores_plus', 'Creadores PLUS'],
		]) {
			await page
				.locator(`[data-plan="${plan}"]`)
				.getByRole('link', { name: /Elegir Plan/ })
				.click()
			const dialog = page.getByRole('dialog', { name: 'Crear tu cuenta' })
			await expect(dialog).toBeVisible()
			await expect(dialog.getByRole('button', { name: `Continuar con Plan ${name}`, exact: true })).toBeVisible()
			await expect(dialog.getByLabel('Nombre')).toBeFocused()
			expect(await focusInsideDialog(page)).toBe(true)
			await page.keyboard.press('Escape')
			await expect(dialog).toBeHidden()
		}
		await page
			.locator('[data-plan="creadores"]')
			.getByRole('link', { name: /Elegir Plan/ })
			.click()
		await expect(page.getByRole('dialog', { name: 'Crear tu cuenta' })).toBeVisible()
		await page.mouse.click(5, 5)
		await expect(page.getByRole('dialog', { name: 'Crear tu cuenta' })).toBeHidden()
		await expect(page).toHaveURL(/\/$/)
	})

	test('Creadores: names are required, then on to the checkout of Creadores', async ({ page, db }, testInfo) => {
		test.skip(testInfo.project.name === 'no-js', 'the dialog needs JavaScript; the no-JS counterpart follows')
		const email = newEmail()
		await gotoEnhancedLanding(page)
		await page
			.locator('[data-plan="creadores"]')
			.getByRole('link', { name: /Elegir Plan/ })
			.click()
		const dialog = page.getByRole('dialog', { name: 'Crear tu cuenta' })
		const submit = dialog.getByRole('button', { name: 'Continuar con Plan Creadores' })
		await dialog.getByLabel('Email', { exact: true }).fill(email)
		await dialog.getByLabel('Contraseña').fill(PASSWORD)
		await submit.click()
		await expect(dialog.getByText('El nombre es obligatorio')).toBeVisible()
		await expect(dialog.getByText('El apellido es obligatorio')).toBeVisible()
		await expect(page).toHaveURL(/\/$/)
		await dialog.getByLabel('Nombre').fill('Jon')
		await dialog.getByLabel('Apellido').fill('Etxeberria')
		await dialog.getByLabel('Email', { exact: true }).fill('no-es-un-email@')
		await dialog.getByLabel('Contraseña').fill('123')
		await submit.click()
		await expect(dialog.getByText('Email inválido')).toBeVisible()
		await expect(dialog.getByText('Mínimo 6 caracteres', { exact: true })).toBeVisible()
		await dialog.getByLabel('Email', { exact: true }).fill(email)
		await dialog.getByLabel('Contraseña').fill(PASSWORD)
		await dialog.getByLabel(/novedades/).check()
		await submit.click()
		await expect(page).toHaveURL(/\/billing\/sandbox\/cs_sandbox_/)
		await expect(page.getByText(/recibe el Plan Creadores \(19 €\/mes\)/)).toBeVisible()
		const users = await db.user.findMany({
			where: { email },
			select: { firstName: true, lastName: true, consentMarketing: true },
		})
		expect(users).toEqual([{ firstName: 'Jon', lastName: 'Etxeberria', consentMarketing: true }])
	})

	test('while the account is being created the dialog cannot be closed', async ({ page }, testInfo) => {
		test.skip(testInfo.project.name === 'no-js', 'the dialog needs JavaScript')
		await gotoEnhancedLanding(page)
		const release = await holdRequests(page, /\/register\.data/)
		await page
			.locator('[data-plan="creadores_plus"]')
			.getByRole('link', { name: /Elegir Plan/ })
			.click()
		const dialog = page.getByRole('dialog', { name: 'Crear tu cuenta' })
		await dialog.getByLabel('Nombre').fill('Ane')
		await dialog.getByLabel('Apellido').fill('Goñi')
		await dialog.getByLabel('Email', { exact: true }).fill(newEmail())
		await dialog.getByLabel('Contraseña').fill(PASSWORD)
		await dialog.getByRole('button', { name: 'Continuar con Plan Creadores PLUS' }).click()
		await expect(dialog.getByRole('button', { name: 'Creando cuenta...' })).toBeDisabled()
		await expectOpenWhileBusy(page, dialog)
		release()
		await expect(page).toHaveURL(/\/billing\/sandbox\/cs_sandbox_/)
		await expect(page.getByText(/recibe el Plan Creadores PLUS/)).toBeVisible()
	})

	test("without JavaScript a plan's button is a link to /register with that plan", async ({ page }, testInfo) => {
		test.skip(testInfo.project.name === 'js', 'about the page without JavaScript')
		const email = newEmail()
		await page.goto('/')
		await page
			.locator('[data-plan="creadores"]')
			.getByRole('link', { name: /Elegir Plan/ })
			.click()
		await expect(page).toHaveURL(/\/register\?plan=creadores$/)
		await signUpForPlan(page, email, 'Creadores')
		await expect(page).toHaveURL(/\/billing\/sandbox\/cs_sandbox_/)
	})
})

test('the open dialogs have no accessibility violations (axe, WCAG 2 A/AA)', async ({ page }, testInfo) => {
	test.skip(testInfo.project.name === 'no-js', 'the dialogs and axe need JavaScript')
	await gotoEnhancedLanding(page)
	for (const open of [
		() => demoButtons(page)[0]!.click(),
		() =>
			page
				.locator('[data-plan="creadores"]')
				.getByRole('link', { name: /Elegir Plan/ })
				.click(),
	]) {
		await open()
		await expect(page.getByRole('dialog')).toBeVisible()
		const results = await new AxeBuilder({ page })
			.include('dialog[open]')
			.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
			.analyze()
		expect(
			results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`),
		).toEqual([])
		await page.keyboard.press('Escape')
		await expect(page.getByRole('dialog')).toBeHidden()
	}
})

/** While its request is pending a dialog cannot be closed: not by its button, Escape, nor a click on the backdrop. */
async function expectOpenWhileBusy(page: Page, dialog: Locator) {
	await expect(dialog.getByRole('button', { name: 'Cerrar' })).toBeDisabled()
	await page.keyboard.press('Escape')
	await page.keyboard.press('Escape')
	await page.mouse.click(5, 5)
	await expect(dialog).toBeVisible()
}
