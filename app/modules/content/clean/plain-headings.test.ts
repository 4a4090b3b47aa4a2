import { expect, test } from 'vitest'
import { chapterDrafts } from '#app/modules/script/episode-chapters.ts'
import { cleanPlainText } from './clean-source.ts'

/** A paragraph of a pasted text about `topic`: three sentences on one line. */
const para = (topic: string) =>
	`El ${topic} es una parte importante de cualquier documento largo. Cada ${topic} se ajusta desde el menú de formato del programa. Un ${topic} bien elegido hace el texto más fácil de leer.`

const headings = (text: string) =>
	cleanPlainText(text)
		.sections.filter((section) => section.heading)
		.map((section) => section.heading)

test('a pasted text’s own heading lines become headings: a short line before a paragraph, capitals, # and numbers', () => {
	const text = [
		'Introducción',
		para('margen'),
		'',
		'TIPOS DE LETRA',
		para('tipo de letra'),
		'',
		'# Tablas y figuras',
		para('cuadro'),
		'',
		'4. Listas numeradas',
		para('número'),
		'',
		'¿Qué es un estilo?',
		para('estilo'),
	].join('\n')
	const source = cleanPlainText(text)
	expect(source.sections.map((section) => section.heading)).toEqual([
		'Introducción',
		'TIPOS DE LETRA',
		'Tablas y figuras',
		'4. Listas numeradas',
		'¿Qué es un estilo?',
	])
	// a heading is never run into the paragraph after it
	expect(source.sections[0]!.paragraphs[0]!.text).toBe(para('margen'))
})

test('a title right before a heading is one too: the heading after it still names its section', () => {
	const text = ['Introducción a LyX', '', '¿Qué es LyX?', para('documento'), '', 'Cosas que debe saber', para('estilo')].join(
		'\n',
	)
	const source = cleanPlainText(text)
	expect(source.sections.map((section) => section.heading)).toEqual(['¿Qué es LyX?', 'Cosas que debe saber'])
	expect(source.sections.flatMap((section) => section.paragraphs.map((paragraph) => paragraph.text))).toEqual([
		para('documento'),
		para('estilo'),
	])
})

test('short sentences, list items and broken lines stay text', () => {
	const text = [
		'Es fácil.',
		para('margen'),
		'',
		'Necesitará lo siguiente:',
		'Un ordenador con Linux',
		'Una distribución de LaTeX',
		'',
		para('paquete'),
		'',
		'Para cambiar la letra de',
		para('párrafo'),
		'',
		'¡Enhorabuena!',
		para('documento'),
	].join('\n')
	expect(headings(text)).toEqual([])
})

test('numbered rules are items of a list, not headings: consecutive items, or numbers that start again', () => {
	const list = [
		'1. Nunca use la opción h sin otra',
		'2. Siempre indique la posición',
		'3. Revise el resultado final',
		para('flotante'),
	]
	expect(headings(list.join('\n'))).toEqual([])
	const text = [
		'1. Introducción',
		para('margen'),
		'2. Reglas de los flotantes',
		para('flotante'),
		'1. Nunca use la opción h sin otra',
		para('cuadro'),
		'2. Indique siempre la posición',
		para('figura'),
		'3. Apéndice',
		para('índice'),
	].join('\n')
	expect(headings(text)).toEqual(['1. Introducción', '2. Reglas de los flotantes', '3. Apéndice'])
})

test('in a text wrapped at a fixed width, the first line of a paragraph is not a heading', () => {
	const text = [
		'Tipos de letra',
		'',
		'La tipografía es el arte de disponer las letras para que el texto',
		'se lea con facilidad; cada familia de letra tiene su carácter y su',
		'uso más adecuado dentro de un documento largo bien compuesto.',
		'',
		'Las familias con remate se leen mejor en papel impreso porque',
		'guían el ojo a lo largo de la línea de texto de cada página.',
	].join('\n')
	expect(headings(text)).toEqual(['Tipos de letra'])
})

test('the chapters of a pasted text follow its own headings', () => {
	const text = ['Márgenes', para('margen'), '', 'Tipos de letra', para('tipo'), '', 'Tablas', para('cuadro')].join('\n')
	const sections = cleanPlainText(text).sections.map((section) => ({
		heading: section.heading,
		level: section.level,
		paragraphs: section.paragraphs.map((paragraph) => paragraph.text),
	}))
	const drafts = chapterDrafts({ sources: '', sections, count: 3, title: 'Documentos claros' })
	expect(drafts.map((draft) => draft.title)).toEqual(['Márgenes', 'Tipos de letra', 'Tablas'])
})
