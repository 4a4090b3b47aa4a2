import { expect, test } from 'vitest'
import { sanitiseFeedHtml } from './feed-html.server.ts'

test('the allowed tags stay, without attributes; links keep an http(s) href only', () => {
	expect(
		sanitiseFeedHtml(
			'<p class="x" style="color:red">Hola <strong>equipo</strong> y <em>amigos</em><br/>más</p><ul><li>Uno</li></ul><ol><li>Dos</li></ol>',
		),
	).toBe('<p>Hola <strong>equipo</strong> y <em>amigos</em><br>más</p><ul><li>Uno</li></ul><ol><li>Dos</li></ol>')
	expect(sanitiseFeedHtml('<a href="https://ondacast.es/x?a=1&b=2" onclick="evil()" target="_blank">web</a>')).toBe(
		'<a href="https://ondacast.es/x?a=1&amp;b=2">web</a>',
	)
	expect(sanitiseFeedHtml('<a href="javascript:alert(1)">no</a> <a href="/relativa">tampoco</a> <a>nada</a>')).toBe(
		'no tampoco nada',
	)
})

test('other elements are unwrapped, scripts and styles dropped with their content, text escaped', () => {
	expect(sanitiseFeedHtml('<h2>Título</h2><div><span>Texto</span></div>')).toBe('TítuloTexto')
	expect(sanitiseFeedHtml('<p>Antes<script>alert(1)</script><style>p{}</style><iframe src="x"></iframe>después</p>')).toBe(
		'<p>Antesdespués</p>',
	)
	expect(sanitiseFeedHtml('<img src=x onerror=alert(1)>Tom &amp; Jerry &lt;3 <!-- nota -->')).toBe('Tom &amp; Jerry &lt;3')
	expect(sanitiseFeedHtml('<p>sin cerrar <strong>negrita')).toBe('<p>sin cerrar <strong>negrita</strong></p>')
	expect(sanitiseFeedHtml('Solo texto, con emoji 🎙️ y acentos')).toBe('Solo texto, con emoji 🎙️ y acentos')
	expect(sanitiseFeedHtml('<script>solo esto</script>')).toBe('')
})
