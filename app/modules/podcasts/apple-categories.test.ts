import fs from 'node:fs'
import { expect, test } from 'vitest'
import { supportedLanguages } from '#app/utils/i18n.ts'
import { appleCategories, categoryChoice, parseCategoryChoice } from './apple-categories.ts'
import { podcastSchema } from './podcast-schema.ts'

const names = appleCategories.flatMap((category) => [category.name, ...category.subcategories])

test("Apple's tree: 19 categories, 110 names in all, each name once", () => {
	expect(appleCategories).toHaveLength(19)
	expect(names).toHaveLength(110)
	expect(new Set(names).size).toBe(110)
})

test.each(supportedLanguages)('every category and subcategory has its label in %s', (lng) => {
	const labels = JSON.parse(fs.readFileSync(`locales/${lng}/podcasts.json`, 'utf8')).categories as Record<string, string>
	expect(Object.keys(labels).sort()).toEqual([...names].sort())
	for (const name of names) expect(labels[name]?.trim(), name).toBeTruthy()
})

test('a choice of the form is a category and maybe one of its subcategories, nothing else', () => {
	expect(parseCategoryChoice('Technology')).toEqual({ category: 'Technology', subcategory: null })
	expect(parseCategoryChoice(categoryChoice('Health & Fitness', 'Mental Health'))).toEqual({
		category: 'Health & Fitness',
		subcategory: 'Mental Health',
	})
	for (const wrong of ['Tecnología', 'Business/Tech News', 'Technology/', 'Business/Marketing/Extra', '', 'business']) {
		expect(parseCategoryChoice(wrong), wrong).toBeNull()
	}
})

test("the show's form: the owner e-mail must be valid, the name 1–100 characters, the description 4000 at most", () => {
	const base = { name: ' Ondas\n Internas ', ownerEmail: ' Lucia@Ejemplo.ES ', language: 'es-419', category: 'News/Daily News' }
	expect(podcastSchema.parse(base)).toEqual({
		name: 'Ondas Internas',
		description: '',
		author: '',
		ownerEmail: 'lucia@ejemplo.es',
		language: 'es-419',
		category: 'News',
		subcategory: 'Daily News',
		explicit: false,
		aiDisclosure: false,
		showType: 'episodic',
		generatedArtwork: false,
	})
	const issues = (fields: Record<string, string>) =>
		podcastSchema.safeParse({ ...base, ...fields }).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
	expect(issues({ ownerEmail: 'lucía en ejemplo' })).toEqual(['ownerEmail: form.errors.ownerEmail'])
	expect(issues({ name: '  ' })).toEqual(['name: form.errors.nameRequired'])
	expect(issues({ name: 'a'.repeat(101) })).toEqual(['name: form.errors.nameTooLong'])
	expect(issues({ description: 'a'.repeat(4001) })).toEqual(['description: form.errors.descriptionTooLong'])
	expect(issues({ language: 'fr' })).toEqual(['language: form.errors.language'])
	expect(issues({ category: 'Podcasting' })).toEqual(['category: form.errors.category'])
	expect(podcastSchema.parse({ ...base, explicit: 'on', showType: 'serial' })).toMatchObject({
		explicit: true,
		showType: 'serial',
	})
})
