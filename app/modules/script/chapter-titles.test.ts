import { expect, test } from 'vitest'
import { chapterTitles, headingTitle } from './chapter-titles.ts'
import { chapterDrafts } from './episode-chapters.ts'

test('a long heading is cut to a natural phrase at a word boundary, never with «…» nor a dangling word', () => {
	expect(headingTitle('Cómo elegir el tipo de letra adecuado para cada uno de los documentos largos')).toBe(
		'Cómo elegir el tipo de letra adecuado',
	)
	// a colon or a dash is where a long heading stops
	expect(headingTitle('Tipos de letra: cómo se eligen, se cambian y se combinan en un documento')).toBe('Tipos de letra')
	expect(headingTitle('3.2. Flotantes — figuras y cuadros que se colocan solos en la página')).toBe('Flotantes')
	expect(headingTitle('Los flotantes (figuras y cuadros) en documentos de varias columnas y páginas')).toBe(
		'Los flotantes (figuras y cuadros)',
	)
	// a question cut short is still a question
	expect(headingTitle('¿Cómo puedo cambiar el tamaño de la letra de todo el documento a la vez?')).toBe(
		'¿Cómo puedo cambiar el tamaño de la letra?',
	)
	for (const heading of ['Una guía completa y práctica para escribir con el procesador de documentos de siempre']) {
		const title = headingTitle(heading)
		expect(title).not.toMatch(/…|\.\.\.|\s(?:de|del|el|la|los|las|y|o|para|con|en|a)$/u)
		expect(title.split(' ').length).toBeLessThanOrEqual(8)
	}
})

test('a title has no final punctuation; a question keeps its marks', () => {
	expect(headingTitle('Introducción.')).toBe('Introducción')
	expect(headingTitle('Requisitos:')).toBe('Requisitos')
	expect(headingTitle('Notas finales —')).toBe('Notas finales')
	expect(headingTitle('¿Qué es LyX?')).toBe('¿Qué es LyX?')
})

test('a numbered rule or an item of a list is never a title: the chapter is named by its key term', () => {
	expect(headingTitle('1. Nunca use [h] como único especificador de posición')).toBe('')
	expect(headingTitle('No cambie los márgenes del documento')).toBe('')
	expect(headingTitle('Evite las líneas viudas. Son fáciles de corregir')).toBe('')
	const sentences = [
		'Un flotante se coloca donde mejor queda en la página.',
		'El flotante puede ser una figura o un cuadro del texto.',
		'Cada flotante lleva su leyenda y su número.',
	]
	expect(chapterTitles([{ heading: '1. Nunca use [h] sin más', sentences }], { episodeTitle: 'LaTeX' })).toEqual(['Flotante'])
})

test('a key term that is one word is named by the phrase the chapter says it with most', () => {
	// no sentence opens with a noun phrase: the chapter is named by its key term, «patrones»
	const sentences = [
		'Al compilar, los patrones de guionado se cargan en memoria.',
		'Según el idioma, los patrones de guionado cambian mucho.',
		'Otros patrones prefieren basarse en combinaciones de vocales.',
		'Con cada patrón se prueba una lista de palabras.',
	]
	expect(chapterTitles([{ heading: null, sentences }], { episodeTitle: 'División de palabras' })).toEqual([
		'Patrones de guionado',
	])
})

/** Three sentences about `topic`, as a chapter tells them. */
const about = (topic: string) => [
	`El ${topic} es la pieza central del documento que se escribe.`,
	`Cada ${topic} se configura desde el menú de formato del programa.`,
	`Un ${topic} bien configurado ahorra horas de trabajo al autor.`,
]

test('a heading the document repeats is told apart by the heading above it, never by a number', () => {
	const sections = [
		{ heading: 'LaTeX básico', level: 1, paragraphs: ['LaTeX compone los documentos por nosotros.'] },
		{ heading: 'Cosas que debe saber', level: 2, paragraphs: [about('fichero').join(' ')] },
		{ heading: 'Tipos de letra', level: 1, paragraphs: ['Hay muchas familias de letra disponibles.'] },
		{ heading: 'Cosas que debe saber', level: 2, paragraphs: [about('tamaño').join(' ')] },
	]
	const titles = chapterTitles(
		[
			{ heading: 'Cosas que debe saber', sentences: about('fichero') },
			{ heading: 'Cosas que debe saber', sentences: about('tamaño') },
		],
		{ episodeTitle: 'LaTeX', sections },
	)
	expect(titles).toEqual(['Cosas que debe saber: LaTeX básico', 'Cosas que debe saber: Tipos de letra'])
})

test('without a heading above that differs, each repeated title takes a key term of its own', () => {
	const titles = chapterTitles(
		[
			{ heading: 'Cosas que debe saber', sentences: about('fichero') },
			{ heading: 'Márgenes', sentences: about('margen') },
			{ heading: '2. Cosas que debe saber', sentences: about('tamaño') },
		],
		{ episodeTitle: 'LaTeX' },
	)
	expect(titles).toEqual(['Cosas que debe saber: fichero', 'Márgenes', 'Cosas que debe saber: tamaño'])
	expect(new Set(titles).size).toBe(titles.length)
	expect(titles.join(' ')).not.toMatch(/\(\d\)|\d$/u)
})

test('a chapter is never named like the episode’s introduction or farewell', () => {
	const [title] = chapterTitles([{ heading: 'Introducción', sentences: about('fichero') }], { episodeTitle: 'LaTeX' })
	expect(title).toBe('Introducción: fichero')
})

test('the composer’s chapters get unique titles from repeated headings', () => {
	const sections = [
		{ heading: 'Cosas que debe saber', level: 1, paragraphs: [about('fichero').join(' ')] },
		{ heading: 'Márgenes', level: 1, paragraphs: [about('margen').join(' ')] },
		{ heading: 'Cosas que debe saber', level: 1, paragraphs: [about('índice').join(' ')] },
	]
	const drafts = chapterDrafts({ sources: '', sections, count: 3, title: 'LaTeX' })
	const titles = drafts.map((draft) => draft.title)
	expect(new Set(titles).size).toBe(3)
	expect(titles.every((title) => !title.endsWith('…'))).toBe(true)
})

test('a chapter without a usable heading is titled by the noun phrase its first sentences open with', () => {
	const titles = chapterTitles(
		[
			{
				heading: '1. Nunca use longitudes absolutas',
				sentences: ['La sangría relativa se adapta al tamaño de la letra.', 'Cambia con la fuente.'],
			},
			{ heading: 'Clases', sentences: ['Las clases definen el aspecto del documento.'] },
		],
		{ episodeTitle: 'LaTeX' },
	)
	expect(titles).toEqual(['Sangría relativa', 'Clases'])
})

test('a numbered rule set as a heading is no title, and a command is said without its backslash', () => {
	expect(headingTitle('10. Las letras l y r permanecerán unidas a la consonante')).toBe('')
	expect(headingTitle('14. A cada componente de las palabras compuestas se le aplicarán')).toBe('')
	expect(headingTitle('1.8. El uso de \\sloppy')).toBe('El uso de sloppy')
})

test('a verb after the term that ends like an adjective («el prefijo termina en…») makes no title', () => {
	const sentences = [
		'Al componer, el prefijo termina en una consonante.',
		'Según el caso, cada prefijo cambia la pronunciación.',
		'Con un prefijo la división puede ser compositiva.',
	]
	expect(chapterTitles([{ heading: null, sentences }], { episodeTitle: 'División de palabras' })).toEqual(['Prefijo'])
})

test('a heading of file names («a4.sty, a4wide.sty») is no title: the chapter is named by what it says', () => {
	expect(headingTitle('1.2. a4.sty, a4wide.sty')).toBe('')
	expect(headingTitle('El fichero de configuración')).toBe('El fichero de configuración')
})

test('a chapter whose heading names no topic is named by the section it sits in', () => {
	const sections = [
		{ heading: '1. «Pecados Capitales»', level: 1, paragraphs: ['Estos son los peores errores que aparecen en el grupo.'] },
		{ heading: '1.1. a4.sty, a4wide.sty', level: 2, paragraphs: ['Estos paquetes no deben usarse en ningún documento.'] },
	]
	const titles = chapterTitles(
		[{ heading: '1.1. a4.sty, a4wide.sty', sentences: ['Estos paquetes no deben usarse en ningún documento.'] }],
		{ episodeTitle: 'Lo que no hay que hacer en LaTeX', sections },
	)
	// its quotes go when the title is said (local-composer.ts)
	expect(titles).toEqual(['«Pecados Capitales»'])
})
