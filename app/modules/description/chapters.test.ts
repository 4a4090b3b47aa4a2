import { expect, test } from 'vitest'
import { chapterLines, formatDuration } from './chapters.ts'
import { localDescription } from './local-description.ts'

test('durations read m:ss, and h:mm:ss from an hour', () => {
	expect(formatDuration(0)).toBe('0:00')
	expect(formatDuration(65.9)).toBe('1:05')
	expect(formatDuration(3725)).toBe('1:02:05')
})

test('chapters start at 0:00 and those under 10 seconds are merged', () => {
	expect(
		chapterLines([
			{ title: 'Introducción', startSeconds: 0.4 },
			{ title: 'Muy corta', startSeconds: 5 },
			{ title: 'Datos', startSeconds: 42.2 },
			{ title: 'Despedida', startSeconds: 190 },
		]),
	).toEqual(['0:00 Introducción', '0:42 Datos', '3:10 Despedida'])
})

test('the local description has the title, a summary, the chapters and hashtags', () => {
	const text = localDescription({
		title: 'Trabajar mejor',
		podcastName: 'Ondas Internas',
		tone: 'formacion',
		language: 'castellano',
		script: {
			sections: [
				{ title: 'Introducción', lines: [{ speaker: 'presenter', text: 'Hola.' }] },
				{ title: 'Datos', lines: [{ speaker: 'guest', text: 'Los equipos con objetivos claros rinden más.' }] },
				{ title: 'Despedida', lines: [{ speaker: 'presenter', text: 'Adiós.' }] },
			],
		},
		chapters: [
			{ title: 'Introducción', startSeconds: 0 },
			{ title: 'Datos', startSeconds: 15 },
			{ title: 'Despedida', startSeconds: 80 },
		],
		credit: 'Creado con Ondacast.',
	})
	expect(text).toMatch(/^Trabajar mejor \| Ondas Internas\n\nLos equipos con objetivos claros rinden más\./)
	expect(text).toContain('Capítulos:\n0:00 Introducción\n0:15 Datos\n1:20 Despedida')
	expect(text).not.toContain('#formación')
	expect(text).toContain('#OndasInternas')
	expect(text).toMatch(/\nCreado con Ondacast\.$/)
})
