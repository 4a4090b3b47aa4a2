import { expect, test } from 'vitest'
import { errorText } from '#app/modules/errors/error-text.ts'
import { getFixedT } from '#app/utils/locales.server.ts'
import { cleanPlainText } from './clean/clean-source.ts'
import { type CleanSource, emptyCounts } from './clean/source-structure.ts'
import { countOtherLanguage, otherLanguageTexts, settleOtherLanguage, withShortParagraphsResolved } from './other-language.ts'

const es = getFixedT('es', 'errors')
const en = getFixedT('en', 'errors')

const SPANISH = 'Este documento explica cómo se construye un paquete de Debian para el usuario común.'
const ENGLISH = 'Although this simple approach works most of the time, you should check the build dependencies first.'
const ENGLISH_2 = 'The maintainer of the package is the person who answers the bug reports of its users.'

function guide() {
	return { name: 'guia.txt', clean: cleanPlainText([SPANISH, ENGLISH, ENGLISH_2].join('\n')) }
}

/** A 20-page PDF-like source: one section of English pages 1–14, then Spanish pages. */
function pdf(): CleanSource {
	const paragraphs = Array.from({ length: 20 }, (_, index) => ({
		text: index < 14 ? `${ENGLISH} Page ${index + 1}.` : `${SPANISH} Página ${index + 1}.`,
		language: index < 14 ? ('en' as const) : ('es' as const),
		page: index + 1,
	}))
	return {
		pages: 20,
		counts: emptyCounts(),
		sections: [{ heading: 'Getting Started', level: 1, chapter: '1', paragraphs, unspoken: [] }],
	}
}

test('what there is to translate: the other language paragraphs, in order, and the heading of a section mostly in it', () => {
	expect(otherLanguageTexts(guide().clean, 'es')).toEqual([
		{ text: ENGLISH, heading: false },
		{ text: ENGLISH_2, heading: false },
	])
	expect(otherLanguageTexts(guide().clean, 'en')).toEqual([{ text: SPANISH, heading: false }])
	const items = otherLanguageTexts(pdf(), 'es')
	expect(items[0]).toEqual({ text: 'Getting Started', heading: true })
	expect(items).toHaveLength(15)
	expect(countOtherLanguage(pdf(), 'es')).toBe(14)
})

test('translated: the texts replace the paragraphs, which are now in the episode language; the notice counts pages', () => {
	const texts = ['Empezando', ...Array.from({ length: 14 }, (_, index) => `Traducción ${index + 1}.`)]
	const { clean, notice } = settleOtherLanguage({ name: 'manual.pdf', clean: pdf() }, 'es', { kind: 'translated', texts })
	const section = clean.sections[0]!
	expect(section.heading).toBe('Empezando')
	expect(section.paragraphs[0]).toEqual({ text: 'Traducción 1.', language: 'es', page: 1 })
	expect(section.paragraphs[14]!.text).toContain('Página 15')
	expect(countOtherLanguage(clean, 'es')).toBe(0)
	expect(errorText(es, notice!)).toBe(
		'Traducido del inglés: 14 de 20 páginas — traducción automática básica (Apertium); con un modelo de lenguaje (OPENAI_API_KEY) la traducción es mejor.',
	)

	// A source without pages counts paragraphs; a Spanish paragraph in an English episode says so in English.
	const english = settleOtherLanguage(guide(), 'en', { kind: 'translated', texts: ['This document explains it.'] })
	expect(english.clean.sections.flatMap((s) => s.paragraphs.map((p) => p.text))).toContain('This document explains it.')
	expect(errorText(en, english.notice!)).toBe(
		'Translated from Spanish: 1 of 3 paragraphs — basic machine translation (Apertium); with a language model (OPENAI_API_KEY) the translation is better.',
	)
})

test('kept for the language model, which writes in the episode language: nothing is dropped, and the notice says so', () => {
	const source = guide()
	const { clean, notice } = settleOtherLanguage(source, 'es', { kind: 'model' })
	expect(clean).toBe(source.clean)
	expect(errorText(es, notice!)).toBe(
		'Hay contenido en inglés (párrafos: 2): el modelo de lenguaje lo traduce al escribir el guion.',
	)
})

test('no model and no translator: left out, and the notice tells the operator how to make it usable', () => {
	const { clean, notice } = settleOtherLanguage(guide(), 'es', { kind: 'unavailable' })
	expect(clean.sections.flatMap((s) => s.paragraphs.map((p) => p.text))).toEqual([SPANISH])
	expect(errorText(es, notice!)).toBe(
		'Este servidor no puede usar contenido en inglés, así que se deja fuera (párrafos: 2). Para usarlo, quien administra el servidor puede instalar Apertium (paquete de Debian apertium-en-es) o configurar un modelo de lenguaje (OPENAI_API_KEY).',
	)
	const failed = settleOtherLanguage(guide(), 'es', { kind: 'failed' })
	expect(countOtherLanguage(failed.clean, 'es')).toBe(0)
	expect(failed.notice).toEqual({ source: 'guia.txt', code: 'SOURCE_TRANSLATION_FAILED', params: { count: 2 } })
})

test('a source all in the episode language gives no notice and is left as it is', () => {
	const source = { name: '', clean: cleanPlainText(SPANISH) }
	expect(settleOtherLanguage(source, 'es', { kind: 'unavailable' })).toEqual({ clean: source.clean, notice: null })
})

test('a paragraph too short to tell its language is translated with the section mostly in the other language', () => {
	const short = { text: 'Root is the superuser.', language: 'unknown' as const }
	const source: CleanSource = {
		counts: emptyCounts(),
		sections: [
			{ heading: 'Users', level: 1, chapter: null, paragraphs: [{ text: ENGLISH, language: 'en' }, short], unspoken: [] },
			{ heading: 'Usuarios', level: 1, chapter: null, paragraphs: [{ text: SPANISH, language: 'es' }, short], unspoken: [] },
		],
	}
	const resolved = withShortParagraphsResolved(source, 'es')
	expect(otherLanguageTexts(resolved, 'es').map((item) => item.text)).toEqual(['Users', ENGLISH, 'Root is the superuser.'])
	// in a Spanish section it stays as it is (a name, a command, a figure)
	expect(resolved.sections[1]!.paragraphs[1]!.language).toBe('unknown')
})
