import { expect, test } from 'vitest'
import type { Script } from '#app/modules/script/script-types.ts'
import { summarise, termHashtags } from './description-summary.ts'
import { descriptionCredit, localDescription } from './local-description.ts'

/** An episode as the composer writes it: greeting, two chapters of questions and answers, closing. */
const script: Script = {
	sections: [
		{
			title: 'Introducción',
			lines: [
				{
					speaker: 'presenter',
					text: '¡Hola a todos y bienvenidos a Ondas Libres! Soy Álvaro y hoy hablamos de «Copias de seguridad».',
				},
				{ speaker: 'guest', text: 'Encantada de estar aquí, Álvaro. Vamos a ello.' },
			],
		},
		{
			title: 'Copias de seguridad',
			lines: [
				{ speaker: 'presenter', text: 'Empecemos por «Copias de seguridad», Lucía. ¿Qué es lo primero que deberíamos saber?' },
				{
					speaker: 'guest',
					text: 'Pues mira, el servidor principal guarda una copia de seguridad cifrada cada noche. Vale. Las copias de seguridad se guardan en un disco externo del servidor principal.',
				},
				{ speaker: 'presenter', text: 'Entiendo. ¿Qué conviene saber sobre «disco externo»?' },
				{ speaker: 'guest', text: 'El disco externo se cambia cada semana y se guarda fuera del centro.' },
			],
		},
		{
			title: 'Restaurar datos',
			lines: [
				{ speaker: 'presenter', text: 'Pasemos a «Restaurar datos». ¿Qué nos cuentas de esto, Lucía?' },
				{
					speaker: 'guest',
					text: 'Restaurar una copia de seguridad del servidor principal lleva unos veinte minutos. Cualquier administrador puede restaurar los datos desde el panel web.',
				},
			],
		},
		{
			title: 'Despedida',
			lines: [
				{ speaker: 'presenter', text: 'Pues hasta aquí el episodio de hoy. ¡Nos oímos en el próximo Ondas Libres!' },
				{ speaker: 'guest', text: 'Gracias a vosotros. ¡Ha sido un placer!' },
			],
		},
	],
}

test('the summary is the key points of the content, in full sentences: no greeting, question, filler or opener', () => {
	const summary = summarise(script)
	expect(summary).toBe(
		'El servidor principal guarda una copia de seguridad cifrada cada noche. Restaurar una copia de seguridad del servidor principal lleva unos veinte minutos.',
	)
	expect(summary).not.toMatch(/Hola|Encantada|¿|Vale\.|Pues mira/)
})

test('hashtags come from the episode’s key terms, never from its tone', () => {
	const tags = termHashtags(script)
	expect(tags[0]).toBe('#ServidorPrincipal')
	// a word already in a tag is not a tag of its own
	expect(tags).not.toContain('#servidor')
	expect(tags.length).toBeGreaterThanOrEqual(2)
	expect(tags.join(' ')).not.toMatch(/#(?:Pues|Vale|Hola)\b/)
	const text = localDescription({
		title: 'Copias de seguridad',
		podcastName: 'Ondas Libres',
		tone: 'ventas',
		language: 'castellano',
		script,
		chapters: [],
		credit: '',
	})
	expect(text).not.toMatch(/#ventas|#negocio/)
	expect(text).toMatch(/#ServidorPrincipal.* #podcast #OndasLibres$/)
})

test('the credit line: DESCRIPTION_CREDIT when set; otherwise none on a paid plan and Ondacast’s on a free one', () => {
	expect(descriptionCredit({ paid: true, language: 'castellano' }, undefined)).toBe('')
	expect(descriptionCredit({ paid: true, language: 'castellano' }, '  ')).toBe('')
	expect(descriptionCredit({ paid: false, language: 'castellano' }, undefined)).toBe('Creado con Ondacast.')
	expect(descriptionCredit({ paid: false, language: 'english' }, '')).toBe('Made with Ondacast.')
	expect(descriptionCredit({ paid: true, language: 'castellano' }, 'Producido por Radio Norte.')).toBe(
		'Producido por Radio Norte.',
	)
})
