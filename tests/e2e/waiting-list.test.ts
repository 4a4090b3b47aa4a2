import type { Page } from '@playwright/test'
import { expect, test } from '../support/e2e-test.ts'
import { newEmail } from '../support/e2e-users.ts'

function agencyCard(page: Page) {
	return page.locator('[data-plan="agencia"]')
}

async function fillAndSubmit(page: Page, email: string, company: string) {
	const card = agencyCard(page)
	await card.getByLabel('Email').fill(email)
	await card.getByLabel('Empresa (opcional)').fill(company)
	await card.getByRole('checkbox').check()
	await card.getByRole('button', { name: 'Unirme a la lista de espera' }).click()
}

test('joining the agency waiting list, then trying the same e-mail again', async ({ page }) => {
	const email = newEmail('agencia-ejemplo.es')
	await page.goto('/')
	await fillAndSubmit(page, email, 'Agencia Ñandú')
	await expect(agencyCard(page).getByRole('status')).toHaveText(
		'¡Perfecto, te hemos agregado a la lista de espera prioritaria! Te contactaremos pronto.',
	)

	await page.goto('/')
	await fillAndSubmit(page, email, 'Agencia Ñandú')
	await expect(agencyCard(page).getByRole('status')).toHaveText(
		'Tu email ya está registrado en nuestra lista de espera prioritaria.',
	)
	await expect(agencyCard(page).getByLabel('Email')).toHaveValue(email)
	await expect(agencyCard(page).getByLabel('Empresa (opcional)')).toHaveValue('Agencia Ñandú')
})

test('an invalid e-mail gets a clear message and keeps what was typed', async ({ page }) => {
	await page.goto('/')
	await fillAndSubmit(page, 'ana@agencia', 'Ondas & Co')
	await expect(agencyCard(page).getByText('Email inválido')).toBeVisible()
	await expect(agencyCard(page).getByLabel('Email')).toHaveValue('ana@agencia')
	await expect(agencyCard(page).getByLabel('Empresa (opcional)')).toHaveValue('Ondas & Co')
	await expect(agencyCard(page).getByRole('status')).toHaveCount(0)
})

test('with JavaScript the button waits for both the e-mail and the privacy box', async ({ page }, testInfo) => {
	test.skip(testInfo.project.name === 'no-js', 'without JavaScript the browser and the server validate instead')
	await page.goto('/')
	const card = agencyCard(page)
	const submit = card.getByRole('button', { name: 'Unirme a la lista de espera' })
	await expect(submit).toBeDisabled()
	await card.getByLabel('Email').fill(newEmail('agencia-ejemplo.es'))
	await expect(submit).toBeDisabled()
	await card.getByRole('checkbox').check()
	await expect(submit).toBeEnabled()
})

test('what a visitor typed before the JavaScript loaded still counts once it has', async ({ page }, testInfo) => {
	test.skip(testInfo.project.name === 'no-js', 'about the moment JavaScript takes over')
	// hold the page's scripts back until the form has been filled in
	let release: () => void = () => {}
	const held = new Promise<void>((resolve) => {
		release = resolve
	})
	await page.route('**/assets/**/*.js', async (route) => {
		await held
		await route.continue()
	})
	await page.goto('/', { waitUntil: 'domcontentloaded' })
	const card = agencyCard(page)
	await card.getByLabel('Email').fill('ana@agencia')
	await card.getByRole('checkbox').check()
	release()
	await expect(card.getByRole('button', { name: 'Unirme a la lista de espera' })).toBeEnabled()
	await card.getByRole('button', { name: 'Unirme a la lista de espera' }).click()
	await expect(card.getByText('Email inválido')).toBeVisible()
})
