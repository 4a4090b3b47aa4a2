import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { seedEpisode } from '../support/e2e-episodes.ts'
import { expect, test } from '../support/e2e-test.ts'

async function violations(page: Page) {
	const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
	return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`)
}

test('the signed-in pages have no accessibility violations and hydrate without console errors', async ({
	page,
	signedIn,
	db,
}) => {
	// Skipped without JavaScript: axe-core runs inside the page; the same pages are checked in the js project.
	test.skip(test.info().project.name === 'no-js', 'axe needs JavaScript in the page to run')
	const user = await signedIn({ plan: 'creadores' })
	const done = await seedEpisode(user.id, { title: 'Completo', duration: 3, videoStatus: 'ready', script: 'Hola a todos.' })
	const preview = await seedEpisode(user.id, { title: 'En revisión', step: 'preview', script: 'Hola a todos.' })
	// a version of the finished one: listed under it in the library, and its page says whose version it is
	await db.episode.update({ where: { id: preview }, data: { versionOfId: done, language: 'latino' } })
	// a show to publish the finished one in: the publishing page shows its whole form
	await db.podcast.create({ data: { userId: user.id, name: 'Ondas Internas' } })
	const paths = [
		'/create',
		'/library',
		`/create/${preview}`,
		`/create/${done}`,
		`/library/${done}/script`,
		`/library/${done}/version`,
		`/library/${done}/publish`,
	]
	for (const path of paths) {
		await page.goto(path)
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
		expect(await violations(page), path).toEqual([])
	}
})
