import { expect, test } from 'vitest'
import { errorText } from '#app/modules/errors/error-text.ts'
import { getFixedT } from '#app/utils/locales.server.ts'
import { cleanPlainText } from './clean/clean-source.ts'
import { chapterRanges } from './clean/select-sections.ts'
import { type CleanSource, emptyCounts, type SourceSection } from './clean/source-structure.ts'
import { prepareSources } from './prepare-sources.ts'

const es = getFixedT('es', 'errors')

/** A PDF-like source: `chapters` chapters of 10 pages each, about `topic` words, one section per chapter. */
function book(topics: string[]): CleanSource {
	const sections: SourceSection[] = topics.map((topic, index) => ({
		heading: `${index + 1}. Capítulo sobre ${topic}`,
		level: 1,
		chapter: String(index + 1),
		paragraphs: Array.from({ length: 20 }, (_, n) => ({
			text: `El tema de ${topic} se explica aquí con el ejemplo número ${n} y muchos detalles sobre ${topic}.`,
			language: 'es' as const,
		})),
		unspoken: [],
		pages: { first: index * 10 + 1, last: index * 10 + 10 },
	}))
	return { sections, pages: topics.length * 10, counts: emptyCounts() }
}

test('a long document is cut by relevance, not at its start, and the notice says which pages and chapters', () => {
	const topics = ['historia', 'licencias', 'empaquetado', 'empaquetado', 'comunidad', 'empaquetado']
	const chapterChars = book(['empaquetado']).sections[0]!.paragraphs.reduce(
		(sum, paragraph) => sum + paragraph.text.length + 2,
		0,
	)
	const prepared = prepareSources([{ name: 'manual.pdf', clean: book(topics) }], {
		language: 'es',
		title: 'Empaquetado para principiantes',
		maxChars: chapterChars * 3 + 10,
	})
	const notice = prepared.notices.find((item) => item.code === 'SOURCE_PAGES_USED')!
	expect(notice).toEqual({
		source: 'manual.pdf',
		code: 'SOURCE_PAGES_USED',
		params: { used: 30, total: 60, chapters: '3, 4, 6' },
	})
	expect(errorText(es, notice)).toBe('Usamos 30 de 60 páginas, las más relevantes para el episodio: capítulos 3, 4, 6.')
	expect(prepared.sections.map((section) => section.heading)).toEqual([
		'3. Capítulo sobre empaquetado',
		'4. Capítulo sobre empaquetado',
		'6. Capítulo sobre empaquetado',
	])
	expect(prepared.text.length).toBeLessThanOrEqual(chapterChars * 3 + 10)
})

test('chapters in ranges: 1–3, 6', () => {
	expect(chapterRanges(['1', '2', '3', '6', 'A'])).toBe('1–3, 6, A')
	expect(chapterRanges(['1', '2'])).toBe('1, 2')
})

test('in a Spanish episode, English paragraphs of a Spanish source are left out and counted; code is counted too', () => {
	const clean = cleanPlainText(
		[
			'Este documento explica cómo se construye un paquete de Debian para el usuario común.',
			'Although this simple approach works most of the time, you should check the build dependencies first.',
			'$ dpkg-buildpackage -us -uc',
			'Después se comprueba el paquete con lintian y se corrigen los avisos que aparezcan.',
		].join('\n'),
	)
	const prepared = prepareSources([{ name: 'guia.txt', clean }], { language: 'es', title: 'Paquetes' })
	expect(prepared.text).not.toContain('Although')
	expect(prepared.text).not.toContain('dpkg-buildpackage')
	expect(prepared.notices).toEqual([
		{ source: 'guia.txt', code: 'SOURCE_OTHER_LANGUAGE', params: { count: 1 } },
		{ source: 'guia.txt', code: 'SOURCE_CODE_LEFT_OUT', params: { count: 1 } },
	])
	expect(errorText(es, prepared.notices[0]!)).toBe('Párrafos en otro idioma que se dejan fuera: 1.')

	// The same source in an English episode keeps its English paragraph (the Spanish ones are most of it: kept too).
	const english = prepareSources([{ name: 'guia.txt', clean }], { language: 'en', title: 'Packages' })
	expect(english.text).toContain('Although')
})

test('pasted text is always used, whole; short sources give no usage notice', () => {
	const prepared = prepareSources(
		[{ name: '', clean: cleanPlainText('Mi propio texto sobre la energía solar en casa.'), always: true }],
		{ language: 'es', title: 'Energía', maxChars: 10 },
	)
	expect(prepared.text).toBe('Mi propio')
	expect(prepared.notices).toEqual([])
})
