import { expect, test } from 'vitest'
import { feedDescriptionHtml } from './feed-description.ts'

test("the feed description is the YouTube description's summary and chapters, as HTML; the rest is for YouTube", () => {
	const youtube = [
		'Equipos remotos | Ondas Internas',
		'Hablamos de rituales & confianza en equipos <distribuidos>.',
		'Escucha el episodio completo y suscríbete para no perderte el próximo.',
		'Capítulos:\n0:00 Introducción\n1:10 Rituales\n3:05 Cierre',
		'#equipos #podcast #OndasInternas\nCreado con Ondacast.',
	].join('\n\n')
	expect(feedDescriptionHtml(youtube)).toBe(
		[
			'<p>Hablamos de rituales &amp; confianza en equipos &lt;distribuidos&gt;.</p>',
			'<p>Capítulos:</p>',
			'<ul><li>0:00 Introducción</li><li>1:10 Rituales</li><li>3:05 Cierre</li></ul>',
		].join('\n'),
	)
})

test('English descriptions, ones without chapters, and an empty one', () => {
	const youtube = [
		'Remote teams | Waves',
		'A summary.',
		'Listen to the full episode and subscribe so you never miss the next one.',
		'#teams',
	].join('\n\n')
	expect(feedDescriptionHtml(youtube)).toBe('<p>A summary.</p>')
	expect(feedDescriptionHtml('Chapters:\n0:00 Intro')).toBe('<p>Chapters:</p>\n<ul><li>0:00 Intro</li></ul>')
	expect(feedDescriptionHtml('')).toBe('')
})
