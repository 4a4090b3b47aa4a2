import { describe, expect, test } from 'vitest'
import { openSpanishMarks } from './spanish-punctuation.ts'

describe('opening question and exclamation marks after a machine translation', () => {
	test.each([
		['Sabes por qué?', '¿Sabes por qué?'],
		['Bienvenido al programa, todo el mundo!', '¡Bienvenido al programa, todo el mundo!'],
		['Puedes abrirlo ahora.   Sabes por qué? Gracias.', 'Puedes abrirlo ahora. ¿Sabes por qué? Gracias.'],
		['«Lo has guardado?» Sí.', '«¿Lo has guardado?» Sí.'],
		['Qué dices?!', '¿Qué dices?!'],
	])('%s → %s', (input, expected) => {
		expect(openSpanishMarks(input)).toBe(expected)
	})

	test('a sentence that already opens its question is left as it is', () => {
		expect(openSpanishMarks('Y tú, ¿qué opinas?')).toBe('Y tú, ¿qué opinas?')
	})

	test('statements are left as they are', () => {
		expect(openSpanishMarks('La versión 2.6 salió en 2023. Tiene tres partes')).toBe(
			'La versión 2.6 salió en 2023. Tiene tres partes',
		)
	})
})
