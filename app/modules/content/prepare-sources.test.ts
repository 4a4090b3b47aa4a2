import { expect, test } from 'vitest'
import { errorText } from '#app/modules/errors/error-text.ts'
import { getFixedT } from '#app/utils/locales.server.ts'
import { cleanPlainText } from './clean/clean-source.ts'
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
		title: 'Empaquetado para principiantes',
		maxChars: chapterChars * 3 + 10,
	})
	const notice = prepared.notices.find((item) => item.code === 'SOURCE_PAGES_USED')!
	expect(notice).toEqual({
		source: 'manual.pdf',
		code: 'SOURCE_PAGES_USED',
		params: {
			used: 30,
			total: 60,
			chapters: '3. Capítulo sobre empaquetado, 4. Capítulo sobre empaquetado, 6. Capítulo sobre empaquetado',
		},
	})
	expect(errorText(es, notice)).toBe(
		'Usamos 30 de 60 páginas, las más relevantes para el episodio. Capítulos: 3. Capítulo sobre empaquetado, 4. Capítulo sobre empaquetado, 6. Capítulo sobre empaquetado.',
	)
	expect(prepared.sections.map((section) => section.heading)).toEqual([
		'3. Capítulo sobre empaquetado',
		'4. Capítulo sobre empaquetado',
		'6. Capítulo sobre empaquetado',
	])
	expect(prepared.text.length).toBeLessThanOrEqual(chapterChars * 3 + 10)
})

/** A book whose chapters are titled and numbered as given, each of 10 pages about its topic. */
function titledBook(chapters: Array<{ heading: string; chapter: string; topic: string }>): CleanSource {
	const clean = book(chapters.map((entry) => entry.topic))
	clean.sections.forEach((section, index) => {
		section.heading = chapters[index]!.heading
		section.chapter = chapters[index]!.chapter
	})
	return clean
}

test('the notice names the chapters used by number and title, in the document’s order, never by page', () => {
	// numbers the reader never saw as chapters (a page number, a list's '1.') are not used: the chapters' positions are
	const clean = titledBook([
		{ heading: '2 Prólogo del traductor', chapter: '2', topic: 'historia' },
		{ heading: 'Tipos de letra', chapter: '1', topic: 'letra' },
		{ heading: 'Cosas que debe saber', chapter: '98', topic: 'varios' },
		{
			heading: 'Fórmulas matemáticas: cómo se escriben, se numeran y se alinean en un documento largo',
			chapter: '4',
			topic: 'letra',
		},
	])
	const chapterChars = clean.sections[0]!.paragraphs.reduce((sum, paragraph) => sum + paragraph.text.length + 2, 0)
	const prepared = prepareSources([{ name: 'libro.pdf', clean }], {
		title: 'La letra',
		maxChars: chapterChars * 2 + 10,
	})
	const notice = prepared.notices.find((item) => item.source === 'libro.pdf')!
	expect(errorText(es, notice)).toBe(
		'Usamos 20 de 40 páginas, las más relevantes para el episodio. Capítulos: 2. Tipos de letra, 4. Fórmulas matemáticas.',
	)
	expect(errorText(getFixedT('en', 'errors'), notice)).toBe(
		'We used 20 of 40 pages, the most relevant to the episode. Chapters: 2. Tipos de letra, 4. Fórmulas matemáticas.',
	)
})

test('a long list of chapters names the first few and counts the rest', () => {
	const topics = Array.from({ length: 9 }, () => 'letra')
	const clean = book([...topics, 'historia'])
	const chapterChars = clean.sections[0]!.paragraphs.reduce((sum, paragraph) => sum + paragraph.text.length + 2, 0)
	const prepared = prepareSources([{ name: 'libro.pdf', clean }], {
		title: 'La letra',
		maxChars: chapterChars * 9 + 10,
	})
	const notice = prepared.notices.find((item) => item.source === 'libro.pdf')!
	expect(notice.code).toBe('SOURCE_PAGES_USED_MORE')
	expect(errorText(es, notice)).toBe(
		'Usamos 90 de 100 páginas, las más relevantes para el episodio. Capítulos: 1. Capítulo sobre letra, 2. Capítulo sobre letra, 3. Capítulo sobre letra, 4. Capítulo sobre letra y 5 más.',
	)
})

test("code and tables are counted and never read; paragraphs in another language are not prepare-sources' to drop", () => {
	const clean = cleanPlainText(
		[
			'Este documento explica cómo se construye un paquete de Debian para el usuario común.',
			'Although this simple approach works most of the time, you should check the build dependencies first.',
			'$ dpkg-buildpackage -us -uc',
			'Después se comprueba el paquete con lintian y se corrigen los avisos que aparezcan.',
		].join('\n'),
	)
	const prepared = prepareSources([{ name: 'guia.txt', clean }], { title: 'Paquetes' })
	expect(prepared.text).not.toContain('dpkg-buildpackage')
	// settled before (other-language.ts, gather-sources.server.ts): what is still here is meant to be used
	expect(prepared.text).toContain('Although')
	expect(prepared.notices).toEqual([{ source: 'guia.txt', code: 'SOURCE_CODE_LEFT_OUT', params: { count: 1 } }])
	expect(errorText(es, prepared.notices[0]!)).toBe('Bloques de código, órdenes o tablas que no se leen en voz alta: 1.')
})

test('pasted text is always used, whole; short sources give no usage notice', () => {
	const prepared = prepareSources(
		[{ name: '', clean: cleanPlainText('Mi propio texto sobre la energía solar en casa.'), always: true }],
		{ title: 'Energía', maxChars: 10 },
	)
	expect(prepared.text).toBe('Mi propio')
	expect(prepared.notices).toEqual([])
})
