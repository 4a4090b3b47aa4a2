import { expect, test } from 'vitest'
import { namesWhatWasLost } from './given-nouns.ts'

const lost = 'Usa la instrucción Insertar ▸ Cuadro para crear uno en el documento.'

test('a definite noun only the sentence left out named points at what was never said', () => {
	expect(namesWhatWasLost('Pincha en el cuadro con el botón derecho para editarlo.', lost, 'Tablas')).toBe(true)
	// heard in the section, named by its heading, or introduced earlier in the sentence: it is known
	expect(namesWhatWasLost('Pincha en el cuadro con el botón derecho.', lost, 'Cada cuadro tiene celdas.')).toBe(false)
	expect(namesWhatWasLost('Pincha en el cuadro con el botón derecho.', lost, 'Cuadros y tablas')).toBe(false)
	expect(namesWhatWasLost('Crea un cuadro nuevo y pincha en el cuadro.', lost, 'Tablas')).toBe(false)
	// a noun the sentence left out never named is the sentence's own
	expect(namesWhatWasLost('Pincha en el botón derecho para editarlo.', lost, 'Tablas')).toBe(false)
})

test('a noun that says which it is, or any of its kind, points at nothing before', () => {
	const before = 'La orden de silabación y el paquete de fuentes se cargan con la opción del idioma y sus letras.'
	for (const sentence of [
		'Para más información, véase la documentación del paquete eulervm.',
		'Babel activará las reglas de silabación para el idioma que escoja.',
		'Poniendo n a cero, deja a LaTeX la opción de no hacer caso de su orden.',
		'Si quiere iniciar una nueva línea, use la orden “newline”.',
		'Se asume que en modo matemático las letras son variables.',
	])
		expect(namesWhatWasLost(sentence, before, 'Silabación')).toBe(false)
	expect(namesWhatWasLost('El argumento de la orden debería contener solo letras.', before, 'Silabación')).toBe(true)
})

test('«la última», «el único» are no nouns of their own', () => {
	expect(namesWhatWasLost('Después se revisa la última con calma.', 'La última versión trae cambios.', 'Versiones')).toBe(false)
})
