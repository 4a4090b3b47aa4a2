import { expect, test } from 'vitest'
import { ARTICLE_HTML, SPANISH } from '#tests/fixtures/web-server.ts'
import { extractArticle } from './extract-article.server.ts'

test('Readability keeps the article, drops navigation, scripts and footer, and gives plain paragraphs', () => {
	const article = extractArticle(ARTICLE_HTML, 'https://diario.example/cancion')
	expect(article.title).toBe('Canción española | Diario Ejemplo')
	const paragraphs = article.text.split('\n\n')
	expect(paragraphs).toContain(SPANISH)
	expect(paragraphs).toContain(
		'La música popular vuelve a las plazas este verano, con conciertos gratuitos en cada barrio y una programación pensada para todas las edades.',
	)
	expect(article.text).not.toMatch(/Portada|Deportes|tracking|©|<|>/)
})

test('decomposed accents are composed, invisible characters and odd whitespace removed', () => {
	const html =
		'<html><body><article><p>Cancio\u0301n\u00a0con\u200b  espacios\n\ty salto</p><p>¿Qué?<br>¡Sí!</p></article></body></html>'
	const { text } = extractArticle(html, 'https://ejemplo.es/')
	expect(text).toBe('Canción con espacios y salto\n\n¿Qué?\n\n¡Sí!')
})

test('a page without a title uses the host name; a page without text gives empty text', () => {
	expect(extractArticle('<html><body><p>Hola, mundo.</p></body></html>', 'https://ejemplo.es/x').title).toBe('ejemplo.es')
	expect(extractArticle('<html><body><script>x()</script></body></html>', 'https://ejemplo.es/').text).toBe('')
})

test('plain text passes through as paragraphs; a short first line is the title', () => {
	const article = extractArticle(`${SPANISH}\r\n\r\nSegundo párrafo\ncon salto.\n\n\n`, 'https://ejemplo.es/a.txt', 'text/plain')
	expect(article).toMatchObject({ title: SPANISH, text: `${SPANISH}\n\nSegundo párrafo con salto.` })
})
