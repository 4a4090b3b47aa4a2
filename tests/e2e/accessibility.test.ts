import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '../support/e2e-test.ts'

const pages = ['/', '/faq', '/contact', '/privacy', '/terms', '/legal', '/cookies', '/no-existe']

for (const path of pages) {
	test(`${path} has no accessibility violations (axe, WCAG 2 A/AA)`, async ({ page }, testInfo) => {
		// axe runs as JavaScript inside the page; the server sends the same markup to both projects
		// Skipped without JavaScript: axe-core runs inside the page; the same pages are checked in the js project.
		test.skip(testInfo.project.name === 'no-js', 'axe needs JavaScript in the page to run')
		await page.goto(path)
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
		const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
		expect(
			results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`),
		).toEqual([])
	})
}

test('the landing page hydrates with no console errors (CSP included)', async ({ page }, testInfo) => {
	// Skipped without JavaScript: this measures the scripts a page loads, which a no-JS browser never runs.
	test.skip(testInfo.project.name === 'no-js', 'about the JavaScript the page loads')
	const errors: string[] = []
	page.on('console', (message) => {
		if (message.type() === 'error') errors.push(message.text())
	})
	page.on('pageerror', (error) => errors.push(String(error)))
	await page.goto('/')
	// the waiting-list button is disabled only once React runs: proof that the page hydrated
	await expect(page.locator('[data-plan="agencia"]').getByRole('button', { name: 'Unirme a la lista de espera' })).toBeDisabled()
	expect(errors).toEqual([])
})
