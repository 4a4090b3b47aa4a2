import { expect, test } from 'vitest'
import type { Script } from '#app/modules/script/script-types.ts'
import { summarise } from './description-summary.ts'
import { isSummarySentence, tidySentence } from './summary-sentences.ts'

test('a summary sentence is whole and clean: not cut at a link, no page furniture, no heading run in, understood alone', () => {
	expect(isSummarySentence('El procesador LyX compone el documento con la calidad tipográfica de LaTeX.')).toBe(true)
	// cut where an address was
	expect(isSummarySentence('Los paquetes de idiomas para el corrector están disponibles en.')).toBe(false)
	// running headers, page and section numbers
	expect(isSummarySentence('Preguntas específicas para el LaTeX en castellano 23 6.4.')).toBe(false)
	expect(isSummarySentence('13 Cuadro 1.3 muestra los tamaños de letra del documento.')).toBe(false)
	expect(isSummarySentence('El tamaño de letra se elige en el preámbulo del documento 12.')).toBe(true)
	// a heading run into its text
	expect(isSummarySentence('Resumen La división de palabras se hace por sílabas en castellano.')).toBe(false)
	expect(isSummarySentence('15 Discusión En la curva se ve el número de cortes por línea.')).toBe(false)
	// leaning on what is not there, or the author's aside
	expect(isSummarySentence('Este problema ni siquiera existe en LyX con su editor gráfico.')).toBe(false)
	expect(isSummarySentence('Si bien, como he dicho, la división se hace al final de la línea.')).toBe(false)
	// questions, unfinished quotes, too short
	expect(isSummarySentence('¿Cómo se elige el tamaño de la letra del documento?')).toBe(false)
	expect(isSummarySentence('La orden «\\usepackage carga los paquetes del documento.')).toBe(false)
	expect(isSummarySentence('LyX es rápido.')).toBe(false)
})

test('a loose connector at the start of a sentence goes', () => {
	expect(tidySentence('Además, el editor muestra el documento tal como se imprimirá.')).toBe(
		'El editor muestra el documento tal como se imprimirá.',
	)
})

/** An episode of chapters whose guest says the given lines. */
function episode(chapters: string[][]): Script {
	return {
		sections: [
			{ title: 'Introducción', lines: [{ speaker: 'presenter', text: '¡Hola a todos! Hoy hablamos de LyX.' }] },
			...chapters.map((lines, index) => ({
				title: `Capítulo ${index + 1}`,
				lines: lines.flatMap((text) => [
					{ speaker: 'presenter' as const, text: '¿Qué nos cuentas?' },
					{ speaker: 'guest' as const, text },
				]),
			})),
			{ title: 'Despedida', lines: [{ speaker: 'presenter', text: '¡Hasta pronto!' }] },
		],
	}
}

test('the summary is two to four whole sentences from the chapters’ main points, in the episode’s order', () => {
	const summary = summarise(
		episode([
			[
				'Los diccionarios de LyX para el corrector están disponibles en. Preguntas específicas para el LaTeX en castellano 23 6.4.',
				'El procesador LyX compone el documento con la calidad tipográfica de LaTeX.',
			],
			[
				'Resumen La división de palabras de LyX se hace por sílabas. Además, LyX divide las palabras del documento según las reglas del castellano.',
			],
		]),
	)
	expect(summary).toBe(
		'El procesador LyX compone el documento con la calidad tipográfica de LaTeX. LyX divide las palabras del documento según las reglas del castellano.',
	)
	const sentences = summary.split(/(?<=\.)\s+/u)
	for (const sentence of sentences) {
		expect(sentence).toMatch(/^\p{Lu}.*\.$/u)
		expect(sentence).not.toMatch(/\s(?:en|de|el|la|y)\.$|\d\.$/u)
	}
})

test('one chapter still gives two sentences; many chapters give four at most', () => {
	const one = summarise(
		episode([
			[
				'El procesador LyX compone el documento con la calidad tipográfica de LaTeX.',
				'El documento de LyX se guarda en un formato de texto que se puede leer.',
			],
		]),
	)
	expect(one.split(/(?<=\.)\s+/u)).toHaveLength(2)
	const topics = ['tablas', 'figuras', 'fórmulas', 'índices', 'notas', 'listas']
	const many = summarise(episode(topics.map((topic) => [`El editor de LyX prepara las ${topic} del documento sin esfuerzo.`])))
	expect(many.split(/(?<=\.)\s+/u)).toHaveLength(4)
})
