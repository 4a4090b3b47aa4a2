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
