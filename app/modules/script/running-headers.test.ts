import { expect, test } from 'vitest'
import { withoutRunningHeaders } from './running-headers.ts'

test('the same words before a different page number on three pages are a running header, taken out everywhere', () => {
	const texts = [
		'El paquete cambia la codificación del texto. Preguntas específicas para el LATEX en castellano 22 Cómo se soluciona esto es sencillo.',
		'Si el documento no tiene mayúsculas, se puede usar la opción habitual. Preguntas específicas para el LATEX en castellano 23 6.4. Los tipos por omisión no tienen acentos.',
		'Preguntas específicas para el LATEX en castellano 24 Aunque era posible crear versiones para otros idiomas, se extendió la idea.',
	]
	expect(withoutRunningHeaders(texts)).toEqual([
		'El paquete cambia la codificación del texto. Cómo se soluciona esto es sencillo.',
		'Si el documento no tiene mayúsculas, se puede usar la opción habitual. Los tipos por omisión no tienen acentos.',
		'Aunque era posible crear versiones para otros idiomas, se extendió la idea.',
	])
})

test('a figure said once or twice in the text is no header', () => {
	const texts = ['La huerta produce unos 1200 kilos de verdura al año. El barrio tiene 40 familias que la cuidan.']
	expect(withoutRunningHeaders(texts)).toEqual(texts)
})
