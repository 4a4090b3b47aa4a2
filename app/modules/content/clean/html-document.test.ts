import { expect, test } from 'vitest'
import { extractArticle } from '#app/modules/content/url/extract-article.server.ts'

const PROSE = 'El sistema de paquetes de Debian es una de sus mayores virtudes y merece una explicación detallada.'

test('a page keeps its headings as sections (Readability turns h1 into h2); <pre>, shell lines and tables are never read; footnotes leave the flow', () => {
	const html = `<!doctype html><html><head><title>Guía</title></head><body><article>
		<h2>Primeros pasos</h2>
		<p>${PROSE}<sup><a href="#ftn.1">1</a></sup></p>
		<pre>$ cd ~/gentoo
$ dh_make -f ../gentoo-0.9.12.tar.gz</pre>
		<h3>El archivo control</h3>
		<p>${PROSE.replace('Debian', 'Ubuntu')} Más detalles en <a href="http://www.debian.org/doc/">http://www.debian.org/doc/</a>.</p>
		<p>$ sudo apt-get install build-essential</p>
		<table><tr><th>Campo</th><th>Valor</th></tr><tr><td>Section</td><td>misc</td></tr></table>
		<div class="footnotes"><p>1. Consulta la Referencia de Debian para saber más.</p></div>
	</article></body></html>`
	const { text, source } = extractArticle(html, 'https://ejemplo.es/guia')
	expect(source.sections.map((section) => [section.heading, section.level])).toEqual([
		['Primeros pasos', 1],
		['El archivo control', 2],
	])
	expect(text).toBe(`${PROSE}\n\n${PROSE.replace('Debian', 'Ubuntu')} Más detalles en debian.org.`)
	expect(source.sections[0]!.unspoken.map((block) => block.kind)).toEqual(['code'])
	expect(source.sections[1]!.unspoken.map((block) => block.kind)).toEqual(['code', 'table', 'footnote'])
	expect(source.counts).toMatchObject({ codeBlocks: 2, tables: 1, footnotes: 1, footnoteMarkers: 1, urls: 1 })
})

test('a navigation block and a table of contents are skipped', () => {
	const html = `<html><body><nav><a href="/">Inicio</a></nav><div class="toc"><ul><li>1. Empezando</li><li>2. Primeros pasos</li></ul></div>
		<div><p>${PROSE}</p><p>${PROSE}</p></div></body></html>`
	const { text } = extractArticle(html, 'https://ejemplo.es/')
	expect(text).not.toMatch(/Inicio|Empezando/)
	expect(text).toContain(PROSE)
})

test('the caption of a table, figure or example is not read: it names what is never spoken', () => {
	const html = `<html><body><article><h2>Herramientas</h2><p>${PROSE}</p>
		<div class="table"><p class="title"><strong>Tabla 2.1. Relación de herramientas para la gestión de paquetes de Debian</strong></p>
		<table><tr><td>apt</td><td>interfaz</td></tr></table></div>
		<p>Figura 3: Esquema del archivo</p>
		<p>Tabla 2 resume las órdenes. Después de leerla, ya puedes instalar paquetes con calma.</p></article></body></html>`
	const { text, source } = extractArticle(html, 'https://ejemplo.es/herramientas')
	expect(text).toBe(`${PROSE}\n\nTabla 2 resume las órdenes. Después de leerla, ya puedes instalar paquetes con calma.`)
	expect(source.counts).toMatchObject({ captions: 2, tables: 1 })
})

/** LibreOffice help: a key or menu name for Mac and a default one, hidden until the page's script picks one. */
const switchInline = (n: number, mac: string, other: string) =>
	`<span id="swlnsys${n}" class="switchinline"><span hidden="true" id="MAC${n}" class="MAC">${mac}</span><span hidden="true" id="default${n}">${other}</span></span>`
/** The same in the older markup: case and default marked by class, hidden by the style sheet. */
const oldSwitchInline = (mac: string, other: string) =>
	`<span class="switchinline" select="sys"><span class="caseinline" select="MAC">${mac}</span><span class="defaultinline">${other}</span></span>`

test('a help page keeps the default of each set of alternatives a script would pick from, and drops the others', () => {
	const html = `<!doctype html><html lang="es"><head><title>Carga y guardado</title></head><body>
		<header><a href="/">Ayuda</a></header>
		<div id="DisplayArea" itemprop="articleBody"><h1>Opciones generales de carga y guardado</h1>
		<p class="paragraph">Para abrir el diálogo, ${switchInline(1, 'elija <span class="menuitem">LibreOffice ▸ Preferencias</span>', 'elija <span class="menuitem">Herramientas ▸ Opciones</span>')}<span class="menuitem"> ▸ Cargar/guardar ▸ General</span>.</p>
		<p class="paragraph">Presionar ${switchInline(2, '<span class="keycode">Comando</span>', '<span class="keycode">Ctrl</span>')}<span class="keycode">+Intro</span> guarda el documento y lo cierra enseguida sin más preguntas.</p>
		<p class="paragraph">Los documentos se guardan solos si activa esta funcionalidad en ${oldSwitchInline('<span class="menuitem">LibreOffice ▸ Preferencias ▸ Cargar/guardar</span>', '<span class="menuitem">Herramientas ▸ Opciones ▸ Cargar/guardar</span>')}.</p>
		<p>${PROSE}</p>
		<p>Un aviso <span style="display:none">que nadie ve</span>queda así, porque no hay alternativas.</p></div>
		<script>impl_Switches()</script></body></html>`
	const { text } = extractArticle(html, 'https://help.libreoffice.org/latest/es/text/shared/optionen/01020100.html')
	expect(text.split('\n\n')).toEqual([
		'Para abrir el diálogo, elija Herramientas ▸ Opciones ▸ Cargar/guardar ▸ General.',
		'Presionar Ctrl+Intro guarda el documento y lo cierra enseguida sin más preguntas.',
		'Los documentos se guardan solos si activa esta funcionalidad en Herramientas ▸ Opciones ▸ Cargar/guardar.',
		PROSE,
		'Un aviso queda así, porque no hay alternativas.',
	])
})
