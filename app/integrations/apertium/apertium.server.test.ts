import { afterEach, expect, test } from 'vitest'
import { detectLanguage } from '#app/modules/content/clean/language.ts'
import { translateParagraphs } from '#app/modules/translation/translate-paragraphs.server.ts'
import { resetEnv } from '#app/utils/env.server.ts'
import { apertiumAvailable, apertiumTranslate, TranslationError } from './apertium.server.ts'

// The real Apertium of this machine (Debian apertium-en-es; .ci/run and the Dockerfile install it), never a fake.

afterEach(() => {
	delete process.env.APERTIUM_BIN
	resetEnv()
})

const PARAGRAPHS = [
	'John Smith keeps the master files in sync on all Debian systems since 2019.',
	'The maintainer answers the bug reports of the users and allocates the ids on request.',
	'Packages should avoid requesting such ids where possible.',
]

test('English paragraphs become Spanish, one out for each in, names and numbers as they were', async () => {
	expect(apertiumAvailable('eng-spa')).toBe(true)
	const raw = await apertiumTranslate(PARAGRAPHS, 'eng-spa')
	expect(raw).toHaveLength(3)
	expect(raw[1]).toMatch(/mantenedor|informes|usuarios/)

	const translated = await translateParagraphs(PARAGRAPHS, { from: 'en', to: 'castellano' })
	expect(translated).toHaveLength(3)
	expect(translated[0]).toContain('John Smith')
	expect(translated[0]).toContain('Debian')
	expect(translated[0]).toContain('2019')
	expect(translated.map((text) => detectLanguage(text, 5))).toEqual(['es', 'es', 'es'])
	// Spanish to English (US) the other way
	const english = await translateParagraphs(['Juan García compró la empresa en 2020 y la vendió después.'], {
		from: 'es',
		to: 'english',
	})
	expect(english[0]).toMatch(/^Juan García bought the company in 2020/)
})

test('a paragraph of one word in lower case is a term (a definition list’s account or option), kept as it is', async () => {
	const translated = await translateParagraphs(['root', 'The superuser.', 'games', 'www-data'], { from: 'en', to: 'castellano' })
	expect(translated[0]).toBe('root')
	expect(translated[2]).toBe('games')
	expect(translated[3]).toBe('www-data')
	expect(translated[1]).not.toBe('The superuser.')
})

test('many paragraphs keep their count and order, empty ones included', async () => {
	const many = Array.from({ length: 300 }, (_, index) => (index % 50 === 7 ? '' : `The house number ${index} is red.`))
	const translated = await apertiumTranslate(many, 'eng-spa')
	expect(translated).toHaveLength(300)
	expect(translated[7]).toBe('')
	for (const [index, text] of translated.entries())
		if (many[index]) expect(text).toMatch(new RegExp(`^El número de casa ${index} es rojo\\.$`))
})

test('a process that takes too long is ended: TRANSLATION_TIMEOUT', async () => {
	const big = Array.from({ length: 2000 }, () => PARAGRAPHS[1]!)
	const started = Date.now()
	const error = await apertiumTranslate(big, 'eng-spa', { timeoutMs: 50 }).catch((caught: unknown) => caught)
	expect(error).toBeInstanceOf(TranslationError)
	expect((error as TranslationError).code).toBe('TRANSLATION_TIMEOUT')
	// the whole pipeline was killed, not waited for
	expect(Date.now() - started).toBeLessThan(3000)
})

test('a missing binary: not available, and TRANSLATION_UNAVAILABLE when asked anyway', async () => {
	process.env.APERTIUM_BIN = '/nonexistent/apertium'
	resetEnv()
	expect(apertiumAvailable('eng-spa')).toBe(false)
	const error = await apertiumTranslate(PARAGRAPHS, 'eng-spa').catch((caught: unknown) => caught)
	expect(error).toBeInstanceOf(TranslationError)
	expect((error as TranslationError).code).toBe('TRANSLATION_UNAVAILABLE')
})

test('too much text for one process: TRANSLATION_FAILED before anything runs', async () => {
	const error = await apertiumTranslate(['a'.repeat(300_000)], 'eng-spa').catch((caught: unknown) => caught)
	expect((error as TranslationError).code).toBe('TRANSLATION_FAILED')
})
