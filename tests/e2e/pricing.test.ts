import { plansFromFile } from '../support/e2e-pages.ts'
import { expect, test } from '../support/e2e-test.ts'

test('pricing cards show the names, prices and episodes of config/plans.json', async ({ page }) => {
	await page.goto('/#planes')
	const shown = plansFromFile().filter((plan) => plan.showOnPricing)
	for (const plan of shown) {
		const card = page.locator(`[data-plan="${plan.id}"]`)
		await expect(card.getByRole('heading', { level: 3 })).toHaveText(plan.name)
		await expect(card.getByTestId('plan-price')).toHaveText(plan.priceEur === 0 ? 'Gratis' : `${plan.priceEur} €`)
		if (plan.id !== 'demo')
			await expect(card.getByTestId('plan-episodes')).toHaveText(`${plan.episodesPerMonth} episodios al mes`)
	}
	await expect(page.locator('[data-plan="esencial"]').getByTestId('plan-price')).toHaveText('9 €')
	await expect(page.locator('[data-plan="agencia"]').getByTestId('plan-episodes')).toHaveText('24 episodios al mes')
	await expect(page.locator('[data-plan="creadores"]')).toContainText('Más popular')
})

test('each card leads to its next step: demo, sign-up with the plan id, or the agency waiting list', async ({ page }) => {
	await page.goto('/#planes')
	await expect(page.locator('[data-plan="demo"]').getByRole('link', { name: 'Probar Demo' })).toHaveAttribute(
		'href',
		'/demo/acceso',
	)
	for (const [plan, id] of [
		['esencial', 'esencial'],
		['creadores', 'creadores'],
		['creadores_plus', 'creadores-plus'],
	]) {
		await expect(page.locator(`[data-plan="${plan}"]`).getByRole('link', { name: /Elegir Plan/ })).toHaveAttribute(
			'href',
			`/register?plan=${id}`,
		)
	}
	const agency = page.locator('[data-plan="agencia"]')
	await expect(agency.getByRole('button', { name: 'Unirme a la lista de espera' })).toBeVisible()
	await expect(agency.getByRole('link', { name: /Elegir Plan/ })).toHaveCount(0)
})
