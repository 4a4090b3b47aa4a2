import { expect, test } from 'vitest'
import { extractDocumentText } from '#app/modules/content/documents/extract-text.server.ts'
import { buildDocx, buildPdf } from '#tests/fixtures/documents.ts'
import { cleanPages, cleanPlainText } from './clean-source.ts'
import { speakableText } from './source-structure.ts'

/** A page of a manual: running header with the page number, a body, and optionally footnotes at its foot. */
function page(number: number, body: string[], notes: string[] = []) {
	return [`Guía del nuevo desarrollador de Debian ${number} / 20`, ...body, ...notes].join('\n')
}

const FILLER = 'Este es un párrafo normal del manual que explica con calma cómo se construye un paquete.'
const TOPICS = ['dpkg', 'debhelper', 'quilt', 'lintian', 'pbuilder', 'debuild', 'uscan', 'dput', 'gbp', 'sbuild']

/** Ten body pages (each its own paragraph), so running lines repeat; `pages` replaces some of them. */
function manual(pages: Record<number, string[]>, notes: Record<number, string[]> = {}) {
	return Array.from({ length: 10 }, (_, index) =>
		page(index + 1, pages[index] ?? [`El programa ${TOPICS[index]} ayuda a construir paquetes.`], notes[index]),
	)
}

test('running headers and footers repeated across pages, and page numbers in every form, are dropped', () => {
	const pages = manual({}).map((text, index) => `${text}\n${['7', 'Página 8', '9 / 20', 'xii', '3 de 20'][index % 5]}`)
	const source = cleanPages(pages)
	const text = speakableText(source.sections)
	expect(text).not.toMatch(/Guía del nuevo desarrollador|\/ 20|Página \d|\bxii\b|3 de 20/)
	expect(source.counts.runningLines).toBe(10)
	expect(source.counts.pageNumbers).toBe(10)
	expect(text.split('\n\n')).toHaveLength(10)
})

test('a word broken at a line end is joined again; a real hyphen before a capital stays', () => {
	const source = cleanPages(
		manual({
			2: ['Descomprime el archivo .tar.gz en el direc-', 'torio raíz y avisa a Ana-', 'Lucía de que está listo.'],
		}),
	)
	const text = speakableText(source.sections)
	expect(text).toContain('en el directorio raíz y avisa a Ana-Lucía de que está listo.')
	expect(source.counts.hyphenBreaks).toBe(1)
})

test('footnotes leave the flow (kept aside) and their markers go, while numbers that belong to words stay', () => {
	const source = cleanPages(
		manual(
			{
				3: [
					'No tienes que ser un maestro',
					'2.',
					'Lee el capítulo 2 antes de empezar, que es corto.',
					'El texto sigue aquí sin la nota y acaba bien.',
				],
			},
			{ 3: ['2Puedes aprender las operaciones básicas en la Referencia de Debian.'] },
		),
	)
	const text = speakableText(source.sections)
	expect(text).toContain('No tienes que ser un maestro.')
	expect(text).toContain('Lee el capítulo 2 antes de empezar')
	expect(text).not.toContain('Puedes aprender')
	expect(source.sections.flatMap((section) => section.unspoken)).toContainEqual({
		kind: 'footnote',
		text: 'Puedes aprender las operaciones básicas en la Referencia de Debian.',
	})
	expect(source.counts).toMatchObject({ footnotes: 1, footnoteMarkers: 1 })
})

test('a footnote marker after a word ending like «de» or «la» («la norma 1», «en el texto 2.») goes too', () => {
	const source = cleanPages(
		manual(
			{ 3: ['Así lo dice la norma 1, que es breve.', 'El texto sigue aquí sin la nota y acaba en el texto 2.'] },
			{ 3: ['1Véase la Ortografía de 1999.', '2Y también el Diccionario panhispánico de dudas.'] },
		),
	)
	const text = speakableText(source.sections)
	expect(text).toContain('Así lo dice la norma, que es breve.')
	expect(text).toContain('acaba en el texto.')
	expect(source.counts).toMatchObject({ footnotes: 2, footnoteMarkers: 2 })
})

test('bracketed markers (^[2], [21]) and URLs never reach the text: an address in brackets goes, a bare one becomes its domain', () => {
	const source = cleanPlainText(
		'Un patrocinador («sponsor») lo sube (http://www.debian.org/doc/maint-guide/) al archivo ^[2].\n' +
			'Las versiones nuevas están en http://www.debian.org/doc/ y en el paquete [21].',
	)
	expect(speakableText(source.sections)).toBe(
		'Un patrocinador («sponsor») lo sube al archivo.\n\nLas versiones nuevas están en debian.org y en el paquete.',
	)
	expect(source.counts).toMatchObject({ urls: 2, footnoteMarkers: 2 })
})

test('a table-of-contents page, the title and credits pages and licence boilerplate are skipped', () => {
	const source = cleanPages([
		'Guía del nuevo desarrollador de Debian\nJosip Rodin, Osamu Aoki',
		'Copyright © 1998-2002 Josip Rodin\nThis document may be used under the terms of the GNU General Public License version 2 or higher.',
		'COLABORADORES\nTÍTULO :\nGuía del nuevo desarrollador de Debian\nACCIÓN NOMBRE FECHA FIRMA\nESCRITO POR Josip Rodin 8 de octubre de 2022',
		'Índice general\n1. Empezando 1\n1.1. Dinamismo social en Debian . . . . . . . . . 1\n1.2. Programas necesarios . . . . . . . . . 3\n2. Primeros pasos 6',
		...manual({}).slice(4),
	])
	const text = speakableText(source.sections)
	expect(text).not.toMatch(/Copyright|COLABORADORES|FIRMA|Índice|Dinamismo|Josip/)
	expect(source.counts).toMatchObject({ frontMatterPages: 3, tocPages: 1 })
	expect(text).toContain('El programa pbuilder ayuda a construir paquetes.')
})

test('an index at the end of the document is skipped', () => {
	const source = cleanPlainText(
		[
			'# Introducción',
			`${FILLER}\n\n${FILLER}\n\n${FILLER}`,
			'# Índice alfabético',
			'apt, 12, 34\n\ndpkg, 7–9\n\nlintian, 45',
		].join('\n\n'),
	)
	expect(source.sections.map((section) => section.heading)).toEqual(['Introducción'])
	expect(speakableText(source.sections)).not.toContain('lintian')
})

test('shell sessions, code and lone file names are blocks never read; a command inside a sentence is prose', () => {
	const source = cleanPlainText(
		[
			'Descarga el código fuente así:',
			'$ cd ~/gentoo',
			'$ wget http://example.org/gentoo-0.9.12.tar.gz',
			'$ tar -xvzf gentoo-0.9.12.tar.gz',
			'Después ejecuta la orden dh_make para crear el directorio.',
			'gentoo_0.9.12.orig.tar.gz',
		].join('\n'),
	)
	const text = speakableText(source.sections)
	expect(text).toBe('Descarga el código fuente así:\n\nDespués ejecuta la orden dh_make para crear el directorio.')
	expect(source.sections[0]!.unspoken).toEqual([
		{
			kind: 'code',
			text: '$ cd ~/gentoo\n$ wget http://example.org/gentoo-0.9.12.tar.gz\n$ tar -xvzf gentoo-0.9.12.tar.gz',
		},
		{ kind: 'code', text: 'gentoo_0.9.12.orig.tar.gz' },
	])
	expect(source.counts.codeBlocks).toBe(2)
})

test('headings: the PDF outline names them; "Capítulo N" takes the next line as its title and numbers the chapter', () => {
	const lines = [
		'Capítulo 3',
		'Modificar las fuentes',
		FILLER,
		'3.1. Configurar quilt',
		'El programa quilt gestiona los parches del paquete de forma ordenada.',
	]
	const source = cleanPages(manual({ 4: lines }), [
		{ title: 'Modificar las fuentes', level: 1 },
		{ title: 'Configurar quilt', level: 2 },
	])
	const titled = source.sections.filter((section) => section.heading)
	expect(titled.map((section) => [section.heading, section.level, section.chapter])).toEqual([
		['Modificar las fuentes', 1, '3'],
		['3.1. Configurar quilt', 2, '3'],
	])
	expect(titled[1]!.paragraphs[0]!.text).toBe('El programa quilt gestiona los parches del paquete de forma ordenada.')
})

test('paragraphs carry their language; a PDF paragraph mixing English and Spanish sentences is split', () => {
	const source = cleanPlainText(
		'This document is made available for the Debian release since this offers many translations. ' +
			'Una de las cosas que hace a Debian una de las distribuciones más importantes es su sistema de paquetes.',
	)
	expect(source.sections[0]!.paragraphs.map((paragraph) => paragraph.language)).toEqual(['en', 'es'])
})

test('a PDF built here loses its header, page number, hyphen break and footnote; a DOCX keeps its Word headings', async () => {
	const pdf = buildPdf(
		manual(
			{ 1: ['Los paquetes se constru-', 'yen con dpkg y debhelper', '1.'] },
			{ 1: ['1Consulta la documentación de debhelper.'] },
		),
	)
	const result = await extractDocumentText(pdf, 'pdf')
	expect(result.text).toContain('Los paquetes se construyen con dpkg y debhelper.')
	expect(result.text).not.toMatch(/Guía del nuevo|\/ 20|Consulta la documentación/)

	const docx = await extractDocumentText(
		buildDocx([
			{ text: 'Introducción', heading: 1 },
			'Primer párrafo del documento.',
			{ text: 'Detalles', heading: 2 },
			'Segundo párrafo.',
		]),
		'docx',
	)
	expect(docx.source.sections.map((section) => [section.heading, section.level, section.paragraphs[0]?.text])).toEqual([
		['Introducción', 1, 'Primer párrafo del documento.'],
		['Detalles', 2, 'Segundo párrafo.'],
	])
})

test('a PDF list set as short lines of their own becomes one sentence per line; a numbered title wrapped on two lines is one heading', () => {
	const lines = [
		'14.15. Instalación de máquinas de servicio adicionales para repartir la carga del servidor',
		'principal',
		'Para mover algunos servicios a otro ordenador de manera sencilla existe un perfil mínimo de',
		'instalación disponible. Estos son los pasos que se deben seguir para configurar un servicio:',
		'Selecciona el perfil Minimal durante la instalación',
		'Instala los paquetes para mantenimiento',
		'Configura el mantenimiento',
		'actualiza DNS en el servidor principal',
		'Deshabilita el servicio en el servidor principal, y después comprueba que el nuevo servidor responde.',
	]
	const source = cleanPages(manual({ 4: lines }), [
		{ title: 'Instalación de máquinas de servicio adicionales para repartir la carga del servidor principal', level: 2 },
	])
	const section = source.sections.find((candidate) => candidate.heading)!
	expect(section.heading).toBe(
		'14.15. Instalación de máquinas de servicio adicionales para repartir la carga del servidor principal',
	)
	expect(section.paragraphs.slice(0, 6).map((paragraph) => paragraph.text)).toEqual([
		'Para mover algunos servicios a otro ordenador de manera sencilla existe un perfil mínimo de instalación disponible. Estos son los pasos que se deben seguir para configurar un servicio:',
		'Selecciona el perfil Minimal durante la instalación.',
		'Instala los paquetes para mantenimiento.',
		'Configura el mantenimiento.',
		'actualiza DNS en el servidor principal.',
		'Deshabilita el servicio en el servidor principal, y después comprueba que el nuevo servidor responde.',
	])
})

test('a PDF caption line ("Tabla 4.1. Campos del archivo control") is not read', () => {
	const source = cleanPages(
		manual({ 4: [FILLER, '', 'Tabla 4.1. Campos del archivo control', '', FILLER.replace('normal', 'largo')] }),
	)
	const texts = source.sections.flatMap((section) => section.paragraphs.map((paragraph) => paragraph.text))
	expect(texts.some((text) => text.includes('Tabla 4.1'))).toBe(false)
	expect(texts).toContain(FILLER.replace('normal', 'largo'))
	expect(source.counts.captions).toBe(1)
})

test('a PDF without an outline: numbered titles and lines standing alone between paragraphs are headings; numbered rules are not', () => {
	const lines = [
		'1. La teoría',
		'Nuestro primer propósito será delimitar las posibles normas que se puedan aplicar en',
		'castellano para la división de palabras, un problema estudiado por muchos ortógrafos.',
		'Los criterios',
		'La clasificación de los criterios para la división a fin de línea suele basarse en dos',
		'categorías: silábica y etimológica, aunque ninguna de ellas es del todo satisfactoria.',
		'Podemos establecer nuestras primeras reglas del modo siguiente, cada una con su número,',
		'por lo que introducimos una nueva regla:',
		'9. No se dividirá entre vocales.',
		'La regla se aplica también a los diptongos y a los hiatos que aparecen en las palabras.',
		'10. Las letras l y r permanecerán unidas a la consonante que les antecede cuando',
		'son líquidas, y la posible división será antes del grupo que forman las dos letras.',
		'11. Tampoco se dividirá antes de una h ni de la letra que le pudiera anteceder.',
		'No tendría sentido incluir en la lista básica de patrones una serie de prefijos de uso',
		'escaso; de momento no se incluirá más que un tanteo para la química y sus ramas.',
		'2. Bibliografía',
		'Ignacio Bosque y Violeta Demonte, Gramática descriptiva de la lengua española, Madrid.',
	]
	const titled = cleanPages(manual({ 4: lines })).sections.filter((section) => section.heading)
	expect(titled.map((section) => [section.heading, section.level])).toEqual([
		['1. La teoría', 1],
		['Los criterios', 2],
		['2. Bibliografía', 1],
	])
	const said = titled[1]!.paragraphs.map((paragraph) => paragraph.text).join(' ')
	expect(said).toContain('9. No se dividirá entre vocales.')
	expect(said).toContain('10. Las letras l y r permanecerán unidas a la consonante que les antecede cuando son líquidas')
	// with an outline, the outline alone names the headings
	const outlined = cleanPages(manual({ 4: lines }), [{ title: 'La teoría', level: 1 }])
	expect(outlined.sections.filter((section) => section.heading).map((section) => section.heading)).toEqual(['1. La teoría'])
})
