import { describe, expect, test } from 'vitest'
import type { Script } from '#app/modules/script/script-types.ts'
import { canTranslateScript, translateScript } from './translate-script.server.ts'

/**
 * A version's script without a language model (none is configured in the tests): the dialect rules between
 * castellano and latino, the installed Apertium between Spanish and English. Chapters, speakers and lines are kept.
 */

const castellano: Script = {
	sections: [
		{
			title: 'Introducción',
			lines: [
				{ speaker: 'presenter', text: 'Hola a todos. Hoy os cuento qué ha cambiado en LibreOffice 7.5, y vosotros decidís.' },
				{ speaker: 'guest', text: '¿Tenéis el ordenador a mano? Abrid el programa «Writer Pro» y guardad el archivo.' },
			],
		},
		{ title: 'Despedida', lines: [{ speaker: 'presenter', text: 'Gracias por escucharnos, y hasta la próxima.' }] },
	],
}

const shape = (script: Script) => script.sections.map((section) => section.lines.map((line) => line.speaker))

describe('a version’s script in another market', () => {
	test('castellano → latino: ustedes, their verb forms and words, with names, figures and titles as they were', async () => {
		const { script, title } = await translateScript(castellano, { from: 'castellano', to: 'latino', title: 'Qué hay de nuevo' })
		expect(title).toBe('Qué hay de nuevo')
		expect(shape(script)).toEqual(shape(castellano))
		expect(script.sections[0]!.lines[0]!.text).toBe(
			'Hola a todos. Hoy les cuento qué ha cambiado en LibreOffice 7.5, y ustedes deciden.',
		)
		expect(script.sections[0]!.lines[1]!.text).toMatch(
			/^¿Tienen la computadora a mano\? Abran el programa «Writer Pro» y guarden el archivo\.$/,
		)
	})

	test('castellano → english with Apertium: English lines, the same chapters and speakers, names and figures kept', async () => {
		const { script, title } = await translateScript(castellano, { from: 'castellano', to: 'english', title: 'Qué hay de nuevo' })
		expect(shape(script)).toEqual(shape(castellano))
		const text = script.sections.flatMap((section) => [section.title, ...section.lines.map((line) => line.text)]).join('\n')
		expect(text).toMatch(/LibreOffice 7\.5/)
		expect(text).toMatch(/«Writer Pro»/)
		expect(text).toMatch(/\b(?:the|you|and)\b/)
		expect(text).not.toMatch(/\b(?:todos|ordenador|gracias)\b/i)
		expect(title).not.toBe('Qué hay de nuevo')
	})

	test('english → latino with Apertium: Spanish with its opening marks, and the latino audience', async () => {
		const english: Script = {
			sections: [
				{
					title: 'Welcome',
					lines: [
						{ speaker: 'presenter', text: 'Do you know why the files of Greenfield matter? Welcome, everyone!' },
						{ speaker: 'guest', text: 'The package manager installs 12 packages in 3 minutes.' },
					],
				},
			],
		}
		const { script } = await translateScript(english, { from: 'english', to: 'latino', title: 'Why files matter' })
		const [question, answer] = script.sections[0]!.lines.map((line) => line.text)
		expect(question).toMatch(/^¿.*Greenfield.*\? ¡.*!$/)
		expect(answer).toMatch(/paquetes/)
		expect(answer).toMatch(/\b12\b.*\b3\b/)
	})

	test('every market can be made here: the rules always, Spanish ↔ English with Apertium installed', () => {
		expect(canTranslateScript('castellano', 'latino')).toBe(true)
		expect(canTranslateScript('latino', 'english')).toBe(true)
		expect(canTranslateScript('english', 'castellano')).toBe(true)
	})
})
