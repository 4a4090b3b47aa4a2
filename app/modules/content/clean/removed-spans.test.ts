import { expect, test } from 'vitest'
import { cleanInline } from './inline-clean.ts'
import { emptyCounts } from './source-structure.ts'

/** [paragraph, as cleaned]: a URL or a path taken out never leaves a sentence ending in a preposition or article. */
const cases: Array<[string, string]> = [
	// the clause that led to the address goes back to its comma
	[
		'Los documentos se guardan solos, si activa esta funcionalidad en (http://ejemplo.es/ayuda).',
		'Los documentos se guardan solos.',
	],
	[
		'Hay muchas plantillas, todas disponibles en (https://ejemplo.es/plantillas), y son gratis.',
		'Hay muchas plantillas, y son gratis.',
	],
	// nothing left that is a sentence: it goes whole
	['Las fuentes están disponibles en CTAN:systems/msdos/emtex. Se instalan rápido.', 'Se instalan rápido.'],
	['Si activa esta funcionalidad en (http://ejemplo.es/a).', ''],
	['Los ficheros están en /usr/share/doc/emtex, y se leen con cualquier editor.', ''],
	['The files are available from (https://example.com/files).', ''],
	// a removal after a word that ends a clause needs nothing more
	['Consulte la guía (https://ejemplo.es/guia) para más detalles.', 'Consulte la guía para más detalles.'],
	['Más información: (http://ejemplo.es).', 'Más información.'],
	// not paths: two words with a slash, a date, a unit
	['Elija y/o Cargar/guardar el 23/11/2026 a 5 km/h.', 'Elija y/o Cargar/guardar el 23/11/2026 a 5 km/h.'],
]

test.each(cases)('%s', (paragraph, cleaned) => {
	expect(cleanInline(paragraph, emptyCounts())).toBe(cleaned)
})

test('paths are counted with the addresses taken out', () => {
	const counts = emptyCounts()
	cleanInline('Están en CTAN:systems/msdos/emtex y en ~/gentoo/docs. Luego más.', counts)
	expect(counts.urls).toBe(2)
})
